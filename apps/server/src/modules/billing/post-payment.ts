import type { Actor } from '../../core/actor.js';
import type { Database } from '../../db/client.js';
import { type PaymentInput, postPayments } from './post-payments.js';
import { withIdempotencyKey } from './with-idempotency-key.js';

/** Takes a member's payment: the document and its ledger credit in one transaction, once per Idempotency-Key. */
export async function postPayment(db: Database, actor: Actor, input: PaymentInput, idempotencyKey?: string) {
  const request = { golfCourseId: actor.golfCourseId!, operation: 'member_payment', key: idempotencyKey, body: input };
  return withIdempotencyKey(db, request, async (tx) => (await postPayments(tx, actor, [input]))[0]!);
}
