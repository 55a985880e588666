import { countryInput, countryRecord, Role } from '@fairway/contract';
import { countries } from '../../db/schema/index.js';
import type { Resource } from '../../http/resource.js';

export const countriesResource: Resource = {
  name: 'countries',
  thing: 'country',
  area: 'master-data',
  table: countries,
  scope: 'global',
  list: {
    search: [countries.name, countries.iso_code],
    ordering: {
      id: countries.id,
      name: countries.name,
      iso_code: countries.iso_code,
      is_active: countries.is_active,
    },
    defaultOrdering: 'name',
    filters: { is_active: { column: countries.is_active, kind: 'boolean' } },
  },
  record: countryRecord,
  input: countryInput,
  access: { read: {}, write: { roles: [Role.superAdmin] } },
};
