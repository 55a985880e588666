import { z } from 'zod';
import { countries } from '../../db/schema/index.js';
import type { ResourceRoutes } from '../../http/resource-routes.js';
import { recordExample, recordFields } from '../../http/schemas.js';
import { Role } from '../users/roles.js';
import { isActive, name } from './fields.js';

const input = z.object({
  name,
  iso_code: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2}$/, 'Enter the two-letter ISO 3166 code.')
    .transform((code) => code.toUpperCase()),
  phone_code: z
    .string()
    .trim()
    .regex(/^(\+[0-9]{1,4})?$/, 'Enter a dialling code such as +44, or leave it blank.')
    .optional(),
  is_active: isActive.optional(),
});

const record = z
  .object({ ...recordFields, name: z.string(), iso_code: z.string(), phone_code: z.string(), is_active: z.boolean() })
  .meta({
    id: 'Country',
    examples: [{ ...recordExample, name: 'United Kingdom', iso_code: 'GB', phone_code: '+44', is_active: true }],
  });

export const countriesResource: ResourceRoutes = {
  area: 'master-data',
  definition: {
    name: 'countries',
    thing: 'country',
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
    uniqueFields: { countries_name_unique: 'name', countries_iso_code_unique: 'iso_code' },
  },
  record,
  input,
  access: { read: {}, write: { roles: [Role.superAdmin] } },
};
