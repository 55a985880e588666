import { and, count, eq, getTableColumns, inArray, is, sql, type SQL } from 'drizzle-orm';
import { PgColumn, type PgTable } from 'drizzle-orm/pg-core';
import type { Actor } from '../core/actor.js';
import { writeAudit } from '../core/audit.js';
import { type FieldErrors, InvalidInputError, NotFoundError } from '../core/domain-errors.js';
import { phoneCountry } from '../core/phone-country.js';
import { phoneNumbersInE164 } from '../core/phone-numbers-in-e164.js';
import type { Database } from '../db/client.js';
import { inClub, ofClubMembers, ofOwnGolfer } from '../db/club-scope.js';
import { clientErrorFromDatabase } from '../db/database-errors.js';
import {
  countOnce,
  keptMatches,
  type CountMemory,
  listMemoryOf,
  type ListedPage,
  type ListQuery,
  type ListSpec,
  pageWindow,
  parseListQuery,
  resolvePage,
  trigramTermLength,
} from '../db/list-query.js';
import { inUseError } from './records-in-use.js';
import { golfCourseMembers, members } from '../db/schema/members.js';
import type { Resource, Row } from './resource.js';

/**
 * The use cases of a REST resource: list, read, create, change and delete, inside the active club for a club-scoped
 * resource, each change checked and audited in its own transaction.
 */

function idColumnOf(resource: Resource): PgColumn {
  return (getTableColumns(resource.table) as Record<string, PgColumn>).id!;
}

/**
 * A golfer reaching their own rows of a resource with `ownRows`: the caller, and whether they hold the resource's
 * roles, which add the active club's golfers' rows to their own.
 */
export type OwnRows = { userId: number; andClubRows: boolean };

/** The rows of the golfers `memberColumn` names that a call reaches: the active club's, the caller's own, or both. */
function golfersOf(memberColumn: PgColumn, golfCourseId: number, own: OwnRows | undefined): SQL {
  if (!own) return ofClubMembers(memberColumn, golfCourseId);
  const mine = ofOwnGolfer(memberColumn, own.userId);
  if (!own.andClubRows) return mine;
  // Either, tested row by row with two index lookups: `mine or ofClubMembers(...)` would hash every golfer of the
  // club for each page (decision 0059).
  return sql`exists (select 1 from ${golfCourseMembers} where ${golfCourseMembers.member_id} = ${memberColumn}
    and ${inClub(golfCourseMembers, golfCourseId)}
    union all select 1 from ${members} where ${members.id} = ${memberColumn} and ${members.user_id} = ${own.userId})`;
}

/** The rows a caller may see: all of them, those of the active club, or a golfer's own. */
function scopeOf(resource: Resource, golfCourseId: number | null, own?: OwnRows): SQL | undefined {
  if (resource.scope === 'global') return undefined;
  // The route needs the course (access plugin), so a missing one here is a fault of the server, not of the client.
  if (golfCourseId === null) throw new Error(`${resource.name} is club-scoped but the request has no course`);
  if (resource.scope === 'club_member')
    return resource.scopedByJoins && !own ? undefined : golfersOf(resource.memberColumn!, golfCourseId, own);
  return inClub(resource.table, golfCourseId);
}

function selectRecords(db: Database, resource: Resource, golfCourseId: number | null) {
  const query = db
    .select(resource.fields ?? (getTableColumns(resource.table) as Record<string, PgColumn>))
    .from(resource.table)
    .$dynamic();
  return resource.joins ? resource.joins(query, golfCourseId) : query;
}

/**
 * How many rows a page read with its joins may skip before its ids are picked from `pageFrom`'s index first: below it,
 * one statement costs less than two round trips.
 */
export const pageFromDepth = 500;

/**
 * The list spec of a resource's `pageFrom` table, when a query can pick its page there: no search unless the table
 * holds the searched text, no condition of the caller's own, and an ordering and filters that all name columns of that
 * table; with its keys when a page can be found by keyset. Else undefined.
 */
function pageFromSpec(
  resource: Resource,
  query: Record<string, unknown>,
  options: { where?: SQL; own?: OwnRows },
): { spec: ListSpec; keyset: PgColumn[] | undefined } | undefined {
  const from = resource.pageFrom;
  if (!from || options.where || options.own) return undefined;
  if (isSearched(query) && !from.search) return undefined;
  const ofTable = (value: unknown): value is PgColumn => is(value, PgColumn) && value.table === from.table;
  const ordering = Object.fromEntries(Object.entries(resource.list.ordering).filter(([, column]) => ofTable(column)));
  const filters = Object.fromEntries(
    Object.entries(resource.list.filters).filter(([, filter]) => 'column' in filter && ofTable(filter.column)),
  );
  const orderingText = (typeof query.ordering === 'string' && query.ordering) || resource.list.defaultOrdering;
  const orderedBy = orderingText
    .split(',')
    .map((part) => part.trim().replace(/^-/, ''))
    .filter(Boolean);
  if (!orderedBy.every((name) => Object.hasOwn(ordering, name))) return undefined;
  const filtered = Object.keys(resource.list.filters).filter(
    (name) => typeof query[name] === 'string' && query[name] !== '',
  );
  if (!filtered.every((name) => Object.hasOwn(filters, name))) return undefined;
  // A keyset (decision 0081): every key ascending as the tie-breaker is, of a type read back as it is stored, never
  // null, so that `(keys) >= (values)` is the list from a row on, served by the same index.
  const keyColumns = orderingText
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => (part.startsWith('-') ? undefined : (ordering[part] as PgColumn)));
  const keys = [...keyColumns, from.id];
  const keyset = keys.every((column) => column && column.notNull && keysetColumnTypes.has(column.columnType))
    ? (keys as PgColumn[])
    : undefined;
  return {
    spec: {
      search: from.search ? [from.search] : [],
      ordering,
      defaultOrdering: resource.list.defaultOrdering,
      filters,
      tieBreaker: from.id,
    },
    keyset,
  };
}

const isSearched = (query: Record<string, unknown>) => typeof query.search === 'string' && query.search.trim() !== '';

/** Column types whose values come back from the database as they compare there. */
const keysetColumnTypes = new Set(['PgVarchar', 'PgText', 'PgInteger', 'PgSerial', 'PgBoolean']);

/**
 * The ids of a page of `from`'s rows by keyset (decision 0081): the sort keys of the page's first row are read once
 * per change of the data and kept with the list's count, from the previous page's first row when it is kept (a client
 * walking every page, as the web's CSV export does, skips one page's entries), else from the nearer end of the list;
 * then the page is the `limit` rows from those keys on in the index. A page asked again costs its own rows.
 */
async function pageIdsByKeyset(
  db: Database,
  memory: CountMemory,
  list: { table: PgTable; id: PgColumn; where: SQL | undefined; keys: PgColumn[]; query: ListQuery; total: number },
): Promise<number[]> {
  const { table, where, keys, query, total } = list;
  const offset = (query.page - 1) * query.pageSize;
  const { sql: text, params } = db
    .select({ id: list.id })
    .from(table)
    .where(where)
    .orderBy(...query.orderBy)
    .toSQL();
  const startOf = (at: number) => `${text} ${JSON.stringify(params)} @${at}`;
  const keyFields = Object.fromEntries(keys.map((column, index) => [`key${index}`, column]));
  const valuesOf = (row: Record<string, unknown> | undefined) => row && keys.map((_, index) => row[`key${index}`]);
  const fromKeys = (values: unknown[]) =>
    sql`(${sql.join(keys, sql`, `)}) >= (${sql.join(
      values.map((value) => sql`${value}`),
      sql`, `,
    )})`;
  const keysAt = db.select(keyFields).from(table).$dynamic();
  const start = await memory.keptOf(startOf(offset), async () => {
    const previous = memory.keptNow<unknown[]>(startOf(offset - query.pageSize));
    if (previous) {
      const [row] = await keysAt
        .where(and(where, fromKeys(previous)))
        .orderBy(...query.orderBy)
        .limit(1)
        .offset(query.pageSize);
      return valuesOf(row);
    }
    const reversed = query.reverseOrderBy && offset > total / 2;
    const [row] = await keysAt
      .where(where)
      .orderBy(...(reversed ? query.reverseOrderBy! : query.orderBy))
      .limit(1)
      .offset(reversed ? total - 1 - offset : offset);
    return valuesOf(row);
  });
  if (!start) return [];
  const rows = await db
    .select({ id: list.id })
    .from(table)
    .where(and(where, fromKeys(start)))
    .orderBy(...query.orderBy)
    .limit(query.pageSize);
  return rows.map((row) => row.id as number);
}

/**
 * The ids of a page of a search's matches in `from`'s table: the matches first, from its trigram index, then ordered.
 * `offset 0` keeps the planner from walking the list's order in its sort index instead, testing each row on the way:
 * a common word that sorts late is then most of the club ("smith" in a club of 100,000: 285 ms, against 7 ms). A
 * search of few enough matches cuts its pages from their ids kept in order (`keptMatches`).
 */
async function pageIdsOfMatches(
  db: Database,
  list: {
    table: PgTable;
    id: PgColumn;
    where: SQL | undefined;
    query: ListQuery;
    window: { orderBy: SQL[]; limit: number; offset: number };
    total: number;
  },
): Promise<number[]> {
  const matches = sql`(${db.select().from(list.table).where(list.where)} offset 0) as ${list.table}`;
  // The matches keep the table's name, so the list's order and id name their columns (the id as SQL: drizzle would
  // look for the table itself in the query).
  const ordered = (orderBy: SQL[]) =>
    db
      .select({ id: sql<number>`${list.id}` })
      .from(matches)
      .orderBy(...orderBy)
      .$dynamic();
  const kept = await keptMatches(db, { ...list.query, total: list.total }, ordered(list.query.orderBy));
  if (kept) return kept;
  const rows = await ordered(list.window.orderBy).limit(list.window.limit).offset(list.window.offset);
  return rows.map((row) => Number(row.id));
}

/**
 * A page of a resource's list: its count (read once per change of the data, decision 0058), then its rows alone,
 * read from whichever end of the list is nearer (`pageWindow`), the page's ids picked from one index first where the
 * resource says where (`pageFrom`, decision 0059), so that a page costs a page.
 */
export async function listRecords(
  db: Database,
  resource: Resource,
  options: { query: Record<string, unknown>; golfCourseId: number | null; where?: SQL; own?: OwnRows },
): Promise<ListedPage<Row>> {
  const byIndex = resource.searchByIndex;
  const searchTerm = byIndex
    ? (pattern: string, term: string) =>
        term.length >= trigramTermLength ? byIndex(pattern, options.golfCourseId) : undefined
    : resource.list.searchTerm;
  const byIndexTerms = resource.searchByIndexTerms;
  const searchTerms = byIndexTerms && ((patterns: string[]) => byIndexTerms(patterns, options.golfCourseId));
  const parsed = parseListQuery(
    options.query,
    { ...resource.list, searchTerm, searchTerms, tieBreaker: idColumnOf(resource) },
    and(scopeOf(resource, options.golfCourseId, options.own), options.where),
  );
  const from = options.golfCourseId === null ? undefined : resource.pageFrom;
  // A search the pageFrom table holds is matched, counted and paged there alone: its matches' joins cost a page.
  const searchedSpec =
    from?.search && isSearched(options.query) ? pageFromSpec(resource, options.query, options) : undefined;
  const searchedWhere =
    searchedSpec && parseListQuery(options.query, searchedSpec.spec, from!.scope(options.golfCourseId!)).where;
  const countQuery = db
    .select({ count: count() })
    .from(searchedSpec ? from!.table : resource.table)
    .$dynamic();
  const countStatement = searchedSpec
    ? countQuery.where(searchedWhere)
    : (resource.joins ? resource.joins(countQuery, options.golfCourseId) : countQuery).where(parsed.where);
  // An unannounced table's count could change unheard: it is read every time.
  const total = resource.unannounced
    ? Number(((await countStatement)[0] as { count?: number | string } | undefined)?.count ?? 0)
    : await countOnce(db, countStatement);
  const page = resolvePage(parsed, total);
  const records = () => selectRecords(db, resource, options.golfCourseId);
  // A page's rows by their ids, in the list's order, under `where`: the list's own conditions, or those but its search
  // when the ids were picked with it.
  const unsearched = and(scopeOf(resource, options.golfCourseId, options.own), options.where);
  const rowsOf = async (ids: number[], where: SQL | undefined) =>
    ids.length === 0
      ? []
      : ((await records()
          .where(and(inArray(idColumnOf(resource), ids), where))
          .orderBy(...page.orderBy)) as Row[]);
  const window = pageWindow(page, total);
  // Near either end of the list, one statement walks the index with its joins; deeper, the ids come first.
  const idSpec =
    searchedSpec ?? (window.offset >= pageFromDepth ? pageFromSpec(resource, options.query, options) : undefined);
  if (idSpec && from) {
    const idQuery = resolvePage(parseListQuery(options.query, idSpec.spec, from.scope(options.golfCourseId!)), total);
    const idWindow = pageWindow(idQuery, total);
    const memory = listMemoryOf(db);
    const ids = idWindow.empty
      ? []
      : searchedSpec
        ? await pageIdsOfMatches(db, {
            table: from.table,
            id: from.id,
            where: idQuery.where,
            query: idQuery,
            window: idWindow,
            total,
          })
        : memory && idSpec.keyset
          ? await pageIdsByKeyset(db, memory, {
              table: from.table,
              id: from.id,
              where: idQuery.where,
              keys: idSpec.keyset,
              query: idQuery,
              total,
            })
          : (
              await db
                .select({ id: from.id })
                .from(from.table)
                .where(idQuery.where)
                .orderBy(...idWindow.orderBy)
                .limit(idWindow.limit)
                .offset(idWindow.offset)
            ).map((row) => row.id as number);
    // The ids were picked with every condition of the list: a searched page is not searched again.
    const results = await rowsOf(ids, searchedSpec ? unsearched : page.where);
    return { count: total, page: page.page, pageSize: page.pageSize, results };
  }
  // Any other search of few enough matches: their ids in order kept once per change, each page cut from them.
  const idQuery = db
    .select({ id: idColumnOf(resource) })
    .from(resource.table)
    .$dynamic();
  const matchIds =
    isSearched(options.query) && !window.empty && !resource.unannounced
      ? await keptMatches(
          db,
          { ...page, total },
          (resource.joins ? resource.joins(idQuery, options.golfCourseId) : idQuery)
            .where(page.where)
            .orderBy(...page.orderBy),
        )
      : undefined;
  if (matchIds) {
    return { count: total, page: page.page, pageSize: page.pageSize, results: await rowsOf(matchIds, unsearched) };
  }
  const rows = window.empty
    ? []
    : ((await records()
        .where(page.where)
        .orderBy(...window.orderBy)
        .limit(window.limit)
        .offset(window.offset)) as Row[]);
  if (window.reversed) rows.reverse();
  return { count: total, page: page.page, pageSize: page.pageSize, results: rows };
}

/**
 * One record by id; `where` narrows further what the caller may see (another's record answers 404), `own` lets a
 * golfer reach their own.
 */
export async function getRecord(
  db: Database,
  resource: Resource,
  id: number,
  golfCourseId: number | null,
  { where, own }: { where?: SQL; own?: OwnRows } = {},
) {
  const [row] = (await selectRecords(db, resource, golfCourseId).where(
    and(eq(idColumnOf(resource), id), scopeOf(resource, golfCourseId, own), where),
  )) as Row[];
  if (!row) throw new NotFoundError();
  return row;
}

/** Runs a change, turning a constraint it breaks into the client's error. */
async function runChecked<T>(resource: Resource, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw clientErrorFromDatabase(error, resource.thing) ?? error;
  }
}

/**
 * Inside the change's transaction: every reference to a club-scoped row names a row of the caller's club (never a
 * silent link to another club's), a golfer one the caller reaches, then the resource's own checks.
 */
async function checkChange(
  tx: Database,
  resource: Resource,
  change: { input: Row; existing: Row | null; actor: Actor; own: OwnRows | undefined },
) {
  const { input, existing, actor } = change;
  const errors: FieldErrors = {};
  for (const [field, table] of Object.entries(resource.references ?? {})) {
    const value = input[field];
    if (value === undefined || value === null) continue;
    const referencedId = (getTableColumns(table) as Record<string, PgColumn>).id!;
    const [found] = await tx
      .select({ id: referencedId })
      .from(table)
      .where(and(eq(referencedId, value as number), inClub(table, actor.golfCourseId!)));
    if (!found) errors[field] = [`Invalid pk "${String(value)}" - object does not exist.`];
  }
  const memberColumn = resource.memberColumn;
  const memberId = memberColumn && memberColumn.name !== 'id' ? input[memberColumn.name] : undefined;
  if (memberId !== undefined && memberId !== null) {
    const [found] = await tx
      .select({ id: members.id })
      .from(members)
      .where(and(eq(members.id, memberId as number), golfersOf(members.id, actor.golfCourseId!, change.own)));
    if (!found) errors[memberColumn!.name] = [`Invalid pk "${String(memberId)}" - object does not exist.`];
  }
  Object.assign(errors, await resource.validate?.({ tx, input, existing, actor }));
  if (Object.keys(errors).length > 0) throw new InvalidInputError(errors);
}

/** The input as it is stored: its phone numbers in E.164, then as the resource's own `storedAs` makes it. */
async function storedInput(
  tx: Database,
  resource: Resource,
  typed: Row,
  actor: Actor,
  existing: Row | null,
): Promise<Row> {
  let input = typed;
  if (resource.phoneNumbers) {
    const country = await phoneCountry(tx, { golfCourseId: actor.golfCourseId });
    input = phoneNumbersInE164(input, resource.phoneNumbers, country);
  }
  return resource.storedAs ? resource.storedAs({ tx, input, existing, actor }) : input;
}

export async function createRecord(db: Database, resource: Resource, typed: Row, actor: Actor, own?: OwnRows) {
  // Only the table's own columns: a create input may carry more (a new golfer's tie to the club).
  const columns = getTableColumns(resource.table);
  const id = await runChecked(resource, () =>
    db.transaction(async (tx) => {
      const input = await storedInput(tx, resource, typed, actor, null);
      const values: Row = Object.fromEntries(Object.entries(input).filter(([key]) => key in columns));
      Object.assign(values, { created_by: actor.userId, updated_by: actor.userId });
      if (resource.scope === 'golf_course') values.golf_course_id = actor.golfCourseId;
      await checkChange(tx, resource, { input, existing: null, actor, own });
      if (resource.create) return resource.create({ tx, input, existing: null, actor });
      const [created] = (await tx
        .insert(resource.table)
        .values(values)
        .returning({ id: idColumnOf(resource) })) as { id: number }[];
      await writeAudit(tx, actor, { action: 'create', entity: resource.name, entityId: created!.id, detail: input });
      await resource.afterWrite?.({ tx, input, existing: null, actor, id: created!.id, action: 'create' });
      return created!.id;
    }),
  );
  return getRecord(db, resource, id, actor.golfCourseId, { own });
}

export async function updateRecord(
  db: Database,
  resource: Resource,
  id: number,
  typed: Row,
  actor: Actor,
  { own, where }: { own?: OwnRows; where?: SQL } = {},
) {
  const existing = await getRecord(db, resource, id, actor.golfCourseId, { own, where });
  await runChecked(resource, () =>
    db.transaction(async (tx) => {
      const input = await storedInput(tx, resource, typed, actor, existing);
      await checkChange(tx, resource, { input, existing, actor, own });
      await tx
        .update(resource.table)
        .set({ ...input, updated_at: new Date(), updated_by: actor.userId })
        .where(and(eq(idColumnOf(resource), id), scopeOf(resource, actor.golfCourseId, own)));
      const before = Object.fromEntries(Object.keys(input).map((key) => [key, existing[key]]));
      await writeAudit(tx, actor, {
        action: 'update',
        entity: resource.name,
        entityId: id,
        detail: { before, after: input },
      });
      await resource.afterWrite?.({ tx, input, existing, actor, id, action: 'update' });
    }),
  );
  return getRecord(db, resource, id, actor.golfCourseId, { own });
}

export async function deleteRecord(
  db: Database,
  resource: Resource,
  id: number,
  actor: Actor,
  { own, where }: { own?: OwnRows; where?: SQL } = {},
) {
  const existing = await getRecord(db, resource, id, actor.golfCourseId, { own, where });
  try {
    await db.transaction(async (tx) => {
      const change = { tx, input: {}, existing, actor, id, action: 'delete' as const };
      const deletesRow = resource.beforeDelete ? await resource.beforeDelete(change) : true;
      // The row was found in the caller's scope above; beforeDelete may have just taken it out of that scope (a
      // golfer's tie to the club), so the row itself goes by its id.
      if (deletesRow)
        await tx
          .delete(resource.table)
          .where(
            and(
              eq(idColumnOf(resource), id),
              resource.beforeDelete ? undefined : scopeOf(resource, actor.golfCourseId, own),
            ),
          );
      await writeAudit(tx, actor, { action: 'delete', entity: resource.name, entityId: id, detail: existing });
      await resource.afterWrite?.(change);
    });
  } catch (error) {
    throw (await inUseError(db, resource, existing, error)) ?? clientErrorFromDatabase(error, resource.thing) ?? error;
  }
}
