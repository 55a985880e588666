import { Role } from '@fairway/contract';
import { mdiFileDocument, mdiHistory, mdiMedalOutline, mdiTrophyVariantOutline } from '@mdi/js';
import type { WebArea } from '../../layout/routing/routeEntry';
import * as leaderboardTv from './screens/leaderboard-tv';
import * as orderOfMerit from './screens/order-of-merit';
import * as tournamentResults from './screens/tournament-results';
import * as tournamentWinnerHistory from './screens/tournament-winner-history';

/**
 * Results: a tournament's results and their corrections, the score details, the winners' history, a series' order of
 * merit, and the club-house TV's board with its results.
 */
export const resultsArea: WebArea = {
  routes: [tournamentResults, tournamentWinnerHistory, orderOfMerit, leaderboardTv].flatMap((part) => part.routes),
  menu: [
    // Not in the spec's menu: the club's results, published ones for its members (decision 0080).
    {
      entry: {
        tag: 'tournament-results',
        icon: mdiTrophyVariantOutline,
        roles: [Role.admin, Role.eventManager, Role.member],
        path: '/tournament-results',
      },
      order: 70,
    },
    // screens.md gives role 1 only; members read their club's winners too (decision 0080).
    {
      entry: {
        tag: 'tournament-winner-history',
        icon: mdiHistory,
        roles: [Role.admin, Role.member],
        path: '/tournament-winner-history',
      },
      order: 80,
    },
    // Not in the spec's menu: a series' order of merit, for its players too (decision 0133).
    {
      entry: {
        tag: 'order-of-merit',
        icon: mdiMedalOutline,
        roles: [Role.admin, Role.eventManager, Role.member],
        path: '/order-of-merit',
      },
      order: 85,
    },
    {
      entry: {
        tag: 'tournament-score-details',
        icon: mdiFileDocument,
        roles: [Role.superAdmin],
        path: '/tournament-score-details',
      },
      group: 'super-admin',
      order: 100,
    },
  ],
};
