import type { memberOpeningBalanceInput } from '@fairway/contract';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Actor } from '../../core/actor.js';
import { writeAudit } from '../../core/audit.js';
import { InvalidInputError } from '../../core/domain-errors.js';
import type { Database } from '../../db/client.js';
import { inClub } from '../../db/club-scope.js';
import { memberOpeningBalances } from '../../db/schema/index.js';
import { clubMemberErrors } from './club-member-errors.js';
import { postLedgerEntries } from './post-ledger-entries.js';
import { readAmount } from './read-amount.js';
import { withIdempotencyKey } from './with-idempotency-key.js';
import { checkPostingDates } from './check-posting-dates.js';

export type OpeningBalanceInput = z.output<typeof memberOpeningBalanceInput>;

export const openingBalanceTaken = 'This member already has an opening balance: void it before posting another.';

/**
 * A member's opening balance (positive: they owe the club), one standing per member: the document and its ledger
 * entry in one transaction, once per Idempotency-Key.
 */
export async function postOpeningBalance(
  db: Database,
  actor: Actor,
  input: OpeningBalanceInput,
  idempotencyKey?: string,
) {
  const golfCourseId = actor.golfCourseId!;
  const request = { golfCourseId, operation: 'member_opening_balance', key: idempotencyKey, body: input };
  return withIdempotencyKey(db, request, async (tx) => {
    const amountMinor = await readAmount(tx, golfCourseId, input.amount, { sign: 'any' });
    await checkPostingDates(tx, golfCourseId, 'as_of_date', [input.as_of_date]);
    const errors = await clubMemberErrors(tx, golfCourseId, input.member_id);
    if (errors) throw new InvalidInputError(errors);
    const [standing] = await tx
      .select({ id: memberOpeningBalances.id })
      .from(memberOpeningBalances)
      .where(
        and(
          inClub(memberOpeningBalances, golfCourseId),
          eq(memberOpeningBalances.member_id, input.member_id),
          eq(memberOpeningBalances.status, 'posted'),
        ),
      );
    if (standing) throw new InvalidInputError({ member_id: [openingBalanceTaken] });
    const [balance] = await tx
      .insert(memberOpeningBalances)
      .values({
        golf_course_id: golfCourseId,
        member_id: input.member_id,
        as_of_date: input.as_of_date,
        amount_minor: amountMinor,
        created_by: actor.userId,
        updated_by: actor.userId,
      })
      .returning({ id: memberOpeningBalances.id });
    await postLedgerEntries(tx, [
      {
        golfCourseId,
        memberId: input.member_id,
        date: input.as_of_date,
        amountMinor,
        document: 'opening_balance',
        documentId: balance!.id,
        description: 'Opening balance',
        userId: actor.userId,
      },
    ]);
    await writeAudit(tx, actor, {
      action: 'create',
      entity: 'member_opening_balance',
      entityId: balance!.id,
      detail: input,
    });
    return balance!.id;
  });
}
