import { sql } from 'drizzle-orm';
import { changesChannel } from '../../db/change-feed.js';
import type { Database } from '../../db/client.js';
import { leaderboardVersions } from '../../db/schema/index.js';

/**
 * Raises a tournament's board version inside the change's transaction and announces `board:<id>` at its commit, so
 * that every process's streams send the rows that changed. The version row's lock orders the commits of a board.
 */
export async function raiseBoardVersion(tx: Database, tournamentId: number, golfCourseId: number) {
  await tx
    .insert(leaderboardVersions)
    .values({ tournament_id: tournamentId, golf_course_id: golfCourseId, version: 1 })
    .onConflictDoUpdate({
      target: leaderboardVersions.tournament_id,
      set: { version: sql`${leaderboardVersions.version} + 1`, updated_at: sql`now()` },
    });
  await tx.execute(sql`select pg_notify(${changesChannel}, ${`board:${tournamentId}`})`);
}
