import type { Leaderboard, LeaderboardChange, LeaderboardRow } from '../../providers/leaderboardApi';

/** The rows of a board in its order: the stream's changed rows put in place of the old ones by member. */
export function mergeRows(rows: readonly LeaderboardRow[], changed: readonly LeaderboardRow[]): LeaderboardRow[] {
  const byMember = new Map(rows.map((row) => [row.member_id, row]));
  for (const row of changed) byMember.set(row.member_id, row);
  return [...byMember.values()].sort((left, right) => left.order - right.order);
}

/**
 * A board after a stream event: a snapshot replaces its rows, a change merges them. A change the board already
 * holds (its version not newer, as after a reconnection that resumed early) changes nothing.
 */
export function applyChange(board: Leaderboard, change: LeaderboardChange, kind: 'snapshot' | 'rows'): Leaderboard {
  if (kind === 'rows' && change.version <= board.version) return board;
  const rows =
    kind === 'snapshot'
      ? [...change.rows].sort((left, right) => left.order - right.order)
      : mergeRows(board.rows, change.rows);
  return { ...board, version: change.version, updated_at: change.updated_at, rows };
}

/** Holes played as a board writes them: "F" once every hole of the card has a score, nothing before the first. */
export function thruText(thru: number, holesCount: number): string {
  if (thru <= 0) return '';
  return holesCount > 0 && thru >= holesCount ? 'F' : String(thru);
}

/** A team of the board: its players' rows in board order, and where the team stands. */
export interface TeamStanding {
  teamId: number;
  position: string;
  /** The players' scores against par together (strokes), or their points (Stableford); null before any score. */
  total: number | null;
  rows: LeaderboardRow[];
}

/**
 * The board's players grouped by their team, teams ordered by their players' scores together: fewest strokes
 * against par, or most Stableford points; teams level share a position ("T2"). A first reading while the round is
 * played, before the results compute each format's team score.
 */
export function teamStandings(board: Pick<Leaderboard, 'basis' | 'rows'>): TeamStanding[] {
  const stableford = board.basis === 'stableford';
  const teams = new Map<number, LeaderboardRow[]>();
  for (const row of board.rows) {
    if (row.team_id === null) continue;
    teams.set(row.team_id, [...(teams.get(row.team_id) ?? []), row]);
  }
  const totals = [...teams].map(([teamId, rows]) => {
    const figures = rows.map((row) => (stableford ? row.points : row.to_par)).filter((value) => value !== null);
    const total = figures.length === 0 ? null : figures.reduce((sum, value) => sum + value, 0);
    return { teamId, rows, total, best: Math.min(...rows.map((row) => row.order)) };
  });
  const key = (total: number | null) => (total === null ? Infinity : stableford ? -total : total);
  totals.sort((left, right) => key(left.total) - key(right.total) || left.best - right.best);
  return totals.map(({ teamId, rows, total }) => {
    const level = totals.filter((team) => team.total !== null && team.total === total);
    const place = totals.findIndex((team) => team.total === total) + 1;
    const position = total === null ? '' : `${level.length > 1 ? 'T' : ''}${place}`;
    return { teamId, position, total, rows };
  });
}
