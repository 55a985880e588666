import { formatMoney } from '@fairway/contract';
import { eq } from 'drizzle-orm';
import { ConflictError } from '../../core/domain-errors.js';
import type { Database } from '../../db/client.js';
import { golfCourses, memberPayments } from '../../db/schema/index.js';
import { lockedCompetitionPurse } from './locked-competition-purse.js';

/**
 * A top-up of a competition purse is voided only while the purse still holds it: money already spent on entry fees
 * cannot be taken back (409 saying what the purse holds). Other payments pass.
 */
export async function checkPurseTopUpVoid(tx: Database, golfCourseId: number, paymentId: number): Promise<void> {
  const [payment] = await tx
    .select({
      memberId: memberPayments.member_id,
      amountMinor: memberPayments.amount_minor,
      competitionPurse: memberPayments.competition_purse,
      currency: golfCourses.currency,
    })
    .from(memberPayments)
    .innerJoin(golfCourses, eq(golfCourses.id, memberPayments.golf_course_id))
    .where(eq(memberPayments.id, paymentId));
  if (!payment?.competitionPurse) return;
  const held = await lockedCompetitionPurse(tx, golfCourseId, payment.memberId);
  if (held < payment.amountMinor) {
    const money = (minor: number) => formatMoney(minor, payment.currency, 'en-GB');
    throw new ConflictError(
      `The competition purse holds ${money(held)}, less than this top-up of ${money(payment.amountMinor)}: entry fees have been paid from it.`,
    );
  }
}
