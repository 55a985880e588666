import { Role } from '@fairway/contract';
import { mdiAccountMultiple, mdiSwapHorizontal } from '@mdi/js';
import type { WebArea } from '../../layout/routing/routeEntry';
import * as users from './resources/users';
import * as selectGolfCourse from './screens/select-golf-course';

/** The users of the installation and of a club, and the choice of the club a user works in. */
export const usersArea: WebArea = {
  routes: [selectGolfCourse, users].flatMap((part) => part.routes),
  menu: [
    {
      entry: {
        tag: 'select-golf-course',
        icon: mdiSwapHorizontal,
        roles: 'all',
        path: '/select-golf-course',
        needsSeveralCourses: true,
        worksWithoutCourse: true,
      },
      order: 10,
    },
    {
      entry: { tag: 'users', icon: mdiAccountMultiple, roles: [Role.superAdmin], path: '/users' },
      group: 'super-admin',
      order: 10,
    },
    {
      entry: {
        tag: 'admin-users',
        icon: mdiAccountMultiple,
        roles: [Role.admin, Role.eventManager],
        path: '/admin-users',
      },
      group: 'admin',
      order: 10,
    },
  ],
};
