import { Role } from '@fairway/contract';
import { mdiEmailOutline } from '@mdi/js';
import type { WebArea } from '../../layout/routing/routeEntry';
import * as mailOutbox from './resources/mail_outbox';

/** The mail outbox. */
export const mailArea: WebArea = {
  routes: [mailOutbox].flatMap((part) => part.routes),
  menu: [
    {
      entry: { tag: 'mail-outbox', icon: mdiEmailOutline, roles: [Role.superAdmin], path: '/mail-outbox' },
      group: 'super-admin',
      order: 120,
    },
  ],
};
