import { memberLockerInput, memberLockerRecord, Role } from '@fairway/contract';
import { eq, sql } from 'drizzle-orm';
import { recordColumnsOf } from '../../db/schema/columns.js';
import { lockers, memberLockers, members } from '../../db/schema/index.js';
import type { Resource } from '../../http/resource.js';
import { checkLockerHolding } from './check-locker-holding.js';
import { keepLockerStatus } from './keep-locker-status.js';

const memberName = sql<string>`trim(${members.first_name} || ' ' || ${members.last_name})`;

/** Who holds which locker, from when to when: one holder per locker at a time (409 otherwise). */
export const memberLockerResource: Resource = {
  name: 'member_locker',
  thing: 'locker holding',
  area: 'billing',
  table: memberLockers,
  scope: 'golf_course',
  fields: {
    ...recordColumnsOf(memberLockers),
    golf_course_id: memberLockers.golf_course_id,
    member_id: memberLockers.member_id,
    member_name: memberName.as('member_name'),
    locker_id: memberLockers.locker_id,
    locker_number: sql<string>`${lockers.number}`.as('locker_number'),
    from_date: memberLockers.from_date,
    to_date: memberLockers.to_date,
  },
  joins: (query) =>
    query
      .innerJoin(members, eq(members.id, memberLockers.member_id))
      .innerJoin(lockers, eq(lockers.id, memberLockers.locker_id)),
  list: {
    search: [members.first_name, members.last_name, lockers.number],
    ordering: {
      id: memberLockers.id,
      member_name: memberName,
      locker_number: lockers.number,
      from_date: memberLockers.from_date,
    },
    defaultOrdering: 'locker_number,-from_date',
    filters: {
      member_id: { column: memberLockers.member_id, kind: 'integer' },
      locker_id: { column: memberLockers.locker_id, kind: 'integer' },
    },
  },
  references: { locker_id: lockers },
  validate: checkLockerHolding,
  writeConflicts: true,
  afterWrite: keepLockerStatus,
  record: memberLockerRecord,
  input: memberLockerInput,
  access: { read: { roles: [Role.admin] }, write: { roles: [Role.admin] } },
};
