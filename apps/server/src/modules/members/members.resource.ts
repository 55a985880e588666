import { memberCreateInput, memberInput, memberRecord, Role } from '@fairway/contract';
import { and, count, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { inClub } from '../../db/club-scope.js';
import { recordColumnsOf } from '../../db/schema/columns.js';
import { golfCourseMembers, members, memberSearchText } from '../../db/schema/index.js';
import type { Change, Resource, WrittenChange } from '../../http/resource.js';
import { createGolfer } from './create-golfer.js';
import { tieGolferToClub } from './tie-golfer-to-club.js';

/**
 * A golfer added from the club's screen is made by the members' one way (their declared index starts their history)
 * and joins the club in the same transaction: a member or a guest.
 */
async function createClubGolfer({ tx, input, actor }: Change) {
  const { membership_number, is_guest, joined_on, ...golfer } = input as z.infer<typeof memberCreateInput>;
  const memberId = await createGolfer(tx, actor, golfer, { indexNote: 'Declared to the club' });
  await tieGolferToClub(tx, actor, {
    golfCourseId: actor.golfCourseId!,
    memberId,
    membershipNumber: membership_number,
    isGuest: is_guest,
    joinedOn: joined_on,
  });
  return memberId;
}

/**
 * Removing a golfer from a club ends their tie to it; their record goes too only when nothing else holds it: no
 * other club, no login.
 */
async function leaveClub({ tx, existing, actor, id }: WrittenChange): Promise<boolean> {
  await tx
    .delete(golfCourseMembers)
    .where(and(eq(golfCourseMembers.member_id, id), inClub(golfCourseMembers, actor.golfCourseId!)));
  const [otherTies] = await tx
    .select({ count: count() })
    .from(golfCourseMembers)
    .where(eq(golfCourseMembers.member_id, id));
  return otherTies!.count === 0 && existing!.user_id === null;
}

/** The golfers of the active club with their personal data: for its admins (and super admins) only. */
export const membersResource: Resource = {
  name: 'members',
  thing: 'member',
  area: 'members',
  table: members,
  scope: 'club_member',
  memberColumn: members.id,
  fields: {
    ...recordColumnsOf(members),
    user_id: members.user_id,
    first_name: members.first_name,
    last_name: members.last_name,
    gender: members.gender,
    email: members.email,
    phone: members.phone,
    date_of_birth: members.date_of_birth,
    federation_number: members.federation_number,
    handicap_index: members.handicap_index,
    low_handicap_index: members.low_handicap_index,
    golf_course_member_id: sql<number>`${golfCourseMembers.id}`.as('golf_course_member_id'),
    membership_number: golfCourseMembers.membership_number,
    is_guest: golfCourseMembers.is_guest,
    joined_on: golfCourseMembers.joined_on,
    status: golfCourseMembers.status,
  },
  // The golfer's tie to the active club alone: one row per golfer, with this club's membership number; the join is
  // the scope.
  scopedByJoins: true,
  pageFrom: {
    table: golfCourseMembers,
    id: golfCourseMembers.member_id,
    scope: (golfCourseId) => inClub(golfCourseMembers, golfCourseId),
    // Names, e-mail and membership number on the tie (migration 0021): the club's matches without their golfers.
    search: golfCourseMembers.search_text,
  },
  joins: (query, golfCourseId) =>
    query.innerJoin(
      golfCourseMembers,
      and(eq(golfCourseMembers.member_id, members.id), eq(golfCourseMembers.golf_course_id, golfCourseId ?? 0)),
    ),
  // A golfer matches a search when each word is in their names or e-mail, or in their membership number in this club:
  // the candidates are read first from the trigram indexes (`= any(array(...))`), every word at once from the one
  // index of names and e-mail (decision 0081), then tested word by word; not every tie of the club in order.
  searchByIndexTerms: (patterns, golfCourseId) => sql`${members.id} = any(array(
    select m.id from ${members} m where ${sql.join(
      patterns.map((pattern) => sql`${memberSearchText('m')} ilike ${pattern}`),
      sql` and `,
    )}
    union all
    select g.member_id from ${golfCourseMembers} g where g.golf_course_id = ${golfCourseId ?? 0} and (${sql.join(
      patterns.map((pattern) => sql`g.membership_number ilike ${pattern}`),
      sql` or `,
    )})))`,
  list: {
    search: [members.first_name, members.last_name, golfCourseMembers.membership_number, members.email],
    ordering: {
      id: members.id,
      first_name: members.first_name,
      last_name: members.last_name,
      // lower(last_name || ' ' || first_name), kept on the tie (decision 0059).
      name: golfCourseMembers.sort_name,
      membership_number: golfCourseMembers.membership_number,
      handicap_index: members.handicap_index,
      is_guest: golfCourseMembers.is_guest,
    },
    defaultOrdering: 'name',
    filters: {
      is_guest: { column: golfCourseMembers.is_guest, kind: 'boolean' },
      gender: { column: members.gender, kind: 'text' },
      status: { column: golfCourseMembers.status, kind: 'text' },
    },
  },
  phoneNumbers: ['phone'],
  create: createClubGolfer,
  beforeDelete: leaveClub,
  record: memberRecord,
  input: memberInput,
  createInput: memberCreateInput,
  access: { read: { roles: [Role.admin] }, write: { roles: [Role.admin] } },
};
