import { Role } from '@fairway/contract';
import { and, eq } from 'drizzle-orm';
import type { Actor } from '../../core/actor.js';
import { ForbiddenError, InvalidInputError } from '../../core/domain-errors.js';
import type { Database } from '../../db/client.js';
import { ofClubMembers } from '../../db/club-scope.js';
import { members } from '../../db/schema/index.js';

/** The member a booking is for, as the rules and the mail need them. */
export type BookingMember = { id: number; name: string; email: string; lady: boolean };

/**
 * Who a booking is for: the caller's own golfer, a member of the club; a club admin may name any member of the club
 * (the pro shop books for a member on the phone). Anyone else naming another member is refused.
 */
export async function bookingMemberOf(db: Database, actor: Actor, memberId?: number): Promise<BookingMember> {
  const golfCourseId = actor.golfCourseId!;
  const isAdmin = actor.roles?.includes(Role.admin) ?? false;
  const own = memberId === undefined || !isAdmin;
  const [member] = await db
    .select({
      id: members.id,
      firstName: members.first_name,
      lastName: members.last_name,
      email: members.email,
      gender: members.gender,
    })
    .from(members)
    .where(
      and(
        own ? eq(members.user_id, actor.userId!) : eq(members.id, memberId!),
        ofClubMembers(members.id, golfCourseId),
      ),
    );
  if (!member) {
    if (!own) throw new InvalidInputError({ member_id: [`Invalid pk "${memberId}" - object does not exist.`] });
    throw new ForbiddenError('Only a member of the club books a tee time.');
  }
  if (memberId !== undefined && memberId !== member.id)
    throw new ForbiddenError('A member books for themself; the club books for other members.');
  return {
    id: member.id,
    name: `${member.firstName} ${member.lastName}`.trim(),
    email: member.email,
    lady: member.gender === 'F',
  };
}
