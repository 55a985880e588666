import { z } from 'zod';
import { endpoint } from './endpoints.js';
import { roleGrantInput } from './roles-and-event-managers.js';
import { userRecord } from './users.js';

const userId = z.object({ id: z.number().int().positive() });

/** The roles of a user in the club of X-Golf-Course: granted and taken away one at a time; each answers the user. */
export const userRoleEndpoints = {
  grant: endpoint({
    method: 'POST',
    path: '/api/users/{id}/roles/',
    params: userId,
    body: roleGrantInput,
    answer: userRecord,
  }),
  revoke: endpoint({
    method: 'DELETE',
    path: '/api/users/{id}/roles/{role}/',
    params: userId.extend({ role: z.number().int() }),
    answer: userRecord,
  }),
};
