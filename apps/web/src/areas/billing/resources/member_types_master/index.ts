import type { memberTypeRecord } from '@fairway/contract';
import type { z } from 'zod';
import type { ResourceDeclaration } from '../../../../layout/crud/resourceDeclaration';
import { lazyScreen } from '../../../../layout/lazyScreen';
import { billingLabels } from '../../labels/billingLabels';
import { resourcePages, type DeclaredRoute } from '../../../../layout/routing/routeEntry';

export const memberTypesMaster: ResourceDeclaration<z.output<typeof memberTypeRecord>> = {
  name: 'member_types_master',
  listPath: '/member-types-master',
  recordPath: '/member-types-master',
  recordRepresentation: (type) => type.name,
  cardFields: ['name', 'description', 'is_active'],
  defaultSort: { field: 'name', order: 'ASC' },
  list: lazyScreen(() => import('./MemberTypesMasterList'), 'MemberTypesMasterList', billingLabels),
  create: lazyScreen(() => import('./MemberTypesMasterCreate'), 'MemberTypesMasterCreate', billingLabels),
  edit: lazyScreen(() => import('./MemberTypesMasterEdit'), 'MemberTypesMasterEdit', billingLabels),
};

/** Its pages, with the roles and name of its menu entry. */
export const routes: readonly DeclaredRoute[] = resourcePages(memberTypesMaster);
