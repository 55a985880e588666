import type { golfCourseRegistrationRecord } from '@fairway/contract';
import type { z } from 'zod';
import type { ResourceDeclaration } from '../../../../layout/crud/resourceDeclaration';
import { lazyScreen } from '../../../../layout/lazyScreen';
import { coursesLabels } from '../../../courses';
import { resourcePages, type DeclaredRoute } from '../../../../layout/routing/routeEntry';

/** Clubs' registrations waiting for the super admin, each approved or rejected from its row. */
export const unapprovedGolfCourses: ResourceDeclaration<z.output<typeof golfCourseRegistrationRecord>> = {
  name: 'golf_courses/registered_unapproved_list',
  listPath: '/Unapproved-golf-courses',
  recordRepresentation: (course) => course.name,
  cardFields: ['name', 'contact_name', 'contact_email', 'created_at', 'decision'],
  list: lazyScreen(() => import('./UnapprovedGolfCourseList'), 'UnapprovedGolfCourseList', coursesLabels),
};

/** Its pages, with the roles and name of its menu entry. */
export const routes: readonly DeclaredRoute[] = resourcePages(unapprovedGolfCourses);
