import { and, eq, inArray, ne } from 'drizzle-orm';
import { ConflictError } from '../../core/domain-errors.js';
import type { Database } from '../../db/client.js';
import { inClub } from '../../db/club-scope.js';
import { bookingPlayers, members } from '../../db/schema/index.js';

/**
 * A member already playing at a time (on either tee, in another booking than `bookingId`) cannot be booked again:
 * 409 naming them. The players' unique index holds it under a race (decision 0107).
 */
export async function refuseMembersPlaying(
  db: Database,
  golfCourseId: number,
  teeTime: { date: string; time: string; bookingId?: number },
  memberIds: number[],
): Promise<void> {
  const [playing] = await db
    .select({ firstName: members.first_name, lastName: members.last_name })
    .from(bookingPlayers)
    .innerJoin(members, eq(members.id, bookingPlayers.member_id))
    .where(
      and(
        inClub(bookingPlayers, golfCourseId),
        eq(bookingPlayers.date, teeTime.date),
        eq(bookingPlayers.time, teeTime.time),
        eq(bookingPlayers.active, true),
        inArray(bookingPlayers.member_id, memberIds),
        teeTime.bookingId === undefined ? undefined : ne(bookingPlayers.booking_id, teeTime.bookingId),
      ),
    )
    .limit(1);
  if (playing)
    throw new ConflictError(
      `${`${playing.firstName} ${playing.lastName}`.trim()} already plays at ${teeTime.time} on ${teeTime.date}.`,
    );
}
