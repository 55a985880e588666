import type { memberExpenseRecord } from '@fairway/contract';
import type { z } from 'zod';
import type { ResourceDeclaration } from '../../../../layout/crud/resourceDeclaration';
import { lazyScreen } from '../../../../layout/lazyScreen';
import { billingLabels } from '../../labels/billingLabels';
import { resourcePages, type DeclaredRoute } from '../../../../layout/routing/routeEntry';

/** Posted, then voided but never edited: its record page shows it with Void, not a form. */
export const memberExpences: ResourceDeclaration<z.output<typeof memberExpenseRecord>> = {
  name: 'member_expences',
  listPath: '/members-expenses',
  recordPath: '/members-expenses',
  recordRepresentation: (expense, formatDate = String) =>
    `${expense.member_name}, ${expense.accounts_head_name}, ${formatDate(expense.date)}`,
  cardFields: ['member_name', 'date', 'accounts_head_name', 'amount_minor', 'status'],
  subtitle: 'fairway.billing.subtitles.postings',
  list: lazyScreen(() => import('./MemberExpencesList'), 'MemberExpencesList', billingLabels),
  create: lazyScreen(() => import('./MemberExpencesCreate'), 'MemberExpencesCreate', billingLabels),
  edit: lazyScreen(() => import('./MemberExpencesRecord'), 'MemberExpencesRecord', billingLabels),
};

/** Its pages, with the roles and name of its menu entry. */
export const routes: readonly DeclaredRoute[] = resourcePages(memberExpences);
