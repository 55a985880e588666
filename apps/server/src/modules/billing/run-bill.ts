import { and, eq } from 'drizzle-orm';
import type { Actor } from '../../core/actor.js';
import { writeAudit } from '../../core/audit.js';
import type { Database } from '../../db/client.js';
import { inClub } from '../../db/club-scope.js';
import { billRuns, memberBillLines, memberBills } from '../../db/schema/index.js';
import { type BillRun, billRunOfMonth } from './bill-run-of-month.js';
import { billingMonth } from './billing-month.js';
import { computeMonthBills } from './compute-month-bills.js';
import { postLedgerEntries } from './post-ledger-entries.js';

const batchSize = 2000;

/**
 * Posts a month's bills for the whole club in one transaction (every member's or none): the run, recording who ran it,
 * each member's bill and lines, and one ledger entry per bill. A month is billed once: a second run, or one racing
 * the first (the unique run of a month makes it wait and then fail), answers the first run and posts nothing.
 */
export async function runBill(
  db: Database,
  actor: Actor,
  first: string,
  today: string,
): Promise<BillRun & { created: boolean }> {
  const golfCourseId = actor.golfCourseId!;
  const month = billingMonth(first, today);
  const existing = async () => (await billRunOfMonth(db, golfCourseId, [month.first])).get(month.first);
  const already = await existing();
  if (already) return { ...already, created: false };
  try {
    await db.transaction(async (tx) => {
      const [run] = await tx
        .insert(billRuns)
        .values({
          golf_course_id: golfCourseId,
          month: month.first,
          members_count: 0,
          total_minor: 0,
          created_by: actor.userId,
          updated_by: actor.userId,
        })
        .returning({ id: billRuns.id });
      const bills = await computeMonthBills(tx, golfCourseId, month);
      const billIds: number[] = [];
      for (let start = 0; start < bills.length; start += batchSize) {
        const written = await tx
          .insert(memberBills)
          .values(
            bills.slice(start, start + batchSize).map((bill) => ({
              golf_course_id: golfCourseId,
              bill_run_id: run!.id,
              member_id: bill.member_id,
              month: month.first,
              total_minor: bill.total_minor,
              created_by: actor.userId,
              updated_by: actor.userId,
            })),
          )
          .returning({ id: memberBills.id });
        billIds.push(...written.map((bill) => bill.id));
      }
      const lines = bills.flatMap((bill, index) =>
        bill.lines.map((line) => ({
          golf_course_id: golfCourseId,
          bill_id: billIds[index]!,
          accounts_head_id: line.accounts_head_id,
          description: line.description,
          source: line.source,
          amount_minor: line.amount_minor,
        })),
      );
      for (let start = 0; start < lines.length; start += batchSize)
        await tx.insert(memberBillLines).values(lines.slice(start, start + batchSize));
      await postLedgerEntries(
        tx,
        bills.map((bill, index) => ({
          golfCourseId,
          memberId: bill.member_id,
          date: month.first,
          amountMinor: bill.total_minor,
          document: 'bill' as const,
          documentId: billIds[index]!,
          description: `Bill for ${month.name}`,
          userId: actor.userId,
        })),
      );
      const total = bills.reduce((sum, bill) => sum + bill.total_minor, 0);
      await tx
        .update(billRuns)
        .set({ members_count: bills.length, total_minor: total })
        .where(and(eq(billRuns.id, run!.id), inClub(billRuns, golfCourseId)));
      await writeAudit(tx, actor, {
        action: 'create',
        entity: 'member_bill_runs',
        entityId: run!.id,
        detail: { month: month.first, members: bills.length, total_minor: total },
      });
    });
  } catch (error) {
    const raced = await existing();
    if (raced) return { ...raced, created: false };
    throw error;
  }
  return { ...(await existing())!, created: true };
}
