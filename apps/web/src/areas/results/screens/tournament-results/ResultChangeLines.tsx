import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import type { ResultChange, ResultMatchChange, ResultTeamChange } from '../../providers/resultsApi';

type Standing = NonNullable<ResultChange['published']>;
type TeamStanding = NonNullable<ResultTeamChange['published']>;
type MatchStanding = NonNullable<ResultMatchChange['published']>;

const scoreOf = (standing: Standing) =>
  standing.points !== null
    ? `${standing.points} pts`
    : standing.net !== null
      ? `${standing.net}${standing.gross !== null ? ` (${standing.gross})` : ''}`
      : String(standing.gross ?? '');

/** What changes against published results: the players', the pairs' and teams', and the matches' lines. */
export interface ResultDifferences {
  changes: readonly ResultChange[];
  team_changes: readonly ResultTeamChange[];
  match_changes: readonly ResultMatchChange[];
}

/**
 * The lines a recalculation changes, one table: where each is (the results table, "Pairs and teams", the match's
 * round and group), whose it is, and its published and recalculated standing, every figure the server's.
 */
export function ResultChangeLines({ differences, label }: { differences: ResultDifferences; label: string }) {
  const translate = useTranslate();
  const standing = (line: Standing | null) =>
    line
      ? translate('fairway.results.standing', { position: line.position_display, score: scoreOf(line) })
      : translate('fairway.results.gone');
  const teamStanding = (line: TeamStanding | null) =>
    line
      ? translate('fairway.results.standing', {
          position: line.position_display,
          score: line.total === null ? translate('fairway.results.no_return') : String(line.total),
        })
      : translate('fairway.results.gone');
  const matchStanding = (line: MatchStanding | null) => {
    if (!line) return translate('fairway.results.gone');
    const outcome = !line.decided
      ? translate('fairway.results.changes.so_far', { state: line.state })
      : line.winner
        ? translate('fairway.results.matches.won_by', {
            side: translate(`fairway.results.matches.side_${line.winner.toLowerCase()}`),
            state: line.state,
          })
        : translate('fairway.results.matches.halved');
    const extras = [
      line.points.some((points) => points !== null)
        ? translate('fairway.results.changes.points', { points: line.points.join('–') })
        : '',
      line.settlements.some((settlement) => settlement !== null)
        ? translate('fairway.results.changes.bets', { bets: line.settlements.join(' / ') })
        : '',
    ].filter(Boolean);
    return [outcome, ...extras].join(' · ');
  };
  const rows = [
    ...differences.changes.map((change) => ({
      key: `player:${change.category}:${change.member_id}`,
      where: change.category || translate('fairway.results.whole_field'),
      who: change.name,
      published: standing(change.published),
      recalculated: standing(change.recalculated),
    })),
    ...differences.team_changes.map((change) => ({
      key: `team:${change.team_id}`,
      where: translate('fairway.results.changes.teams'),
      who: change.name,
      published: teamStanding(change.published),
      recalculated: teamStanding(change.recalculated),
    })),
    ...differences.match_changes.map((change) => ({
      key: `match:${change.round_number}:${change.group_number}`,
      where: translate('fairway.results.matches.where', { round: change.round_number, group: change.group_number }),
      who: change.name,
      published: matchStanding(change.published),
      recalculated: matchStanding(change.recalculated),
    })),
  ];
  if (rows.length === 0) {
    return <Typography variant="body2">{translate('fairway.results.correction_none')}</Typography>;
  }
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            <TableCell>{translate('fairway.results.correction_columns.table')}</TableCell>
            <TableCell>
              {translate(
                differences.team_changes.length + differences.match_changes.length > 0
                  ? 'fairway.results.changes.who'
                  : 'fairway.results.correction_columns.player',
              )}
            </TableCell>
            <TableCell>{translate('fairway.results.correction_columns.published')}</TableCell>
            <TableCell>{translate('fairway.results.correction_columns.recalculated')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.key}>
              <TableCell>{row.where}</TableCell>
              <TableCell>{row.who}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{row.published}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{row.recalculated}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
