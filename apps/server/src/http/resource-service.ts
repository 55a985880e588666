import { and, count, eq, getTableColumns, type SQL } from 'drizzle-orm';
import type { PgColumn, PgSelect, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../db/client.js';
import { type Actor, writeAudit } from '../modules/audit/audit-log.js';
import { clientErrorFromDatabase } from './database-errors.js';
import { type FieldErrors, notFound, validationFailed } from './errors.js';
import { type ListSpec, type Page, pageOfRows, parseListQuery, resolvePage } from './list-query.js';

type Row = Record<string, unknown>;

/**
 * A table served as a REST resource: list, read, create, change and delete, scoped to the active golf course when
 * `scope` is `golf_course`, audited in the same transaction as each change.
 */
export type ResourceDefinition = {
  /** The API's resource name, used in paths and in the audit log: `countries`. */
  name: string;
  /** One record in words, for messages: `country`. */
  thing: string;
  table: PgTable;
  scope: 'global' | 'golf_course';
  /** The fields a record is read with, joined names included. Defaults to the table's columns. */
  fields?: Record<string, PgColumn | SQL.Aliased>;
  joins?: (query: PgSelect) => PgSelect;
  list: Omit<ListSpec, 'tieBreaker'>;
  /** The field each unique index guards, for the 400 a duplicate gets. */
  uniqueFields?: Record<string, string>;
  /** Checks that need the database (a referenced row that must be active, say); returns field errors. */
  validate?: (db: Database, input: Row, existing: Row | null) => Promise<FieldErrors | null>;
};

function columnsOf(definition: ResourceDefinition) {
  const columns = getTableColumns(definition.table) as Record<string, PgColumn>;
  return { columns, id: columns.id!, golfCourseId: columns.golf_course_id };
}

function scopeCondition(definition: ResourceDefinition, golfCourseId: number | null): SQL | undefined {
  if (definition.scope === 'global') return undefined;
  const { golfCourseId: column } = columnsOf(definition);
  if (!column || golfCourseId === null) throw new Error(`${definition.name} is club-scoped but has no course`);
  return eq(column, golfCourseId);
}

function selectRecords(db: Database, definition: ResourceDefinition) {
  const query = db
    .select(definition.fields ?? (getTableColumns(definition.table) as Record<string, PgColumn>))
    .from(definition.table)
    .$dynamic();
  return definition.joins ? definition.joins(query) : query;
}

export async function listRecords(
  db: Database,
  definition: ResourceDefinition,
  options: { request: FastifyRequest; publicUrl: string | undefined },
): Promise<Page<Row>> {
  const { id } = columnsOf(definition);
  const parsed = parseListQuery(
    options.request.query as Record<string, unknown>,
    { ...definition.list, tieBreaker: id },
    scopeCondition(definition, options.request.golfCourseId),
  );
  const countQuery = db.select({ count: count() }).from(definition.table).$dynamic();
  const [counted] = await (definition.joins ? definition.joins(countQuery) : countQuery).where(parsed.where);
  const total = Number((counted as { count: number } | undefined)?.count ?? 0);
  const listQuery = resolvePage(parsed, total);
  const rows = (await selectRecords(db, definition)
    .where(listQuery.where)
    .orderBy(...listQuery.orderBy)
    .limit(listQuery.pageSize)
    .offset((listQuery.page - 1) * listQuery.pageSize)) as Row[];
  return pageOfRows(options.request, options.publicUrl, listQuery, total, rows);
}

export async function getRecord(
  db: Database,
  definition: ResourceDefinition,
  id: number,
  golfCourseId: number | null,
): Promise<Row> {
  const { id: idColumn } = columnsOf(definition);
  const [row] = (await selectRecords(db, definition).where(
    and(eq(idColumn, id), scopeCondition(definition, golfCourseId)),
  )) as Row[];
  if (!row) throw notFound();
  return row;
}

async function runChecked<T>(definition: ResourceDefinition, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw clientErrorFromDatabase(error, { thing: definition.thing, uniqueFields: definition.uniqueFields }) ?? error;
  }
}

async function validateInput(db: Database, definition: ResourceDefinition, input: Row, existing: Row | null) {
  const errors = await definition.validate?.(db, input, existing);
  if (errors && Object.keys(errors).length > 0) throw validationFailed(errors);
}

export async function createRecord(db: Database, definition: ResourceDefinition, input: Row, actor: Actor) {
  await validateInput(db, definition, input, null);
  const { id: idColumn } = columnsOf(definition);
  const values: Row = { ...input, created_by: actor.userId, updated_by: actor.userId };
  if (definition.scope === 'golf_course') values.golf_course_id = actor.golfCourseId;
  const id = await runChecked(definition, () =>
    db.transaction(async (tx) => {
      const [created] = (await tx.insert(definition.table).values(values).returning({ id: idColumn })) as {
        id: number;
      }[];
      await writeAudit(tx, actor, { action: 'create', entity: definition.name, entityId: created!.id, detail: input });
      return created!.id;
    }),
  );
  return getRecord(db, definition, id, actor.golfCourseId);
}

export async function updateRecord(db: Database, definition: ResourceDefinition, id: number, input: Row, actor: Actor) {
  const existing = await getRecord(db, definition, id, actor.golfCourseId);
  await validateInput(db, definition, input, existing);
  const { id: idColumn } = columnsOf(definition);
  await runChecked(definition, () =>
    db.transaction(async (tx) => {
      await tx
        .update(definition.table)
        .set({ ...input, updated_at: new Date(), updated_by: actor.userId })
        .where(and(eq(idColumn, id), scopeCondition(definition, actor.golfCourseId)));
      const before = Object.fromEntries(Object.keys(input).map((key) => [key, existing[key]]));
      await writeAudit(tx, actor, {
        action: 'update',
        entity: definition.name,
        entityId: id,
        detail: { before, after: input },
      });
    }),
  );
  return getRecord(db, definition, id, actor.golfCourseId);
}

export async function deleteRecord(db: Database, definition: ResourceDefinition, id: number, actor: Actor) {
  const existing = await getRecord(db, definition, id, actor.golfCourseId);
  const { id: idColumn } = columnsOf(definition);
  await runChecked(definition, () =>
    db.transaction(async (tx) => {
      await tx.delete(definition.table).where(and(eq(idColumn, id), scopeCondition(definition, actor.golfCourseId)));
      await writeAudit(tx, actor, { action: 'delete', entity: definition.name, entityId: id, detail: existing });
    }),
  );
}
