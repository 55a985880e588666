import type { memberPaymentRecord } from '@fairway/contract';
import type { z } from 'zod';
import type { ResourceDeclaration } from '../../../../layout/crud/resourceDeclaration';
import { lazyScreen } from '../../../../layout/lazyScreen';
import { billingLabels } from '../../labels/billingLabels';
import { resourcePages, type DeclaredRoute } from '../../../../layout/routing/routeEntry';

/** Posted, then voided but never edited: its record page shows it with Void, not a form. */
export const memberPayment: ResourceDeclaration<z.output<typeof memberPaymentRecord>> = {
  name: 'member_payment',
  listPath: '/member-payments',
  recordPath: '/member-payments',
  recordRepresentation: (payment, formatDate = String) => `${payment.member_name}, ${formatDate(payment.date)}`,
  cardFields: ['member_name', 'date', 'mode', 'amount_minor', 'status'],
  subtitle: 'fairway.billing.subtitles.postings',
  list: lazyScreen(() => import('./MemberPaymentList'), 'MemberPaymentList', billingLabels),
  create: lazyScreen(() => import('./MemberPaymentCreate'), 'MemberPaymentCreate', billingLabels),
  edit: lazyScreen(() => import('./MemberPaymentRecord'), 'MemberPaymentRecord', billingLabels),
};

/** Its pages, with the roles and name of its menu entry. */
export const routes: readonly DeclaredRoute[] = resourcePages(memberPayment);
