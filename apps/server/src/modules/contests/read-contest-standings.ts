import { eq } from 'drizzle-orm';
import { NotFoundError } from '../../core/domain-errors.js';
import type { Database } from '../../db/client.js';
import { contests } from '../../db/schema/index.js';
import { contestPlacings } from './contest-placings.js';
import { contestRows } from './contest-rows.js';

/** One of the club's contests with its full standings. */
export async function readContestStandings(db: Database, golfCourseId: number, contestId: number) {
  const [contest] = await contestRows(db, golfCourseId, eq(contests.id, contestId));
  if (!contest) throw new NotFoundError();
  const standings = await contestPlacings(db, [contest]);
  return { contest, standings: standings.get(contest.id) ?? [] };
}
