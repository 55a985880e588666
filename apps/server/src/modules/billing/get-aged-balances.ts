import type { agedBalances } from '@fairway/contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client.js';
import { inClub } from '../../db/club-scope.js';
import { golfCourseMembers, ledgerEntries, members } from '../../db/schema/index.js';
import { clubCurrency } from './club-currency.js';

type AgedBalances = z.output<typeof agedBalances>;
type Buckets = Omit<AgedBalances['totals'], 'balance_minor'>;

const dayMs = 86_400_000;

/** The bucket of a charge `days` old: current (under 30 days), 30, 60, or 90 days and more. */
function bucketOf(days: number): keyof Buckets {
  if (days >= 90) return 'days_90_plus_minor';
  if (days >= 60) return 'days_60_minor';
  if (days >= 30) return 'days_30_minor';
  return 'current_minor';
}

/**
 * The club's aged balances on `asOf`: for each member who owes or is owed, their balance split by the age of the
 * charges still unpaid, payments and credits settling the oldest charges first; a member in credit shows it as
 * current. Members are listed by membership number, with the club's totals.
 */
export async function getAgedBalances(db: Database, golfCourseId: number, asOf: string): Promise<AgedBalances> {
  const ofClub = and(inClub(ledgerEntries, golfCourseId), sql`${ledgerEntries.entry_date} <= ${asOf}`);
  const charges = await db
    .select({
      memberId: ledgerEntries.member_id,
      date: ledgerEntries.entry_date,
      debit: sql<string>`sum(${ledgerEntries.debit_minor})`,
    })
    .from(ledgerEntries)
    .where(ofClub)
    .groupBy(ledgerEntries.member_id, ledgerEntries.entry_date)
    .orderBy(asc(ledgerEntries.member_id), asc(ledgerEntries.entry_date));
  const credits = new Map(
    (
      await db
        .select({ memberId: ledgerEntries.member_id, credit: sql<string>`sum(${ledgerEntries.credit_minor})` })
        .from(ledgerEntries)
        .where(ofClub)
        .groupBy(ledgerEntries.member_id)
    ).map((row) => [row.memberId, Number(row.credit)]),
  );
  const people = new Map(
    (
      await db
        .select({
          memberId: golfCourseMembers.member_id,
          name: sql<string>`trim(${members.first_name} || ' ' || ${members.last_name})`,
          number: golfCourseMembers.membership_number,
        })
        .from(golfCourseMembers)
        .innerJoin(members, eq(members.id, golfCourseMembers.member_id))
        .where(inClub(golfCourseMembers, golfCourseId))
    ).map((row) => [row.memberId, row]),
  );
  const empty = (): Buckets => ({ current_minor: 0, days_30_minor: 0, days_60_minor: 0, days_90_plus_minor: 0 });
  const byMember = new Map<number, Buckets>();
  const unsettled = new Map<number, number>();
  for (const charge of charges) {
    const buckets = byMember.get(charge.memberId) ?? empty();
    byMember.set(charge.memberId, buckets);
    // Credits settle the oldest charges first: what is left of this day's charges is still owed.
    const available = unsettled.has(charge.memberId)
      ? unsettled.get(charge.memberId)!
      : (credits.get(charge.memberId) ?? 0);
    const settled = Math.min(available, Number(charge.debit));
    unsettled.set(charge.memberId, available - settled);
    const owed = Number(charge.debit) - settled;
    if (owed > 0) buckets[bucketOf(Math.floor((Date.parse(asOf) - Date.parse(charge.date)) / dayMs))] += owed;
  }
  for (const [memberId, credit] of credits) {
    const left = unsettled.has(memberId) ? unsettled.get(memberId)! : credit;
    if (left > 0) {
      const buckets = byMember.get(memberId) ?? empty();
      buckets.current_minor -= left;
      byMember.set(memberId, buckets);
    }
  }
  const rows = [...byMember.entries()]
    .map(([memberId, buckets]) => ({
      member_id: memberId,
      member_name: people.get(memberId)?.name ?? '',
      membership_number: people.get(memberId)?.number ?? '',
      ...buckets,
      balance_minor: buckets.current_minor + buckets.days_30_minor + buckets.days_60_minor + buckets.days_90_plus_minor,
    }))
    .filter((row) => row.balance_minor !== 0)
    .sort((a, b) => a.membership_number.localeCompare(b.membership_number) || a.member_id - b.member_id);
  const totals = { ...empty(), balance_minor: 0 };
  for (const row of rows) for (const key of Object.keys(totals) as (keyof typeof totals)[]) totals[key] += row[key];
  return { as_of: asOf, currency: (await clubCurrency(db, golfCourseId)).currency, members: rows, totals };
}
