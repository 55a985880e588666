import { lazyScreen } from '../../../../layout/lazyScreen';
import type { DeclaredRoute } from '../../../../layout/routing/routeEntry';

export const routes: readonly DeclaredRoute[] = [
  {
    path: '/dashboard',
    access: 'course-or-super-admin',
    roles: 'all',
    label: 'fairway.dashboard.title',
    screen: lazyScreen(() => import('./Dashboard'), 'Dashboard'),
  },
];
