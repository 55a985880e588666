import type { DashboardCard } from '../../../../layout/dashboardCard';
import { lazyScreen } from '../../../../layout/lazyScreen';
import { rolesOf, type DeclaredRoute } from '../../../../layout/routing/routeEntry';
import { teeSheetLabels } from '../../labels/teeSheetLabels';
import { nextTeeTimeFace } from './nextTeeTimeFace';

/** My Bookings: the tee times a member booked or plays in, ahead and past, changed and cancelled there. */
export const routes: readonly DeclaredRoute[] = [
  {
    path: '/my-bookings',
    access: 'course',
    roles: rolesOf('/my-bookings'),
    label: 'fairway.menu.my-bookings',
    screen: lazyScreen(() => import('./MyBookings'), 'MyBookings', teeSheetLabels),
  },
];

/** A member's next tee time, with its players, when they have one. */
export const dashboardCards: readonly DashboardCard[] = [
  {
    id: nextTeeTimeFace.id,
    roles: nextTeeTimeFace.roles,
    card: lazyScreen(() => import('./NextTeeTimeCard'), 'NextTeeTimeCard'),
  },
];
