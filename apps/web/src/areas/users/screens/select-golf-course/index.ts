import { lazyScreen } from '../../../../layout/lazyScreen';
import type { DeclaredRoute } from '../../../../layout/routing/routeEntry';

export const routes: readonly DeclaredRoute[] = [
  {
    path: '/select-golf-course',
    access: 'choose-course',
    roles: 'all',
    label: 'fairway.menu.select-golf-course',
    screen: lazyScreen(() => import('./SelectGolfCourse'), 'SelectGolfCourse'),
  },
];
