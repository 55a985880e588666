import type { Database } from '../../db/client.js';
import { insertRows } from '../../db/insert-rows.js';
import { mailOutbox } from '../../db/schema/index.js';
import type { QueuedMail } from './queue-mail.js';

/**
 * Puts many mails in the outbox in one statement, in the caller's transaction (a ballot's result to every entrant):
 * as `queueMail`, sent after the change commits and never if it rolls back.
 */
export async function queueMails(db: Database, mails: readonly QueuedMail[]): Promise<void> {
  if (mails.length === 0) return;
  await insertRows(
    db,
    mailOutbox,
    mails.map((mail) => ({
      golf_course_id: mail.golfCourseId,
      recipient: mail.recipient,
      subject: mail.subject,
      text_body: mail.text,
      html_body: mail.html,
      attachments: mail.attachments ?? [],
    })),
  );
}
