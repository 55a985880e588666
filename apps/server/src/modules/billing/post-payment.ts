import type { memberPaymentInput } from '@fairway/contract';
import type { z } from 'zod';
import type { Actor } from '../../core/actor.js';
import { writeAudit } from '../../core/audit.js';
import { InvalidInputError } from '../../core/domain-errors.js';
import type { Database } from '../../db/client.js';
import { memberPayments } from '../../db/schema/index.js';
import { clubMemberErrors } from './club-member-errors.js';
import { postLedgerEntries } from './post-ledger-entries.js';
import { readAmount } from './read-amount.js';
import { withIdempotencyKey } from './with-idempotency-key.js';

export type PaymentInput = z.output<typeof memberPaymentInput>;

const modeWords = { cash: 'cash', card: 'card', upi: 'UPI', cheque: 'cheque', bank_transfer: 'bank transfer' } as const;

/** Takes a member's payment: the document and its ledger credit in one transaction, once per Idempotency-Key. */
export async function postPayment(db: Database, actor: Actor, input: PaymentInput, idempotencyKey?: string) {
  const golfCourseId = actor.golfCourseId!;
  return withIdempotencyKey(
    db,
    { golfCourseId, operation: 'member_payment', key: idempotencyKey, body: input },
    async (tx) => {
      const amountMinor = await readAmount(tx, golfCourseId, input.amount, { sign: 'positive' });
      const errors = await clubMemberErrors(tx, golfCourseId, input.member_id);
      if (errors) throw new InvalidInputError(errors);
      const [payment] = await tx
        .insert(memberPayments)
        .values({
          golf_course_id: golfCourseId,
          member_id: input.member_id,
          date: input.date,
          amount_minor: amountMinor,
          mode: input.mode,
          reference: input.reference ?? '',
          created_by: actor.userId,
          updated_by: actor.userId,
        })
        .returning({ id: memberPayments.id });
      await postLedgerEntries(tx, [
        {
          golfCourseId,
          memberId: input.member_id,
          date: input.date,
          amountMinor: -amountMinor,
          document: 'payment',
          documentId: payment!.id,
          description: `Payment by ${modeWords[input.mode]}${input.reference ? ` (${input.reference})` : ''}`,
          userId: actor.userId,
        },
      ]);
      await writeAudit(tx, actor, { action: 'create', entity: 'member_payment', entityId: payment!.id, detail: input });
      return payment!.id;
    },
  );
}
