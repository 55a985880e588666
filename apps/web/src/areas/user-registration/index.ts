import { Role } from '@fairway/contract';
import { mdiAccountCheck } from '@mdi/js';
import type { WebArea } from '../../layout/routing/routeEntry';
import * as userRegistrations from './resources/user_registrations';
import * as userRegistration from './screens/user-registration';

/** People registering with a club, their codes and passwords, and the club's approval of them. */
export const userRegistrationArea: WebArea = {
  routes: [userRegistration, userRegistrations].flatMap((part) => part.routes),
  menu: [
    {
      entry: { tag: 'unapproved-users', icon: mdiAccountCheck, roles: [Role.admin], path: '/unapproved-users' },
      group: 'admin',
      order: 20,
    },
  ],
};
