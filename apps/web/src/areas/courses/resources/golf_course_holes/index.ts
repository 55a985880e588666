import type { golfCourseHoleRecord } from '@fairway/contract';
import type { z } from 'zod';
import type { ResourceDeclaration } from '../../../../layout/crud/resourceDeclaration';
import { scopedToCourse } from '../../../../layout/crud/courseScope';
import { lazyScreen } from '../../../../layout/lazyScreen';
import { coursesLabels } from '../../labels/coursesLabels';

import { courseCardPath } from './card/courseCardPath';

export { courseCardPath };
import { anyClubPages, resourcePages, type DeclaredRoute } from '../../../../layout/routing/routeEntry';

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

/**
 * The super admin's copy (spec section 2: the duplicates of the hole pages live under `/hole_detail`): the same list
 * and forms, for the golf course picked on the list (decision 0034). The whole card stays the active club's.
 */
export const anyClubGolfCourseHoles: ResourceDeclaration<z.output<typeof golfCourseHoleRecord>> = {
  ...golfCourseHoles,
  listPath: '/hole_detail/golf_course_hole',
  recordPath: '/hole_detail/golf_course_hole',
  list: scopedToCourse(golfCourseHoles.list),
  create: scopedToCourse(golfCourseHoles.create!),
  edit: scopedToCourse(golfCourseHoles.edit!),
};

export const routes: readonly DeclaredRoute[] = [
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
  ...anyClubPages(anyClubGolfCourseHoles, 'fairway.menu.golf_course_holes'),
];
