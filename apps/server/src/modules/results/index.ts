import type { FastifyInstance } from 'fastify';
import type { AreaDeps } from '../../http/area.js';
import { KeptAnswers } from '../../http/kept-answer.js';
import { registerResource } from '../../http/resource-routes.js';
import { registerResultMatchPressRoutes } from './result-match-press-routes.js';
import { registerResultMeritRoutes } from './result-merit-routes.js';
import { peoriaIndiaBandsResource } from './peoria-india-bands.resource.js';
import { registerResultPublishedRoutes } from './result-published-routes.js';
import { type KeptResults, registerResultRoutes } from './result-routes.js';
import { registerResultScoreDetailRoutes } from './result-score-detail-routes.js';
import { storedResultsTables } from './stored-results.js';

export { calculateResults } from './calculate-results.js';
export { publishResults } from './publish-results.js';
export { scrambleTeamDrives } from './scramble-team-drives.js';
export { sideCardHolder } from './side-card-holder.js';
export { sideName } from './side-name.js';
export { sidePlayingHandicap } from './side-playing-handicap.js';
export { skinsHoleWords } from './skins-hole-words.js';

/**
 * Tournament results: calculated from the stored scores and the entries' handicaps by `@fairway/golf`, kept as one
 * snapshot per tournament with the previous ones as history, published once; the Peoria family's hidden-hole draw and
 * the club's India double Peoria table; every card's score details hole by hole; a series' order of merit.
 */
export function registerResults(app: FastifyInstance, deps: AreaDeps) {
  // The results pages as sent, forgotten when anything they are read from changes (decision 0079): a 156-player
  // field's page is some 60 kB, so the bounds hold a club's season and more.
  const keptResults = new KeptAnswers<KeptResults>({
    tables: storedResultsTables,
    maxEntries: 256,
    maxBytes: 32 * 1024 * 1024,
    bytesOf: ({ answer }) => answer?.heldBytes ?? 0,
  });
  deps.changes.subscribe(keptResults.listener);
  registerResultRoutes(app, deps, keptResults);
  registerResultMatchPressRoutes(app, deps);
  registerResultPublishedRoutes(app, deps);
  registerResultMeritRoutes(app, deps);
  registerResultScoreDetailRoutes(app, deps);
  registerResource(app, deps, peoriaIndiaBandsResource);
}
