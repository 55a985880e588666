import type { WebArea } from '../../routes/routeEntry';
import * as leaderboardTv from './screens/leaderboard-tv';
import * as tournamentResults from './screens/tournament-results';
import * as tournamentWinnerHistory from './screens/tournament-winner-history';

/**
 * Results: a tournament's results and their corrections, the score details, the winners' history, and the club-house
 * TV's board with its results.
 */
export const resultsArea: WebArea = {
  routes: [tournamentResults, tournamentWinnerHistory, leaderboardTv].flatMap((part) => part.routes),
};
