import { and, desc, eq, lte, sql } from 'drizzle-orm';
import { NotFoundError } from '../../core/domain-errors.js';
import type { Database } from '../../db/client.js';
import { ofClubMembers } from '../../db/club-scope.js';
import { memberIndexes, members } from '../../db/schema/index.js';

/** A golfer of the active club's current and low index, and the day the current one came into force. */
export async function getCurrentIndex(db: Database, golfCourseId: number, memberId: number) {
  const [golfer] = await db
    .select({ handicap_index: members.handicap_index, low_handicap_index: members.low_handicap_index })
    .from(members)
    .where(and(eq(members.id, memberId), ofClubMembers(members.id, golfCourseId)));
  if (!golfer) throw new NotFoundError();
  const [latest] = await db
    .select({ effective_on: memberIndexes.effective_on })
    .from(memberIndexes)
    .where(and(eq(memberIndexes.member_id, memberId), lte(memberIndexes.effective_on, sql`current_date`)))
    .orderBy(desc(memberIndexes.effective_on))
    .limit(1);
  return { member_id: memberId, ...golfer, effective_on: latest?.effective_on ?? null };
}
