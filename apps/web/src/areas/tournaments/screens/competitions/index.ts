import { tournamentsLabels } from '../../labels/tournamentsLabels';
import { lazyScreen } from '../../../../layout/lazyScreen';
import { rolesOf, type DeclaredRoute } from '../../../../layout/routing/routeEntry';
import type { DashboardCard } from '../../../../layout/dashboardCard';
import { openForEntryFace } from './openForEntryFace';

/** A member's competitions: the events they may enter, entering and withdrawing, their entries and waiting places. */
export const routes: readonly DeclaredRoute[] = [
  {
    path: '/competitions',
    access: 'course',
    roles: rolesOf('/competitions'),
    label: 'fairway.menu.competitions',
    screen: lazyScreen(() => import('./Competitions'), 'Competitions', tournamentsLabels),
  },
];

/** The events a member may enter now, on their dashboard. */
export const dashboardCards: readonly DashboardCard[] = [
  {
    id: openForEntryFace.id,
    roles: openForEntryFace.roles,
    card: lazyScreen(() => import('./OpenForEntryCard'), 'OpenForEntryCard'),
  },
];
