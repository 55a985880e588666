import { customType, index, integer, pgTable, varchar } from 'drizzle-orm/pg-core';
import { recordColumns } from './columns.js';
import { users } from './users.js';

/** Bytes in the database (bytea): PGlite and PostgreSQL both give a Uint8Array or a Buffer, read as a Buffer. */
const bytes = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * Uploaded files: images checked by their content, re-encoded without their metadata, and kept in the database so
 * that a backup holds them and the embedded database needs no folder beside it (decision 0032). Never changed once
 * stored, so they are served with a long cache.
 */
export const attachments = pgTable(
  'attachments',
  {
    ...recordColumns,
    owner_id: integer('owner_id').references(() => users.id),
    file_name: varchar('file_name', { length: 255 }).notNull(),
    content_type: varchar('content_type', { length: 50, enum: ['image/png', 'image/jpeg', 'image/webp'] }).notNull(),
    size: integer('size').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    data: bytes('data').notNull(),
  },
  (table) => [index('attachments_owner_id').on(table.owner_id)],
);
