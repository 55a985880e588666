import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { inClub } from '../../db/club-scope.js';
import { ledgerEntries } from '../../db/schema/index.js';

/** What a member owes the club (negative: what the club owes them): the sum of their ledger entries, nothing else. */
export async function memberBalance(db: Database, golfCourseId: number, memberId: number): Promise<number> {
  const [row] = await db
    .select({ balance: sql<string>`coalesce(sum(${ledgerEntries.debit_minor} - ${ledgerEntries.credit_minor}), 0)` })
    .from(ledgerEntries)
    .where(and(inClub(ledgerEntries, golfCourseId), eq(ledgerEntries.member_id, memberId)));
  return Number(row?.balance ?? 0);
}
