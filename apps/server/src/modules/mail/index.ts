import type { FastifyInstance } from 'fastify';
import type { AreaDeps } from '../../http/area.js';
import { registerMailRoutes } from './mail-routes.js';
import { OutboxSender } from './outbox-sender.js';

export { calendarFile } from './calendar-file.js';
export { mailClubOf } from './mail-club-of.js';
export { mailClubsOf } from './mail-clubs-of.js';
export { publicLink } from './public-link.js';
export { type MailClub, type MailMessage, renderMail } from './render-mail.js';
export { queueMail, type QueuedMail } from './queue-mail.js';
export { queueMails } from './queue-mails.js';

/**
 * Mail: the outbox other areas write to inside their transactions (`queueMail`), its sender, which runs in the server
 * process from the moment the database is ready until the server closes, and the outbox's routes for the super admin.
 */
export function registerMail(app: FastifyInstance, deps: AreaDeps) {
  registerMailRoutes(app, deps);
  const { db, config, changes, ready } = deps;
  const sender = new OutboxSender({
    db,
    log: app.log.child({ area: 'mail' }),
    settings: config.mail,
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
  });
  changes.subscribe({
    heard: (payload) => {
      if (payload === 'table:mail_outbox') sender.wake();
    },
    lost: () => {},
    // Mails queued while the channel was not heard are found now rather than at the next poll.
    restored: () => sender.wake(),
  });
  let closing = false;
  app.addHook('onReady', async () => {
    // Not awaited: the server serves while the database is still being made ready; the sender starts after.
    ready.then(
      () => {
        if (!closing) sender.start();
      },
      () => {},
    );
  });
  app.addHook('onClose', async () => {
    closing = true;
    await sender.stop();
  });
}
