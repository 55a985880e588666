import { integer, type PgColumn, serial, timestamp } from 'drizzle-orm/pg-core';

/** The columns every table carries: its id, and who created and last changed the row, and when. */
export const recordColumns = {
  id: serial('id').primaryKey(),
  created_at: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  created_by: integer('created_by'),
  updated_at: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updated_by: integer('updated_by'),
};

/** A table's record columns, for selects that add joined fields to them. */
export function recordColumnsOf<Table extends { [Key in keyof typeof recordColumns]: PgColumn }>(table: Table) {
  return {
    id: table.id,
    created_at: table.created_at,
    created_by: table.created_by,
    updated_at: table.updated_at,
    updated_by: table.updated_by,
  };
}
