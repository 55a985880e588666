import { leaderboardsLabels } from '../../labels/leaderboardsLabels';
import { lazyScreen } from '../../../../layout/lazyScreen';
import { rolesOf, type DeclaredRoute } from '../../../../layout/routing/routeEntry';
import type { DashboardCard } from '../../../../layout/dashboardCard';
import { liveBoardFace } from './liveBoardFace';
import { activeRoundsFace } from './activeRoundsFace';

/** The leader boards: every board in play, one hole by hole, and the teams. */
export const routes: readonly DeclaredRoute[] = [
  {
    path: '/leaderboard',
    access: 'course',
    roles: rolesOf('/leaderboard'),
    label: 'fairway.menu.leaderboard',
    screen: lazyScreen(() => import('./LeaderboardsPage'), 'LeaderboardsPage', leaderboardsLabels),
  },
  {
    path: '/leader-board-detail',
    access: 'course',
    roles: rolesOf('/leader-board-detail'),
    label: 'fairway.menu.leader-board-detail',
    screen: lazyScreen(() => import('./LeaderboardDetailPage'), 'LeaderboardDetailPage', leaderboardsLabels),
  },
  {
    // Reached from the two boards' pages, by their roles.
    path: '/team-position',
    access: 'course',
    roles: rolesOf('/leaderboard'),
    label: 'fairway.pages.team_position',
    screen: lazyScreen(() => import('./TeamPositionPage'), 'TeamPositionPage', leaderboardsLabels),
  },
];

/**
 * A member's card of the live board of the tournament in play; an organiser's card of the rounds in play, with how far
 * their groups have played.
 */
export const dashboardCards: readonly DashboardCard[] = [
  {
    id: liveBoardFace.id,
    roles: liveBoardFace.roles,
    card: lazyScreen(() => import('./LiveBoardCard'), 'LiveBoardCard'),
  },
  {
    id: activeRoundsFace.id,
    roles: activeRoundsFace.roles,
    card: lazyScreen(() => import('./ActiveRoundsCard'), 'ActiveRoundsCard'),
  },
];
