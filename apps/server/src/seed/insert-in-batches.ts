import { sql } from 'drizzle-orm';
import type { PgInsertValue, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client.js';

/**
 * The embedded database runs each statement in the server's thread: a statement of a few dozen rows is over in a few
 * milliseconds, so the server answers `/healthz` between them while it seeds a new install.
 */
const rowsPerStatement = 50;

/** Inserts `rows` into `table` a few dozen at a time, in their order; answers their ids in the same order. */
export async function insertInBatches<Table extends PgTable>(
  db: Database,
  table: Table,
  rows: PgInsertValue<Table>[],
): Promise<number[]> {
  const ids: number[] = [];
  for (let start = 0; start < rows.length; start += rowsPerStatement) {
    const inserted = await db
      .insert(table)
      .values(rows.slice(start, start + rowsPerStatement))
      .returning({ id: sql<number>`id` });
    ids.push(...inserted.map((row) => row.id));
  }
  return ids;
}
