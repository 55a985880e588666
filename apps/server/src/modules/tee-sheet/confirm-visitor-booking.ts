import { visitorBookingLimits } from '@fairway/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Config } from '../../config.js';
import type { Actor } from '../../core/actor.js';
import { writeAudit } from '../../core/audit.js';
import { ConflictError, InvalidInputError, NotFoundError } from '../../core/domain-errors.js';
import { hashToken } from '../../core/tokens.js';
import type { Database } from '../../db/client.js';
import { inClub } from '../../db/club-scope.js';
import { teeTimes, visitorBookings } from '../../db/schema/index.js';
import { announceTeeSheetChange } from './announce-tee-sheet-change.js';
import { mailVisitorBooking } from './mail-visitor-booking.js';

const bookAgain = 'Its places are freed: book a time again.';

/**
 * A visitor confirms their held booking with the mailed code: it is booked, and mailed. A wrong code counts a try
 * (400); the last wrong try, or a hold past its time, gives the hold up and frees its places (kept: the answer is a
 * refusal). The slot's row is locked before the hold's, in the order every booking of the slot takes them.
 */
export async function confirmVisitorBooking(
  db: Database,
  config: Pick<Config, 'publicUrl' | 'port'>,
  actor: Actor,
  golfCourseId: number,
  id: number,
  code: string,
): Promise<void> {
  const refusal = await db.transaction(async (tx) => {
    const [found] = await tx
      .select({ teeTimeId: visitorBookings.tee_time_id })
      .from(visitorBookings)
      .where(and(inClub(visitorBookings, golfCourseId), eq(visitorBookings.id, id)));
    if (!found) throw new NotFoundError();
    await tx.select({ id: teeTimes.id }).from(teeTimes).where(eq(teeTimes.id, found.teeTimeId)).for('update');
    const [hold] = await tx.select().from(visitorBookings).where(eq(visitorBookings.id, id)).for('update');
    if (hold!.status === 'confirmed') return new ConflictError('This booking is confirmed already.');
    if (hold!.status === 'expired') return new ConflictError(`This hold has ended. ${bookAgain}`);
    const now = new Date();
    const giveUp = async () => {
      await tx
        .update(visitorBookings)
        .set({ status: 'expired', code_hash: null, updated_at: now })
        .where(eq(visitorBookings.id, id));
      await tx
        .update(teeTimes)
        .set({ places_taken: sql`${teeTimes.places_taken} - ${hold!.players}`, updated_at: now })
        .where(eq(teeTimes.id, hold!.tee_time_id));
      await announceTeeSheetChange(tx, golfCourseId, hold!.date);
    };
    if (hold!.hold_expires_at <= now) {
      await giveUp();
      return new ConflictError(
        `This hold has expired: places are held for ${visitorBookingLimits.holdMinutes} minutes. ${bookAgain}`,
      );
    }
    if (hashToken(code) !== hold!.code_hash) {
      const attempts = hold!.code_attempts + 1;
      const left = visitorBookingLimits.codeTries - attempts;
      if (left > 0) {
        await tx.update(visitorBookings).set({ code_attempts: attempts }).where(eq(visitorBookings.id, id));
        return new InvalidInputError({
          code: [`This code is not the one we mailed. ${left} ${left === 1 ? 'try' : 'tries'} left.`],
        });
      }
      await giveUp();
      return new InvalidInputError({
        code: [`This code is not the one we mailed, and that was the last try. ${bookAgain}`],
      });
    }
    const [confirmed] = await tx
      .update(visitorBookings)
      .set({ status: 'confirmed', confirmed_at: now, code_hash: null, updated_at: now })
      .where(eq(visitorBookings.id, id))
      .returning();
    await writeAudit(
      tx,
      { ...actor, golfCourseId },
      {
        action: 'update',
        entity: 'visitor_bookings',
        entityId: id,
        detail: { status: 'confirmed' },
      },
    );
    await mailVisitorBooking(tx, config, confirmed!, 'confirmed');
    await announceTeeSheetChange(tx, golfCourseId, hold!.date);
    return null;
  });
  if (refusal) throw refusal;
}
