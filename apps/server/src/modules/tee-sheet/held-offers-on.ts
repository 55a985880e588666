import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { inClub } from '../../db/club-scope.js';
import { waitingList } from '../../db/schema/index.js';

/**
 * The places of a day held for the waiting list's offers not yet accepted, declined or lapsed: counted on the slot's
 * row until the tick lapses them, so they are taken on the sheet for as long as a booking of them is refused.
 */
export async function heldOffersOn(db: Database, golfCourseId: number, date: string) {
  return db
    .select({ time: waitingList.offered_time, tee: waitingList.offered_tee, places: waitingList.places })
    .from(waitingList)
    .where(and(inClub(waitingList, golfCourseId), eq(waitingList.date, date), eq(waitingList.status, 'offered')));
}
