import type { mailOutboxRecord } from '@fairway/contract';
import type { z } from 'zod';
import type { ResourceDeclaration } from '../../../../layout/crud/resourceDeclaration';
import { lazyScreen } from '../../../../layout/lazyScreen';
import { coursesLabels } from '../../../courses';
import { resourcePages, type DeclaredRoute } from '../../../../layout/routing/routeEntry';

/** The outbox, read-only: the super admin sees what Fairway mailed, to whom, and whether it went. */
export const mailOutbox: ResourceDeclaration<z.output<typeof mailOutboxRecord>> = {
  name: 'mail_outbox',
  listPath: '/mail-outbox',
  recordPath: '/mail-outbox',
  recordRepresentation: (mail) => `${mail.subject} (${mail.recipient})`,
  cardFields: ['subject', 'recipient', 'status', 'attempts', 'created_at'],
  list: lazyScreen(() => import('./MailOutboxList'), 'MailOutboxList', coursesLabels),
  edit: lazyScreen(() => import('./MailOutboxShow'), 'MailOutboxShow', coursesLabels),
};

/** Its pages, with the roles and name of its menu entry. */
export const routes: readonly DeclaredRoute[] = resourcePages(mailOutbox);
