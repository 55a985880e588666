import { Role } from '@fairway/contract';
import { mdiDomain } from '@mdi/js';
import type { WebArea } from '../../layout/routing/routeEntry';
import * as golfCourses from './resources/golf_courses';
import * as dashboard from './screens/dashboard';

/** The clubs (golf courses) of the installation, and the dashboard of the club a user works in. */
export const golfCoursesArea: WebArea = {
  routes: [dashboard, golfCourses].flatMap((part) => part.routes),
  menu: [
    {
      entry: { tag: 'golf_courses', icon: mdiDomain, roles: [Role.superAdmin], path: '/golf_course' },
      group: 'super-admin',
      order: 20,
    },
  ],
};
