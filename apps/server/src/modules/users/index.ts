import type { FastifyInstance } from 'fastify';
import type { AreaDeps } from '../../http/area.js';
import { registerResource } from '../../http/resource-routes.js';
import { registerUserRoutes } from './user-routes.js';
import { usersResource } from './users.resource.js';

/** Users: the caller's own data, and the logins of every club. */
export function registerUsers(app: FastifyInstance, deps: AreaDeps) {
  registerUserRoutes(app, deps);
  registerResource(app, deps, usersResource);
}
