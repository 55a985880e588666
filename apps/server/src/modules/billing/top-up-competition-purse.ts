import { eq } from 'drizzle-orm';
import type { Actor } from '../../core/actor.js';
import { ConflictError } from '../../core/domain-errors.js';
import type { Database } from '../../db/client.js';
import { golfCourses } from '../../db/schema/index.js';
import { type PaymentInput, postPayments } from './post-payments.js';
import { withIdempotencyKey } from './with-idempotency-key.js';

export const noCompetitionPurseMessage = 'This club does not take entry fees from competition purses.';

/**
 * Tops up a member's competition purse with money received at the club: a payment into the purse and its ledger
 * credit in one transaction, once per Idempotency-Key; voided, never edited, like any payment. A club that does not
 * take entry fees from purses is refused.
 */
export async function topUpCompetitionPurse(db: Database, actor: Actor, input: PaymentInput, idempotencyKey?: string) {
  const golfCourseId = actor.golfCourseId!;
  const request = { golfCourseId, operation: 'competition_purse_top_up', key: idempotencyKey, body: input };
  return withIdempotencyKey(db, request, async (tx) => {
    const [club] = await tx
      .select({ competitionPurse: golfCourses.competition_purse })
      .from(golfCourses)
      .where(eq(golfCourses.id, golfCourseId));
    if (!club?.competitionPurse) throw new ConflictError(noCompetitionPurseMessage);
    return (await postPayments(tx, actor, [input], { competitionPurse: true }))[0]!;
  });
}
