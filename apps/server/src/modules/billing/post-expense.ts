import type { Actor } from '../../core/actor.js';
import type { Database } from '../../db/client.js';
import { type ExpenseInput, postExpenses } from './post-expenses.js';
import { withIdempotencyKey } from './with-idempotency-key.js';

/**
 * Charges a member an ad-hoc expense (green fees, bar, shop, an entry fee): the document and its ledger entry in one
 * transaction (`postExpenses`), once per Idempotency-Key. `competitionPurse`: an entry fee taken from the member's competition purse.
 */
export async function postExpense(
  db: Database,
  actor: Actor,
  input: ExpenseInput,
  idempotencyKey?: string,
  options: { competitionPurse?: boolean } = {},
) {
  const golfCourseId = actor.golfCourseId!;
  return withIdempotencyKey(
    db,
    { golfCourseId, operation: 'member_expences', key: idempotencyKey, body: input },
    async (tx) => {
      const [id] = await postExpenses(tx, actor, [
        { input, userId: actor.userId, competitionPurse: options.competitionPurse },
      ]);
      return id!;
    },
  );
}
