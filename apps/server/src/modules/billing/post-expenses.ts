import type { memberExpenseInput } from '@fairway/contract';
import { and } from 'drizzle-orm';
import type { z } from 'zod';
import type { Actor } from '../../core/actor.js';
import { writeAudits } from '../../core/audit.js';
import { InvalidInputError } from '../../core/domain-errors.js';
import { amongIds } from '../../db/array-column.js';
import type { Database } from '../../db/client.js';
import { inClub } from '../../db/club-scope.js';
import { insertRows } from '../../db/insert-rows.js';
import { accountsHeads, golfCourseMembers, memberExpenses } from '../../db/schema/index.js';
import { clubCurrency } from './club-currency.js';
import { postLedgerEntries } from './post-ledger-entries.js';
import { readAmount } from './read-amount.js';
import { checkPostingDates } from './check-posting-dates.js';

/** An expense as the API takes it. */
export type ExpenseInput = z.output<typeof memberExpenseInput>;

/**
 * An expense to charge, with who charges it (a member entering a competition pays their own fee) and, for an entry
 * fee, whether it is taken from the member's competition purse.
 */
export type ExpenseToPost = { input: ExpenseInput; userId: number | null; competitionPurse?: boolean };

/**
 * Charges members' expenses of the club of `actor` in the caller's transaction, set-wise: the documents, their ledger
 * entries and their audits in a statement each, however many (the fees of a rush of entries). Every amount is read in
 * the club's currency, every member must be the club's and every ledger head its own, or nothing is posted. Answers
 * the documents' ids in the order given.
 */
export async function postExpenses(tx: Database, actor: Actor, expenses: readonly ExpenseToPost[]): Promise<number[]> {
  if (expenses.length === 0) return [];
  const golfCourseId = actor.golfCourseId!;
  const memberIds = [...new Set(expenses.map(({ input }) => input.member_id))];
  const headIds = [...new Set(expenses.map(({ input }) => input.accounts_head_id))];
  // Read together: the driver sends each statement as the one before it ends, without waiting for this code's turn.
  const [{ exponent }, ties, heads] = await Promise.all([
    clubCurrency(tx, golfCourseId),
    tx
      .select({ memberId: golfCourseMembers.member_id })
      .from(golfCourseMembers)
      .where(and(inClub(golfCourseMembers, golfCourseId), amongIds(golfCourseMembers.member_id, memberIds))),
    tx
      .select({ id: accountsHeads.id, name: accountsHeads.name })
      .from(accountsHeads)
      .where(and(inClub(accountsHeads, golfCourseId), amongIds(accountsHeads.id, headIds))),
  ]);
  const amounts: number[] = [];
  for (const { input } of expenses) {
    amounts.push(await readAmount(tx, golfCourseId, input.amount, { sign: 'positive', exponent }));
  }
  await checkPostingDates(
    tx,
    golfCourseId,
    'date',
    expenses.map(({ input }) => input.date),
  );
  const errors: Record<string, string[]> = {};
  const unknownMember = memberIds.find((id) => !ties.some((tie) => tie.memberId === id));
  if (unknownMember !== undefined) errors.member_id = [`Invalid pk "${unknownMember}" - object does not exist.`];
  const unknownHead = headIds.find((id) => !heads.some((head) => head.id === id));
  if (unknownHead !== undefined) errors.accounts_head_id = [`Invalid pk "${unknownHead}" - object does not exist.`];
  if (Object.keys(errors).length > 0) throw new InvalidInputError(errors);
  const ids = await insertRows(
    tx,
    memberExpenses,
    expenses.map(({ input, userId, competitionPurse }, index) => ({
      golf_course_id: golfCourseId,
      member_id: input.member_id,
      accounts_head_id: input.accounts_head_id,
      date: input.date,
      amount_minor: amounts[index]!,
      description: input.description ?? '',
      reference: input.reference ?? '',
      competition_purse: competitionPurse ?? false,
      created_by: userId,
      updated_by: userId,
    })),
  );
  await postLedgerEntries(
    tx,
    expenses.map(({ input, userId }, index) => {
      const head = heads.find((one) => one.id === input.accounts_head_id)!.name;
      return {
        golfCourseId,
        memberId: input.member_id,
        date: input.date,
        amountMinor: amounts[index]!,
        document: 'expense' as const,
        documentId: ids[index]!,
        description: input.description ? `${head}: ${input.description}` : head,
        userId,
      };
    }),
  );
  await writeAudits(
    tx,
    expenses.map(({ input, userId }, index) => ({
      actor: { ...actor, userId },
      entry: { action: 'create' as const, entity: 'member_expences', entityId: ids[index]!, detail: input },
    })),
  );
  return ids;
}
