import { and, eq, sql } from 'drizzle-orm';
import { amongIds } from '../../db/array-column.js';
import type { Database } from '../../db/client.js';
import { teeTimes, visitorBookings } from '../../db/schema/index.js';
import { expiredHold } from './expired-hold.js';

/**
 * Frees the places of the visitors' holds of tee times that have expired unconfirmed, under the locks of the slots'
 * rows the caller holds: they are marked expired and each slot's count goes down by their players. Answers the
 * places taken of each tee time (by its id) once they are freed.
 */
export async function releaseExpiredHolds(
  tx: Database,
  slots: readonly { id: number; places_taken: number }[],
  now = new Date(),
): Promise<Map<number, number>> {
  const placesTaken = new Map(slots.map((slot) => [slot.id, slot.places_taken]));
  if (slots.length === 0) return placesTaken;
  const expired = await tx
    .update(visitorBookings)
    .set({ status: 'expired', code_hash: null, updated_at: now })
    .where(
      and(
        amongIds(
          visitorBookings.tee_time_id,
          slots.map((slot) => slot.id),
        ),
        expiredHold(now),
      ),
    )
    .returning({ teeTimeId: visitorBookings.tee_time_id, players: visitorBookings.players });
  const freed = new Map<number, number>();
  for (const hold of expired) freed.set(hold.teeTimeId, (freed.get(hold.teeTimeId) ?? 0) + hold.players);
  for (const [teeTimeId, places] of freed) {
    await tx
      .update(teeTimes)
      .set({ places_taken: sql`${teeTimes.places_taken} - ${places}`, updated_at: now })
      .where(eq(teeTimes.id, teeTimeId));
    placesTaken.set(teeTimeId, placesTaken.get(teeTimeId)! - places);
  }
  return placesTaken;
}
