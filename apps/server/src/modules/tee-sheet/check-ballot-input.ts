import { and, eq, gte, lte, ne } from 'drizzle-orm';
import { ConflictError, type FieldErrors } from '../../core/domain-errors.js';
import type { RecordChange } from '../../core/record-change.js';
import { inClub } from '../../db/club-scope.js';
import { ballots, bookings } from '../../db/schema/index.js';

type BallotFields = { date: string; from_time: string; to_time: string; closes_at: string; status?: string };

/**
 * A ballot as its admins write it: a drawn ballot is kept as drawn (409); its window runs forward, closes before its
 * first tee time, and overlaps no other ballot of the day; its times hold no booking yet (409), since the ballot gives
 * them out.
 */
export async function checkBallotInput({ tx, input, existing, actor }: RecordChange): Promise<FieldErrors | null> {
  if (existing?.status === 'drawn') throw new ConflictError('This ballot is drawn: its result is kept as it is.');
  const ballot = { ...existing, ...input } as BallotFields;
  const golfCourseId = actor.golfCourseId!;
  if (ballot.to_time < ballot.from_time)
    return { to_time: [`The window ends at ${ballot.to_time}, before it starts at ${ballot.from_time}.`] };
  if (ballot.closes_at >= `${ballot.date}T${ballot.from_time}`)
    return { closes_at: [`The ballot must close before its first tee time, ${ballot.date} at ${ballot.from_time}.`] };
  const inWindow = (table: typeof ballots | typeof bookings) =>
    and(inClub(table, golfCourseId), eq(table.date, ballot.date));
  const [overlapping] = await tx
    .select({ from: ballots.from_time, to: ballots.to_time })
    .from(ballots)
    .where(
      and(
        inWindow(ballots),
        lte(ballots.from_time, ballot.to_time),
        gte(ballots.to_time, ballot.from_time),
        existing ? ne(ballots.id, existing.id as number) : undefined,
      ),
    )
    .limit(1);
  if (overlapping)
    return { from_time: [`Another ballot of ${ballot.date} covers ${overlapping.from} to ${overlapping.to}.`] };
  const [booked] = await tx
    .select({ time: bookings.time })
    .from(bookings)
    .where(
      and(
        inWindow(bookings),
        eq(bookings.status, 'booked'),
        gte(bookings.time, ballot.from_time),
        lte(bookings.time, ballot.to_time),
      ),
    )
    .orderBy(bookings.time)
    .limit(1);
  if (booked)
    throw new ConflictError(
      `The tee time ${booked.time} of ${ballot.date} is booked already: a ballot covers times nobody has booked.`,
    );
  return null;
}
