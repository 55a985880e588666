import type { Database } from '../../db/client.js';
import { lockedCompetitionPurses } from './locked-competition-purses.js';

/**
 * What a member's competition purse holds, read under a lock on their membership of the club, so that two fees (or a
 * fee and a voided top-up) taken at once in different transactions cannot both spend the same money.
 */
export async function lockedCompetitionPurse(tx: Database, golfCourseId: number, memberId: number): Promise<number> {
  return (await lockedCompetitionPurses(tx, golfCourseId, [memberId])).get(memberId) ?? 0;
}
