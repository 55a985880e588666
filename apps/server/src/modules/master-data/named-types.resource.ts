import { namedTypeInput, prizeTypeRecord, Role, userTypeRecord } from '@fairway/contract';
import type { z } from 'zod';
import { prizeTypes, userTypes } from '../../db/schema/index.js';
import type { Resource } from '../../http/resource.js';

/** A kind of something: a name and a description. */
function namedTypeResource(
  table: typeof userTypes | typeof prizeTypes,
  name: string,
  thing: string,
  record: z.ZodObject,
): Resource {
  return {
    name,
    thing,
    area: 'master-data',
    table,
    scope: 'global',
    list: {
      search: [table.name, table.description],
      ordering: { id: table.id, name: table.name, is_active: table.is_active },
      defaultOrdering: 'name',
      filters: { is_active: { column: table.is_active, kind: 'boolean' } },
    },
    record,
    input: namedTypeInput,
    access: { read: {}, write: { roles: [Role.superAdmin] } },
  };
}

/** Kinds of user (Player, Staff, Committee...): a label only; roles grant rights. */
export const userTypeResource = namedTypeResource(userTypes, 'user_type', 'user type', userTypeRecord);

/** Kinds of tournament prize (Gross Winner, Nearest to Pin...). */
export const prizeTypesResource = namedTypeResource(prizeTypes, 'prize_types', 'prize type', prizeTypeRecord);
