import { Role, type golfCourseRecord } from '@fairway/contract';
import type { z } from 'zod';
import type { ResourceDeclaration } from '../../../../layout/crud/resourceDeclaration';
import { lazyScreen } from '../../../../layout/lazyScreen';
import { coursesLabels } from '../../../courses';
import { resourcePages, type DeclaredRoute } from '../../../../layout/routing/routeEntry';

export const golfCourses: ResourceDeclaration<z.output<typeof golfCourseRecord>> = {
  name: 'golf_courses',
  listPath: '/golf_course',
  recordPath: '/golf_course',
  recordRepresentation: (course) => course.name,
  cardFields: ['name', 'city_name', 'status', 'holes_count'],
  list: lazyScreen(() => import('./GolfCourseList'), 'GolfCourseList', coursesLabels),
  create: lazyScreen(() => import('./GolfCourseCreate'), 'GolfCourseCreate', coursesLabels),
  edit: lazyScreen(() => import('./GolfCourseEdit'), 'GolfCourseEdit', coursesLabels),
};

/** A club's admin opens their own club's record too; adding a club stays the super admin's. */
export const routes: readonly DeclaredRoute[] = resourcePages(golfCourses).map((page) =>
  page.path.endsWith('/create') ? page : { ...page, roles: [Role.superAdmin, Role.admin] as const },
);
