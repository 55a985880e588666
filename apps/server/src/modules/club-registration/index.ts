import type { FastifyInstance } from 'fastify';
import type { AreaDeps } from '../../http/area.js';
import { registerRegistrationRoutes } from './registration-routes.js';

/** Club registration: a club asks to join, the super admin approves (or rejects), its admin sets a password. */
export function registerClubRegistration(app: FastifyInstance, deps: AreaDeps) {
  registerRegistrationRoutes(app, deps);
}
