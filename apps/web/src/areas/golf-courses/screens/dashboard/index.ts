import { lazyScreen } from '../../../../layout/lazyScreen';
import type { RouteEntry } from '../../../../routes/routeEntry';

export const routes: readonly RouteEntry[] = [
  {
    path: '/dashboard',
    access: 'course-or-super-admin',
    roles: 'all',
    label: 'fairway.dashboard.title',
    screen: lazyScreen(() => import('./Dashboard'), 'Dashboard'),
  },
];
