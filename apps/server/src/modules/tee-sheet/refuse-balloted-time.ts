import { and, eq, gte, lte } from 'drizzle-orm';
import { ConflictError } from '../../core/domain-errors.js';
import type { Database } from '../../db/client.js';
import { inClub } from '../../db/club-scope.js';
import { ballots } from '../../db/schema/index.js';

/**
 * A tee time in the window of a ballot not yet drawn is the ballot's: booking it is refused (409), saying when the
 * ballot closes, so that a member enters the ballot instead.
 */
export async function refuseBallotedTime(db: Database, golfCourseId: number, date: string, time: string) {
  const [ballot] = await db
    .select({ from: ballots.from_time, to: ballots.to_time, closesAt: ballots.closes_at })
    .from(ballots)
    .where(
      and(
        inClub(ballots, golfCourseId),
        eq(ballots.date, date),
        eq(ballots.status, 'open'),
        lte(ballots.from_time, time),
        gte(ballots.to_time, time),
      ),
    )
    .limit(1);
  if (ballot)
    throw new ConflictError(
      `The tee times of ${date} from ${ballot.from} to ${ballot.to} are balloted: enter the ballot before it closes on ${ballot.closesAt.replace('T', ' at ')}.`,
    );
}
