import type { bookingInput } from '@fairway/contract';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { AskSettled } from '../../core/asks-together.js';
import { InvalidInputError } from '../../core/domain-errors.js';
import { amongIds } from '../../db/array-column.js';
import type { Database } from '../../db/client.js';
import { inClubs } from '../../db/club-scope.js';
import { golfCourseMembers, members } from '../../db/schema/index.js';

/** Who plays beside the booking member, as a booking names them. */
export type OtherPlayers = NonNullable<z.output<typeof bookingInput>['others']>;

/**
 * The other members in each booking, read for them all at once (of one club or several): golfers of the booking's
 * club, each once, and not the booking member again; a booking naming any other is answered 400 on its own.
 */
export async function otherMembersOf(
  db: Database,
  groups: readonly { golfCourseId: number; bookingMemberId: number; others: OtherPlayers }[],
): Promise<AskSettled<{ id: number; name: string }[]>[]> {
  const idsOf = (others: OtherPlayers) => others.flatMap((other) => (other.kind === 'member' ? [other.member_id] : []));
  const named = [...new Set(groups.flatMap((group) => idsOf(group.others)))];
  const found =
    named.length === 0
      ? []
      : await db
          .select({
            golfCourseId: golfCourseMembers.golf_course_id,
            id: members.id,
            firstName: members.first_name,
            lastName: members.last_name,
          })
          .from(members)
          .innerJoin(golfCourseMembers, eq(golfCourseMembers.member_id, members.id))
          .where(
            and(
              amongIds(members.id, named),
              inClubs(
                golfCourseMembers,
                groups.map((group) => group.golfCourseId),
              ),
            ),
          );
  return groups.map(({ golfCourseId, bookingMemberId, others }) => {
    const ofClub = found.filter((member) => member.golfCourseId === golfCourseId);
    const ids = idsOf(others);
    if (new Set([bookingMemberId, ...ids]).size !== ids.length + 1)
      return { error: new InvalidInputError({ others: ['Name each member once: the booking member plays already.'] }) };
    const unknown = ids.find((id) => !ofClub.some((member) => member.id === id));
    if (unknown !== undefined)
      return { error: new InvalidInputError({ others: [`Invalid pk "${unknown}" - no member of the club.`] }) };
    return {
      answer: ids.map((id) => {
        const member = ofClub.find((candidate) => candidate.id === id)!;
        return { id, name: `${member.firstName} ${member.lastName}`.trim() };
      }),
    };
  });
}
