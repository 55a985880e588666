import { contactTypeInput, contactTypeRecord, Role } from '@fairway/contract';
import { contactTypes } from '../../db/schema/index.js';
import type { Resource } from '../../http/resource.js';

/** The kinds of contact (Mobile, Landline, E-mail, Emergency): master data every signed-in user reads. */
export const contactTypesResource: Resource = {
  name: 'contact_types',
  thing: 'contact type',
  area: 'members',
  table: contactTypes,
  scope: 'global',
  list: {
    search: [contactTypes.name],
    ordering: { id: contactTypes.id, name: contactTypes.name },
    defaultOrdering: 'id',
    filters: { is_active: { column: contactTypes.is_active, kind: 'boolean' } },
  },
  record: contactTypeRecord,
  input: contactTypeInput,
  access: { read: {}, write: { roles: [Role.superAdmin] } },
};
