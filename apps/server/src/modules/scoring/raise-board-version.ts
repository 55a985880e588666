import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { announcedVersion } from './announced-version.js';
import type { BoardNotice } from './read-board-notice.js';
import { raisedVersions } from './raised-versions.js';

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
