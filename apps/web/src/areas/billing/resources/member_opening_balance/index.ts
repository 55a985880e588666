import type { memberOpeningBalanceRecord } from '@fairway/contract';
import type { z } from 'zod';
import type { ResourceDeclaration } from '../../../../layout/crud/resourceDeclaration';
import { lazyScreen } from '../../../../layout/lazyScreen';
import { billingLabels } from '../../labels/billingLabels';
import { resourcePages, type DeclaredRoute } from '../../../../layout/routing/routeEntry';

/** Posted, then voided but never edited: its record page shows it with Void, not a form. */
export const memberOpeningBalance: ResourceDeclaration<z.output<typeof memberOpeningBalanceRecord>> = {
  name: 'member_opening_balance',
  listPath: '/member-opening-balances',
  recordPath: '/member-opening-balances',
  recordRepresentation: (balance, formatDate = String) => `${balance.member_name}, ${formatDate(balance.as_of_date)}`,
  cardFields: ['member_name', 'as_of_date', 'amount_minor', 'status'],
  subtitle: 'fairway.billing.subtitles.postings',
  list: lazyScreen(() => import('./MemberOpeningBalanceList'), 'MemberOpeningBalanceList', billingLabels),
  create: lazyScreen(() => import('./MemberOpeningBalanceCreate'), 'MemberOpeningBalanceCreate', billingLabels),
  edit: lazyScreen(() => import('./MemberOpeningBalanceRecord'), 'MemberOpeningBalanceRecord', billingLabels),
};

/** Its pages, with the roles and name of its menu entry. */
export const routes: readonly DeclaredRoute[] = resourcePages(memberOpeningBalance);
