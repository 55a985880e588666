import { proRate } from '@fairway/contract';
import { and, eq, gte, isNull, lte, or, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.js';
import { inClub } from '../../db/club-scope.js';
import {
  accountsHeads,
  golfCourseMembers,
  golfCourses,
  lockers,
  lockerTypeCharges,
  memberLockers,
  members,
  memberTypeHeadMappings,
  memberTypeMappings,
} from '../../db/schema/index.js';
import type { BillingMonth } from './billing-month.js';
import { chargeFallsDue, type Frequency, monthsCovered } from './charge-falls-due.js';

export type BillLine = {
  accounts_head_id: number;
  accounts_head_name: string;
  description: string;
  source: 'member_type' | 'locker';
  amount_minor: number;
};

export type MemberBill = {
  member_id: number;
  member_name: string;
  membership_number: string;
  total_minor: number;
  lines: BillLine[];
};

function groupBy<T, K>(items: readonly T[], keyOf: (item: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const item of items) groups.set(keyOf(item), [...(groups.get(keyOf(item)) ?? []), item]);
  return groups;
}

const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;

/** The last day of the span of `months` months starting on `first`. */
function spanEnd(first: string, months: number): string {
  const next = new Date(`${first}T00:00:00Z`);
  next.setUTCMonth(next.getUTCMonth() + months);
  return new Date(next.getTime() - 86_400_000).toISOString().slice(0, 10);
}

/**
 * The bills of a month, without writing anything: every active member of the club (not a guest) with a member type
 * in force during the month is charged their type's heads whose frequency falls due that month (monthly every month;
 * the others in the months that start their spans of the club's financial year: `chargeFallsDue`), and the charges
 * of the lockers they hold for their locker type and member type. A head marked `prorate_joins` charges a member whose
 * type began after the first day of the span only the days left of it, rounded half up.
 */
export async function computeMonthBills(
  db: Database,
  golfCourseId: number,
  month: BillingMonth,
): Promise<MemberBill[]> {
  const [club] = await db
    .select({ yearStartMonth: golfCourses.financial_year_start_month })
    .from(golfCourses)
    .where(eq(golfCourses.id, golfCourseId));
  const falls = (frequency: Frequency) => chargeFallsDue(frequency, month.month, club?.yearStartMonth ?? 1);
  const inForce = (from: PgColumn, to: PgColumn) => and(lte(from, month.last), or(isNull(to), gte(to, month.first)));
  // Each member's type in force during the month: the latest to begin, should it change within the month.
  const billed = await db
    .selectDistinctOn([memberTypeMappings.member_id], {
      memberId: memberTypeMappings.member_id,
      memberTypeId: memberTypeMappings.member_type_id,
      typeFrom: memberTypeMappings.from_date,
      name: sql<string>`trim(${members.first_name} || ' ' || ${members.last_name})`,
      membershipNumber: golfCourseMembers.membership_number,
    })
    .from(memberTypeMappings)
    .innerJoin(
      golfCourseMembers,
      and(
        eq(golfCourseMembers.member_id, memberTypeMappings.member_id),
        eq(golfCourseMembers.golf_course_id, memberTypeMappings.golf_course_id),
      ),
    )
    .innerJoin(members, eq(members.id, memberTypeMappings.member_id))
    .where(
      and(
        inClub(memberTypeMappings, golfCourseId),
        inForce(memberTypeMappings.from_date, memberTypeMappings.to_date),
        eq(golfCourseMembers.status, 'active'),
        eq(golfCourseMembers.is_guest, false),
        or(isNull(golfCourseMembers.left_on), gte(golfCourseMembers.left_on, month.first)),
      ),
    )
    .orderBy(memberTypeMappings.member_id, sql`${memberTypeMappings.from_date} desc`);
  const heads = await db
    .select({
      memberTypeId: memberTypeHeadMappings.member_type_id,
      headId: memberTypeHeadMappings.accounts_head_id,
      headName: accountsHeads.name,
      amount: memberTypeHeadMappings.amount_minor,
      frequency: memberTypeHeadMappings.frequency,
      prorate: memberTypeHeadMappings.prorate_joins,
    })
    .from(memberTypeHeadMappings)
    .innerJoin(accountsHeads, eq(accountsHeads.id, memberTypeHeadMappings.accounts_head_id))
    .where(and(inClub(memberTypeHeadMappings, golfCourseId), eq(accountsHeads.is_active, true)));
  const held = await db
    .select({
      memberId: memberLockers.member_id,
      lockerTypeId: lockers.locker_type_id,
      number: lockers.number,
    })
    .from(memberLockers)
    .innerJoin(lockers, eq(lockers.id, memberLockers.locker_id))
    .where(and(inClub(memberLockers, golfCourseId), inForce(memberLockers.from_date, memberLockers.to_date)))
    .orderBy(lockers.number);
  const lockerCharges = await db
    .select({
      lockerTypeId: lockerTypeCharges.locker_type_id,
      memberTypeId: lockerTypeCharges.member_type_id,
      headId: lockerTypeCharges.accounts_head_id,
      headName: accountsHeads.name,
      amount: lockerTypeCharges.amount_minor,
      frequency: lockerTypeCharges.frequency,
    })
    .from(lockerTypeCharges)
    .innerJoin(accountsHeads, eq(accountsHeads.id, lockerTypeCharges.accounts_head_id))
    .where(and(inClub(lockerTypeCharges, golfCourseId), eq(accountsHeads.is_active, true)));

  const headsOfType = groupBy(
    heads.filter((head) => falls(head.frequency)),
    (head) => head.memberTypeId,
  );
  const lockersOf = groupBy(held, (locker) => locker.memberId);
  const chargesDue = lockerCharges.filter((charge) => falls(charge.frequency));
  const period = (frequency: Frequency) =>
    frequency === 'monthly'
      ? month.name
      : `${month.name} to ${spanEnd(month.first, monthsCovered[frequency]).slice(0, 7)}`;

  const bills: MemberBill[] = [];
  for (const member of billed) {
    const lines: BillLine[] = [];
    for (const head of headsOfType.get(member.memberTypeId) ?? []) {
      const end = spanEnd(month.first, monthsCovered[head.frequency]);
      const joinedLater = head.prorate && member.typeFrom > month.first;
      const days = joinedLater ? daysBetween(member.typeFrom, end) : 0;
      const spanDays = daysBetween(month.first, end);
      const amount = joinedLater ? proRate(head.amount, days, spanDays) : head.amount;
      lines.push({
        accounts_head_id: head.headId,
        accounts_head_name: head.headName,
        description: `${head.headName}, ${period(head.frequency)}${joinedLater ? ` (${days} of ${spanDays} days)` : ''}`,
        source: 'member_type',
        amount_minor: amount,
      });
    }
    for (const locker of lockersOf.get(member.memberId) ?? []) {
      for (const charge of chargesDue) {
        if (charge.lockerTypeId !== locker.lockerTypeId || charge.memberTypeId !== member.memberTypeId) continue;
        lines.push({
          accounts_head_id: charge.headId,
          accounts_head_name: charge.headName,
          description: `${charge.headName}, locker ${locker.number}, ${period(charge.frequency)}`,
          source: 'locker',
          amount_minor: charge.amount,
        });
      }
    }
    const charged = lines.filter((line) => line.amount_minor > 0);
    if (charged.length === 0) continue;
    bills.push({
      member_id: member.memberId,
      member_name: member.name,
      membership_number: member.membershipNumber,
      total_minor: charged.reduce((sum, line) => sum + line.amount_minor, 0),
      lines: charged,
    });
  }
  return bills.sort((a, b) => a.membership_number.localeCompare(b.membership_number) || a.member_id - b.member_id);
}
