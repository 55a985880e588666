import type { memberLockerRecord } from '@fairway/contract';
import type { z } from 'zod';
import type { ResourceDeclaration } from '../../../../layout/crud/resourceDeclaration';
import { lazyScreen } from '../../../../layout/lazyScreen';
import { billingLabels } from '../../labels/billingLabels';
import { resourcePages, type DeclaredRoute } from '../../../../layout/routing/routeEntry';

export const memberLocker: ResourceDeclaration<z.output<typeof memberLockerRecord>> = {
  name: 'member_locker',
  listPath: '/member-lockers-map',
  recordPath: '/member-lockers-map',
  recordRepresentation: (holding) => `${holding.locker_number}: ${holding.member_name}`,
  cardFields: ['locker_number', 'member_name', 'from_date', 'to_date'],
  subtitle: 'fairway.billing.subtitles.member_locker',
  list: lazyScreen(() => import('./MemberLockerList'), 'MemberLockerList', billingLabels),
  create: lazyScreen(() => import('./MemberLockerCreate'), 'MemberLockerCreate', billingLabels),
  edit: lazyScreen(() => import('./MemberLockerEdit'), 'MemberLockerEdit', billingLabels),
};

/** Its pages, with the roles and name of its menu entry. */
export const routes: readonly DeclaredRoute[] = resourcePages(memberLocker);
