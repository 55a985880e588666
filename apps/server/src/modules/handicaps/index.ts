import type { FastifyInstance } from 'fastify';
import type { AreaDeps } from '../../http/area.js';
import { registerHandicapRoutes } from './handicap-routes.js';
import { registerHandicapPenaltyScoreRoutes } from './handicap-penalty-score-routes.js';

export { reviseHandicapIndex } from './revise-handicap-index.js';
export { reviseHandicapIndexes } from './revise-handicap-indexes.js';
export { handicapRevisions } from './handicap-revisions.js';
export { writeRoundScoreRecords } from './write-round-score-records.js';
export { enterPenaltyScore } from './enter-penalty-score.js';

/**
 * Handicaps: golfers' score records written when a round that counts is completed (or imported from a club's past
 * records), their Handicap Index revised after each with `@fairway/golf` and written into their index history, the
 * day's PCC, a golfer's performance and the club's table of its golfers' performance (decision 0075); the handicap
 * committee's penalty score for a round of general play not returned (decision 0121).
 */
export function registerHandicaps(app: FastifyInstance, deps: AreaDeps) {
  registerHandicapRoutes(app, deps);
  registerHandicapPenaltyScoreRoutes(app, deps);
}
