import { and, eq } from 'drizzle-orm';
import type { Actor } from '../../core/actor.js';
import type { FieldErrors } from '../../core/domain-errors.js';
import type { Database } from '../../db/client.js';
import { inClub } from '../../db/club-scope.js';
import { golfCourseMembers } from '../../db/schema/index.js';

/** A change of a billing resource as its checks see it: inside the change's transaction, by the actor. */
export type BillingChange = {
  tx: Database;
  input: Record<string, unknown>;
  existing?: Record<string, unknown> | null;
  actor: Actor;
};

/** A billing row names a golfer of the club (a member, not a guest's tie elsewhere); another club's golfer is unknown. */
export async function clubMemberErrors(
  db: Database,
  golfCourseId: number,
  memberId: unknown,
  field = 'member_id',
): Promise<FieldErrors | null> {
  if (memberId === undefined || memberId === null) return null;
  const [tie] = await db
    .select({ id: golfCourseMembers.id })
    .from(golfCourseMembers)
    .where(and(inClub(golfCourseMembers, golfCourseId), eq(golfCourseMembers.member_id, memberId as number)));
  return tie ? null : { [field]: [`Invalid pk "${String(memberId)}" - object does not exist.`] };
}
