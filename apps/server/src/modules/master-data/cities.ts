import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { cities, countries, states } from '../../db/schema/index.js';
import type { ResourceRoutes } from '../../http/resource-routes.js';
import { recordExample, recordFields } from '../../http/schemas.js';
import { recordColumnsOf } from '../../db/schema/columns.js';
import { Role } from '../users/roles.js';
import { isActive, name, referenceId } from './fields.js';

const input = z.object({ state_id: referenceId, name, is_active: isActive.optional() });

const record = z
  .object({
    ...recordFields,
    state_id: z.number().int(),
    state_name: z.string(),
    country_id: z.number().int(),
    country_name: z.string(),
    name: z.string(),
    is_active: z.boolean(),
  })
  .meta({
    id: 'City',
    examples: [
      {
        ...recordExample,
        state_id: 1,
        state_name: 'Scotland',
        country_id: 1,
        country_name: 'United Kingdom',
        name: 'St Andrews',
        is_active: true,
      },
    ],
  });

export const citiesResource: ResourceRoutes = {
  area: 'master-data',
  definition: {
    name: 'cities',
    thing: 'city',
    table: cities,
    scope: 'global',
    fields: {
      ...recordColumnsOf(cities),
      state_id: cities.state_id,
      state_name: states.name,
      country_id: states.country_id,
      country_name: countries.name,
      name: cities.name,
      is_active: cities.is_active,
    },
    joins: (query) =>
      query.innerJoin(states, eq(states.id, cities.state_id)).innerJoin(countries, eq(countries.id, states.country_id)),
    list: {
      search: [cities.name, states.name, countries.name],
      ordering: {
        id: cities.id,
        name: cities.name,
        state_name: states.name,
        country_name: countries.name,
        is_active: cities.is_active,
      },
      defaultOrdering: 'country_name,state_name,name',
      filters: {
        state_id: { column: cities.state_id, kind: 'integer' },
        country_id: { column: states.country_id, kind: 'integer' },
        is_active: { column: cities.is_active, kind: 'boolean' },
      },
    },
    uniqueFields: { cities_state_name_unique: 'name' },
  },
  record,
  input,
  access: { read: {}, write: { roles: [Role.superAdmin] } },
};
