import type { accountsHeadRecord } from '@fairway/contract';
import type { z } from 'zod';
import type { ResourceDeclaration } from '../../../../layout/crud/resourceDeclaration';
import { lazyScreen } from '../../../../layout/lazyScreen';
import { billingLabels } from '../../labels/billingLabels';
import { resourcePages, type DeclaredRoute } from '../../../../layout/routing/routeEntry';

export const accountsHead: ResourceDeclaration<z.output<typeof accountsHeadRecord>> = {
  name: 'accounts_head',
  listPath: '/accounts-head',
  recordPath: '/accounts-head',
  recordRepresentation: (head) => `${head.code} ${head.name}`,
  cardFields: ['name', 'code', 'kind', 'is_active'],
  defaultSort: { field: 'code', order: 'ASC' },
  subtitle: 'fairway.billing.subtitles.accounts_head',
  list: lazyScreen(() => import('./AccountsHeadList'), 'AccountsHeadList', billingLabels),
  create: lazyScreen(() => import('./AccountsHeadCreate'), 'AccountsHeadCreate', billingLabels),
  edit: lazyScreen(() => import('./AccountsHeadEdit'), 'AccountsHeadEdit', billingLabels),
};

/** Its pages, with the roles and name of its menu entry. */
export const routes: readonly DeclaredRoute[] = resourcePages(accountsHead);
