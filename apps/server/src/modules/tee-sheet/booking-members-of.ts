import { Role } from '@fairway/contract';
import { and, eq, or } from 'drizzle-orm';
import type { Actor } from '../../core/actor.js';
import type { AskSettled } from '../../core/asks-together.js';
import { ForbiddenError, InvalidInputError } from '../../core/domain-errors.js';
import { amongIds } from '../../db/array-column.js';
import type { Database } from '../../db/client.js';
import { inClubs } from '../../db/club-scope.js';
import { golfCourseMembers, members } from '../../db/schema/index.js';

/** The member a booking is for, as the rules and the mail need them. */
export type BookingMember = { id: number; name: string; email: string; lady: boolean };

/**
 * Who each booking is for, read for them all at once (of one club or several, each ask of its actor's club): the
 * caller's own golfer, a member of the club; a club admin may name any member of the club (the pro shop books for a
 * member on the phone). Anyone else naming another member is refused (403), a club admin naming no member of the
 * club is answered 400: each in its own answer.
 */
export async function bookingMembersOf(
  db: Database,
  asks: readonly { actor: Actor; memberId?: number | undefined }[],
): Promise<AskSettled<BookingMember>[]> {
  const byOwn = asks.map(
    ({ actor, memberId }) => memberId === undefined || !(actor.roles?.includes(Role.admin) ?? false),
  );
  const userIds = asks.flatMap(({ actor }, index) => (byOwn[index] ? [actor.userId!] : []));
  const memberIds = asks.flatMap(({ memberId }, index) => (byOwn[index] ? [] : [memberId!]));
  const found = await db
    .select({
      golfCourseId: golfCourseMembers.golf_course_id,
      id: members.id,
      userId: members.user_id,
      firstName: members.first_name,
      lastName: members.last_name,
      email: members.email,
      gender: members.gender,
    })
    .from(members)
    .innerJoin(golfCourseMembers, eq(golfCourseMembers.member_id, members.id))
    .where(
      and(
        inClubs(
          golfCourseMembers,
          asks.map(({ actor }) => actor.golfCourseId!),
        ),
        or(
          userIds.length > 0 ? amongIds(members.user_id, [...new Set(userIds)]) : undefined,
          memberIds.length > 0 ? amongIds(members.id, [...new Set(memberIds)]) : undefined,
        ),
      ),
    );
  const byUser = new Map(found.map((member) => [`${member.golfCourseId} ${member.userId}`, member]));
  const byId = new Map(found.map((member) => [`${member.golfCourseId} ${member.id}`, member]));
  return asks.map(({ actor, memberId }, index) => {
    const member = byOwn[index]
      ? byUser.get(`${actor.golfCourseId} ${actor.userId}`)
      : byId.get(`${actor.golfCourseId} ${memberId}`);
    if (!member) {
      if (!byOwn[index])
        return { error: new InvalidInputError({ member_id: [`Invalid pk "${memberId}" - object does not exist.`] }) };
      return { error: new ForbiddenError('Only a member of the club books a tee time.') };
    }
    if (memberId !== undefined && memberId !== member.id)
      return { error: new ForbiddenError('A member books for themself; the club books for other members.') };
    return {
      answer: {
        id: member.id,
        name: `${member.firstName} ${member.lastName}`.trim(),
        email: member.email,
        lady: member.gender === 'F',
      },
    };
  });
}
