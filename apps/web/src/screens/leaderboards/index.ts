import { Role } from '@fairway/contract';
import { leaderboardsLabels } from '../../labels/areas';
import { lazyScreen } from '../../layout/lazyScreen';
import { rolesOf, type RouteEntry } from '../../routes/routeEntry';
import type { DashboardCard } from '../dashboard/dashboardCard';

/** The leader boards: every board in play, one hole by hole, the teams, and the club-house TV's page of a board. */
export const routes: readonly RouteEntry[] = [
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
  {
    // The club-house TV: opened signed in or not; a public board answers without signing in (decision 0062).
    path: '/leaderboard/tv/:id',
    access: 'link',
    roles: 'all',
    label: 'fairway.menu.leaderboard',
    screen: lazyScreen(() => import('./LeaderboardTvPage'), 'LeaderboardTvPage', leaderboardsLabels),
    topBar: false,
  },
];

/** A member's card of the live board of the tournament in play. */
export const dashboardCards: readonly DashboardCard[] = [
  {
    id: 'live-board',
    roles: [Role.member],
    card: lazyScreen(() => import('./LiveBoardCard'), 'LiveBoardCard', leaderboardsLabels),
  },
];
