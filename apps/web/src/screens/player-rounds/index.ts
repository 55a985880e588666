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
  {
    // The scoring page is a separate entry (score.html, decision 0061): reached from inside the admin app, the
    // browser loads it whole.
    path: '/player_round_group_scores/:title/:groupId',
    access: 'course',
    roles: rolesOf('/player-rounds'),
    label: 'fairway.pages.player_round_group_scores',
    screen: lazyScreen(() => import('./ScoringPageLoad'), 'ScoringPageLoad', roundsLabels),
  },
];
