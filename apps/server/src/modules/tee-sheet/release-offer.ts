import { and, eq, sql } from 'drizzle-orm';
import type { Config } from '../../config.js';
import type { Actor } from '../../core/actor.js';
import { writeAudit } from '../../core/audit.js';
import type { Database } from '../../db/client.js';
import { inClub } from '../../db/club-scope.js';
import { teeTimes, waitingList } from '../../db/schema/index.js';
import { offerFreedPlaces } from './offer-freed-places.js';

/**
 * An offer from the waiting list declined or lapsed, in the caller's transaction (the request locked): the places
 * held for it are freed on the slot's row and offered to the next whose window fits (`offerFreedPlaces`).
 */
export async function releaseOffer(
  tx: Database,
  config: Pick<Config, 'publicUrl' | 'port'>,
  actor: Actor,
  request: typeof waitingList.$inferSelect,
  status: 'declined' | 'expired',
): Promise<void> {
  const golfCourseId = request.golf_course_id;
  await tx
    .update(waitingList)
    .set({ status, updated_at: new Date(), updated_by: actor.userId })
    .where(eq(waitingList.id, request.id));
  const [teeTime] = await tx
    .update(teeTimes)
    .set({ places_taken: sql`${teeTimes.places_taken} - ${request.places}`, updated_at: new Date() })
    .where(
      and(
        inClub(teeTimes, golfCourseId),
        eq(teeTimes.date, request.date),
        eq(teeTimes.time, request.offered_time!),
        eq(teeTimes.tee, request.offered_tee!),
      ),
    )
    .returning({ id: teeTimes.id });
  await writeAudit(
    tx,
    { ...actor, golfCourseId },
    {
      action: 'update',
      entity: 'waiting_list',
      entityId: request.id,
      detail: { status },
    },
  );
  await offerFreedPlaces(tx, config, golfCourseId, teeTime!.id);
}
