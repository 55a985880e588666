import { and, eq } from 'drizzle-orm';
import { amongRows, arrayColumn } from '../../db/array-column.js';
import type { Database } from '../../db/client.js';
import { inClubs } from '../../db/club-scope.js';
import { bookingPlayers, members } from '../../db/schema/index.js';

/**
 * Where members already play on a day of a club (for one club's day or a batch's of several): each standing place of
 * theirs, its club and day, time, booking and the member's name.
 */
export async function membersPlayingOn(
  db: Database,
  players: readonly { golfCourseId: number; date: string; memberId: number }[],
) {
  if (players.length === 0) return [];
  const places = await db
    .select({
      golfCourseId: bookingPlayers.golf_course_id,
      date: bookingPlayers.date,
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
        inClubs(
          bookingPlayers,
          players.map((player) => player.golfCourseId),
        ),
        amongRows(
          [bookingPlayers.golf_course_id, bookingPlayers.date, bookingPlayers.member_id],
          [
            arrayColumn(
              players.map((player) => player.golfCourseId),
              'integer',
            ),
            arrayColumn(
              players.map((player) => player.date),
              'date',
            ),
            arrayColumn(
              players.map((player) => player.memberId),
              'integer',
            ),
          ],
        ),
        eq(bookingPlayers.active, true),
      ),
    );
  return places.map(({ firstName, lastName, ...place }) => ({ ...place, name: `${firstName} ${lastName}`.trim() }));
}
