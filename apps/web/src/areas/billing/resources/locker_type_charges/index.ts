import type { lockerTypeChargeRecord } from '@fairway/contract';
import type { z } from 'zod';
import type { ResourceDeclaration } from '../../../../layout/crud/resourceDeclaration';
import { lazyScreen } from '../../../../layout/lazyScreen';
import { billingLabels } from '../../labels/billingLabels';
import { resourcePages, type DeclaredRoute } from '../../../../layout/routing/routeEntry';

export const lockerTypeCharges: ResourceDeclaration<z.output<typeof lockerTypeChargeRecord>> = {
  name: 'locker_type_charges',
  listPath: '/member-type-locker-type-charges-map',
  recordPath: '/member-type-locker-type-charges-map',
  recordRepresentation: (charge) => `${charge.locker_type_name}, ${charge.member_type_name}`,
  cardFields: ['locker_type_name', 'member_type_name', 'amount_minor', 'frequency'],
  subtitle: 'fairway.billing.subtitles.locker_type_charges',
  list: lazyScreen(() => import('./LockerTypeChargesList'), 'LockerTypeChargesList', billingLabels),
  create: lazyScreen(() => import('./LockerTypeChargesCreate'), 'LockerTypeChargesCreate', billingLabels),
  edit: lazyScreen(() => import('./LockerTypeChargesEdit'), 'LockerTypeChargesEdit', billingLabels),
};

/** Its pages, with the roles and name of its menu entry. */
export const routes: readonly DeclaredRoute[] = resourcePages(lockerTypeCharges);
