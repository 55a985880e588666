import type { RoleId } from '@fairway/contract';
import type { SQL } from 'drizzle-orm';
import type { PgColumn, PgSelect, PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Actor } from '../core/actor.js';
import type { FieldErrors } from '../core/domain-errors.js';
import type { RecordChange, WrittenRecordChange } from '../core/record-change.js';
import { clubColumnOf } from '../db/club-scope.js';
import type { ApiTag } from './route-config.js';
import type { ListSpec } from '../db/list-query.js';

export type Row = Record<string, unknown>;

/** Who may call a resource's routes. Whether the active course is needed follows from the scope, not from here. */
export type ResourceAccess = { public: true } | { roles?: readonly RoleId[] };

/** A change about to be written, as a resource's own check sees it: inside the change's transaction. */
export type Change = RecordChange;

/** A change just written, inside its transaction: what a resource keeps in step with it. */
export type WrittenChange = WrittenRecordChange;

/**
 * A table served as a REST resource, declared once: `registerResource` turns it into list, read, create, replace,
 * change and delete routes. A club-scoped resource (`scope: 'golf_course'`) needs the active course on every route
 * and reads and writes only that club's rows; references to other club-scoped tables are checked to be in the club.
 */
export type Resource = {
  /** The API's resource name, used in paths, operationIds and the audit log: `countries`. */
  name: string;
  /** One record in words, for messages: `country`. */
  thing: string;
  /** The API area it belongs to: its tag in the OpenAPI document. */
  area: ApiTag;
  table: PgTable;
  /**
   * `global`: every row for every caller; `golf_course`: the rows of the active club (golf_course_id);
   * `club_member`: the rows of golfers tied to the active club (a golf_course_members row), found through
   * `memberColumn`: golfers are shared by clubs, so their rows carry no golf_course_id.
   */
  scope: 'global' | 'golf_course' | 'club_member';
  /** With scope `club_member`: the column naming the golfer (member_id, or members.id itself). */
  memberColumn?: PgColumn;
  /**
   * With scope `club_member`: a signed-in golfer reaches their own rows too, without the roles and whichever club
   * they are in: `read` them, or `write` them as well (their profile's addresses and contacts).
   */
  ownRows?: 'read' | 'write';
  /**
   * With scope `club_member`: `joins` already keep the rows to the active club's golfers (an inner join on their
   * golf_course_members row of the active club), so no second condition is added on top of the join (decision 0058).
   */
  scopedByJoins?: boolean;
  /**
   * Where a page's rows are picked before anything is joined (decision 0059): the table that holds the rows' scope and
   * their sort keys, with an index serving both (a club's ties to its golfers: golf_course_id, sort_name, member_id),
   * `id` its column equal to the resource's id, `scope` the rows of the active club in it. It must hold one row for
   * each row of the list, no more, no fewer. Used for a list whose ordering and filters all name its columns: the
   * page's ids come from one scan of that index, then their 25 records are read. `search`, a text column of that table
   * holding each of `list.search`'s columns separated by spaces (so a search word, never holding a space, is in one of
   * them exactly when it is in this text), with a trigram index: a searched list's matches, their count and their
   * page come from that table alone (decision 0090). Without it, a searched list is read with its joins.
   */
  pageFrom?: { table: PgTable; id: PgColumn; scope: (golfCourseId: number) => SQL; search?: PgColumn };
  /** The fields a record is read with, joined names included. Defaults to the table's columns. */
  fields?: Record<string, PgColumn | SQL.Aliased>;
  /** Joined tables; `golfCourseId` is the active club, for a join that picks the club's row of a golfer's ties. */
  joins?: (query: PgSelect, golfCourseId: number | null) => PgSelect;
  list: Omit<ListSpec, 'tieBreaker'>;
  /**
   * One search term of 3 characters or more (`trigramTermLength`) as a condition the trigram indexes serve, given its
   * `ilike` pattern and the active club: the same rows as `list.search`'s columns OR'd, which it replaces for such a
   * term (decision 0059). Shorter terms use `list.search`.
   */
  searchByIndex?: (pattern: string, golfCourseId: number | null) => SQL;
  /**
   * The rows a search may match, picked at once for all its terms of 3 characters or more (their `ilike` patterns) from
   * indexes, given the active club: every row that matches and perhaps more, `list.search`'s columns then testing each
   * term (decision 0081). Taken before `searchByIndex`.
   */
  searchByIndexTerms?: (patterns: string[], golfCourseId: number | null) => SQL;
  /** Filters documented on the list, by name. */
  filterDescriptions?: Record<string, string>;
  /** Input fields that point at rows of a club-scoped table: such a row must belong to the caller's club. */
  references?: Record<string, PgTable>;
  /**
   * Input fields holding phone numbers: stored in E.164, one written without its country code read as a number of the
   * club's country (decision 0046).
   */
  phoneNumbers?: readonly string[];
  /**
   * The input as it is stored, inside the change's transaction and before the checks: an article's HTML body
   * sanitised against the club's own images (decision 0056).
   */
  storedAs?: (change: Change) => Promise<Row>;
  /** Checks that need the database (a referenced row that must be active, say); returns field errors. */
  validate?: (change: Change) => Promise<FieldErrors | null>;
  /** The checks may refuse a write as a clash with another record (409: a locker held by someone else). */
  writeConflicts?: true;
  /**
   * Inside the create's transaction, after the checks: makes the row through the operation its area owns (a golfer,
   * with their tie to the club and index history) and answers its id, instead of inserting the input's columns. The
   * owner writes the audit entries.
   */
  create?: (change: Change) => Promise<number>;
  /**
   * Inside the change's transaction, once the row is created, changed or deleted: the rows that follow it (a new
   * golfer's tie to the club, a golfer's current index).
   */
  afterWrite?: (change: WrittenChange) => Promise<void>;
  /**
   * Inside the delete's transaction, before the row goes: answers whether the row itself is deleted (a golfer who
   * plays elsewhere leaves only this club).
   */
  beforeDelete?: (change: WrittenChange) => Promise<boolean>;
  /**
   * The rows of the club a caller reaches, when that depends on who they are (an event manager reaches their own
   * series' tournaments): every route of the resource is narrowed by it, so another's row answers 404.
   */
  visibleTo?: (actor: Actor) => SQL | undefined;
  /** The record as clients read it. */
  record: z.ZodObject;
  /** The fields a client writes; PATCH takes any subset of them. */
  input: z.ZodObject;
  /** The fields a client sends to create one, when they are more than `input` (a new golfer's tie to the club). */
  createInput?: z.ZodObject;
  /**
   * Its table changes with every score of a round in play and is not announced on the change channel (announcing
   * would forget every kept list page many times a minute): its list is read afresh every time, never kept.
   */
  unannounced?: true;
  /** `write: null` serves the resource read-only. */
  access: { read: ResourceAccess; write: ResourceAccess | null };
};

/**
 * Refuses, when routes are registered, a declaration that contradicts itself, so that a mistake stops the start
 * instead of leaking a club's rows at the first request.
 */
export function checkResource(resource: Resource): void {
  const refuse = (reason: string) => {
    throw new Error(`Resource ${resource.name}: ${reason}`);
  };
  const clubScoped = resource.scope === 'golf_course';
  const memberScoped = resource.scope === 'club_member';
  const hasClubColumn = clubColumnOf(resource.table) !== undefined;
  if (clubScoped && !hasClubColumn) refuse('it is club-scoped, but its table has no golf_course_id column.');
  if (!clubScoped && hasClubColumn)
    refuse("its table holds clubs' rows (golf_course_id), so its scope is golf_course.");
  if (memberScoped && !resource.memberColumn)
    refuse("it is scoped through the club's golfers, but names no memberColumn.");
  if (!memberScoped && resource.memberColumn) refuse('memberColumn is only for the scope club_member.');
  if (!memberScoped && resource.ownRows) refuse("ownRows are a golfer's: only for the scope club_member.");
  if (resource.pageFrom && !(clubScoped || memberScoped))
    refuse("pageFrom picks a club's rows: only for a club-scoped resource.");
  if (resource.pageFrom && resource.pageFrom.id.table !== resource.pageFrom.table)
    refuse('the id of its pageFrom is not a column of its table.');
  if (resource.pageFrom?.search && resource.pageFrom.search.table !== resource.pageFrom.table)
    refuse('the search text of its pageFrom is not a column of its table.');
  if (resource.scopedByJoins && !(memberScoped && resource.joins))
    refuse('scopedByJoins says its joins keep the rows to the club: only for the scope club_member, with joins.');
  if (resource.ownRows === 'write' && !resource.access.write)
    refuse('ownRows are written, but the resource is read-only.');
  if (memberScoped && resource.memberColumn!.table !== resource.table)
    refuse('its memberColumn is not a column of its table.');
  for (const access of [resource.access.read, resource.access.write]) {
    if (access && 'course' in access) refuse('its scope decides whether the active course is needed; drop `course`.');
    if (access && 'public' in access && (clubScoped || memberScoped))
      refuse('a club-scoped resource cannot be public.');
  }
  for (const [field, table] of Object.entries(resource.references ?? {})) {
    if (!clubScoped) refuse(`${field} refers to club-scoped rows, but the resource has no club to check them against.`);
    if (!clubColumnOf(table)) refuse(`${field} refers to a table without golf_course_id; a foreign key checks it.`);
    if (!(field in resource.input.shape)) refuse(`${field} is a reference, but not a field of its input.`);
  }
}
