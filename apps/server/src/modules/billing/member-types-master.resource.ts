import { memberTypeInput, memberTypeRecord, Role } from '@fairway/contract';
import { memberTypes } from '../../db/schema/index.js';
import type { Resource } from '../../http/resource.js';

/** The club's kinds of membership (Permanent, Life, Corporate, Junior, Temporary). */
export const memberTypesMasterResource: Resource = {
  name: 'member_types_master',
  thing: 'member type',
  area: 'billing',
  table: memberTypes,
  scope: 'golf_course',
  list: {
    search: [memberTypes.name, memberTypes.description],
    ordering: { id: memberTypes.id, name: memberTypes.name },
    defaultOrdering: 'name',
    filters: { is_active: { column: memberTypes.is_active, kind: 'boolean' } },
  },
  record: memberTypeRecord,
  input: memberTypeInput,
  access: { read: { roles: [Role.admin] }, write: { roles: [Role.admin] } },
};
