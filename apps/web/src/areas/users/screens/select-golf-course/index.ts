import { lazyScreen } from '../../../../layout/lazyScreen';
import type { RouteEntry } from '../../../../routes/routeEntry';

export const routes: readonly RouteEntry[] = [
  {
    path: '/select-golf-course',
    access: 'choose-course',
    roles: 'all',
    label: 'fairway.menu.select-golf-course',
    screen: lazyScreen(() => import('./SelectGolfCourse'), 'SelectGolfCourse'),
  },
];
