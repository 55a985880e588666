import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { countries, states } from '../../db/schema/index.js';
import type { ResourceRoutes } from '../../http/resource-routes.js';
import { recordExample, recordFields } from '../../http/schemas.js';
import { recordColumnsOf } from '../../db/schema/columns.js';
import { Role } from '../users/roles.js';
import { isActive, name, referenceId } from './fields.js';

const input = z.object({
  country_id: referenceId,
  name,
  code: z.string().trim().max(10).optional(),
  is_active: isActive.optional(),
});

const record = z
  .object({
    ...recordFields,
    country_id: z.number().int(),
    country_name: z.string(),
    name: z.string(),
    code: z.string(),
    is_active: z.boolean(),
  })
  .meta({
    id: 'State',
    examples: [
      {
        ...recordExample,
        country_id: 1,
        country_name: 'United Kingdom',
        name: 'Scotland',
        code: 'SCT',
        is_active: true,
      },
    ],
  });

export const statesResource: ResourceRoutes = {
  area: 'master-data',
  definition: {
    name: 'states',
    thing: 'state',
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
    uniqueFields: { states_country_name_unique: 'name' },
  },
  record,
  input,
  access: { read: {}, write: { roles: [Role.superAdmin] } },
};
