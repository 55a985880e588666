import { and, eq } from 'drizzle-orm';
import { ConflictError, NotFoundError } from '../../core/domain-errors.js';
import type { Database } from '../../db/client.js';
import { inClub } from '../../db/club-scope.js';
import { clubNow } from '../../core/club-dates.js';
import { ballots } from '../../db/schema/index.js';

/**
 * A ballot of the club still taking entries, held (`for share`) for the rest of the transaction so that its draw waits
 * for the entry: another club's is not found; one past its close or drawn answers 409 saying so.
 */
export async function openBallotOf(tx: Database, golfCourseId: number, ballotId: number) {
  const [ballot] = await tx
    .select()
    .from(ballots)
    .where(and(inClub(ballots, golfCourseId), eq(ballots.id, ballotId)))
    .for('share');
  if (!ballot) throw new NotFoundError();
  const { now } = await clubNow(tx, golfCourseId);
  if (ballot.status === 'drawn' || now >= ballot.closes_at)
    throw new ConflictError(
      `The ballot closed on ${ballot.closes_at.replace('T', ' at ')}: entries are no longer taken.`,
    );
  return ballot;
}
