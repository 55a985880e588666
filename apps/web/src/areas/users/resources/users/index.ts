import type { userRecord } from '@fairway/contract';
import type { z } from 'zod';
import type { ResourceDeclaration } from '../../../../layout/crud/resourceDeclaration';
import { lazyScreen } from '../../../../layout/lazyScreen';
import { peopleLabels } from '../../../members';
import { resourcePages, type DeclaredRoute } from '../../../../layout/routing/routeEntry';

export const users: ResourceDeclaration<z.output<typeof userRecord>> = {
  name: 'users',
  listPath: '/users',
  recordRepresentation: (user) => user.user_name,
  cardFields: ['user_name', 'email', 'roles', 'last_login_at', 'is_active'],
  list: lazyScreen(() => import('./UserList'), 'UserList', peopleLabels),
};

/** Admin > Users: the active club's users, added and changed by its admins, who grant and take away their roles. */
export const adminUsers: ResourceDeclaration<z.output<typeof userRecord>> = {
  name: 'users',
  listPath: '/admin-users',
  recordPath: '/admin-users',
  recordRepresentation: (user) => user.user_name,
  cardFields: ['user_name', 'email', 'roles', 'is_active'],
  list: lazyScreen(() => import('./AdminUserList'), 'AdminUserList', peopleLabels),
  create: lazyScreen(() => import('./AdminUserCreate'), 'AdminUserCreate', peopleLabels),
  edit: lazyScreen(() => import('./AdminUserEdit'), 'AdminUserEdit', peopleLabels),
};

/** Admin > Users (an organiser's roster for an event manager) and the super admin's Users. */
export const routes: readonly DeclaredRoute[] = [...resourcePages(adminUsers), ...resourcePages(users)];
