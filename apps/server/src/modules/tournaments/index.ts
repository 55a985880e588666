import type { FastifyInstance } from 'fastify';
import type { AreaDeps } from '../../http/area.js';
import { registerResource } from '../../http/resource-routes.js';
import { playerRoundGroupsResource } from './player-round-groups.resource.js';
import { playerRoundsResource } from './player-rounds.resource.js';
import { tournamentMastersResource } from './tournament-masters.resource.js';
import { tournamentMembersResource } from './tournament-members.resource.js';
import { tournamentNotesResource } from './tournament-notes.resource.js';
import { tournamentPrizesResource } from './tournament-prizes.resource.js';
import { lapseOffersDue } from './lapse-offers-due.js';
import { registerTournamentEnteringRoutes } from './tournament-entering-routes.js';
import { registerTournamentKnockoutRoutes } from './tournament-knockout-routes.js';
import { tournamentEntryRulesResource } from './tournament-entry-rules.resource.js';
import { registerTournamentRoundRoutes } from './tournament-round-routes.js';
import { registerTournamentRoutes } from './tournament-routes.js';
import { registerTournamentSheetRoutes } from './tournament-sheet-routes.js';
import { registerTournamentTerminalRoutes } from './tournament-terminal-routes.js';
import { tournamentTeamsResource } from './tournament-teams.resource.js';
import { tournamentsResource } from './tournaments.resource.js';

export { changeTournamentStatus } from './change-tournament-status.js';
export { createTournament } from './create-tournament.js';
export { drawAbcdTeams } from './draw-abcd-teams.js';
export { drawKnockout } from './draw-knockout.js';
export { drawRound } from './draw-round.js';
export { enterKnockoutResult } from './enter-knockout-result.js';
export { enterGolfers } from './enter-golfers.js';
export { placeEntryInField } from './place-entry-in-field.js';
export { playerRoundsResource } from './player-rounds.resource.js';
export { readKnockoutChart } from './read-knockout-chart.js';
export { roundsOfOrganiser } from './rounds-of-organiser.js';
export { roundsOnDays, type RoundOnDay } from './rounds-on-days.js';
export { changeRoundStatus } from './change-round-status.js';
export { tournamentOf, type TournamentRow } from './tournament-of.js';
export { golferAtTerminal } from './golfer-at-terminal.js';
export { terminalOfRequest } from './terminal-of-request.js';
export { runsEveryEvent } from './runs-every-event.js';
export { tournamentsOfOrganiser } from './tournaments-of-organiser.js';

/**
 * Tournaments: a club's series and events, the field with its handicaps from `@fairway/golf`, teams, prizes, notes,
 * rounds and the draw. The club's admins run them all; an event manager the events of their own series.
 */
export function registerTournaments(app: FastifyInstance, deps: AreaDeps) {
  // The actions' static paths first, beside the resources' `{id}` paths.
  registerTournamentRoutes(app, deps);
  registerTournamentRoundRoutes(app, deps);
  registerTournamentSheetRoutes(app, deps);
  registerTournamentEnteringRoutes(app, deps);
  registerTournamentTerminalRoutes(app, deps);
  registerTournamentKnockoutRoutes(app, deps);
  for (const resource of [
    tournamentMastersResource,
    tournamentsResource,
    tournamentMembersResource,
    tournamentTeamsResource,
    tournamentPrizesResource,
    tournamentNotesResource,
    playerRoundsResource,
    playerRoundGroupsResource,
    tournamentEntryRulesResource,
  ]) {
    registerResource(app, deps, resource);
  }
  // Offers of freed places lapse on time though no one opens their event; every server process may look, each
  // tournament's lock keeps them from passing a place on twice.
  deps.scheduler.every({
    name: 'tournaments: offers of freed places past their hold',
    everyMs: 60_000,
    run: () => lapseOffersDue(deps.db, deps.config),
  });
}
