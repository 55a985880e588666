import type { WebArea } from '../../routes/routeEntry';
import * as playerRounds from './resources/player_rounds';
import * as tournamentMasters from './resources/tournament_masters';
import * as tournamentMembers from './resources/tournament_members';
import * as tournamentNotes from './resources/tournament_notes';
import * as tournamentPrizes from './resources/tournament_prizes';
import * as tournaments from './resources/tournaments';
import * as competitions from './screens/competitions';

export { roundsLabels } from './labels/roundsLabels';
export { tournamentsLabels } from './labels/tournamentsLabels';
export { useActiveRounds } from './resources/player_rounds/ActiveRoundsProgress';
export { RoundStatusChip } from './resources/player_rounds/RoundStatusChip';

/**
 * Tournaments: series, events and their parts (fields, prizes, notes), and their rounds: the club's rounds in play and
 * a golfer's own.
 */
export const tournamentsArea: WebArea = {
  routes: [
    tournamentMasters,
    tournaments,
    tournamentMembers,
    tournamentPrizes,
    tournamentNotes,
    playerRounds,
    competitions,
  ].flatMap((part) => part.routes),
  dashboardCards: [...tournaments.dashboardCards, ...competitions.dashboardCards],
};
