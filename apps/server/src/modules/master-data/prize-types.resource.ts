import { namedTypeInput, prizeTypeRecord, Role } from '@fairway/contract';
import { prizeTypes } from '../../db/schema/index.js';
import type { Resource } from '../../http/resource.js';

/** Kinds of tournament prize (Gross Winner, Nearest to Pin...): a name and a description. */
export const prizeTypesResource: Resource = {
  name: 'prize_types',
  thing: 'prize type',
  area: 'master-data',
  table: prizeTypes,
  scope: 'global',
  list: {
    search: [prizeTypes.name, prizeTypes.description],
    ordering: { id: prizeTypes.id, name: prizeTypes.name, is_active: prizeTypes.is_active },
    defaultOrdering: 'name',
    filters: { is_active: { column: prizeTypes.is_active, kind: 'boolean' } },
  },
  record: prizeTypeRecord,
  input: namedTypeInput,
  access: { read: {}, write: { roles: [Role.superAdmin] } },
};
