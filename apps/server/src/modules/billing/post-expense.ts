import type { memberExpenseInput } from '@fairway/contract';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Actor } from '../../core/actor.js';
import { writeAudit } from '../../core/audit.js';
import { InvalidInputError } from '../../core/domain-errors.js';
import type { Database } from '../../db/client.js';
import { inClub } from '../../db/club-scope.js';
import { accountsHeads, memberExpenses } from '../../db/schema/index.js';
import { clubMemberErrors } from './club-member-errors.js';
import { postLedgerEntries } from './post-ledger-entries.js';
import { readAmount } from './read-amount.js';
import { withIdempotencyKey } from './with-idempotency-key.js';
import { checkPostingDates } from './check-posting-dates.js';

export type ExpenseInput = z.output<typeof memberExpenseInput>;

/**
 * Charges a member an ad-hoc expense (green fees, bar, shop, an entry fee): the document and its ledger entry in one
 * transaction, once per Idempotency-Key. `competitionPurse`: an entry fee taken from the member's competition purse.
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
      const amountMinor = await readAmount(tx, golfCourseId, input.amount, { sign: 'positive' });
      await checkPostingDates(tx, golfCourseId, 'date', [input.date]);
      const errors = { ...(await clubMemberErrors(tx, golfCourseId, input.member_id)) };
      const [head] = await tx
        .select({ name: accountsHeads.name })
        .from(accountsHeads)
        .where(and(inClub(accountsHeads, golfCourseId), eq(accountsHeads.id, input.accounts_head_id)));
      if (!head) errors.accounts_head_id = [`Invalid pk "${input.accounts_head_id}" - object does not exist.`];
      if (Object.keys(errors).length > 0) throw new InvalidInputError(errors);
      const [expense] = await tx
        .insert(memberExpenses)
        .values({
          golf_course_id: golfCourseId,
          member_id: input.member_id,
          accounts_head_id: input.accounts_head_id,
          date: input.date,
          amount_minor: amountMinor,
          description: input.description ?? '',
          reference: input.reference ?? '',
          competition_purse: options.competitionPurse ?? false,
          created_by: actor.userId,
          updated_by: actor.userId,
        })
        .returning({ id: memberExpenses.id });
      await postLedgerEntries(tx, [
        {
          golfCourseId,
          memberId: input.member_id,
          date: input.date,
          amountMinor,
          document: 'expense',
          documentId: expense!.id,
          description: input.description ? `${head!.name}: ${input.description}` : head!.name,
          userId: actor.userId,
        },
      ]);
      await writeAudit(tx, actor, {
        action: 'create',
        entity: 'member_expences',
        entityId: expense!.id,
        detail: input,
      });
      return expense!.id;
    },
  );
}
