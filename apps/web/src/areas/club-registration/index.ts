import { Role } from '@fairway/contract';
import { mdiOfficeBuildingRemove } from '@mdi/js';
import type { WebArea } from '../../layout/routing/routeEntry';
import * as unapprovedGolfCourses from './resources/unapproved_golf_courses';
import * as clubRegistration from './screens/club-registration';
import * as registeredGolfCourses from './screens/registered-golf-courses';

export { fetchRegisteredGolfCourses, type RegisteredGolfCourse } from './providers/clubRegistrationApi';

/** Clubs registering with Fairway: the public list of registered clubs, the registration, and its approval. */
export const clubRegistrationArea: WebArea = {
  routes: [registeredGolfCourses, clubRegistration, unapprovedGolfCourses].flatMap((part) => part.routes),
  menu: [
    {
      entry: {
        tag: 'Unapproved-golf-courses',
        icon: mdiOfficeBuildingRemove,
        roles: [Role.superAdmin],
        path: '/Unapproved-golf-courses',
      },
      group: 'super-admin',
      order: 30,
    },
  ],
};
