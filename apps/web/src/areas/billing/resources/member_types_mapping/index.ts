import type { memberTypeMappingRecord } from '@fairway/contract';
import type { z } from 'zod';
import type { ResourceDeclaration } from '../../../../layout/crud/resourceDeclaration';
import { lazyScreen } from '../../../../layout/lazyScreen';
import { billingLabels } from '../../labels/billingLabels';
import { resourcePages, type DeclaredRoute } from '../../../../layout/routing/routeEntry';

export const memberTypesMapping: ResourceDeclaration<z.output<typeof memberTypeMappingRecord>> = {
  name: 'member_types_mapping',
  listPath: '/member-types-map',
  recordPath: '/member-types-map',
  recordRepresentation: (mapping) => `${mapping.member_name}: ${mapping.member_type_name}`,
  cardFields: ['member_name', 'member_type_name', 'from_date', 'to_date'],
  subtitle: 'fairway.billing.subtitles.member_types_mapping',
  list: lazyScreen(() => import('./MemberTypesMappingList'), 'MemberTypesMappingList', billingLabels),
  create: lazyScreen(() => import('./MemberTypesMappingCreate'), 'MemberTypesMappingCreate', billingLabels),
  edit: lazyScreen(() => import('./MemberTypesMappingEdit'), 'MemberTypesMappingEdit', billingLabels),
};

/** Its pages, with the roles and name of its menu entry. */
export const routes: readonly DeclaredRoute[] = resourcePages(memberTypesMapping);
