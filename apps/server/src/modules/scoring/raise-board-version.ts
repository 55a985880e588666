import { type SQL, sql } from 'drizzle-orm';
import { changesChannel } from '../../db/change-feed.js';
import type { Database } from '../../db/client.js';
import { leaderboardVersions } from '../../db/schema/index.js';
import type { BoardNotice } from './board-notice.js';

/**
 * The part of a statement that raises the board versions of `boards` (a relation of `tournament_id` and
 * `golf_course_id`) and answers `tournament_id`, `version`, `updated_ms`. The version row's lock orders the commits of
 * a board.
 */
export const raisedVersions = (boards: SQL) => sql`
  insert into ${leaderboardVersions} as board_version (tournament_id, golf_course_id, version)
  select tournament_id, golf_course_id, 1 from ${boards}
  on conflict (tournament_id) do update set version = board_version.version + 1, updated_at = now()
  returning tournament_id, version, floor(extract(epoch from updated_at) * 1000)::bigint as updated_ms`;

/** Announces a raised version (its `tournament_id`, `version`, `updated_ms`) at commit as a `BoardNotice`. */
export const announcedVersion = (scoresText: SQL) =>
  sql`pg_notify(${changesChannel}, 'board:' || tournament_id || ':' || version || ':' || updated_ms || ':' || ${scoresText})`;

/**
 * Raises a tournament's board version inside the change's transaction (a signature's) and announces it at its
 * commit, so that every process's boards and streams read it again. Answers the notice.
 */
export async function raiseBoardVersion(
  tx: Database,
  tournamentId: number,
  golfCourseId: number,
): Promise<BoardNotice> {
  const answer = await tx.execute(sql`
    with board as (select ${tournamentId}::int as tournament_id, ${golfCourseId}::int as golf_course_id),
    raised as (${raisedVersions(sql`board`)})
    select version, updated_ms, ${announcedVersion(sql`''`)} from raised`);
  // Both drivers answer the rows under `rows` (PGlite and node-postgres alike).
  const [raised] = (answer as unknown as { rows: { version: number; updated_ms: string | number }[] }).rows;
  return {
    tournamentId,
    version: Number(raised!.version),
    updatedAt: new Date(Number(raised!.updated_ms)),
    scores: null,
  };
}
