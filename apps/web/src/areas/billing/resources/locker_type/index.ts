import type { lockerTypeRecord } from '@fairway/contract';
import type { z } from 'zod';
import type { ResourceDeclaration } from '../../../../layout/crud/resourceDeclaration';
import { lazyScreen } from '../../../../layout/lazyScreen';
import { billingLabels } from '../../labels/billingLabels';
import { resourcePages, type DeclaredRoute } from '../../../../layout/routing/routeEntry';

export const lockerType: ResourceDeclaration<z.output<typeof lockerTypeRecord>> = {
  name: 'locker_type',
  listPath: '/lockers-type',
  recordPath: '/lockers-type',
  recordRepresentation: (type) => type.name,
  cardFields: ['name', 'description'],
  defaultSort: { field: 'name', order: 'ASC' },
  list: lazyScreen(() => import('./LockerTypeList'), 'LockerTypeList', billingLabels),
  create: lazyScreen(() => import('./LockerTypeCreate'), 'LockerTypeCreate', billingLabels),
  edit: lazyScreen(() => import('./LockerTypeEdit'), 'LockerTypeEdit', billingLabels),
};

/** Its pages, with the roles and name of its menu entry. */
export const routes: readonly DeclaredRoute[] = resourcePages(lockerType);
