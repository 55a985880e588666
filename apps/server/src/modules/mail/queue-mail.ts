import type { Database } from '../../db/client.js';
import { type MailAttachment, mailOutbox } from '../../db/schema/index.js';
import type { MailContent } from './render-mail.js';

export type QueuedMail = MailContent & {
  /** The club the mail speaks for, if any. */
  golfCourseId: number | null;
  recipient: string;
  /** Files sent with it, as text (a calendar file). */
  attachments?: MailAttachment[];
};

/**
 * Puts a mail in the outbox, in the caller's transaction: it is sent after the change commits, by the outbox sender
 * of any server process, and never if the change rolls back. Sending never holds up or fails the caller.
 */
export async function queueMail(db: Database, mail: QueuedMail): Promise<number> {
  const [queued] = await db
    .insert(mailOutbox)
    .values({
      golf_course_id: mail.golfCourseId,
      recipient: mail.recipient,
      subject: mail.subject,
      text_body: mail.text,
      html_body: mail.html,
      attachments: mail.attachments ?? [],
    })
    .returning({ id: mailOutbox.id });
  return queued!.id;
}
