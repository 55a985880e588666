import { cityInput, cityRecord, Role } from '@fairway/contract';
import { eq } from 'drizzle-orm';
import { recordColumnsOf } from '../../db/schema/columns.js';
import { cities, countries, states } from '../../db/schema/index.js';
import type { Resource } from '../../http/resource.js';

export const citiesResource: Resource = {
  name: 'cities',
  thing: 'city',
  area: 'master-data',
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
  record: cityRecord,
  input: cityInput,
  access: { read: {}, write: { roles: [Role.superAdmin] } },
};
