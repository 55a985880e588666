import { z } from 'zod';
import { prizeTypes, userTypes } from '../../db/schema/index.js';
import type { ResourceRoutes } from '../../http/resource-routes.js';
import { recordExample, recordFields } from '../../http/schemas.js';
import { Role } from '../users/roles.js';
import { description, isActive, name } from './fields.js';

const input = z.object({ name, description: description.optional(), is_active: isActive.optional() });

function namedTypeResource(
  table: typeof userTypes | typeof prizeTypes,
  resourceName: string,
  thing: string,
  schemaId: string,
  example: { name: string; description: string },
): ResourceRoutes {
  return {
    area: 'master-data',
    definition: {
      name: resourceName,
      thing,
      table,
      scope: 'global',
      list: {
        search: [table.name, table.description],
        ordering: { id: table.id, name: table.name, is_active: table.is_active },
        defaultOrdering: 'name',
        filters: { is_active: { column: table.is_active, kind: 'boolean' } },
      },
      uniqueFields: { [`${resourceName}_name_unique`]: 'name' },
    },
    record: z
      .object({ ...recordFields, name: z.string(), description: z.string(), is_active: z.boolean() })
      .meta({ id: schemaId, examples: [{ ...recordExample, ...example, is_active: true }] }),
    input,
    access: { read: {}, write: { roles: [Role.superAdmin] } },
  };
}

/** Kinds of user (Player, Staff, Committee...): a label only; roles grant rights. */
export const userTypeResource = namedTypeResource(userTypes, 'user_type', 'user type', 'UserType', {
  name: 'Committee',
  description: 'Members of the club committee',
});

/** Kinds of tournament prize (Gross Winner, Nearest to Pin...). */
export const prizeTypesResource = namedTypeResource(prizeTypes, 'prize_types', 'prize type', 'PrizeType', {
  name: 'Nearest to Pin',
  description: 'The tee shot closest to the hole on a par 3',
});
