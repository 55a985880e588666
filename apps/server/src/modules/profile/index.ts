import type { FastifyInstance } from 'fastify';
import type { AreaDeps } from '../../http/area.js';
import { registerProfileRoutes } from './profile-routes.js';

/** Every signed-in user's own profile: name, phone, photo, and a change of e-mail confirmed from the new address. */
export function registerProfile(app: FastifyInstance, deps: AreaDeps) {
  registerProfileRoutes(app, deps);
}
