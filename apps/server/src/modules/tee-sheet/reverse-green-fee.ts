import type { Actor } from '../../core/actor.js';
import { ConflictError } from '../../core/domain-errors.js';
import type { Database } from '../../db/client.js';
import { voidPosting } from '../billing/index.js';

/**
 * Reverses a green fee's posting in the ledger (billing's `voidPosting`: a reversal, nothing deleted), in the caller's
 * transaction. A fee the club already voided by hand is reversed as asked, and left so.
 */
export async function reverseGreenFee(tx: Database, actor: Actor, memberExpenseId: number, reason: string) {
  try {
    await voidPosting(tx, actor, { kind: 'expense', id: memberExpenseId, reason });
  } catch (error) {
    if (!(error instanceof ConflictError)) throw error;
  }
}
