import { coursesLabels } from '../../../courses';
import { lazyScreen } from '../../../../layout/lazyScreen';
import type { DeclaredRoute } from '../../../../layout/routing/routeEntry';

const setPasswordWithLink = lazyScreen(() => import('./SetPasswordWithLink'), 'SetPasswordWithLink');

/** A club's registration, and the set-password pages the mailed links open. */
export const routes: readonly DeclaredRoute[] = [
  {
    path: '/user-registration/:uid/set-password',
    access: 'link',
    roles: 'all',
    label: 'fairway.pages.set_password',
    screen: setPasswordWithLink,
  },
  {
    path: '/golf-course-registration',
    access: 'public',
    roles: 'all',
    label: 'fairway.pages.golf_course_registration',
    screen: lazyScreen(() => import('./GolfCourseRegistration'), 'GolfCourseRegistration', coursesLabels),
  },
  {
    path: '/set-password',
    access: 'link',
    roles: 'all',
    label: 'fairway.pages.set_password',
    screen: setPasswordWithLink,
  },
];
