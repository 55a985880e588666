import type { FastifyInstance } from 'fastify';
import type { AreaDeps } from '../../http/area.js';
import { registerResource } from '../../http/resource-routes.js';
import { peoriaIndiaBandsResource } from './peoria-india-bands.resource.js';
import { registerPublishedResultRoutes } from './published-result-routes.js';
import { registerResultRoutes } from './result-routes.js';
import { registerResultScoreDetailRoutes } from './result-score-detail-routes.js';

export { calculateResults } from './calculate-results.js';
export { publishResults } from './publish-results.js';

/**
 * Tournament results: calculated from the stored scores and the entries' handicaps by `@fairway/golf`, kept as one
 * snapshot per tournament with the previous ones as history, published once; the Peoria family's hidden-hole draw and
 * the club's India double Peoria table; every card's score details hole by hole.
 */
export function registerResults(app: FastifyInstance, deps: AreaDeps) {
  registerResultRoutes(app, deps);
  registerPublishedResultRoutes(app, deps);
  registerResultScoreDetailRoutes(app, deps);
  registerResource(app, deps, peoriaIndiaBandsResource);
}
