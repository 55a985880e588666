import { lockerMasterInput, lockerMasterRecord, Role } from '@fairway/contract';
import { eq, sql } from 'drizzle-orm';
import { recordColumnsOf } from '../../db/schema/columns.js';
import { lockers, lockerTypes } from '../../db/schema/index.js';
import type { Resource } from '../../http/resource.js';

/** The club's lockers: number, type, where, and whether one is free. */
export const lockerMasterResource: Resource = {
  name: 'locker_master',
  thing: 'locker',
  area: 'billing',
  table: lockers,
  scope: 'golf_course',
  fields: {
    ...recordColumnsOf(lockers),
    golf_course_id: lockers.golf_course_id,
    locker_type_id: lockers.locker_type_id,
    locker_type_name: sql<string>`${lockerTypes.name}`.as('locker_type_name'),
    number: lockers.number,
    location: lockers.location,
    status: lockers.status,
  },
  joins: (query) => query.innerJoin(lockerTypes, eq(lockerTypes.id, lockers.locker_type_id)),
  list: {
    search: [lockers.number, lockers.location, lockerTypes.name],
    ordering: { id: lockers.id, number: lockers.number, location: lockers.location, status: lockers.status },
    defaultOrdering: 'number',
    filters: {
      locker_type_id: { column: lockers.locker_type_id, kind: 'integer' },
      status: { column: lockers.status, kind: 'text' },
    },
  },
  references: { locker_type_id: lockerTypes },
  record: lockerMasterRecord,
  input: lockerMasterInput,
  access: { read: { roles: [Role.admin] }, write: { roles: [Role.admin] } },
};
