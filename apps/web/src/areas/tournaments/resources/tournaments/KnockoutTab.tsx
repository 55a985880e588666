import {
  knockoutDecisions,
  knockoutEndpoints,
  type KnockoutChart,
  type KnockoutMatchLine,
  type tournamentRecord,
} from '@fairway/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
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

type Tournament = z.output<typeof tournamentRecord>;
type Decision = (typeof knockoutDecisions)[number];

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

/** A match's result as the organiser enters it: the winner, how the match was decided, its numbers and its day. */
function ResultDialog({
  tournamentId,
  line,
  onClose,
  onSaved,
}: {
  tournamentId: number;
  line: KnockoutMatchLine;
  onClose: () => void;
  onSaved: (chart: KnockoutChart) => void;
}) {
  const translate = useTranslate();
  const players = line.sides.filter((side) => side.member_id !== null);
  const [winner, setWinner] = useState(players[0]!.member_id!);
  const [decidedBy, setDecidedBy] = useState<Decision>('match_won');
  const [holesUp, setHolesUp] = useState(1);
  const [holesToPlay, setHolesToPlay] = useState(0);
  const [extraHoles, setExtraHoles] = useState(1);
  const [playedOn, setPlayedOn] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const save = async () => {
    setRefusal(null);
    try {
      onSaved(
        await callEndpoint(knockoutEndpoints.enterResult, {
          params: { id: tournamentId },
          body: {
            round: line.round,
            match: line.match,
            winner_member_id: winner,
            decided_by: decidedBy,
            ...(decidedBy === 'match_won' ? { holes_up: holesUp, holes_to_play: holesToPlay } : {}),
            ...(decidedBy === 'extra_holes' ? { extra_holes: extraHoles } : {}),
            ...(playedOn ? { played_on: playedOn } : {}),
          },
        }),
      );
    } catch (error) {
      setRefusal(refusalOf(error));
    }
  };
  const number = (label: string, value: number, set: (value: number) => void, min: number) => (
    <TextField
      size="small"
      type="number"
      label={translate(words(`result.${label}`))}
      value={value}
      onChange={(event) => set(Number(event.target.value))}
      slotProps={{ htmlInput: { min } }}
    />
  );
  return (
    <Dialog open onClose={onClose} aria-labelledby="knockout-result">
      <DialogTitle id="knockout-result">
        {translate(words('result.title'), { round: line.round, match: line.match })}
      </DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
        <TextField
          select
          size="small"
          label={translate(words('result.winner'))}
          value={winner}
          onChange={(event) => setWinner(Number(event.target.value))}
        >
          {players.map((side) => (
            <MenuItem key={side.member_id} value={side.member_id!}>
              {side.name}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label={translate(words('result.decided_by'))}
          value={decidedBy}
          onChange={(event) => setDecidedBy(event.target.value as Decision)}
        >
          {knockoutDecisions.map((decision) => (
            <MenuItem key={decision} value={decision}>
              {translate(words(`result.decisions.${decision}`))}
            </MenuItem>
          ))}
        </TextField>
        {decidedBy === 'match_won' ? (
          <Box sx={{ display: 'flex', gap: 2 }}>
            {number('holes_up', holesUp, setHolesUp, 1)}
            {number('holes_to_play', holesToPlay, setHolesToPlay, 0)}
          </Box>
        ) : null}
        {decidedBy === 'extra_holes' ? number('extra_holes', extraHoles, setExtraHoles, 1) : null}
        <TextField
          size="small"
          type="date"
          label={translate(words('result.played_on'))}
          value={playedOn}
          onChange={(event) => setPlayedOn(event.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        {refusal ? <ErrorAlert>{refusal}</ErrorAlert> : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button variant="contained" onClick={() => void save()}>
          {translate(words('result.save'))}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/**
 * A knockout tournament's tab: its draw chart, the draw (made again until a result is in) and each ready match's
 * "Enter result".
 */
export function KnockoutTab({ tournament }: { tournament: Tournament }) {
  const translate = useTranslate();
  const notify = useNotifyText();
  const cache = useEndpointCache();
  const input = { params: { id: tournament.id } };
  const chart = useEndpointQuery(knockoutEndpoints.chart, input);
  const [entering, setEntering] = useState<KnockoutMatchLine | null>(null);
  const show = (next: KnockoutChart) => cache.set(knockoutEndpoints.chart, input, next);
  if (chart.isPending) return <LinearProgress aria-label={translate('ra.page.loading')} />;
  if (chart.error) return <ErrorAlert>{chart.error.message}</ErrorAlert>;
  const current = chart.data;
  const resultsIn = current.rounds.some((round) =>
    round.matches.some((line) => line.decided_by !== null && line.decided_by !== 'bye'),
  );
  const ready = (line: KnockoutMatchLine) =>
    line.winner_member_id === null && line.sides.every((side) => side.member_id !== null);
  return (
    <Box sx={{ display: 'grid', gap: 3, minWidth: 0 }}>
      {current.drawn ? (
        <KnockoutDrawChart
          chart={current}
          actionOf={(line) =>
            ready(line) ? (
              <Button size="small" onClick={() => setEntering(line)} sx={{ mt: 0.5 }}>
                {translate(words('result.enter'))}
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
        <ResultDialog
          tournamentId={tournament.id}
          line={entering}
          onClose={() => setEntering(null)}
          onSaved={(next) => {
            show(next);
            setEntering(null);
            notify(translate(words('result.saved')), 'success');
          }}
        />
      ) : null}
    </Box>
  );
}
