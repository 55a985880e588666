import { coursesLabels } from '../../../courses';
import { lazyScreen } from '../../../../layout/lazyScreen';
import type { DeclaredRoute } from '../../../../layout/routing/routeEntry';

export const routes: readonly DeclaredRoute[] = [
  {
    path: '/golf-courses',
    access: 'public',
    roles: 'all',
    label: 'fairway.pages.golf_courses_registered',
    screen: lazyScreen(() => import('./RegisteredGolfCourses'), 'RegisteredGolfCourses', coursesLabels),
  },
];
