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
  return {
    ...board,
    version: change.version,
    updated_at: change.updated_at,
    rows,
    team_standings: change.team_standings ?? board.team_standings,
    matches: change.matches ?? board.matches,
    match_points: change.match_points ?? board.match_points,
    skins: change.skins === undefined ? board.skins : change.skins,
  };
}

/** Holes played as a board writes them: "F" once every hole of the card has a score, nothing before the first. */
export function thruText(thru: number, holesCount: number): string {
  if (thru <= 0) return '';
  return holesCount > 0 && thru >= holesCount ? 'F' : String(thru);
}
