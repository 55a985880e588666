import { and, eq } from 'drizzle-orm';
import type { Actor } from '../../core/actor.js';
import { NotFoundError } from '../../core/domain-errors.js';
import type { Database } from '../../db/client.js';
import { bookings } from '../../db/schema/index.js';
import { type BookingRecord, readBookings } from './read-bookings.js';
import { visibleBookings } from './visible-bookings.js';

/** One booking the caller may see, with its players; another club's, or one they are not in, is not found. */
export async function readBooking(db: Database, actor: Actor, bookingId: number): Promise<BookingRecord> {
  const [booking] = await readBookings(
    db,
    actor.golfCourseId!,
    and(eq(bookings.id, bookingId), visibleBookings(actor)),
  );
  if (!booking) throw new NotFoundError();
  return booking;
}
