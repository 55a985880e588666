import { and, count, eq, getTableColumns, is } from 'drizzle-orm';
import { getTableConfig, PgTable, type ForeignKey } from 'drizzle-orm/pg-core';
import { ConflictError } from '../core/domain-errors.js';
import type { Database } from '../db/client.js';
import { postgresErrorOf } from '../db/database-faults.js';
import * as schema from '../db/schema/index.js';
import { recordWords } from '../db/record-words.js';
import type { Resource, Row } from './resource.js';

const tables: PgTable[] = Object.values(schema).flatMap((value: unknown) => (is(value, PgTable) ? [value] : []));

/** Every foreign key of the schema, with the table it belongs to. */
export const foreignKeys = tables.flatMap((table) =>
  getTableConfig(table).foreignKeys.map((foreignKey) => ({ table, foreignKey })),
);

function wordsOf(table: PgTable, howMany: number): string {
  const words = recordWords[getTableConfig(table).name];
  if (!words) return `${getTableConfig(table).name.replaceAll('_', ' ')} records`;
  return howMany === 1 ? words.one : words.many;
}

/** A record as a person knows it: its name, or "This country". */
function recordName(resource: Resource, record: Row): string {
  return typeof record.name === 'string' && record.name !== '' ? record.name : `This ${resource.thing}`;
}

async function countReferencing(db: Database, table: PgTable, foreignKey: ForeignKey, record: Row): Promise<number> {
  const { columns, foreignColumns } = foreignKey.reference();
  const [counted] = await db
    .select({ count: count() })
    .from(table)
    .where(and(...columns.map((column, index) => eq(column, record[foreignColumns[index]!.name]))));
  return Number(counted?.count ?? 0);
}

/**
 * A delete refused because other rows still point at the record (23503), in words a club secretary reads: "India is
 * used by 36 states. Mark it inactive instead of deleting it." Counted after the refused transaction, so the number
 * is the one the person would find if they looked. Null for any other error.
 */
export async function inUseError(
  db: Database,
  resource: Resource,
  record: Row,
  error: unknown,
): Promise<ConflictError | null> {
  const postgresError = postgresErrorOf(error);
  if (postgresError?.code !== '23503' || !postgresError.constraint) return null;
  const found = foreignKeys.find(({ foreignKey }) => foreignKey.getName() === postgresError.constraint);
  if (!found || found.foreignKey.reference().foreignTable !== resource.table) return null;
  const howMany = await countReferencing(db, found.table, found.foreignKey, record);
  if (howMany === 0) return null;
  const usedBy = `${recordName(resource, record)} is used by ${howMany} ${wordsOf(found.table, howMany)}.`;
  const canRetire = 'is_active' in getTableColumns(resource.table);
  return new ConflictError(
    canRetire
      ? `${usedBy} Mark it inactive instead of deleting it.`
      : `${usedBy} It cannot be deleted while they use it.`,
  );
}
