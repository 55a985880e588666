import { index, integer, jsonb, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';

/** Who did what, written in the same transaction as the change it records. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    user_id: integer('user_id'),
    golf_course_id: integer('golf_course_id'),
    action: varchar('action', { length: 40 }).notNull(),
    entity: varchar('entity', { length: 60 }).notNull(),
    entity_id: integer('entity_id'),
    ip: varchar('ip', { length: 64 }),
    detail: jsonb('detail'),
  },
  (table) => [index('audit_log_entity').on(table.entity, table.entity_id), index('audit_log_at').on(table.at)],
);
