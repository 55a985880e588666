import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { inClub } from '../../db/club-scope.js';
import { accountsHeads, golfCourseMembers, memberBillLines, memberBills, members } from '../../db/schema/index.js';
import type { MemberBill } from './compute-month-bills.js';

/** Which bills of the month a preview shows line by line: a page of them, by membership number. */
export type PreviewPage = { page: number; pageSize: number };

/** The heads of a run as posted: how many lines each and their amount. */
export type HeadSummary = { accounts_head_id: number; accounts_head_name: string; lines: number; amount_minor: number };

/**
 * A month's bills as its run posted them, not as the setup would bill them today: each head's lines and amount (the
 * month's summary by head), and a page of its bills by membership number, line by line.
 */
export async function postedMonthBills(
  db: Database,
  golfCourseId: number,
  billRunId: number,
  { page, pageSize }: PreviewPage,
): Promise<{ heads: HeadSummary[]; bills: MemberBill[] }> {
  const heads = await db
    .select({
      accounts_head_id: memberBillLines.accounts_head_id,
      accounts_head_name: accountsHeads.name,
      lines: sql<number>`count(*)::int`,
      amount_minor: sql<string>`sum(${memberBillLines.amount_minor})`,
    })
    .from(memberBillLines)
    .innerJoin(memberBills, eq(memberBills.id, memberBillLines.bill_id))
    .innerJoin(accountsHeads, eq(accountsHeads.id, memberBillLines.accounts_head_id))
    .where(and(inClub(memberBills, golfCourseId), eq(memberBills.bill_run_id, billRunId)))
    .groupBy(memberBillLines.accounts_head_id, accountsHeads.name)
    .orderBy(asc(accountsHeads.name));
  const firstBills = await db
    .select({
      id: memberBills.id,
      member_id: memberBills.member_id,
      member_name: sql<string>`trim(${members.first_name} || ' ' || ${members.last_name})`,
      membership_number: golfCourseMembers.membership_number,
      total_minor: memberBills.total_minor,
    })
    .from(memberBills)
    .innerJoin(members, eq(members.id, memberBills.member_id))
    .innerJoin(
      golfCourseMembers,
      and(eq(golfCourseMembers.member_id, memberBills.member_id), inClub(golfCourseMembers, golfCourseId)),
    )
    .where(and(inClub(memberBills, golfCourseId), eq(memberBills.bill_run_id, billRunId)))
    .orderBy(asc(golfCourseMembers.membership_number), asc(memberBills.member_id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const lines =
    firstBills.length === 0
      ? []
      : await db
          .select({
            bill_id: memberBillLines.bill_id,
            accounts_head_id: memberBillLines.accounts_head_id,
            accounts_head_name: accountsHeads.name,
            description: memberBillLines.description,
            source: memberBillLines.source,
            amount_minor: memberBillLines.amount_minor,
          })
          .from(memberBillLines)
          .innerJoin(accountsHeads, eq(accountsHeads.id, memberBillLines.accounts_head_id))
          .where(
            and(
              inClub(memberBillLines, golfCourseId),
              inArray(
                memberBillLines.bill_id,
                firstBills.map((bill) => bill.id),
              ),
            ),
          )
          .orderBy(asc(memberBillLines.id));
  return {
    heads: heads.map((head) => ({ ...head, amount_minor: Number(head.amount_minor) })),
    bills: firstBills.map(({ id, ...bill }) => ({
      ...bill,
      lines: lines.filter((line) => line.bill_id === id).map(({ bill_id: _billId, ...line }) => line),
    })),
  };
}
