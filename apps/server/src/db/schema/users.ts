import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { recordColumns } from './columns.js';
import { userTypes } from './master-data.js';

/** A login. The person's golf life (handicap, clubs) is on `members`. */
export const users = pgTable(
  'users',
  {
    ...recordColumns,
    email: varchar('email', { length: 254 }).notNull(),
    first_name: varchar('first_name', { length: 100 }).notNull(),
    last_name: varchar('last_name', { length: 100 }).notNull().default(''),
    phone: varchar('phone', { length: 40 }).notNull().default(''),
    password_hash: varchar('password_hash', { length: 200 }),
    is_active: boolean('is_active').notNull().default(true),
    email_verified_at: timestamp('email_verified_at', { withTimezone: true, mode: 'date' }),
    profile_pic: varchar('profile_pic', { length: 500 }),
    user_type_id: integer('user_type_id').references(() => userTypes.id),
    last_login_at: timestamp('last_login_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [
    uniqueIndex('users_email_unique').on(sql`lower(${table.email})`),
    index('users_name').on(table.first_name, table.last_name, table.id),
    index('users_email_trgm').using('gin', sql`${table.email} gin_trgm_ops`),
    index('users_first_name_trgm').using('gin', sql`${table.first_name} gin_trgm_ops`),
    index('users_last_name_trgm').using('gin', sql`${table.last_name} gin_trgm_ops`),
    index('users_phone_trgm').using('gin', sql`${table.phone} gin_trgm_ops`),
  ],
);

/** A sign-in token. Only its SHA-256 hash is stored; the token itself is shown once, at login. */
export const authTokens = pgTable(
  'auth_tokens',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    token_hash: varchar('token_hash', { length: 64 }).notNull(),
    created_at: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    last_used_at: timestamp('last_used_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    expires_at: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [
    uniqueIndex('auth_tokens_token_hash').on(table.token_hash),
    index('auth_tokens_user_id').on(table.user_id),
  ],
);
