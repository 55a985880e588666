import { sideFormats } from '@fairway/contract';
import { toParText } from '@fairway/golf';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { useFormatClubDate } from '../../../../layout/club/clubDates';
import { ErrorAlert } from '../../../../layout/ErrorAlert';
import type { Leaderboard, LeaderboardRow } from '../../providers/leaderboardApi';
import type { LiveBoard } from './useLiveBoard';

/** A player's score against par, or why they have none (WD, NR, DQ). */
export function useScoreText() {
  const translate = useTranslate();
  return (row: LeaderboardRow) =>
    row.status === 'entered' || row.status === ''
      ? toParText(row.to_par)
      : translate(`fairway.boards.statuses.${row.status}`, { _: row.status });
}

/** Who a board's rows are: a side format's sides, a scramble's teams (each on its one card), else its players. */
export function entrantColumn(format: Leaderboard['format']): 'side' | 'team' | 'player' {
  if ((sideFormats as readonly string[]).includes(format)) return 'side';
  return format === 'scramble' ? 'team' : 'player';
}

/** A side's or scramble team's playing handicap beside its name: each partner's own is not what it plays off. */
export function SideHandicap({ board, row }: { board: Leaderboard; row: LeaderboardRow }) {
  const translate = useTranslate();
  if (entrantColumn(board.format) === 'player' || row.playing_handicap === null) return null;
  return (
    <Box component="span" sx={{ ml: 1, color: 'text.secondary', fontWeight: 400, whiteSpace: 'nowrap' }}>
      <abbr title={translate('fairway.boards.columns.handicap_name')}>
        {translate('fairway.boards.columns.handicap')}
      </abbr>{' '}
      {row.playing_handicap}
    </Box>
  );
}

/** A player who has finished and whose card is not signed yet: their score may still change. */
export const awaitsSignature = (row: LeaderboardRow, holesCount: number) =>
  !row.card_signed && holesCount > 0 && row.thru >= holesCount;

/** The small mark beside a player whose card is not signed yet, named for a screen reader (unless it only illustrates). */
export function NotSignedMarker({ decorative = false }: { decorative?: boolean }) {
  const translate = useTranslate();
  return (
    <Box
      component="span"
      title={decorative ? undefined : translate('fairway.boards.not_signed')}
      aria-hidden={decorative || undefined}
      sx={{
        display: 'inline-block',
        mx: 0.75,
        width: '0.5em',
        height: '0.5em',
        borderRadius: '50%',
        border: 2,
        borderColor: 'warning.main',
        verticalAlign: 'middle',
      }}
    >
      {decorative ? null : (
        <Box component="span" sx={visuallyHidden}>
          {` ${translate('fairway.boards.not_signed')}`}
        </Box>
      )}
    </Box>
  );
}

/** The line under a board: live or reconnecting, and when it last changed. */
export function LiveLine({ live, board }: { live: LiveBoard; board: Leaderboard }) {
  const translate = useTranslate();
  const formatDate = useFormatClubDate();
  const state = live.stream === 'live' ? 'live' : live.stream === 'closed' ? 'offline' : 'reconnecting';
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }} role="status">
      <Chip
        size="small"
        variant="outlined"
        color={state === 'live' ? 'success' : state === 'offline' ? 'default' : 'warning'}
        // The brand's amber is for fills: as words on the paper it reads at 2:1.
        sx={state === 'reconnecting' ? { color: 'warningText' } : undefined}
        label={translate(`fairway.boards.${state}`)}
      />
      {board.updated_at ? (
        <Typography variant="body2" color="text.secondary">
          {translate('fairway.boards.updated', { time: formatDate(board.updated_at, { withTime: true }) })}
        </Typography>
      ) : null}
    </Box>
  );
}

/** The round's line under a board's name: its number and where it stands. */
export function RoundLine({ board }: { board: Leaderboard }) {
  const translate = useTranslate();
  const parts = [
    board.round_number === null ? null : translate('fairway.boards.formats_round', { number: board.round_number }),
    board.round_status === null ? null : translate(`fairway.boards.round_statuses.${board.round_status}`),
    translate(`fairway.boards.bases.${board.basis}`),
  ].filter((part) => part !== null);
  return (
    <Typography variant="body2" color="text.secondary">
      {parts.join(' · ')}
    </Typography>
  );
}

/**
 * A page of one chosen board: loading, the stream's refusal, no board in play, or the board under its tournament's
 * name and round line, with what the page shows of it.
 */
export function ChosenBoard({
  live,
  pending,
  none,
  children,
}: {
  live: LiveBoard;
  pending: boolean;
  none: boolean;
  children: (board: Leaderboard) => ReactNode;
}) {
  const translate = useTranslate();
  const { board } = live;
  return (
    <>
      {pending ? <LinearProgress aria-label={translate('ra.page.loading')} /> : null}
      {live.error ? <ErrorAlert>{live.error.message}</ErrorAlert> : null}
      {none ? <Typography>{translate('fairway.boards.none')}</Typography> : null}
      {board ? (
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
          <Box>
            <Typography variant="h6" component="h2">
              {board.tournament_name}
            </Typography>
            <RoundLine board={board} />
          </Box>
          {children(board)}
        </Box>
      ) : null}
    </>
  );
}
