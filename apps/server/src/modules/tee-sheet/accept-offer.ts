import { eq, sql } from 'drizzle-orm';
import type { Config } from '../../config.js';
import type { Actor } from '../../core/actor.js';
import { writeAudit } from '../../core/audit.js';
import { clubNow } from '../../core/club-dates.js';
import { ConflictError } from '../../core/domain-errors.js';
import type { Database } from '../../db/client.js';
import { postgresErrorOf } from '../../db/database-faults.js';
import { waitingList } from '../../db/schema/index.js';
import { clubBookingRules } from './club-booking-rules.js';
import { daySheet } from './day-sheet.js';
import { lockedWaitingRequest } from './locked-waiting-request.js';
import { mailBookings } from './mail-bookings.js';
import { placeBookings } from './place-bookings.js';

/**
 * The member takes the place offered from the waiting list while it is held: it becomes their booking (its places,
 * held on the slot's row, now the booking's; green fees charged as a booking's; every member mailed). An offer lapsed,
 * declined or never made answers 409.
 */
export async function acceptOffer(
  db: Database,
  config: Pick<Config, 'publicUrl' | 'port'>,
  actor: Actor,
  requestId: number,
): Promise<void> {
  try {
    await db.transaction(async (tx) => {
      const request = await lockedWaitingRequest(tx, actor, requestId);
      const [held] = await tx
        .select({ held: sql<boolean>`${waitingList.offer_held_until} > now()` })
        .from(waitingList)
        .where(eq(waitingList.id, request.id));
      if (request.status !== 'offered' || !held!.held)
        throw new ConflictError(
          request.status === 'offered' || request.status === 'expired'
            ? 'The offer has lapsed: the place went to the next member waiting.'
            : 'No place is offered to you on this request.',
        );
      const golfCourseId = request.golf_course_id;
      const [rules, clock, { day }] = await Promise.all([
        clubBookingRules(tx, golfCourseId),
        clubNow(tx, golfCourseId),
        daySheet(tx, golfCourseId, request.date),
      ]);
      const slot = day?.slots.find(
        (candidate) => candidate.time === request.offered_time && candidate.tee === request.offered_tee,
      );
      const [bookingId] = await placeBookings(
        tx,
        { ...actor, golfCourseId },
        [
          {
            memberId: request.member_id,
            others: request.others,
            date: request.date,
            time: request.offered_time!,
            tee: request.offered_tee === 10 ? 10 : 1,
            capacity: slot?.capacity ?? 4,
            placesHeld: request.places,
          },
        ],
        () => ({ today: clock.today, accountsHeadId: rules.green_fee_accounts_head_id }),
      );
      await tx
        .update(waitingList)
        .set({ status: 'accepted', booking_id: bookingId!, updated_at: new Date(), updated_by: actor.userId })
        .where(eq(waitingList.id, request.id));
      await writeAudit(tx, actor, {
        action: 'update',
        entity: 'waiting_list',
        entityId: request.id,
        detail: { status: 'accepted', booking_id: bookingId },
      });
      await mailBookings(tx, config, golfCourseId, [bookingId!], 'booked');
    });
  } catch (error) {
    if (postgresErrorOf(error)?.code === '23505')
      throw new ConflictError('You already play at this time: decline the offer instead.');
    throw error;
  }
}
