import { and, count, eq, getTableColumns, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Actor } from '../core/actor.js';
import { writeAudit } from '../core/audit.js';
import { type FieldErrors, InvalidInputError, NotFoundError } from '../core/domain-errors.js';
import { phoneCountry } from '../core/phone-country.js';
import { phoneNumbersInE164 } from '../core/phone-numbers-in-e164.js';
import type { Database } from '../db/client.js';
import { inClub, ofClubMembers, ofOwnGolfer } from '../db/club-scope.js';
import { clientErrorFromDatabase } from '../db/database-errors.js';
import { lastPage, type ListedPage, parseListQuery, resolvePage } from '../db/list-query.js';
import { inUseError } from './records-in-use.js';
import { members } from '../db/schema/members.js';
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
  return own.andClubRows ? or(mine, ofClubMembers(memberColumn, golfCourseId))! : mine;
}

/** The rows a caller may see: all of them, those of the active club, or a golfer's own. */
function scopeOf(resource: Resource, golfCourseId: number | null, own?: OwnRows): SQL | undefined {
  if (resource.scope === 'global') return undefined;
  // The route needs the course (access plugin), so a missing one here is a fault of the server, not of the client.
  if (golfCourseId === null) throw new Error(`${resource.name} is club-scoped but the request has no course`);
  if (resource.scope === 'club_member') return golfersOf(resource.memberColumn!, golfCourseId, own);
  return inClub(resource.table, golfCourseId);
}

/** Read alongside a page's rows: the number of rows in the whole list. */
const totalField = '__total';

function selectRecords(db: Database, resource: Resource, golfCourseId: number | null, extra: Record<string, SQL> = {}) {
  const query = db
    .select({ ...(resource.fields ?? (getTableColumns(resource.table) as Record<string, PgColumn>)), ...extra })
    .from(resource.table)
    .$dynamic();
  return resource.joins ? resource.joins(query, golfCourseId) : query;
}

export async function listRecords(
  db: Database,
  resource: Resource,
  options: { query: Record<string, unknown>; golfCourseId: number | null; where?: SQL; own?: OwnRows },
): Promise<ListedPage<Row>> {
  const parsed = parseListQuery(
    options.query,
    { ...resource.list, tieBreaker: idColumnOf(resource) },
    and(scopeOf(resource, options.golfCourseId, options.own), options.where),
  );
  const countAll = async () => {
    const countQuery = db.select({ count: count() }).from(resource.table).$dynamic();
    const [counted] = await (resource.joins ? resource.joins(countQuery, options.golfCourseId) : countQuery).where(
      parsed.where,
    );
    return Number((counted as { count: number } | undefined)?.count ?? 0);
  };
  // `page=last` needs the count first; any other page comes with its count in one query (a window over the rows).
  const page = parsed.page === lastPage ? resolvePage(parsed, await countAll()) : parsed;
  const rows = (await selectRecords(db, resource, options.golfCourseId, { [totalField]: sql<number>`count(*) over()` })
    .where(page.where)
    .orderBy(...page.orderBy)
    .limit(page.pageSize)
    .offset((page.page - 1) * page.pageSize)) as Row[];
  // No row on a later page: past the end, and the count says by how much.
  const total = rows.length > 0 ? Number(rows[0]![totalField]) : page.page === 1 ? 0 : await countAll();
  const results = rows.map(({ [totalField]: _total, ...record }) => record);
  return { count: total, page: page.page, pageSize: page.pageSize, results };
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
  own?: OwnRows,
) {
  const existing = await getRecord(db, resource, id, actor.golfCourseId, { own });
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

export async function deleteRecord(db: Database, resource: Resource, id: number, actor: Actor, own?: OwnRows) {
  const existing = await getRecord(db, resource, id, actor.golfCourseId, { own });
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
