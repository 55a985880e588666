import { and, eq, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { teeTimes, visitorBookings } from '../../db/schema/index.js';

/**
 * Frees the places of the visitors' holds of a tee time that have expired unconfirmed, under the lock of the slot's
 * row the caller holds: they are marked expired and the slot's count goes down by their players. Answers the places
 * taken once they are freed.
 */
export async function releaseExpiredHolds(
  tx: Database,
  teeTime: { id: number; places_taken: number },
  now = new Date(),
): Promise<number> {
  const expired = await tx
    .update(visitorBookings)
    .set({ status: 'expired', code_hash: null, updated_at: now })
    .where(
      and(
        eq(visitorBookings.tee_time_id, teeTime.id),
        eq(visitorBookings.status, 'held'),
        lte(visitorBookings.hold_expires_at, now),
      ),
    )
    .returning({ players: visitorBookings.players });
  const freed = expired.reduce((places, hold) => places + hold.players, 0);
  if (freed === 0) return teeTime.places_taken;
  await tx
    .update(teeTimes)
    .set({ places_taken: sql`${teeTimes.places_taken} - ${freed}`, updated_at: now })
    .where(eq(teeTimes.id, teeTime.id));
  return teeTime.places_taken - freed;
}
