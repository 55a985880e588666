import { sql } from 'drizzle-orm';
import { changesChannel } from '../../db/change-feed.js';
import type { Database } from '../../db/client.js';
import { leaderboardVersions } from '../../db/schema/index.js';

/**
 * Raises a tournament's board version inside the change's transaction and announces `board:<id>` at its commit, so
 * that every process's streams send the rows that changed. The version row's lock orders the commits of a board.
 */
export async function raiseBoardVersion(tx: Database, tournamentId: number, golfCourseId: number) {
  await tx.execute(sql`
    with raised as (
      insert into ${leaderboardVersions} (tournament_id, golf_course_id, version) values (${tournamentId}, ${golfCourseId}, 1)
      on conflict (tournament_id) do update set version = ${leaderboardVersions.version} + 1, updated_at = now()
      returning tournament_id
    )
    select pg_notify(${changesChannel}, 'board:' || tournament_id) from raised`);
}
