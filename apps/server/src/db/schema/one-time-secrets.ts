import { index, integer, pgTable, serial, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/**
 * A single-use secret mailed in a link (set or reset a password, confirm a new e-mail address) or a code: only its SHA-256 hash is kept; it works once,
 * until `expires_at`.
 */
export const oneTimeSecrets = pgTable(
  'one_time_secrets',
  {
    id: serial('id').primaryKey(),
    purpose: varchar('purpose', { length: 30, enum: ['set_password', 'reset_password', 'confirm_email'] }).notNull(),
    /** The address a `confirm_email` secret moves the user's e-mail to. */
    new_email: varchar('new_email', { length: 254 }),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    secret_hash: varchar('secret_hash', { length: 64 }).notNull(),
    created_at: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    expires_at: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    used_at: timestamp('used_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [
    uniqueIndex('one_time_secrets_secret_hash').on(table.secret_hash),
    index('one_time_secrets_user_id').on(table.user_id),
  ],
);
