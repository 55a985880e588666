import { and, eq } from 'drizzle-orm';
import { ConflictError } from '../../core/domain-errors.js';
import type { Database } from '../../db/client.js';
import { inClub } from '../../db/club-scope.js';
import { ballots } from '../../db/schema/index.js';

/**
 * A tee time in the window of a ballot not yet drawn is the ballot's: booking it is refused (409), saying when the
 * ballot closes, so that a member enters the ballot instead. The day's open ballots are read once; answers the
 * refusal of a time, or null.
 */
export async function ballotRefusals(
  db: Database,
  golfCourseId: number,
  date: string,
): Promise<(time: string) => ConflictError | null> {
  const open = await db
    .select({ from: ballots.from_time, to: ballots.to_time, closesAt: ballots.closes_at })
    .from(ballots)
    .where(and(inClub(ballots, golfCourseId), eq(ballots.date, date), eq(ballots.status, 'open')));
  return (time) => {
    const ballot = open.find((candidate) => candidate.from <= time && time <= candidate.to);
    return ballot
      ? new ConflictError(
          `The tee times of ${date} from ${ballot.from} to ${ballot.to} are balloted: enter the ballot before it closes on ${ballot.closesAt.replace('T', ' at ')}.`,
        )
      : null;
  };
}
