import type { agedBalances } from '@fairway/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client.js';
import { inClub } from '../../db/club-scope.js';
import { golfCourseMembers, ledgerEntries, members } from '../../db/schema/index.js';
import { ageLedgerEntries } from './age-ledger-entries.js';
import { clubCurrency } from './club-currency.js';

type AgedBalances = z.output<typeof agedBalances>;

/**
 * The club's aged balances on `asOf`: for each member who owes or is owed, their balance split by age
 * (`ageLedgerEntries`: credits settle the oldest debts first, a void undoes its document). Members are listed by
 * membership number, with the club's totals.
 */
export async function getAgedBalances(db: Database, golfCourseId: number, asOf: string): Promise<AgedBalances> {
  const entries = await db
    .select({
      id: ledgerEntries.id,
      memberId: ledgerEntries.member_id,
      date: ledgerEntries.entry_date,
      debitMinor: ledgerEntries.debit_minor,
      creditMinor: ledgerEntries.credit_minor,
      reversalOf: ledgerEntries.reversal_of,
    })
    .from(ledgerEntries)
    .where(and(inClub(ledgerEntries, golfCourseId), sql`${ledgerEntries.entry_date} <= ${asOf}`));
  const entriesByMember = new Map<number, typeof entries>();
  for (const entry of entries) {
    const ofMember = entriesByMember.get(entry.memberId);
    if (ofMember) ofMember.push(entry);
    else entriesByMember.set(entry.memberId, [entry]);
  }
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
  const byMember = new Map(
    [...entriesByMember].map(([memberId, ofMember]) => [memberId, ageLedgerEntries(ofMember, asOf)] as const),
  );
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
  const totals = { current_minor: 0, days_30_minor: 0, days_60_minor: 0, days_90_plus_minor: 0, balance_minor: 0 };
  for (const row of rows) for (const key of Object.keys(totals) as (keyof typeof totals)[]) totals[key] += row[key];
  return { as_of: asOf, currency: (await clubCurrency(db, golfCourseId)).currency, members: rows, totals };
}
