import { integer, serial, timestamp } from 'drizzle-orm/pg-core';

/** The columns every table carries: its id, and who created and last changed the row, and when. */
export const recordColumns = {
  id: serial('id').primaryKey(),
  created_at: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  created_by: integer('created_by'),
  updated_at: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updated_by: integer('updated_by'),
};
