import type { ResourceDeclaration } from '../../../../layout/crud/resourceDeclaration';
import { lazyScreen } from '../../../../layout/lazyScreen';
import { peopleLabels } from '../../../members';
import type { UserRegistrationRecord } from './RegistrationFields';
import { Role } from '@fairway/contract';
import { resourcePages, type DeclaredRoute } from '../../../../layout/routing/routeEntry';

const name = (registration: UserRegistrationRecord) => `${registration.first_name} ${registration.last_name}`.trim();

/** The club's registrations and join requests, every status: read only. */
export const userRegistrations: ResourceDeclaration<UserRegistrationRecord> = {
  name: 'user_registration',
  listPath: '/user-registrations',
  recordRepresentation: name,
  cardFields: ['first_name', 'email', 'status', 'kind', 'created_at'],
  list: lazyScreen(() => import('./UserRegistrationList'), 'UserRegistrationList', peopleLabels),
};

/** Registrations and join requests waiting for the club's admin, each approved or rejected from its row. */
export const unapprovedUsers: ResourceDeclaration<UserRegistrationRecord> = {
  name: 'user_registration/unapproved_user_list',
  listPath: '/unapproved-users',
  recordRepresentation: name,
  cardFields: ['first_name', 'email', 'kind', 'created_at', 'decision'],
  list: lazyScreen(() => import('./UnapprovedUserList'), 'UnapprovedUserList', peopleLabels),
};

export const routes: readonly DeclaredRoute[] = [
  {
    path: userRegistrations.listPath,
    access: 'course',
    roles: [Role.admin],
    label: 'fairway.pages.user_registrations',
    resource: userRegistrations,
    screen: userRegistrations.list,
  },
  ...resourcePages(unapprovedUsers),
];
