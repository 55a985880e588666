import type { FastifyInstance } from 'fastify';
import type { AreaDeps } from '../../http/area.js';
import { registerUserAdminRoutes } from './user-admin-routes.js';
import { registerUserRoutes } from './user-routes.js';

/** Users: the caller's own data, and the users of the clubs with their roles. */
export function registerUsers(app: FastifyInstance, deps: AreaDeps) {
  registerUserRoutes(app, deps);
  registerUserAdminRoutes(app, deps);
}
