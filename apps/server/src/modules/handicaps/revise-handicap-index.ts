import type { Database } from '../../db/client.js';
import { reviseHandicapIndexes } from './revise-handicap-indexes.js';

/**
 * Revises a golfer's Handicap Index from all their score records, inside the change's transaction: the calculated
 * entries of their history from the day of their first record on are replaced by the revisions' (manual and
 * federation entries, and calculated ones before the records, are kept and count as the index in force), each record
 * gets its counted differential, exceptional-score and cap flags and the counting 8 of 20 are marked; the golfer's
 * current and low index follow. The same from scratch as after each record (decision 0075), and the same walk as
 * several golfers' at once (`reviseHandicapIndexes`). Answers the revisions.
 */
export async function reviseHandicapIndex(tx: Database, memberId: number, userId: number | null) {
  return (await reviseHandicapIndexes(tx, [memberId], userId)).get(memberId)!;
}
