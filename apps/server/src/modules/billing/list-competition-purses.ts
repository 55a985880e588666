import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { golfCourseMembers, ledgerEntries, members } from '../../db/schema/index.js';
import { competitionPurseEntries } from './competition-purse-entries.js';

/** The club's members who have had money in a competition purse, by name, each with what their purse holds. */
export async function listCompetitionPurses(db: Database, golfCourseId: number) {
  const memberName = sql<string>`trim(${members.first_name} || ' ' || ${members.last_name})`;
  const rows = await db
    .select({
      member_id: ledgerEntries.member_id,
      member_name: memberName,
      membership_number: golfCourseMembers.membership_number,
      balance_minor: sql<string>`sum(${ledgerEntries.credit_minor} - ${ledgerEntries.debit_minor})`,
    })
    .from(ledgerEntries)
    .innerJoin(members, eq(members.id, ledgerEntries.member_id))
    .innerJoin(
      golfCourseMembers,
      and(eq(golfCourseMembers.member_id, members.id), eq(golfCourseMembers.golf_course_id, golfCourseId)),
    )
    .where(competitionPurseEntries(golfCourseId))
    .groupBy(ledgerEntries.member_id, members.first_name, members.last_name, golfCourseMembers.membership_number)
    .orderBy(asc(members.last_name), asc(members.first_name), asc(ledgerEntries.member_id));
  return rows.map((row) => ({ ...row, balance_minor: Number(row.balance_minor) }));
}
