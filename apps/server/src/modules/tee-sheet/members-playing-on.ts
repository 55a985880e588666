import { and, eq } from 'drizzle-orm';
import { amongIds } from '../../db/array-column.js';
import type { Database } from '../../db/client.js';
import { inClub } from '../../db/club-scope.js';
import { bookingPlayers, members } from '../../db/schema/index.js';

/** Where members already play on a day: each standing place of theirs, its time, booking and the member's name. */
export async function membersPlayingOn(db: Database, golfCourseId: number, date: string, memberIds: number[]) {
  if (memberIds.length === 0) return [];
  const places = await db
    .select({
      memberId: bookingPlayers.member_id,
      time: bookingPlayers.time,
      bookingId: bookingPlayers.booking_id,
      firstName: members.first_name,
      lastName: members.last_name,
    })
    .from(bookingPlayers)
    .innerJoin(members, eq(members.id, bookingPlayers.member_id))
    .where(
      and(
        inClub(bookingPlayers, golfCourseId),
        eq(bookingPlayers.date, date),
        eq(bookingPlayers.active, true),
        amongIds(bookingPlayers.member_id, [...new Set(memberIds)]),
      ),
    );
  return places.map(({ firstName, lastName, ...place }) => ({ ...place, name: `${firstName} ${lastName}`.trim() }));
}
