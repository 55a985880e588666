import type { statement } from '@fairway/contract';
import { and, asc, between, eq, lt, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { InvalidInputError, NotFoundError } from '../../core/domain-errors.js';
import type { Database } from '../../db/client.js';
import { inClub } from '../../db/club-scope.js';
import { golfCourseMembers, ledgerEntries, members } from '../../db/schema/index.js';
import { clubCurrency } from './club-currency.js';

export type Statement = z.output<typeof statement>;
export type StatementRange = { memberId: number; fromDate: string; toDate: string };

export const statementRangeMessage = 'The statement must end on or after the day it starts.';

/**
 * A member's statement for a date range: the balance brought forward (every entry before the range), each entry of
 * the range with its document and the running balance, and the closing balance, which is the member's balance at the
 * end of the range: the sum of all their entries up to it.
 */
export async function getStatement(db: Database, golfCourseId: number, range: StatementRange): Promise<Statement> {
  if (range.toDate < range.fromDate) throw new InvalidInputError({ to_date: [statementRangeMessage] });
  const [member] = await db
    .select({
      name: sql<string>`trim(${members.first_name} || ' ' || ${members.last_name})`,
      membershipNumber: golfCourseMembers.membership_number,
    })
    .from(golfCourseMembers)
    .innerJoin(members, eq(members.id, golfCourseMembers.member_id))
    .where(and(inClub(golfCourseMembers, golfCourseId), eq(golfCourseMembers.member_id, range.memberId)));
  if (!member) throw new NotFoundError();
  const ofMember = and(inClub(ledgerEntries, golfCourseId), eq(ledgerEntries.member_id, range.memberId));
  const [before] = await db
    .select({ balance: sql<string>`coalesce(sum(${ledgerEntries.debit_minor} - ${ledgerEntries.credit_minor}), 0)` })
    .from(ledgerEntries)
    .where(and(ofMember, lt(ledgerEntries.entry_date, range.fromDate)));
  const rows = await db
    .select({
      id: ledgerEntries.id,
      date: ledgerEntries.entry_date,
      document: ledgerEntries.document,
      document_id: ledgerEntries.document_id,
      description: ledgerEntries.description,
      reversal_of: ledgerEntries.reversal_of,
      debit_minor: ledgerEntries.debit_minor,
      credit_minor: ledgerEntries.credit_minor,
    })
    .from(ledgerEntries)
    .where(and(ofMember, between(ledgerEntries.entry_date, range.fromDate, range.toDate)))
    .orderBy(asc(ledgerEntries.entry_date), asc(ledgerEntries.id));
  const broughtForward = Number(before?.balance ?? 0);
  let balance = broughtForward;
  let totalDebit = 0;
  let totalCredit = 0;
  const entries = rows.map((row) => {
    balance += row.debit_minor - row.credit_minor;
    totalDebit += row.debit_minor;
    totalCredit += row.credit_minor;
    return { ...row, balance_minor: balance };
  });
  const { currency } = await clubCurrency(db, golfCourseId);
  return {
    member_id: range.memberId,
    member_name: member.name,
    membership_number: member.membershipNumber,
    currency,
    from_date: range.fromDate,
    to_date: range.toDate,
    brought_forward_minor: broughtForward,
    entries,
    total_debit_minor: totalDebit,
    total_credit_minor: totalCredit,
    closing_balance_minor: balance,
  };
}
