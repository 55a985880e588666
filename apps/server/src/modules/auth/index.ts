import type { FastifyInstance } from 'fastify';
import type { AreaDeps } from '../../http/area.js';
import { registerAuthRoutes } from './auth-routes.js';

/** Signing in and out, and changing one's own password. */
export function registerAuth(app: FastifyInstance, deps: AreaDeps) {
  registerAuthRoutes(app, deps);
}
