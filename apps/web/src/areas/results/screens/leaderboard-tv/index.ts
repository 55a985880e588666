import { lazyScreen } from '../../../../layout/lazyScreen';
import type { DeclaredRoute } from '../../../../layout/routing/routeEntry';
import { leaderboardsLabels } from '../../../scoring';

/**
 * The club-house TV's page of a board: the scoring area's live board, and the tournament's results once published
 * (their page beside it, `tournament-results/PublicResultsPage`).
 */
export const routes: readonly DeclaredRoute[] = [
  {
    // Opened signed in or not; a public board answers without signing in (decision 0062).
    path: '/leaderboard/tv/:id',
    access: 'link',
    roles: 'all',
    label: 'fairway.menu.leaderboard',
    screen: lazyScreen(() => import('./LeaderboardTvPage'), 'LeaderboardTvPage', leaderboardsLabels),
    topBar: false,
  },
];
