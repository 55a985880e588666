import { and, eq, or, sql } from 'drizzle-orm';
import { inClub } from '../../db/club-scope.js';
import { ledgerEntries, memberExpenses, memberPayments } from '../../db/schema/index.js';

/**
 * Which of the club's ledger entries are a competition purse's: those of its top-ups (payments into the purse) and of
 * the entry fees taken from it, their reversals included, so a voided top-up or a fee reversed on a timely withdrawal
 * leaves the purse as it was.
 */
export function competitionPurseEntries(golfCourseId: number) {
  return and(
    inClub(ledgerEntries, golfCourseId),
    or(
      and(
        eq(ledgerEntries.document, 'payment'),
        sql`${ledgerEntries.document_id} in (select ${memberPayments.id} from ${memberPayments} where ${memberPayments.competition_purse} and ${memberPayments.golf_course_id} = ${golfCourseId})`,
      ),
      and(
        eq(ledgerEntries.document, 'expense'),
        sql`${ledgerEntries.document_id} in (select ${memberExpenses.id} from ${memberExpenses} where ${memberExpenses.competition_purse} and ${memberExpenses.golf_course_id} = ${golfCourseId})`,
      ),
    ),
  );
}
