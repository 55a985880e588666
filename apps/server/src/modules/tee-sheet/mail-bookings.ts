import type { Config } from '../../config.js';
import { amongIds } from '../../db/array-column.js';
import type { Database } from '../../db/client.js';
import { bookings } from '../../db/schema/index.js';
import { mailBookingRecords } from './mail-booking-records.js';
import { readBookings } from './read-bookings.js';

/**
 * Mails every member in each booking, in the bookings' transaction (the outbox), with the tee time, who plays, and a
 * calendar file (`.ics`) of the round: `booked` when they are made, `cancelled` when cancelled. The bookings are read
 * once for them all (`mailBookingRecords` mails bookings already read).
 */
export async function mailBookings(
  tx: Database,
  config: Pick<Config, 'publicUrl' | 'port'>,
  golfCourseId: number,
  bookingIds: readonly number[],
  what: 'booked' | 'cancelled',
): Promise<void> {
  if (bookingIds.length === 0) return;
  const booked = await readBookings(tx, golfCourseId, amongIds(bookings.id, [...bookingIds]));
  await mailBookingRecords(tx, config, booked, what);
}
