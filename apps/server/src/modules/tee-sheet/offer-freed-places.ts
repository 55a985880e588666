import { waitingListOffer } from '@fairway/golf';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Config } from '../../config.js';
import { clubNow } from '../../core/club-dates.js';
import type { Database } from '../../db/client.js';
import { inClub } from '../../db/club-scope.js';
import { teeTimes, waitingList } from '../../db/schema/index.js';
import { clubBookingRules } from './club-booking-rules.js';
import { mailWaitingListOffer } from './mail-waiting-list-offer.js';

/**
 * Offers the free places of a tee time to the waiting list, in the caller's transaction (a cancellation, a player
 * taken out, an offer declined or lapsed): while places are free, the first request of the day whose window holds the
 * time and whose places fit (`waitingListOffer`) is offered them, held for the club's hold time and counted on the
 * slot's row so that nobody else books them meanwhile, and mailed. A tee time passed is offered to nobody.
 */
export async function offerFreedPlaces(
  tx: Database,
  config: Pick<Config, 'publicUrl' | 'port'>,
  golfCourseId: number,
  teeTimeId: number,
): Promise<void> {
  const [teeTime] = await tx
    .select()
    .from(teeTimes)
    .where(and(inClub(teeTimes, golfCourseId), eq(teeTimes.id, teeTimeId)))
    .for('update');
  if (!teeTime) return;
  const { now } = await clubNow(tx, golfCourseId);
  if (`${teeTime.date}T${teeTime.time}` <= now) return;
  let placesFree = teeTime.capacity - teeTime.places_taken;
  if (placesFree <= 0) return;
  const requests = await tx
    .select()
    .from(waitingList)
    .where(
      and(inClub(waitingList, golfCourseId), eq(waitingList.date, teeTime.date), eq(waitingList.status, 'waiting')),
    )
    .orderBy(asc(waitingList.created_at), asc(waitingList.id))
    .for('update');
  const { waiting_list_hold_minutes: holdMinutes } = await clubBookingRules(tx, golfCourseId);
  let left = requests;
  while (placesFree > 0) {
    const offer = waitingListOffer({
      requests: left.map((request) => ({
        id: String(request.id),
        places: request.places,
        window: { from: request.from_time, to: request.to_time },
      })),
      freedPlace: { time: teeTime.time, placesFree },
    });
    if (!offer) break;
    const request = left[offer.position - 1]!;
    left = left.filter((other) => other !== request);
    const [offered] = await tx
      .update(waitingList)
      .set({
        status: 'offered',
        offered_time: teeTime.time,
        offered_tee: teeTime.tee,
        offered_at: sql`now()`,
        offer_held_until: sql`now() + ${holdMinutes} * interval '1 minute'`,
        updated_at: new Date(),
      })
      .where(eq(waitingList.id, request.id))
      .returning();
    placesFree -= request.places;
    await tx
      .update(teeTimes)
      .set({ places_taken: sql`${teeTimes.places_taken} + ${request.places}`, updated_at: new Date() })
      .where(eq(teeTimes.id, teeTime.id));
    await mailWaitingListOffer(tx, config, offered!);
  }
}
