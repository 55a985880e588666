import { mailOutboxRecord } from '@fairway/contract';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { recordColumnsOf } from '../../db/schema/columns.js';
import { golfCourses, mailOutbox } from '../../db/schema/index.js';
import type { Resource } from '../../http/resource.js';

/**
 * The outbox, read by the super admin across every club. Not served by `registerResource`: its rows name the club they
 * speak for (`golf_course_id`, null for Fairway's own mails), yet it is not a club's resource; the routes in
 * mail-routes.ts read it with the resource kit's list and read queries, unscoped, super admin only, read-only.
 */
export const mailOutboxResource: Resource = {
  name: 'mail_outbox',
  thing: 'mail',
  area: 'mail',
  table: mailOutbox,
  scope: 'global',
  fields: {
    ...recordColumnsOf(mailOutbox),
    golf_course_id: mailOutbox.golf_course_id,
    golf_course_name: golfCourses.name,
    recipient: mailOutbox.recipient,
    subject: mailOutbox.subject,
    text_body: mailOutbox.text_body,
    html_body: mailOutbox.html_body,
    status: mailOutbox.status,
    attempts: mailOutbox.attempts,
    next_attempt_at: mailOutbox.next_attempt_at,
    last_error: mailOutbox.last_error,
    sent_at: mailOutbox.sent_at,
  },
  joins: (query) => query.leftJoin(golfCourses, eq(golfCourses.id, mailOutbox.golf_course_id)),
  list: {
    search: [mailOutbox.recipient, mailOutbox.subject, golfCourses.name],
    ordering: {
      id: mailOutbox.id,
      created_at: mailOutbox.created_at,
      recipient: mailOutbox.recipient,
      subject: mailOutbox.subject,
      status: mailOutbox.status,
      attempts: mailOutbox.attempts,
      sent_at: mailOutbox.sent_at,
    },
    defaultOrdering: '-created_at',
    filters: {
      status: { column: mailOutbox.status, kind: 'text' },
      golf_course_id: { column: mailOutbox.golf_course_id, kind: 'integer' },
    },
  },
  filterDescriptions: { status: 'Only mails of this status: queued, sent or failed' },
  record: mailOutboxRecord,
  input: z.object({}),
  access: { read: {}, write: null },
};
