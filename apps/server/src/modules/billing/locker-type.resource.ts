import { lockerTypeInput, lockerTypeRecord, Role } from '@fairway/contract';
import { lockerTypes } from '../../db/schema/index.js';
import type { Resource } from '../../http/resource.js';

/** The club's kinds of locker. */
export const lockerTypeResource: Resource = {
  name: 'locker_type',
  thing: 'locker type',
  area: 'billing',
  table: lockerTypes,
  scope: 'golf_course',
  list: {
    search: [lockerTypes.name, lockerTypes.description],
    ordering: { id: lockerTypes.id, name: lockerTypes.name },
    defaultOrdering: 'name',
    filters: {},
  },
  record: lockerTypeRecord,
  input: lockerTypeInput,
  access: { read: { roles: [Role.admin] }, write: { roles: [Role.admin] } },
};
