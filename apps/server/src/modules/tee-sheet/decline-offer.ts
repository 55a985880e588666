import { eq } from 'drizzle-orm';
import type { Config } from '../../config.js';
import type { Actor } from '../../core/actor.js';
import { writeAudit } from '../../core/audit.js';
import { ConflictError } from '../../core/domain-errors.js';
import type { Database } from '../../db/client.js';
import { waitingList } from '../../db/schema/index.js';
import { lockedWaitingRequest } from './locked-waiting-request.js';
import { releaseOffer } from './release-offer.js';

/**
 * The member turns down the place offered (or, still waiting, withdraws the request): an offer's places go to the
 * next whose window fits. A request accepted, declined or lapsed answers 409.
 */
export async function declineOffer(
  db: Database,
  config: Pick<Config, 'publicUrl' | 'port'>,
  actor: Actor,
  requestId: number,
): Promise<void> {
  await db.transaction(async (tx) => {
    const request = await lockedWaitingRequest(tx, actor, requestId);
    if (request.status === 'offered') return releaseOffer(tx, config, actor, request, 'declined');
    if (request.status !== 'waiting') throw new ConflictError(`This request is ${request.status}: nothing is waiting.`);
    await tx
      .update(waitingList)
      .set({ status: 'declined', updated_at: new Date(), updated_by: actor.userId })
      .where(eq(waitingList.id, request.id));
    await writeAudit(tx, actor, {
      action: 'update',
      entity: 'waiting_list',
      entityId: request.id,
      detail: { status: 'declined' },
    });
  });
}
