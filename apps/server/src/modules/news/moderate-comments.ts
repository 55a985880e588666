import { and, inArray } from 'drizzle-orm';
import type { Actor } from '../../core/actor.js';
import { writeAudit } from '../../core/audit.js';
import { NotFoundError } from '../../core/domain-errors.js';
import type { Database } from '../../db/client.js';
import { inClub } from '../../db/club-scope.js';
import { newsComments } from '../../db/schema/index.js';

/**
 * Approves or rejects several comments of the club at once, all or none: one id not of the club (another club's, or
 * none) answers 404 and changes nothing. Answers how many comments now have the status.
 */
export async function moderateComments(
  db: Database,
  actor: Actor,
  decision: { ids: number[]; status: 'approved' | 'rejected' },
): Promise<number> {
  const ids = [...new Set(decision.ids)];
  return db.transaction(async (tx) => {
    const inThisClub = and(inArray(newsComments.id, ids), inClub(newsComments, actor.golfCourseId!));
    const found = await tx.select({ id: newsComments.id }).from(newsComments).where(inThisClub);
    if (found.length !== ids.length) throw new NotFoundError();
    await tx
      .update(newsComments)
      .set({ status: decision.status, updated_at: new Date(), updated_by: actor.userId })
      .where(inThisClub);
    for (const id of ids)
      await writeAudit(tx, actor, {
        action: 'update',
        entity: 'news_comment',
        entityId: id,
        detail: { status: decision.status },
      });
    return ids.length;
  });
}
