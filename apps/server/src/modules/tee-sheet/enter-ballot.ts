import type { ballotEntryInput } from '@fairway/contract';
import type { z } from 'zod';
import type { Actor } from '../../core/actor.js';
import { writeAudit } from '../../core/audit.js';
import { ConflictError } from '../../core/domain-errors.js';
import type { Database } from '../../db/client.js';
import { postgresErrorOf } from '../../db/database-faults.js';
import { ballotEntries, ballotEntryMembers } from '../../db/schema/index.js';
import { ballotGroupOf } from './ballot-group-of.js';
import { bookingMemberOf } from './booking-member-of.js';
import { openBallotOf } from './open-ballot-of.js';

/**
 * A member enters a group of up to four (members of the club, guests, places to be confirmed) in an open ballot with
 * its window of preferred times, before the ballot closes (409 after); a club admin may enter for a member. A member
 * is in one entry of a ballot (409).
 */
export async function enterBallot(
  db: Database,
  actor: Actor,
  input: z.output<typeof ballotEntryInput>,
): Promise<number> {
  const golfCourseId = actor.golfCourseId!;
  try {
    return await db.transaction(async (tx) => {
      const ballot = await openBallotOf(tx, golfCourseId, input.ballot_id);
      const member = await bookingMemberOf(tx, actor, input.member_id);
      const others = input.others ?? [];
      const memberIds = await ballotGroupOf(tx, ballot, { ...input, memberId: member.id, others });
      const [entry] = await tx
        .insert(ballotEntries)
        .values({
          golf_course_id: golfCourseId,
          ballot_id: ballot.id,
          member_id: member.id,
          others,
          from_time: input.from_time,
          to_time: input.to_time,
          created_by: actor.userId,
          updated_by: actor.userId,
        })
        .returning({ id: ballotEntries.id });
      await tx.insert(ballotEntryMembers).values(
        memberIds.map((memberId) => ({
          golf_course_id: golfCourseId,
          ballot_id: ballot.id,
          ballot_entry_id: entry!.id,
          member_id: memberId,
        })),
      );
      await writeAudit(tx, actor, {
        action: 'create',
        entity: 'ballot_entries',
        entityId: entry!.id,
        detail: { ...input, member_id: member.id },
      });
      return entry!.id;
    });
  } catch (error) {
    if (postgresErrorOf(error)?.code === '23505')
      throw new ConflictError('A member of this group entered the ballot meanwhile: see your entries again.');
    throw error;
  }
}
