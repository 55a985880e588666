import { z } from 'zod';
import { instant, recordExample, recordFields } from './records.js';

export const mailStatuses = ['queued', 'sent', 'failed'] as const;

/** A mail in the outbox, as the super admin reads it: what was said to whom, and whether it went. */
export const mailOutboxRecord = z
  .object({
    ...recordFields,
    golf_course_id: z.number().int().nullable(),
    golf_course_name: z.string().nullable(),
    recipient: z.string(),
    subject: z.string(),
    text_body: z.string(),
    html_body: z.string(),
    status: z.enum(mailStatuses).describe('queued: waiting to be sent (again); sent; failed: given up'),
    attempts: z.number().int().describe('Deliveries tried so far'),
    next_attempt_at: instant.describe('When a queued mail is tried next'),
    last_error: z.string().nullable().describe("The mail server's answer to the last failed delivery"),
    sent_at: instant.nullable(),
  })
  .meta({
    id: 'MailOutboxMessage',
    examples: [
      {
        ...recordExample,
        created_by: null,
        updated_by: null,
        golf_course_id: 3,
        golf_course_name: 'Lakeside Golf Club',
        recipient: 'jo@lakeside.example',
        subject: 'Lakeside Golf Club is approved on Fairway: set your password',
        text_body: 'Lakeside Golf Club\n\nHello Jo Lake,\n...',
        html_body: '<!doctype html>...',
        status: 'queued',
        attempts: 1,
        next_attempt_at: '2026-03-02T16:06:00.000Z',
        last_error: 'connect ECONNREFUSED 127.0.0.1:25',
        sent_at: null,
      },
    ],
  });
