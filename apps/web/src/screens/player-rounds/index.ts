import { lazyScreen } from '../../layout/lazyScreen';
import { roundsLabels } from '../../labels/areas';
import { rolesOf, type RouteEntry } from '../../routes/routeEntry';

/** Player Rounds: the signed-in golfer's (or event manager's) own rounds at the active club. */
export const routes: readonly RouteEntry[] = [
  {
    path: '/player-rounds',
    access: 'course',
    roles: rolesOf('/player-rounds'),
    label: 'fairway.menu.player-rounds',
    screen: lazyScreen(() => import('./PlayerRounds'), 'PlayerRounds', roundsLabels),
  },
];
