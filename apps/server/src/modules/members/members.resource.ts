import { memberCreateInput, memberInput, memberRecord, Role } from '@fairway/contract';
import { and, count, eq, sql } from 'drizzle-orm';
import { writeAudit } from '../../core/audit.js';
import { inClub } from '../../db/club-scope.js';
import { recordColumnsOf } from '../../db/schema/columns.js';
import { golfCourseMembers, members } from '../../db/schema/index.js';
import type { Resource, WrittenChange } from '../../http/resource.js';

/** A golfer added from the club's screen joins the club in the same transaction: a member or a guest. */
async function tieNewMemberToClub({ tx, input, actor, id, action }: WrittenChange) {
  if (action !== 'create') return;
  const [tie] = await tx
    .insert(golfCourseMembers)
    .values({
      golf_course_id: actor.golfCourseId!,
      member_id: id,
      membership_number: (input.membership_number as string | undefined) ?? '',
      is_guest: (input.is_guest as boolean | undefined) ?? false,
      joined_on: (input.joined_on as string | null | undefined) ?? null,
      created_by: actor.userId,
      updated_by: actor.userId,
    })
    .returning({ id: golfCourseMembers.id });
  await writeAudit(tx, actor, {
    action: 'create',
    entity: 'golf_course_members',
    entityId: tie!.id,
    detail: { member_id: id, membership_number: input.membership_number, is_guest: input.is_guest },
  });
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
  // The golfer's tie to the active club alone: one row per golfer, with this club's membership number.
  joins: (query, golfCourseId) =>
    query.innerJoin(
      golfCourseMembers,
      and(eq(golfCourseMembers.member_id, members.id), eq(golfCourseMembers.golf_course_id, golfCourseId ?? 0)),
    ),
  list: {
    search: [members.first_name, members.last_name, golfCourseMembers.membership_number, members.email],
    ordering: {
      id: members.id,
      first_name: members.first_name,
      last_name: members.last_name,
      name: sql`lower(${members.last_name} || ' ' || ${members.first_name})`,
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
  afterWrite: tieNewMemberToClub,
  beforeDelete: leaveClub,
  record: memberRecord,
  input: memberInput,
  createInput: memberCreateInput,
  access: { read: { roles: [Role.admin] }, write: { roles: [Role.admin] } },
};
