import { Role, type memberRecord } from '@fairway/contract';
import type { z } from 'zod';
import type { ResourceDeclaration } from '../../../../layout/crud/resourceDeclaration';
import { lazyScreen } from '../../../../layout/lazyScreen';
import { peopleLabels } from '../../labels/peopleLabels';
import { resourcePages, type DeclaredRoute } from '../../../../layout/routing/routeEntry';

export const members: ResourceDeclaration<z.output<typeof memberRecord>> = {
  name: 'members',
  listPath: '/member',
  recordPath: '/member',
  recordRepresentation: (member) => `${member.first_name} ${member.last_name}`.trim(),
  defaultSort: { field: 'name', order: 'ASC' },
  cardFields: ['name', 'membership_number', 'is_guest', 'handicap_index', 'phone'],
  list: lazyScreen(() => import('./MemberList'), 'MemberList', peopleLabels),
  create: lazyScreen(() => import('./MemberCreate'), 'MemberCreate', peopleLabels),
  edit: lazyScreen(() => import('./MemberEdit'), 'MemberEdit', peopleLabels),
};

/** Golfers of other clubs, for an admin to bring in: a list without forms of its own. */
export const nonGolfCourseMembers: ResourceDeclaration = {
  name: 'members/non_golf_course_members',
  listPath: '/non-golf-course-members',
  recordRepresentation: (golfer) => `${String(golfer.first_name)} ${String(golfer.last_name)}`.trim(),
  defaultSort: { field: 'name', order: 'ASC' },
  cardFields: ['name', 'handicap_index', 'home_clubs', 'add'],
  list: lazyScreen(() => import('./NonGolfCourseMembers'), 'NonGolfCourseMembers', peopleLabels),
};

export const routes: readonly DeclaredRoute[] = [
  ...resourcePages(members),
  {
    path: nonGolfCourseMembers.listPath,
    access: 'course',
    roles: [Role.admin],
    label: 'fairway.pages.non_golf_course_members',
    resource: nonGolfCourseMembers,
    screen: nonGolfCourseMembers.list,
  },
];
