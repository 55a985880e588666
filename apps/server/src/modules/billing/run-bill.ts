import { and, eq, sql } from 'drizzle-orm';
import { arrayColumn } from '../../db/array-column.js';
import type { Actor } from '../../core/actor.js';
import { writeAudit } from '../../core/audit.js';
import type { Database } from '../../db/client.js';
import { inClub } from '../../db/club-scope.js';
import { billRuns, memberBillLines, memberBills } from '../../db/schema/index.js';
import { type BillRun, billRunOfMonth } from './bill-run-of-month.js';
import { billingMonth } from './billing-month.js';
import { computeMonthBills } from './compute-month-bills.js';
import { postLedgerEntries } from './post-ledger-entries.js';

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
      // Set-based: each table's rows in one statement, each column one array, however many members.
      const inserted = await tx.execute(sql`insert into ${memberBills}
          (golf_course_id, bill_run_id, member_id, month, total_minor, created_by, updated_by)
          select ${golfCourseId}, ${run!.id}, member_id, ${month.first}::date, total_minor, ${actor.userId}::int, ${actor.userId}::int
          from unnest(${arrayColumn(
            bills.map((bill) => bill.member_id),
            'int',
          )}, ${arrayColumn(
            bills.map((bill) => bill.total_minor),
            'bigint',
          )})
            as bill(member_id, total_minor)
          returning id, member_id`);
      // Both drivers answer the rows under `rows` (PGlite and node-postgres alike).
      const written = (inserted as unknown as { rows: { id: number; member_id: number }[] }).rows;
      const billOf = new Map(written.map((bill) => [Number(bill.member_id), Number(bill.id)]));
      const billIds = bills.map((bill) => billOf.get(bill.member_id)!);
      const lines = bills.flatMap((bill, index) => bill.lines.map((line) => ({ ...line, bill_id: billIds[index]! })));
      if (lines.length > 0)
        await tx.execute(sql`insert into ${memberBillLines}
          (golf_course_id, bill_id, accounts_head_id, description, source, amount_minor)
          select ${golfCourseId}, * from unnest(
            ${arrayColumn(
              lines.map((line) => line.bill_id),
              'int',
            )},
            ${arrayColumn(
              lines.map((line) => line.accounts_head_id),
              'int',
            )},
            ${arrayColumn(
              lines.map((line) => line.description),
              'text',
            )},
            ${arrayColumn(
              lines.map((line) => line.source),
              'text',
            )},
            ${arrayColumn(
              lines.map((line) => line.amount_minor),
              'bigint',
            )}
          )`);
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
