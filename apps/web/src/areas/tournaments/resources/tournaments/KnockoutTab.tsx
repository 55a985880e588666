import {
  knockoutEndpoints,
  type KnockoutChart,
  type KnockoutMatchLine,
  type tournamentRecord,
} from '@fairway/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useGetList, useTranslate } from 'react-admin';
import type { z } from 'zod';
import { useFormatClubDate } from '../../../../layout/club/clubDates';
import { refusalOf } from '../../../../layout/crud/refusalOf';
import { ErrorAlert } from '../../../../layout/ErrorAlert';
import { useNotifyText } from '../../../../layout/useNotifyText';
import { callEndpoint, useEndpointCache, useEndpointQuery } from '../../../../providers/endpointClient';
import { KnockoutDrawChart } from './KnockoutDrawChart';
import { KnockoutResultDialog, matchReady } from './KnockoutResultDialog';

type Tournament = z.output<typeof tournamentRecord>;

const words = (key: string) => `fairway.knockout.${key}`;

/** A day `days` after a calendar day, as a calendar day. */
function dayAfter(day: string, days: number): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The rounds of a bracket for a field: 2, 4, 8 ... lines. */
const roundsFor = (players: number) => (players < 2 ? 0 : Math.ceil(Math.log2(players)));

/** The organiser's draw: the seeding, byes, and each round's deadline from the first and the days between. */
function DrawForm({ tournament, onDrawn }: { tournament: Tournament; onDrawn: (chart: KnockoutChart) => void }) {
  const translate = useTranslate();
  const formatDate = useFormatClubDate();
  const [seeding, setSeeding] = useState<'handicap' | 'random'>('handicap');
  const [byes, setByes] = useState(false);
  const [first, setFirst] = useState(tournament.start_date);
  const [daysBetween, setDaysBetween] = useState(21);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const field = useGetList('tournament_members', {
    pagination: { page: 1, perPage: 1 },
    sort: { field: 'id', order: 'ASC' },
    filter: { tournament_id: tournament.id, status: 'entered' },
  });
  const rounds = roundsFor(field.total ?? 0);
  const deadlines = Array.from({ length: rounds }, (_, index) => dayAfter(first, index * daysBetween));
  const draw = async () => {
    setBusy(true);
    setRefusal(null);
    try {
      onDrawn(
        await callEndpoint(knockoutEndpoints.draw, {
          params: { id: tournament.id },
          body: { seeding, byes, round_deadlines: deadlines },
        }),
      );
    } catch (error) {
      setRefusal(refusalOf(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Box component="section" aria-labelledby="knockout-draw" sx={{ display: 'grid', gap: 1.5, maxWidth: 560 }}>
      <Typography id="knockout-draw" variant="h6" component="h2">
        {translate(words('draw.title'))}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {translate(words('draw.intro'))}
      </Typography>
      <TextField
        select
        size="small"
        label={translate(words('draw.seeding'))}
        value={seeding}
        onChange={(event) => setSeeding(event.target.value as 'handicap' | 'random')}
      >
        {(['handicap', 'random'] as const).map((choice) => (
          <MenuItem key={choice} value={choice}>
            {translate(words(`draw.seedings.${choice}`))}
          </MenuItem>
        ))}
      </TextField>
      <FormControlLabel
        control={<Checkbox checked={byes} onChange={(event) => setByes(event.target.checked)} />}
        label={translate(words('draw.byes'))}
      />
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        <TextField
          size="small"
          type="date"
          label={translate(words('draw.first_deadline'))}
          value={first}
          onChange={(event) => setFirst(event.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          size="small"
          type="number"
          label={translate(words('draw.days_between'))}
          value={daysBetween}
          onChange={(event) => setDaysBetween(Math.max(0, Number(event.target.value) || 0))}
          sx={{ width: 200 }}
          slotProps={{ htmlInput: { min: 0, max: 90 } }}
        />
      </Box>
      {rounds > 0 ? (
        <Typography variant="body2">
          {translate(words('draw.deadlines'), {
            smart_count: rounds,
            days: deadlines.map((day) => formatDate(day)).join(', '),
          })}
        </Typography>
      ) : null}
      {refusal ? <ErrorAlert>{refusal}</ErrorAlert> : null}
      <Box>
        <Button variant="contained" onClick={() => void draw()} disabled={busy || rounds === 0}>
          {translate(words('draw.submit'))}
        </Button>
      </Box>
    </Box>
  );
}

/**
 * A knockout tournament's tab: its draw chart, the draw (made again until a result is in), each ready match's
 * "Enter result" and each decided match's "Correct result".
 */
export function KnockoutTab({ tournament }: { tournament: Tournament }) {
  const translate = useTranslate();
  const notify = useNotifyText();
  const cache = useEndpointCache();
  const input = { params: { id: tournament.id } };
  const chart = useEndpointQuery(knockoutEndpoints.chart, input);
  const [entering, setEntering] = useState<{ line: KnockoutMatchLine; correcting: boolean } | null>(null);
  const show = (next: KnockoutChart) => cache.set(knockoutEndpoints.chart, input, next);
  if (chart.isPending) return <LinearProgress aria-label={translate('ra.page.loading')} />;
  if (chart.error) return <ErrorAlert>{chart.error.message}</ErrorAlert>;
  const current = chart.data;
  const decided = (line: KnockoutMatchLine) => line.decided_by !== null && line.decided_by !== 'bye';
  const resultsIn = current.rounds.some((round) => round.matches.some(decided));
  return (
    <Box sx={{ display: 'grid', gap: 3, minWidth: 0 }}>
      {current.drawn ? (
        <KnockoutDrawChart
          chart={current}
          actionOf={(line) =>
            matchReady(line) || decided(line) ? (
              <Button size="small" onClick={() => setEntering({ line, correcting: decided(line) })} sx={{ mt: 0.5 }}>
                {translate(words(decided(line) ? 'result.correct' : 'result.enter'))}
              </Button>
            ) : null
          }
        />
      ) : (
        <Alert severity="info">{translate(words('not_drawn'))}</Alert>
      )}
      {resultsIn ? null : (
        <DrawForm
          tournament={tournament}
          onDrawn={(next) => {
            show(next);
            notify(translate(words('draw.drawn')), 'success');
          }}
        />
      )}
      {entering ? (
        <KnockoutResultDialog
          tournamentId={tournament.id}
          line={entering.line}
          correcting={entering.correcting}
          onClose={() => setEntering(null)}
          onSaved={(next) => {
            show(next);
            setEntering(null);
            notify(translate(words(entering.correcting ? 'result.corrected' : 'result.saved')), 'success');
          }}
        />
      ) : null}
    </Box>
  );
}
