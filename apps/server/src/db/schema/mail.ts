import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, smallint, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { recordColumns } from './columns.js';
import { golfCourses } from './golf-courses.js';

/** A calendar entry a mail carries as its facts (a booking's tee time): its file is written when the mail is sent. */
export type CalendarEntry = {
  /** The entry's id in the member's calendar: a change or cancellation of the same id replaces the entry. */
  id: string;
  /** The calendar's name. */
  name: string;
  start: string;
  end: string;
  summary: string;
  description: string;
  location: string;
  cancelled: boolean;
};

/**
 * A file a mail carries: as text, or as the calendar entry its `.ics` file is written from at sending, so that the
 * change queueing the mail does not write the file in its transaction (decision 0155).
 */
export type MailAttachment = { filename: string; content_type: string } & (
  { content: string } | { calendar_entry: CalendarEntry }
);

/**
 * A mail to send: written in the transaction of the change that causes it, sent afterwards by the outbox sender of
 * any server process. `claimed_until` is the lease of the process sending it now.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    ...recordColumns,
    /** The club the mail speaks for; none for mails of Fairway itself. */
    golf_course_id: integer('golf_course_id').references(() => golfCourses.id),
    recipient: varchar('recipient', { length: 254 }).notNull(),
    subject: varchar('subject', { length: 300 }).notNull(),
    text_body: text('text_body').notNull(),
    html_body: text('html_body').notNull(),
    attachments: jsonb('attachments').$type<MailAttachment[]>().notNull().default([]),
    status: varchar('status', { length: 10, enum: ['queued', 'sent', 'failed'] })
      .notNull()
      .default('queued'),
    attempts: smallint('attempts').notNull().default(0),
    next_attempt_at: timestamp('next_attempt_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    claimed_until: timestamp('claimed_until', { withTimezone: true, mode: 'date' }),
    last_error: text('last_error'),
    sent_at: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [
    check('mail_outbox_status', sql`${table.status} in ('queued', 'sent', 'failed')`),
    index('mail_outbox_due')
      .on(table.next_attempt_at)
      .where(sql`${table.status} = 'queued'`),
    index('mail_outbox_golf_course_id').on(table.golf_course_id),
    index('mail_outbox_created_at').on(table.created_at, table.id.desc().nullsFirst()),
  ],
);
