import { and, eq, sql } from 'drizzle-orm';
import { arrayColumn } from '../../db/array-column.js';
import type { Database } from '../../db/client.js';
import { teeTimes, visitorBookings } from '../../db/schema/index.js';
import { expiredHold } from './expired-hold.js';

/** A slot's row as a booking decides on it: its capacity and the places taken of it. */
export type TeeTimePlaces = { capacity: number; placesTaken: number };

/**
 * The rows of clubs' days' slots (one club's days or a batch's of several), read without a lock: a slot has one from
 * its first booking, so a day's slots without one have every place of the sheet's capacity free. Each row's places
 * taken are less those of the visitors' holds expired by `now` (`placesExpired`), which the booking that locks the
 * row frees (`releaseExpiredHolds`). What a batch of bookings decides on before it locks the rows it books (decision
 * 0160).
 */
export async function teeTimesOnDays(
  tx: Database,
  days: readonly { golfCourseId: number; date: string }[],
  now: Date,
): Promise<
  (TeeTimePlaces & { placesExpired: number; golfCourseId: number; date: string; time: string; tee: number })[]
> {
  if (days.length === 0) return [];
  // Each row is found from its day, whose club is the asking club's, as `lockedTeeTimes` finds them from their slots.
  const day = sql`unnest(${arrayColumn(
    days.map((one) => one.golfCourseId),
    'integer',
  )}, ${arrayColumn(
    days.map((one) => one.date),
    'date',
  )}) as day(golf_course_id, date)`;
  const expiredHolds = tx
    .select({ players: sql`coalesce(sum(${visitorBookings.players}), 0)` })
    .from(visitorBookings)
    .where(and(eq(visitorBookings.tee_time_id, teeTimes.id), expiredHold(now)));
  const rows = await tx
    .select({
      golfCourseId: teeTimes.golf_course_id,
      date: teeTimes.date,
      time: teeTimes.time,
      tee: teeTimes.tee,
      capacity: teeTimes.capacity,
      placesTaken: teeTimes.places_taken,
      placesExpired: sql<number>`(${expiredHolds})`.mapWith(Number),
    })
    .from(day)
    .innerJoin(teeTimes, and(eq(teeTimes.golf_course_id, sql`day.golf_course_id`), eq(teeTimes.date, sql`day.date`)));
  return rows.map((row) => ({ ...row, placesTaken: row.placesTaken - row.placesExpired }));
}
