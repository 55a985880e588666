import type { WebArea } from '../../routes/routeEntry';
import * as mailOutbox from './resources/mail_outbox';

/** The mail outbox. */
export const mailArea: WebArea = {
  routes: [mailOutbox].flatMap((part) => part.routes),
};
