import type { FastifyInstance } from 'fastify';
import type { AreaDeps } from '../../http/area.js';
import { registerEventManagerRoutes } from './event-manager-routes.js';

/** Event managers: a club's organisers and the rosters of players they bring to their events. */
export function registerEventManagers(app: FastifyInstance, deps: AreaDeps) {
  registerEventManagerRoutes(app, deps);
}
