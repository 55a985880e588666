import type { bookingInput } from '@fairway/contract';
import { and } from 'drizzle-orm';
import type { z } from 'zod';
import type { AskSettled } from '../../core/asks-together.js';
import { InvalidInputError } from '../../core/domain-errors.js';
import { amongIds } from '../../db/array-column.js';
import type { Database } from '../../db/client.js';
import { ofClubMembers } from '../../db/club-scope.js';
import { members } from '../../db/schema/index.js';

/** Who plays beside the booking member, as a booking names them. */
export type OtherPlayers = NonNullable<z.output<typeof bookingInput>['others']>;

/**
 * The other members in each booking, read for them all at once: golfers of the club, each once, and not the booking
 * member again; a booking naming any other is answered 400 on its own.
 */
export async function otherMembersOf(
  db: Database,
  golfCourseId: number,
  groups: readonly { bookingMemberId: number; others: OtherPlayers }[],
): Promise<AskSettled<{ id: number; name: string }[]>[]> {
  const idsOf = (others: OtherPlayers) => others.flatMap((other) => (other.kind === 'member' ? [other.member_id] : []));
  const named = [...new Set(groups.flatMap((group) => idsOf(group.others)))];
  const found =
    named.length === 0
      ? []
      : await db
          .select({ id: members.id, firstName: members.first_name, lastName: members.last_name })
          .from(members)
          .where(and(amongIds(members.id, named), ofClubMembers(members.id, golfCourseId)));
  return groups.map(({ bookingMemberId, others }) => {
    const ids = idsOf(others);
    if (new Set([bookingMemberId, ...ids]).size !== ids.length + 1)
      return { error: new InvalidInputError({ others: ['Name each member once: the booking member plays already.'] }) };
    const unknown = ids.find((id) => !found.some((member) => member.id === id));
    if (unknown !== undefined)
      return { error: new InvalidInputError({ others: [`Invalid pk "${unknown}" - no member of the club.`] }) };
    return {
      answer: ids.map((id) => {
        const member = found.find((candidate) => candidate.id === id)!;
        return { id, name: `${member.firstName} ${member.lastName}`.trim() };
      }),
    };
  });
}
