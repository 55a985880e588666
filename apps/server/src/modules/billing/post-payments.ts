import { and, inArray } from 'drizzle-orm';
import type { memberPaymentInput } from '@fairway/contract';
import type { z } from 'zod';
import type { Actor } from '../../core/actor.js';
import { InvalidInputError } from '../../core/domain-errors.js';
import type { Database } from '../../db/client.js';
import { inClub } from '../../db/club-scope.js';
import { auditLog, golfCourseMembers, memberPayments } from '../../db/schema/index.js';
import { clubCurrency } from './club-currency.js';
import { postLedgerEntries } from './post-ledger-entries.js';
import { readAmount } from './read-amount.js';
import { checkPostingDates } from './check-posting-dates.js';

export type PaymentInput = z.output<typeof memberPaymentInput>;

const modeWords = { cash: 'cash', card: 'card', upi: 'UPI', cheque: 'cheque', bank_transfer: 'bank transfer' } as const;
const batchSize = 500;

/**
 * Takes members' payments, in the caller's transaction: each payment and its ledger credit, written a few hundred at
 * a time (a day's takings, a bank file). Every amount is read in the club's currency and above zero, and every member
 * must be the club's, or nothing is posted. `competitionPurse`: the money goes into the members' competition purses.
 * Answers the payments' ids in the order given.
 */
export async function postPayments(
  tx: Database,
  actor: Actor,
  inputs: readonly PaymentInput[],
  options: { competitionPurse?: boolean } = {},
): Promise<number[]> {
  const competitionPurse = options.competitionPurse ?? false;
  const golfCourseId = actor.golfCourseId!;
  const { exponent } = await clubCurrency(tx, golfCourseId);
  const amounts: number[] = [];
  for (const input of inputs)
    amounts.push(await readAmount(tx, golfCourseId, input.amount, { sign: 'positive', exponent }));
  await checkPostingDates(
    tx,
    golfCourseId,
    'date',
    inputs.map((input) => input.date),
  );
  const memberIds = [...new Set(inputs.map((input) => input.member_id))];
  const known = new Set(
    (
      await tx
        .select({ id: golfCourseMembers.member_id })
        .from(golfCourseMembers)
        .where(and(inClub(golfCourseMembers, golfCourseId), inArray(golfCourseMembers.member_id, memberIds)))
    ).map((row) => row.id),
  );
  const unknown = memberIds.find((id) => !known.has(id));
  if (unknown !== undefined)
    throw new InvalidInputError({ member_id: [`Invalid pk "${unknown}" - object does not exist.`] });
  const ids: number[] = [];
  for (let start = 0; start < inputs.length; start += batchSize) {
    const batch = inputs.slice(start, start + batchSize);
    const written = await tx
      .insert(memberPayments)
      .values(
        batch.map((input, index) => ({
          golf_course_id: golfCourseId,
          member_id: input.member_id,
          date: input.date,
          amount_minor: amounts[start + index]!,
          mode: input.mode,
          reference: input.reference ?? '',
          competition_purse: competitionPurse,
          created_by: actor.userId,
          updated_by: actor.userId,
        })),
      )
      .returning({ id: memberPayments.id });
    ids.push(...written.map((payment) => payment.id));
  }
  await postLedgerEntries(
    tx,
    inputs.map((input, index) => ({
      golfCourseId,
      memberId: input.member_id,
      date: input.date,
      amountMinor: -amounts[index]!,
      document: 'payment' as const,
      documentId: ids[index]!,
      description: `${competitionPurse ? 'Competition purse top-up' : 'Payment'} by ${modeWords[input.mode]}${input.reference ? ` (${input.reference})` : ''}`,
      userId: actor.userId,
    })),
  );
  for (let start = 0; start < inputs.length; start += batchSize)
    await tx.insert(auditLog).values(
      inputs.slice(start, start + batchSize).map((input, index) => ({
        user_id: actor.userId,
        golf_course_id: golfCourseId,
        ip: actor.ip,
        action: 'create' as const,
        entity: 'member_payment',
        entity_id: ids[start + index]!,
        detail: input,
      })),
    );
  return ids;
}
