import { and, eq, lt, sql } from 'drizzle-orm';
import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import { waitingList } from '../../db/schema/index.js';
import { lockedWaitingRequest } from './locked-waiting-request.js';
import { releaseOffer } from './release-offer.js';

/**
 * The server's round of the waiting list, every club's: each offer held past its time lapses, one transaction each,
 * and its places go to the next whose window fits. An offer accepted or declined meanwhile (by another process, too)
 * is left as it is. Answers how many lapsed.
 */
export async function expireWaitingListOffers(db: Database, config: Pick<Config, 'publicUrl' | 'port'>) {
  const lapsed = await db
    .select({ id: waitingList.id, golfCourseId: waitingList.golf_course_id })
    .from(waitingList)
    .where(and(eq(waitingList.status, 'offered'), lt(waitingList.offer_held_until, sql`now()`)));
  let expired = 0;
  for (const { id, golfCourseId } of lapsed) {
    await db.transaction(async (tx) => {
      const actor = { userId: null, golfCourseId, ip: null };
      const request = await lockedWaitingRequest(tx, actor, id);
      const [still] = await tx
        .select({ lapsed: sql<boolean>`${waitingList.offer_held_until} < now()` })
        .from(waitingList)
        .where(eq(waitingList.id, id));
      if (request.status !== 'offered' || !still!.lapsed) return;
      await releaseOffer(tx, config, actor, request, 'expired');
      expired += 1;
    });
  }
  return expired;
}
