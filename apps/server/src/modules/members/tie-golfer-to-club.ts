import type { Actor } from '../../core/actor.js';
import { writeAudit } from '../../core/audit.js';
import type { Database } from '../../db/client.js';
import { golfCourseMembers } from '../../db/schema/index.js';

/** A golfer's tie to a club: as a member (with their membership number) or as a guest, from the day they joined. */
export type ClubTie = {
  golfCourseId: number;
  memberId: number;
  membershipNumber?: string | undefined;
  isGuest?: boolean | undefined;
  joinedOn?: string | null | undefined;
};

/**
 * Ties a golfer to a club, inside the caller's transaction, audited; a golfer already tied to it keeps their tie as it
 * is (answers null). Every path that brings a golfer into a club calls this. A membership number the club already
 * gave someone fails on its unique index, which the caller's error handling names.
 */
export async function tieGolferToClub(tx: Database, actor: Actor, tie: ClubTie): Promise<number | null> {
  const [tied] = await tx
    .insert(golfCourseMembers)
    .values({
      golf_course_id: tie.golfCourseId,
      member_id: tie.memberId,
      membership_number: tie.membershipNumber ?? '',
      is_guest: tie.isGuest ?? false,
      joined_on: tie.joinedOn ?? null,
      created_by: actor.userId,
      updated_by: actor.userId,
    })
    .onConflictDoNothing({ target: [golfCourseMembers.golf_course_id, golfCourseMembers.member_id] })
    .returning({ id: golfCourseMembers.id });
  if (!tied) return null;
  await writeAudit(tx, actor, {
    action: 'create',
    entity: 'golf_course_members',
    entityId: tied.id,
    detail: {
      member_id: tie.memberId,
      membership_number: tie.membershipNumber ?? '',
      is_guest: tie.isGuest ?? false,
      joined_on: tie.joinedOn ?? null,
    },
  });
  return tied.id;
}
