import { sql } from 'drizzle-orm';
import { changesChannel } from '../../db/change-feed.js';
import type { Database } from '../../db/client.js';
import { leaderboardVersions } from '../../db/schema/index.js';
import { type BoardNotice, noticeScores } from './board-notice.js';
import type { BoardScore } from './read-round-sheet.js';

/**
 * Raises a tournament's board version inside the change's transaction and announces it at its commit (a
 * `BoardNotice`, with the scores saved when the change is only scores), so that every process's boards and streams
 * move. The version row's lock orders the commits of a board. Answers the notice, for this process's boards.
 */
export async function raiseBoardVersion(
  tx: Database,
  tournamentId: number,
  golfCourseId: number,
  scores: readonly BoardScore[] | null = null,
): Promise<BoardNotice> {
  const answer = await tx.execute(sql`
    with raised as (
      insert into ${leaderboardVersions} (tournament_id, golf_course_id, version) values (${tournamentId}, ${golfCourseId}, 1)
      on conflict (tournament_id) do update set version = ${leaderboardVersions.version} + 1, updated_at = now()
      returning version, floor(extract(epoch from updated_at) * 1000)::bigint as updated_ms
    )
    select version, updated_ms, pg_notify(${changesChannel},
      'board:' || ${tournamentId}::int || ':' || version || ':' || updated_ms || ':' || ${noticeScores(scores)}::text)
    from raised`);
  // Both drivers answer the rows under `rows` (PGlite and node-postgres alike).
  const [raised] = (answer as unknown as { rows: { version: number; updated_ms: string | number }[] }).rows;
  return {
    tournamentId,
    version: Number(raised!.version),
    updatedAt: new Date(Number(raised!.updated_ms)),
    scores: scores === null ? null : [...scores],
  };
}
