import { Role } from '@fairway/contract';
import { mdiFormatListNumbered, mdiGolfTee, mdiPodium } from '@mdi/js';
import type { WebArea } from '../../layout/routing/routeEntry';
import * as individualRounds from './screens/individual-rounds';
import * as leaderboards from './screens/leaderboards';

export { leaderboardsLabels } from './labels/leaderboardsLabels';
export { leaderboardEndpoints } from './providers/leaderboardApi';
export { LiveLine, RoundLine } from './screens/leaderboards/BoardParts';
export { BoardOrderOfMerit } from './screens/leaderboards/BoardOrderOfMerit';
export { BoardTable } from './screens/leaderboards/BoardTable';
export { SkinsTvBoard } from './screens/leaderboards/SkinsTvBoard';
export { tvPath } from './screens/leaderboards/tvPath';
export { useLiveBoard } from './screens/leaderboards/useLiveBoard';

/** Scoring: the leader boards (every board in play, hole by hole, teams) and a golfer's individual rounds. */
export const scoringArea: WebArea = {
  routes: [leaderboards, individualRounds].flatMap((part) => part.routes),
  dashboardCards: leaderboards.dashboardCards,
  menu: [
    { entry: { tag: 'leaderboard', icon: mdiPodium, roles: [Role.member], path: '/leaderboard' }, order: 30 },
    {
      entry: {
        tag: 'leader-board-detail',
        icon: mdiFormatListNumbered,
        roles: [Role.member],
        path: '/leader-board-detail',
      },
      order: 40,
    },
    {
      entry: {
        tag: 'individual_rounds',
        icon: mdiGolfTee,
        roles: [Role.member, Role.eventManager],
        path: '/individual_round',
        needsClubIndividualRounds: true,
      },
      order: 110,
    },
  ],
};
