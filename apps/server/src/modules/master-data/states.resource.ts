import { Role, stateInput, stateRecord } from '@fairway/contract';
import { eq } from 'drizzle-orm';
import { recordColumnsOf } from '../../db/schema/columns.js';
import { countries, states } from '../../db/schema/index.js';
import type { Resource } from '../../http/resource.js';

export const statesResource: Resource = {
  name: 'states',
  thing: 'state',
  area: 'master-data',
  table: states,
  scope: 'global',
  fields: {
    ...recordColumnsOf(states),
    country_id: states.country_id,
    country_name: countries.name,
    name: states.name,
    code: states.code,
    is_active: states.is_active,
  },
  joins: (query) => query.innerJoin(countries, eq(countries.id, states.country_id)),
  list: {
    search: [states.name, states.code, countries.name],
    ordering: {
      id: states.id,
      name: states.name,
      code: states.code,
      country_name: countries.name,
      is_active: states.is_active,
    },
    defaultOrdering: 'country_name,name',
    filters: {
      country_id: { column: states.country_id, kind: 'integer' },
      is_active: { column: states.is_active, kind: 'boolean' },
    },
  },
  record: stateRecord,
  input: stateInput,
  access: { read: {}, write: { roles: [Role.superAdmin] } },
};
