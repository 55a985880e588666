import { Role } from '@fairway/contract';
import { mdiFlag, mdiGolfCart, mdiMapMarkerRadius, mdiShapeOutline, mdiTable } from '@mdi/js';
import type { WebArea } from '../../layout/routing/routeEntry';
import * as golfCourseHoles from './resources/golf_course_holes';
import * as golfCourseIndexes from './resources/golf_course_indexes';
import * as holeCategories from './resources/hole_categories';
import * as holeDetails from './resources/hole_details';
import * as holeIntermediatePoints from './resources/hole_intermediate_points';

export { coursesLabels } from './labels/coursesLabels';
export { GolfCourseRatings } from './resources/golf_course_indexes/GolfCourseRatings';

/** A club's course: its tee sets and ratings, holes, hole points, hole categories and hole details. */
export const coursesArea: WebArea = {
  routes: [golfCourseIndexes, golfCourseHoles, holeIntermediatePoints, holeCategories, holeDetails].flatMap(
    (part) => part.routes,
  ),
  menu: [
    {
      entry: {
        tag: 'holes-information',
        icon: mdiFlag,
        roles: [Role.admin],
        children: [
          { tag: 'golf_course_holes', icon: mdiGolfCart, roles: [Role.admin], path: '/golf_course_hole' },
          {
            tag: 'golf_course_holes_periphery',
            icon: mdiMapMarkerRadius,
            roles: [Role.admin],
            path: '/golf_course_holes_periphery',
          },
          {
            tag: 'setting-hole-categories',
            icon: mdiShapeOutline,
            roles: [Role.admin],
            path: '/settings/hole_categories',
          },
          { tag: 'setting-hole-details', icon: mdiTable, roles: [Role.admin], path: '/settings/hole_details' },
        ],
      },
      group: 'settings',
      order: 10,
    },
  ],
};
