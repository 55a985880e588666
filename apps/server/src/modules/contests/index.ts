import type { FastifyInstance } from 'fastify';
import type { AreaDeps } from '../../http/area.js';
import { registerResource } from '../../http/resource-routes.js';
import { registerContestRoutes } from './contest-routes.js';
import { contestsResource } from './contests.resource.js';

export { readTournamentContestStandings } from './read-tournament-contest-standings.js';

/**
 * Side contests: longest drive, nearest the pin and nearest the centre line on the holes of a tournament's rounds, set
 * up by its organisers and measured at the hole on a phone, ranked with ties.
 */
export function registerContests(app: FastifyInstance, deps: AreaDeps) {
  registerResource(app, deps, contestsResource);
  registerContestRoutes(app, deps);
}
