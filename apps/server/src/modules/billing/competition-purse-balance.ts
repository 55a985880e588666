import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { ledgerEntries } from '../../db/schema/index.js';
import { competitionPurseEntries } from './competition-purse-entries.js';

/**
 * What a member's competition purse holds: the money received into it less the entry fees taken from it, summed from
 * their ledger entries, never a number kept beside them.
 */
export async function competitionPurseBalance(db: Database, golfCourseId: number, memberId: number): Promise<number> {
  const [row] = await db
    .select({ balance: sql<string>`coalesce(sum(${ledgerEntries.credit_minor} - ${ledgerEntries.debit_minor}), 0)` })
    .from(ledgerEntries)
    .where(and(competitionPurseEntries(golfCourseId), eq(ledgerEntries.member_id, memberId)));
  return Number(row?.balance ?? 0);
}
