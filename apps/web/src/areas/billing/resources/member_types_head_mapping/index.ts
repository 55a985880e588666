import type { memberTypeHeadMappingRecord } from '@fairway/contract';
import type { z } from 'zod';
import type { ResourceDeclaration } from '../../../../layout/crud/resourceDeclaration';
import { lazyScreen } from '../../../../layout/lazyScreen';
import { billingLabels } from '../../labels/billingLabels';
import { resourcePages, type DeclaredRoute } from '../../../../layout/routing/routeEntry';

export const memberTypesHeadMapping: ResourceDeclaration<z.output<typeof memberTypeHeadMappingRecord>> = {
  name: 'member_types_head_mapping',
  listPath: '/member-types-head-map',
  recordPath: '/member-types-head-map',
  recordRepresentation: (charge) => `${charge.member_type_name}: ${charge.accounts_head_name}`,
  cardFields: ['member_type_name', 'accounts_head_name', 'amount_minor', 'frequency'],
  subtitle: 'fairway.billing.subtitles.member_types_head_mapping',
  list: lazyScreen(() => import('./MemberTypesHeadMappingList'), 'MemberTypesHeadMappingList', billingLabels),
  create: lazyScreen(() => import('./MemberTypesHeadMappingCreate'), 'MemberTypesHeadMappingCreate', billingLabels),
  edit: lazyScreen(() => import('./MemberTypesHeadMappingEdit'), 'MemberTypesHeadMappingEdit', billingLabels),
};

/** Its pages, with the roles and name of its menu entry. */
export const routes: readonly DeclaredRoute[] = resourcePages(memberTypesHeadMapping);
