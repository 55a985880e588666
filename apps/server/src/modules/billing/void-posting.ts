import { and, eq } from 'drizzle-orm';
import type { Actor } from '../../core/actor.js';
import { writeAudit } from '../../core/audit.js';
import { ConflictError, NotFoundError } from '../../core/domain-errors.js';
import type { Database } from '../../db/client.js';
import { inClub } from '../../db/club-scope.js';
import { memberExpenses, memberOpeningBalances, memberPayments } from '../../db/schema/index.js';
import { checkPurseTopUpVoid } from './check-purse-top-up-void.js';
import { reverseLedgerEntries } from './reverse-ledger-entries.js';

const postings = {
  expense: { table: memberExpenses, resource: 'member_expences', thing: 'expense' },
  payment: { table: memberPayments, resource: 'member_payment', thing: 'payment' },
  opening_balance: { table: memberOpeningBalances, resource: 'member_opening_balance', thing: 'opening balance' },
} as const;

export type VoidablePosting = keyof typeof postings;

/**
 * Voids a posting of the club with a reason: the document is marked void (who, when, why) and a reversal of its
 * ledger entries is posted, in one transaction. Nothing is deleted; voiding a void posting answers 409.
 */
export async function voidPosting(
  db: Database,
  actor: Actor,
  target: { kind: VoidablePosting; id: number; reason: string },
): Promise<void> {
  const { table, resource, thing } = postings[target.kind];
  const golfCourseId = actor.golfCourseId!;
  await db.transaction(async (tx) => {
    const [document] = await tx
      .select({ id: table.id, status: table.status })
      .from(table)
      .where(and(eq(table.id, target.id), inClub(table, golfCourseId)))
      .for('update');
    if (!document) throw new NotFoundError();
    if (document.status === 'void') throw new ConflictError(`This ${thing} is already void.`);
    if (target.kind === 'payment') await checkPurseTopUpVoid(tx, golfCourseId, target.id);
    const now = new Date();
    await tx
      .update(table)
      .set({
        status: 'void',
        voided_at: now,
        voided_by: actor.userId,
        void_reason: target.reason,
        updated_at: now,
        updated_by: actor.userId,
      })
      .where(eq(table.id, target.id));
    await reverseLedgerEntries(tx, {
      golfCourseId,
      document: target.kind,
      documentId: target.id,
      date: now.toISOString().slice(0, 10),
      reason: target.reason,
      userId: actor.userId,
      thing,
    });
    await writeAudit(tx, actor, {
      action: 'update',
      entity: resource,
      entityId: target.id,
      detail: { status: 'void', reason: target.reason },
    });
  });
}
