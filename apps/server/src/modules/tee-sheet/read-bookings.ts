import type { bookingRecord } from '@fairway/contract';
import { and, asc, isNull, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { amongIds } from '../../db/array-column.js';
import type { Database } from '../../db/client.js';
import { inClub, inClubs } from '../../db/club-scope.js';
import { bookingPlayers, bookings, members } from '../../db/schema/index.js';

export type BookingRecord = z.output<typeof bookingRecord>;

/**
 * The club's bookings a condition picks (or several clubs', for a batch of their bookings), by tee time, each with its
 * players in order (not those a change took out): members by their name, guests by the name they were booked under,
 * places to be confirmed without one.
 */
export async function readBookings(
  db: Database,
  golfCourseIds: number | readonly number[],
  where?: SQL,
): Promise<BookingRecord[]> {
  const clubScope = (table: typeof bookings | typeof bookingPlayers) =>
    typeof golfCourseIds === 'number' ? inClub(table, golfCourseIds) : inClubs(table, golfCourseIds);
  const rows = await db
    .select()
    .from(bookings)
    .where(and(clubScope(bookings), where))
    .orderBy(asc(bookings.date), asc(bookings.time), asc(bookings.tee), asc(bookings.id));
  if (rows.length === 0) return [];
  const players = await db
    .select({
      id: bookingPlayers.id,
      booking_id: bookingPlayers.booking_id,
      position: bookingPlayers.position,
      kind: bookingPlayers.kind,
      member_id: bookingPlayers.member_id,
      name: sql<string>`coalesce(${members.first_name} || ' ' || ${members.last_name}, ${bookingPlayers.guest_name}, '')`,
      guest_email: bookingPlayers.guest_email,
      green_fee_minor: bookingPlayers.green_fee_minor,
      checked_in_at: bookingPlayers.checked_in_at,
      no_show_at: bookingPlayers.no_show_at,
    })
    .from(bookingPlayers)
    .leftJoin(members, sql`${members.id} = ${bookingPlayers.member_id}`)
    .where(
      and(
        clubScope(bookingPlayers),
        isNull(bookingPlayers.removed_at),
        amongIds(
          bookingPlayers.booking_id,
          rows.map((row) => row.id),
        ),
      ),
    )
    .orderBy(asc(bookingPlayers.booking_id), asc(bookingPlayers.position));
  return rows.map((row) => ({
    id: row.id,
    created_at: row.created_at,
    created_by: row.created_by,
    updated_at: row.updated_at,
    updated_by: row.updated_by,
    golf_course_id: row.golf_course_id,
    date: row.date,
    time: row.time,
    tee: row.tee,
    member_id: row.member_id,
    status: row.status,
    cancelled_at: row.cancelled_at,
    cancelled_late: row.cancelled_late,
    players: players
      .filter((player) => player.booking_id === row.id)
      .map((player) => ({
        id: player.id,
        position: player.position,
        kind: player.kind,
        member_id: player.member_id,
        name: player.name.trim(),
        guest_email: player.guest_email,
        green_fee_minor: player.green_fee_minor,
        checked_in_at: player.checked_in_at,
        no_show_at: player.no_show_at,
      })),
  }));
}
