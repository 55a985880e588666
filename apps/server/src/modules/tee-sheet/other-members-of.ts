import type { bookingInput } from '@fairway/contract';
import { and, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { InvalidInputError } from '../../core/domain-errors.js';
import type { Database } from '../../db/client.js';
import { ofClubMembers } from '../../db/club-scope.js';
import { members } from '../../db/schema/index.js';

/** Who plays beside the booking member, as a booking names them. */
export type OtherPlayers = NonNullable<z.output<typeof bookingInput>['others']>;

/** The other members in a booking: golfers of the club, each once, and not the booking member again (400). */
export async function otherMembersOf(
  db: Database,
  golfCourseId: number,
  bookingMemberId: number,
  others: OtherPlayers,
): Promise<{ id: number; name: string }[]> {
  const ids = others.flatMap((other) => (other.kind === 'member' ? [other.member_id] : []));
  if (ids.length === 0) return [];
  if (new Set([bookingMemberId, ...ids]).size !== ids.length + 1)
    throw new InvalidInputError({ others: ['Name each member once: the booking member plays already.'] });
  const found = await db
    .select({ id: members.id, firstName: members.first_name, lastName: members.last_name })
    .from(members)
    .where(and(inArray(members.id, ids), ofClubMembers(members.id, golfCourseId)));
  const unknown = ids.find((id) => !found.some((member) => member.id === id));
  if (unknown !== undefined)
    throw new InvalidInputError({ others: [`Invalid pk "${unknown}" - no member of the club.`] });
  return found.map((member) => ({ id: member.id, name: `${member.firstName} ${member.lastName}`.trim() }));
}
