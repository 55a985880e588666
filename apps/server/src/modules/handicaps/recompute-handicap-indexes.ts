import { and, eq, sql } from 'drizzle-orm';
import type { Actor } from '../../core/actor.js';
import { writeAudit } from '../../core/audit.js';
import { NotFoundError } from '../../core/domain-errors.js';
import type { Database } from '../../db/client.js';
import { golfCourseMembers, scoreRecords } from '../../db/schema/index.js';
import { reviseHandicapIndexes } from './revise-handicap-indexes.js';

/**
 * Recomputes from scratch the Handicap Index revisions of one golfer of the active club, or of every golfer of it with
 * score records: the same walk as after each record, so the same history (decision 0075). A golfer of another club
 * answers 404.
 */
export async function recomputeHandicapIndexes(db: Database, actor: Actor, memberId: number | undefined) {
  const golfCourseId = actor.golfCourseId!;
  return db.transaction(async (tx) => {
    const golfers = await tx
      .select({ memberId: golfCourseMembers.member_id })
      .from(golfCourseMembers)
      .where(
        and(
          eq(golfCourseMembers.golf_course_id, golfCourseId),
          memberId === undefined ? undefined : eq(golfCourseMembers.member_id, memberId),
          memberId === undefined
            ? sql`exists (select 1 from ${scoreRecords} where ${scoreRecords.member_id} = ${golfCourseMembers.member_id})`
            : undefined,
        ),
      )
      .orderBy(golfCourseMembers.member_id);
    if (memberId !== undefined && golfers.length === 0) throw new NotFoundError();
    const revised = await reviseHandicapIndexes(
      tx,
      golfers.map((golfer) => golfer.memberId),
      actor.userId,
    );
    let calculatedEntries = 0;
    for (const revisions of revised.values()) calculatedEntries += revisions.entries.length;
    await writeAudit(tx, actor, {
      action: 'update',
      entity: 'member_indexes',
      detail: { recomputed: memberId ?? 'club', members: golfers.length, calculated_entries: calculatedEntries },
    });
    return { members_revised: golfers.length, calculated_entries: calculatedEntries };
  });
}
