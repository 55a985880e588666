import type { userTypeRecord } from '@fairway/contract';
import type { z } from 'zod';
import type { ResourceDeclaration } from '../../../../layout/crud/resourceDeclaration';
import { lazyScreen } from '../../../../layout/lazyScreen';
import { masterDataLabels } from '../../labels/masterDataLabels';
import { resourcePages, type DeclaredRoute } from '../../../../layout/routing/routeEntry';

export const userType: ResourceDeclaration<z.output<typeof userTypeRecord>> = {
  name: 'user_type',
  listPath: '/settings/user-types',
  recordPath: '/settings/user-type',
  recordRepresentation: (userType) => userType.name,
  cardFields: ['name', 'description', 'is_active'],
  defaultSort: { field: 'name', order: 'ASC' },
  list: lazyScreen(() => import('./UserTypeList'), 'UserTypeList', masterDataLabels),
  create: lazyScreen(() => import('./UserTypeCreate'), 'UserTypeCreate', masterDataLabels),
  edit: lazyScreen(() => import('./UserTypeEdit'), 'UserTypeEdit', masterDataLabels),
};

/** Its pages, with the roles and name of its menu entry. */
export const routes: readonly DeclaredRoute[] = resourcePages(userType);
