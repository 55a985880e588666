import { and, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { inClub } from '../../db/club-scope.js';
import { golfCourseMembers, ledgerEntries } from '../../db/schema/index.js';
import { competitionPurseEntries } from './competition-purse-entries.js';

/**
 * What the competition purses of members hold, each read under the lock on their membership as
 * `lockedCompetitionPurse` reads one, set-wise (the fees of a rush of entries): by member id, 0 for an empty purse.
 */
export async function lockedCompetitionPurses(
  tx: Database,
  golfCourseId: number,
  memberIds: readonly number[],
): Promise<Map<number, number>> {
  const held = new Map<number, number>(memberIds.map((memberId) => [memberId, 0]));
  if (memberIds.length === 0) return held;
  await tx
    .select({ id: golfCourseMembers.id })
    .from(golfCourseMembers)
    .where(and(inClub(golfCourseMembers, golfCourseId), inArray(golfCourseMembers.member_id, [...memberIds])))
    .orderBy(golfCourseMembers.id)
    .for('update');
  const balances = await tx
    .select({
      memberId: ledgerEntries.member_id,
      balance: sql<string>`coalesce(sum(${ledgerEntries.credit_minor} - ${ledgerEntries.debit_minor}), 0)`,
    })
    .from(ledgerEntries)
    .where(and(competitionPurseEntries(golfCourseId), inArray(ledgerEntries.member_id, [...memberIds])))
    .groupBy(ledgerEntries.member_id);
  for (const { memberId, balance } of balances) held.set(memberId, Number(balance));
  return held;
}
