import { eq } from 'drizzle-orm';
import type { Config } from '../../config.js';
import { clubNow } from '../../core/club-dates.js';
import { ConflictError } from '../../core/domain-errors.js';
import type { Database } from '../../db/client.js';
import { ballots } from '../../db/schema/index.js';
import { drawBallot } from './draw-ballot.js';

/**
 * The server's round of the ballots, every club's: each ballot still open whose close has passed on its club's clock
 * is drawn (`drawBallot`); one another process drew meanwhile is left as drawn. Answers how many it drew.
 */
export async function drawDueBallots(db: Database, config: Pick<Config, 'publicUrl' | 'port'>) {
  const open = await db
    .select({ id: ballots.id, golfCourseId: ballots.golf_course_id, closesAt: ballots.closes_at })
    .from(ballots)
    .where(eq(ballots.status, 'open'));
  let drawn = 0;
  const clocks = new Map<number, string>();
  for (const ballot of open) {
    const now = clocks.get(ballot.golfCourseId) ?? (await clubNow(db, ballot.golfCourseId)).now;
    clocks.set(ballot.golfCourseId, now);
    if (now < ballot.closesAt) continue;
    try {
      await drawBallot(db, config, { userId: null, golfCourseId: ballot.golfCourseId, ip: null }, ballot.id);
      drawn += 1;
    } catch (error) {
      if (!(error instanceof ConflictError)) throw error;
    }
  }
  return drawn;
}
