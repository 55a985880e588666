import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { inClub } from '../../db/club-scope.js';
import { golfCourseMembers } from '../../db/schema/index.js';
import { competitionPurseBalance } from './competition-purse-balance.js';

/**
 * What a member's competition purse holds, read under a lock on their membership of the club, so that two fees (or a
 * fee and a voided top-up) taken at once in different transactions cannot both spend the same money.
 */
export async function lockedCompetitionPurse(tx: Database, golfCourseId: number, memberId: number): Promise<number> {
  await tx
    .select({ id: golfCourseMembers.id })
    .from(golfCourseMembers)
    .where(and(inClub(golfCourseMembers, golfCourseId), eq(golfCourseMembers.member_id, memberId)))
    .for('update');
  return competitionPurseBalance(tx, golfCourseId, memberId);
}
