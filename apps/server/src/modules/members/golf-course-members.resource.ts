import { golfCourseMemberInput, golfCourseMemberRecord, Role } from '@fairway/contract';
import { eq, sql } from 'drizzle-orm';
import { inClub } from '../../db/club-scope.js';
import { recordColumnsOf } from '../../db/schema/columns.js';
import { golfCourseMembers, members } from '../../db/schema/index.js';
import type { Resource } from '../../http/resource.js';

const memberName = sql<string>`trim(${members.first_name} || ' ' || ${members.last_name})`;

/** The club's ties to golfers: membership number (unique in the club), member or guest, joined and left. */
export const golfCourseMembersResource: Resource = {
  name: 'golf_course_members',
  thing: 'club membership',
  area: 'members',
  table: golfCourseMembers,
  scope: 'golf_course',
  fields: {
    ...recordColumnsOf(golfCourseMembers),
    golf_course_id: golfCourseMembers.golf_course_id,
    member_id: golfCourseMembers.member_id,
    member_name: memberName.as('member_name'),
    membership_number: golfCourseMembers.membership_number,
    is_guest: golfCourseMembers.is_guest,
    joined_on: golfCourseMembers.joined_on,
    left_on: golfCourseMembers.left_on,
    status: golfCourseMembers.status,
  },
  joins: (query) => query.innerJoin(members, eq(members.id, golfCourseMembers.member_id)),
  // The join adds each tie's golfer (one, never none): a page is picked from the ties alone.
  pageFrom: {
    table: golfCourseMembers,
    id: golfCourseMembers.id,
    scope: (golfCourseId) => inClub(golfCourseMembers, golfCourseId),
  },
  list: {
    search: [members.first_name, members.last_name, golfCourseMembers.membership_number],
    ordering: {
      id: golfCourseMembers.id,
      membership_number: golfCourseMembers.membership_number,
      member_name: memberName,
      joined_on: golfCourseMembers.joined_on,
    },
    defaultOrdering: 'membership_number',
    filters: {
      member_id: { column: golfCourseMembers.member_id, kind: 'integer' },
      is_guest: { column: golfCourseMembers.is_guest, kind: 'boolean' },
      status: { column: golfCourseMembers.status, kind: 'text' },
    },
  },
  record: golfCourseMemberRecord,
  input: golfCourseMemberInput,
  access: { read: { roles: [Role.admin] }, write: { roles: [Role.admin] } },
};
