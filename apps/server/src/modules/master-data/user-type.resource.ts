import { namedTypeInput, userTypeRecord, Role } from '@fairway/contract';
import { userTypes } from '../../db/schema/index.js';
import type { Resource } from '../../http/resource.js';

/** Kinds of user (Player, Staff, Committee...): a name and a description, a label only; roles grant rights. */
export const userTypeResource: Resource = {
  name: 'user_type',
  thing: 'user type',
  area: 'master-data',
  table: userTypes,
  scope: 'global',
  list: {
    search: [userTypes.name, userTypes.description],
    ordering: { id: userTypes.id, name: userTypes.name, is_active: userTypes.is_active },
    defaultOrdering: 'name',
    filters: { is_active: { column: userTypes.is_active, kind: 'boolean' } },
  },
  record: userTypeRecord,
  input: namedTypeInput,
  access: { read: {}, write: { roles: [Role.superAdmin] } },
};
