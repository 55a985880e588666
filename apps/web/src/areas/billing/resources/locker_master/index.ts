import type { lockerMasterRecord } from '@fairway/contract';
import type { z } from 'zod';
import type { ResourceDeclaration } from '../../../../layout/crud/resourceDeclaration';
import { lazyScreen } from '../../../../layout/lazyScreen';
import { billingLabels } from '../../labels/billingLabels';
import { resourcePages, type DeclaredRoute } from '../../../../layout/routing/routeEntry';

export const lockerMaster: ResourceDeclaration<z.output<typeof lockerMasterRecord>> = {
  name: 'locker_master',
  listPath: '/lockers-master',
  recordPath: '/lockers-master',
  recordRepresentation: (locker) => locker.number,
  cardFields: ['number', 'locker_type_name', 'location', 'status'],
  defaultSort: { field: 'number', order: 'ASC' },
  list: lazyScreen(() => import('./LockerMasterList'), 'LockerMasterList', billingLabels),
  create: lazyScreen(() => import('./LockerMasterCreate'), 'LockerMasterCreate', billingLabels),
  edit: lazyScreen(() => import('./LockerMasterEdit'), 'LockerMasterEdit', billingLabels),
};

/** Its pages, with the roles and name of its menu entry. */
export const routes: readonly DeclaredRoute[] = resourcePages(lockerMaster);
