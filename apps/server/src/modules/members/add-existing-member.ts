import { and, eq } from 'drizzle-orm';
import type { Actor } from '../../core/actor.js';
import { InvalidInputError } from '../../core/domain-errors.js';
import type { Database } from '../../db/client.js';
import { inClub } from '../../db/club-scope.js';
import { golfCourseMembers, members } from '../../db/schema/index.js';
import { clientErrorFromDatabase } from '../../http/database-errors.js';
import { tieGolferToClub } from './tie-golfer-to-club.js';

export type AddExistingMember = {
  member_id: number;
  membership_number?: string | undefined;
  is_guest?: boolean | undefined;
  joined_on?: string | null | undefined;
};

/** Brings a golfer who plays elsewhere into the active club, as a member or a guest; returns the new tie's id. */
export async function addExistingMember(db: Database, input: AddExistingMember, actor: Actor): Promise<number> {
  const golfCourseId = actor.golfCourseId!;
  try {
    return await db.transaction(async (tx) => {
      const [golfer] = await tx.select({ id: members.id }).from(members).where(eq(members.id, input.member_id));
      if (!golfer)
        throw new InvalidInputError({ member_id: [`Invalid pk "${input.member_id}" - object does not exist.`] });
      const [tied] = await tx
        .select({ id: golfCourseMembers.id })
        .from(golfCourseMembers)
        .where(and(eq(golfCourseMembers.member_id, input.member_id), inClub(golfCourseMembers, golfCourseId)));
      if (tied) throw new InvalidInputError({ member_id: ['This golfer is already in this club.'] });
      const tieId = await tieGolferToClub(tx, actor, {
        golfCourseId,
        memberId: input.member_id,
        membershipNumber: input.membership_number,
        isGuest: input.is_guest,
        joinedOn: input.joined_on,
      });
      return tieId!;
    });
  } catch (error) {
    throw clientErrorFromDatabase(error, 'club membership') ?? error;
  }
}
