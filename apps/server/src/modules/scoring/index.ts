import type { FastifyInstance } from 'fastify';
import type { AreaDeps } from '../../http/area.js';
import { registerResource } from '../../http/resource-routes.js';
import { readTournamentContestStandings } from '../contests/index.js';
import { readKnockoutChart } from '../tournaments/index.js';
import { registerScoringGeneralPlayRoutes } from './scoring-general-play-routes.js';
import { LeaderboardHub } from './leaderboard-hub.js';
import { playerScoresResource } from './player-scores.resource.js';
import { registerScoringIndividualRoundRoutes } from './scoring-individual-round-routes.js';
import { registerScoringLeaderboardRoutes } from './scoring-leaderboard-routes.js';
import { registerScoringRoutes } from './scoring-routes.js';
import { registerScoringTerminalRoutes } from './scoring-terminal-routes.js';

export { attestGeneralPlay } from './attest-general-play.js';
export { readGroupCard } from './read-group-card.js';
export { saveScores } from './save-scores.js';
export { signCard } from './sign-card.js';

/**
 * Live scoring: scores from the groups' phones (idempotent by the phone's key, refused when stale), signed cards,
 * the rounds in play with their progress, and the tournaments' boards, kept in memory and streamed to every screen
 * as scores are committed by any server process; golfers' individual rounds, and general play for handicap with its
 * marker's attest (decision 0121).
 */
export function registerScoring(app: FastifyInstance, deps: AreaDeps) {
  // A tournament's stream also carries its side contests' standings (decision 0074) and a knockout's chart (0127).
  const hub = new LeaderboardHub(
    deps.db,
    (golfCourseId, tournamentId) => readTournamentContestStandings(deps.db, golfCourseId, tournamentId),
    (golfCourseId, tournamentId) => readKnockoutChart(deps.db, golfCourseId, tournamentId),
  );
  deps.changes.subscribe(hub.listener);
  registerScoringRoutes(app, deps, hub);
  registerScoringLeaderboardRoutes(app, deps, hub);
  registerScoringIndividualRoundRoutes(app, deps);
  registerScoringGeneralPlayRoutes(app, deps);
  registerScoringTerminalRoutes(app, deps, hub);
  registerResource(app, deps, playerScoresResource);
}
