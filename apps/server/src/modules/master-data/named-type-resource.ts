import { namedTypeInput, Role } from '@fairway/contract';
import type { z } from 'zod';
import type { prizeTypes, userTypes } from '../../db/schema/index.js';

/**
 * The declaration shared by the kinds of thing that are a name and a description, a label only (user types, prize
 * types): found by either, ordered by name, filtered by whether in use, read by all and written by super admins.
 */
export function namedTypeResource({
  name,
  thing,
  table,
  record,
}: {
  name: string;
  thing: string;
  table: typeof userTypes | typeof prizeTypes;
  record: z.ZodObject;
}) {
  return {
    name,
    thing,
    area: 'master-data' as const,
    table,
    scope: 'global' as const,
    list: {
      search: [table.name, table.description],
      ordering: { id: table.id, name: table.name, is_active: table.is_active },
      defaultOrdering: 'name',
      filters: { is_active: { column: table.is_active, kind: 'boolean' as const } },
    },
    record,
    input: namedTypeInput,
    access: { read: {}, write: { roles: [Role.superAdmin] } },
  };
}
