import { tournamentSheetEndpoints, type playerRoundRecord } from '@fairway/contract';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { mdiArrowLeft, mdiFilePdfBox } from '@mdi/js';
import { useState } from 'react';
import { useGetOne, useTranslate } from 'react-admin';
import { Link as RouterLink, useParams } from 'react-router-dom';
import type { z } from 'zod';
import { useFormatClubDate } from '../../../../layout/club/clubDates';
import { PageHeading } from '../../../../layout/crud/PageHeading';
import { MdiIcon } from '../../../../layout/MdiIcon';
import { Spinner } from '../../../../layout/Spinner';
import { useNotifyText } from '../../../../layout/useNotifyText';
import { downloadEndpointFile } from '../../../../providers/endpointClient';
import { RoundStatusActions } from './RoundStatusActions';
import { RoundStatusChip } from './RoundStatusChip';
import { TeeSheet } from './TeeSheet';

type Round = z.input<typeof playerRoundRecord>;

/** A sheet of the round, downloaded through the typed client: the draw sheet or the starter's. */
function SheetButton({ round, kind }: { round: Round; kind: 'draw' | 'start' }) {
  const translate = useTranslate();
  const notifyText = useNotifyText();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await downloadEndpointFile(tournamentSheetEndpoints.drawSheet, { params: { id: round.id }, query: { kind } });
    } catch (error) {
      notifyText(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button startIcon={<MdiIcon path={mdiFilePdfBox} />} disabled={busy} onClick={() => void download()}>
      {translate(busy ? 'fairway.rounds.downloading' : `fairway.rounds.${kind}_sheet`)}
    </Button>
  );
}

/** One fact of the round: its name above, its value below. */
function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" component="dt">
        {label}
      </Typography>
      <Typography variant="body1" component="dd" sx={{ m: 0 }}>
        {children}
      </Typography>
    </Box>
  );
}

/**
 * A round's page: its facts, its status with the moves open to it, its draw and start sheets, and its tee sheet,
 * where the round is drawn and its players moved between groups.
 */
export function RoundPage() {
  const translate = useTranslate();
  const formatDate = useFormatClubDate();
  const { id } = useParams();
  const { data: round, error, refetch } = useGetOne<Round & { id: number }>('player_rounds', { id: Number(id) });

  if (error) return <Typography role="alert">{translate('fairway.rounds.not_found')}</Typography>;
  if (!round) return <Spinner />;
  const title = `${round.tournament_name ?? ''} · ${translate('fairway.rounds.round', { number: round.round_number })}`;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, maxWidth: 1400 }}>
      <Link component={RouterLink} to="/active_round" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
        <MdiIcon path={mdiArrowLeft} fontSize="small" />
        {translate('fairway.rounds.back')}
      </Link>
      <PageHeading
        actions={
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <RoundStatusActions round={round} onMoved={() => void refetch()} />
          </Box>
        }
      >
        {title}
      </PageHeading>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Box
          component="dl"
          sx={{
            m: 0,
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(7, minmax(0, 1fr))' },
          }}
        >
          <Fact label={translate('resources.player_rounds.fields.status')}>
            <RoundStatusChip status={round.status} />
          </Fact>
          <Fact label={translate('fairway.rounds.tournament')}>{round.tournament_name}</Fact>
          <Fact label={translate('fairway.rounds.play_date')}>{formatDate(round.play_date)}</Fact>
          <Fact label={translate('fairway.rounds.start_type')}>
            {translate(`fairway.rounds.start_types.${round.start_type}`)}
          </Fact>
          <Fact label={translate('fairway.rounds.section')}>
            {round.player_round_section_name ?? translate('fairway.rounds.all_holes')}
          </Fact>
          <Fact label={translate('fairway.rounds.players')}>{round.players_count}</Fact>
          <Fact label={translate('fairway.rounds.groups')}>{round.groups_count}</Fact>
        </Box>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 2 }}>
          <SheetButton round={round} kind="draw" />
          <SheetButton round={round} kind="start" />
        </Box>
      </Paper>
      <TeeSheet round={round} onDrawn={() => void refetch()} />
    </Box>
  );
}
