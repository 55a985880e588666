import { and, eq } from 'drizzle-orm';
import { ConflictError } from '../../core/domain-errors.js';
import type { Database } from '../../db/client.js';
import { onClubDays } from '../../db/club-scope.js';
import { ballots } from '../../db/schema/index.js';

/**
 * A tee time in the window of a ballot not yet drawn is the ballot's: booking it is refused (409), saying when the
 * ballot closes, so that a member enters the ballot instead. The days' open ballots are read once for clubs' days (a
 * batch of several clubs' bookings); answers, in the order of `days`, the refusal of a time of that day, or null.
 */
export async function ballotRefusals(
  db: Database,
  days: readonly { golfCourseId: number; date: string }[],
): Promise<((time: string) => ConflictError | null)[]> {
  const open =
    days.length === 0
      ? []
      : await db
          .select({
            golfCourseId: ballots.golf_course_id,
            date: ballots.date,
            from: ballots.from_time,
            to: ballots.to_time,
            closesAt: ballots.closes_at,
          })
          .from(ballots)
          .where(and(onClubDays(ballots, ballots.date, days), eq(ballots.status, 'open')));
  return days.map(({ golfCourseId, date }) => {
    const ofDay = open.filter((ballot) => ballot.golfCourseId === golfCourseId && ballot.date === date);
    return (time) => {
      const ballot = ofDay.find((candidate) => candidate.from <= time && time <= candidate.to);
      return ballot
        ? new ConflictError(
            `The tee times of ${date} from ${ballot.from} to ${ballot.to} are balloted: enter the ballot before it closes on ${ballot.closesAt.replace('T', ' at ')}.`,
          )
        : null;
    };
  });
}
