import type { userTypeRecord } from '@fairway/contract';
import type { z } from 'zod';
import type { ResourceDeclaration } from '../../layout/crud/resourceDeclaration';
import { lazyScreen } from '../../layout/lazyScreen';

export const userType: ResourceDeclaration<z.output<typeof userTypeRecord>> = {
  name: 'user_type',
  listPath: '/settings/user-types',
  recordPath: '/settings/user-type',
  recordRepresentation: (userType) => userType.name,
  cardFields: ['name', 'description', 'is_active'],
  defaultSort: { field: 'name', order: 'ASC' },
  list: lazyScreen(() => import('./UserTypeList'), 'UserTypeList'),
  create: lazyScreen(() => import('./UserTypeCreate'), 'UserTypeCreate'),
  edit: lazyScreen(() => import('./UserTypeEdit'), 'UserTypeEdit'),
};
