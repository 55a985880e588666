import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  smallint,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { recordColumns } from './columns.js';
import { golfCourses } from './golf-courses.js';
import { members } from './members.js';
import { users } from './users.js';

const moment = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * A request to belong to a club: a visitor's self-registration (`registration`: verified by a mailed code, then
 * approved by the club's admin) or a signed-in user's request to join another club (`join`: approved the same way).
 * Only the code's hash is kept.
 */
export const userRegistrations = pgTable(
  'user_registration',
  {
    ...recordColumns,
    uid: uuid('uid').notNull().defaultRandom(),
    golf_course_id: integer('golf_course_id')
      .notNull()
      .references(() => golfCourses.id),
    kind: varchar('kind', { length: 12, enum: ['registration', 'join'] })
      .notNull()
      .default('registration'),
    /** The asking user of a join request; the user approval created or found for a registration. */
    user_id: integer('user_id').references(() => users.id),
    /** The golfer approval tied to the club. */
    member_id: integer('member_id').references(() => members.id),
    first_name: varchar('first_name', { length: 100 }).notNull(),
    last_name: varchar('last_name', { length: 100 }).notNull().default(''),
    email: varchar('email', { length: 254 }).notNull(),
    phone: varchar('phone', { length: 40 }).notNull().default(''),
    gender: varchar('gender', { length: 1, enum: ['M', 'F'] }),
    date_of_birth: date('date_of_birth', { mode: 'string' }),
    declared_handicap_index: numeric('declared_handicap_index', { precision: 3, scale: 1, mode: 'number' }),
    is_guest: boolean('is_guest').notNull().default(false),
    status: varchar('status', { length: 12, enum: ['unverified', 'unapproved', 'approved', 'rejected'] })
      .notNull()
      .default('unverified'),
    otp_hash: varchar('otp_hash', { length: 64 }),
    otp_expires_at: moment('otp_expires_at'),
    otp_attempts: smallint('otp_attempts').notNull().default(0),
    otp_sent_at: moment('otp_sent_at'),
    /** Codes sent since `otp_sends_since`: at most 5 in an hour. */
    otp_sends: smallint('otp_sends').notNull().default(0),
    otp_sends_since: moment('otp_sends_since'),
    verified_at: moment('verified_at'),
    decided_by: integer('decided_by').references(() => users.id),
    decided_at: moment('decided_at'),
    rejection_reason: varchar('rejection_reason', { length: 500 }).notNull().default(''),
  },
  (table) => [
    uniqueIndex('user_registration_uid_unique').on(table.uid),
    uniqueIndex('user_registration_email_unique')
      .on(table.golf_course_id, sql`lower(${table.email})`)
      .where(sql`${table.status} <> 'rejected'`),
    index('user_registration_status').on(table.golf_course_id, table.status),
    index('user_registration_created_at').on(table.golf_course_id, table.created_at, table.id.desc().nullsFirst()),
    index('user_registration_user_id').on(table.user_id),
    check('user_registration_kind', sql`${table.kind} in ('registration', 'join')`),
    check('user_registration_status', sql`${table.status} in ('unverified', 'unapproved', 'approved', 'rejected')`),
    check('user_registration_gender', sql`${table.gender} is null or ${table.gender} in ('M', 'F')`),
    check('user_registration_declared_handicap_index', sql`${table.declared_handicap_index} between -10 and 54`),
  ],
);
