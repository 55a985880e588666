import { bookingCancellation } from '@fairway/golf';
import { and, eq, sql } from 'drizzle-orm';
import type { Config } from '../../config.js';
import type { Actor } from '../../core/actor.js';
import { writeAudit } from '../../core/audit.js';
import { ConflictError } from '../../core/domain-errors.js';
import type { Database } from '../../db/client.js';
import { bookingPlayers, bookings, teeTimes } from '../../db/schema/index.js';
import { announceTeeSheetChange } from './announce-tee-sheet-change.js';
import { clubBookingRules } from './club-booking-rules.js';
import { clubNow } from '../../core/club-dates.js';
import { mailBookings } from './mail-bookings.js';
import { lockedBooking } from './locked-booking.js';
import { offerFreedPlaces } from './offer-freed-places.js';
import { reverseGreenFee } from './reverse-green-fee.js';

/**
 * Cancels a booking, by its member or a club admin: always taken, marked late past the club's cut-off
 * (`bookingCancellation`). Its places are freed; its green fees are reversed in the ledger when it is cancelled in
 * time (never deleted), and stand when it is late; its members are mailed; the places freed are offered to the
 * waiting list (`offerFreedPlaces`). Another club's booking, or another member's, is not found.
 */
export async function cancelBooking(
  db: Database,
  config: Pick<Config, 'publicUrl' | 'port'>,
  actor: Actor,
  bookingId: number,
): Promise<void> {
  const golfCourseId = actor.golfCourseId!;
  await db.transaction(async (tx) => {
    const booking = await lockedBooking(tx, actor, bookingId);
    if (booking.status === 'cancelled') throw new ConflictError('This booking is already cancelled.');
    const rules = await clubBookingRules(tx, golfCourseId);
    const clock = await clubNow(tx, golfCourseId);
    const { late } = bookingCancellation({
      now: clock.now,
      teeTime: `${booking.date}T${booking.time}`,
      cutOffHours: rules.cancel_cut_off_hours,
    });
    const now = new Date();
    await tx
      .update(bookings)
      .set({
        status: 'cancelled',
        cancelled_at: now,
        cancelled_by: actor.userId,
        cancelled_late: late,
        updated_at: now,
        updated_by: actor.userId,
      })
      .where(eq(bookings.id, booking.id));
    const freed = await tx
      .update(bookingPlayers)
      .set({ active: false, updated_at: now, updated_by: actor.userId })
      .where(and(eq(bookingPlayers.booking_id, booking.id), eq(bookingPlayers.active, true)))
      .returning({ memberExpenseId: bookingPlayers.member_expense_id });
    await tx
      .update(teeTimes)
      .set({ places_taken: sql`${teeTimes.places_taken} - ${freed.length}`, updated_at: now, updated_by: actor.userId })
      .where(eq(teeTimes.id, booking.tee_time_id));
    if (!late) {
      for (const { memberExpenseId } of freed) {
        if (memberExpenseId === null) continue;
        await reverseGreenFee(tx, actor, memberExpenseId, 'Booking cancelled in time');
      }
    }
    await writeAudit(tx, actor, {
      action: 'update',
      entity: 'bookings',
      entityId: booking.id,
      detail: { status: 'cancelled', late },
    });
    await mailBookings(tx, config, golfCourseId, [booking.id], 'cancelled');
    await offerFreedPlaces(tx, config, golfCourseId, booking.tee_time_id);
    await announceTeeSheetChange(tx, golfCourseId, booking.date);
  });
}
