import type { ballots } from '../../db/schema/index.js';
import { and, eq, inArray, ne } from 'drizzle-orm';
import { settledAnswer } from '../../core/asks-together.js';
import { ConflictError, InvalidInputError } from '../../core/domain-errors.js';
import type { Database } from '../../db/client.js';
import { ballotEntryMembers, members } from '../../db/schema/index.js';
import { clubBookingRules } from './club-booking-rules.js';
import { type OtherPlayers, otherMembersOf } from './other-members-of.js';

/** A group as an entry names it: its entering member, the others, and its window of preferred times. */
export type BallotGroup = { memberId: number; others: OtherPlayers; from_time: string; to_time: string };

/**
 * The members of a group entered in a ballot, checked: the others golfers of the club, each once (400); the window
 * within the ballot's (400); no more guests than the club allows in a booking (409); no member already in another
 * entry of the ballot (409, held under a race by the entries' unique index).
 */
export async function ballotGroupOf(
  tx: Database,
  ballot: typeof ballots.$inferSelect,
  group: BallotGroup,
  entryId?: number,
): Promise<number[]> {
  const golfCourseId = ballot.golf_course_id;
  const otherMembers = settledAnswer(
    (await otherMembersOf(tx, [{ golfCourseId, bookingMemberId: group.memberId, others: group.others }]))[0]!,
  );
  if (group.to_time < group.from_time)
    throw new InvalidInputError({ to_time: [`The window ends at ${group.to_time}, before it starts.`] });
  if (group.from_time < ballot.from_time || group.to_time > ballot.to_time)
    throw new InvalidInputError({
      from_time: [`Choose times within the ballot's, ${ballot.from_time} to ${ballot.to_time}.`],
    });
  const rules = await clubBookingRules(tx, golfCourseId);
  const guests = group.others.filter((other) => other.kind === 'guest').length;
  if (guests > rules.maximum_guests)
    throw new ConflictError(
      `A member may bring at most ${rules.maximum_guests} ${rules.maximum_guests === 1 ? 'guest' : 'guests'} in a booking.`,
    );
  const memberIds = [group.memberId, ...otherMembers.map((member) => member.id)];
  const [entered] = await tx
    .select({ firstName: members.first_name, lastName: members.last_name })
    .from(ballotEntryMembers)
    .innerJoin(members, eq(members.id, ballotEntryMembers.member_id))
    .where(
      and(
        eq(ballotEntryMembers.ballot_id, ballot.id),
        inArray(ballotEntryMembers.member_id, memberIds),
        entryId === undefined ? undefined : ne(ballotEntryMembers.ballot_entry_id, entryId),
      ),
    )
    .limit(1);
  if (entered)
    throw new ConflictError(
      `${`${entered.firstName} ${entered.lastName}`.trim()} is already in an entry of this ballot.`,
    );
  return memberIds;
}
