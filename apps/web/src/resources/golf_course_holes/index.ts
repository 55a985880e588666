import type { golfCourseHoleRecord } from '@fairway/contract';
import type { z } from 'zod';
import type { ResourceDeclaration } from '../../layout/crud/resourceDeclaration';
import { lazyScreen } from '../../layout/lazyScreen';
import { coursesLabels } from '../../labels/areas';

import { courseCardPath } from './card/courseCardPath';

export { courseCardPath };
import { resourcePages, type RouteEntry } from '../../routes/routeEntry';

/** The whole card's screen, at `courseCardPath` with the roles of the holes' list. */
export const courseCard = lazyScreen(() => import('./card/CourseCardGrid'), 'CourseCardGrid', coursesLabels);

export const golfCourseHoles: ResourceDeclaration<z.output<typeof golfCourseHoleRecord>> = {
  name: 'golf_course_holes',
  listPath: '/golf_course_hole',
  recordPath: '/golf_course_hole',
  recordRepresentation: (hole) => (hole.name ? `${hole.number} ${hole.name}` : String(hole.number)),
  cardFields: ['number', 'name', 'par', 'stroke_index', 'stroke_index_ladies'],
  defaultSort: { field: 'number', order: 'ASC' },
  list: lazyScreen(() => import('./GolfCourseHoleList'), 'GolfCourseHoleList', coursesLabels),
  create: lazyScreen(() => import('./GolfCourseHoleCreate'), 'GolfCourseHoleCreate', coursesLabels),
  edit: lazyScreen(() => import('./GolfCourseHoleEdit'), 'GolfCourseHoleEdit', coursesLabels),
};

export const routes: readonly RouteEntry[] = [
  ...resourcePages(golfCourseHoles),
  {
    path: courseCardPath,
    access: 'course',
    // Every role of the club reads the card (decision 0031); only admins get inputs (decision 0033).
    roles: 'all',
    label: 'fairway.pages.course_card',
    resource: golfCourseHoles,
    screen: courseCard,
  },
];
