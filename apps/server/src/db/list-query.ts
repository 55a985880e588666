import { and, asc, desc, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { InvalidInputError, NotFoundError } from '../core/domain-errors.js';
import type { Database } from './client.js';

export type Sortable = PgColumn | SQL;

export type FilterKind = 'integer' | 'boolean' | 'text';

/** What a list endpoint lets clients search, order and filter by. Field names are the API's. */
export type ListSpec = {
  search: Sortable[];
  ordering: Record<string, Sortable>;
  defaultOrdering: string;
  filters: Record<
    string,
    { kind: FilterKind } & ({ column: Sortable } | { where: (value: string | number | boolean) => SQL })
  >;
  /** The column that keeps pages stable when the chosen ordering has ties. */
  tieBreaker: Sortable;
  /**
   * One search term's condition in a form indexes serve (decision 0059), matching the same rows as `search`'s columns
   * OR'd; undefined leaves the term to them. Given the term's `ilike` pattern and the term itself.
   */
  searchTerm?: (pattern: string, term: string) => SQL | undefined;
  /**
   * The rows a search may match, picked at once from indexes for all its terms of `trigramTermLength` or more (their
   * `ilike` patterns): at least every row that matches, perhaps more, for `search`'s columns then test each term on
   * them (decision 0081). Undefined leaves the terms to `searchTerm` and `search`.
   */
  searchTerms?: (patterns: string[]) => SQL | undefined;
};

/** The shortest term a trigram index serves: shorter ones are matched by reading the rows. */
export const trigramTermLength = 3;

export const defaultPageSize = 25;
/** As DRF's max_page_size: a larger page_size is clamped, not refused. */
export const maxPageSize = 100;
/** A search of more or longer words than a person types is refused rather than run. */
export const searchLimits = { terms: 10, termLength: 100 } as const;

export type ListQuery = {
  page: number;
  pageSize: number;
  where: SQL | undefined;
  orderBy: SQL[];
  /** The same order backwards (every ascending key descending, and the other way round): see `pageWindow`. */
  reverseOrderBy?: SQL[];
};

/** Reads `page`, `page_size`, `search`, `ordering` and the field filters, DRF's way. */
export function parseListQuery(query: Record<string, unknown>, spec: ListSpec, extraWhere?: SQL): ListQuery {
  const text = (name: string) => (typeof query[name] === 'string' ? (query[name] as string) : undefined);
  const pageText = text('page');
  let page = 1;
  if (pageText !== undefined && pageText !== 'last') {
    if (!/^[1-9][0-9]{0,8}$/.test(pageText)) throw new NotFoundError('Invalid page.');
    page = Number(pageText);
  }
  const pageSizeText = text('page_size');
  const pageSize =
    pageSizeText && /^[1-9][0-9]{0,8}$/.test(pageSizeText)
      ? Math.min(Number(pageSizeText), maxPageSize)
      : defaultPageSize;

  const conditions: SQL[] = [];
  if (extraWhere) conditions.push(extraWhere);
  const terms = (text('search') ?? '').split(/[\s,]+/).filter(Boolean);
  if (terms.length > searchLimits.terms || terms.some((term) => term.length > searchLimits.termLength)) {
    throw new InvalidInputError({
      search: [`Search for at most ${searchLimits.terms} words of at most ${searchLimits.termLength} characters each.`],
    });
  }
  const patternOf = (term: string) => `%${term.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
  const indexedTerms = terms.filter((term) => term.length >= trigramTermLength);
  const picked = indexedTerms.length > 0 ? spec.searchTerms?.(indexedTerms.map(patternOf)) : undefined;
  if (picked) conditions.push(picked);
  // Else the longest term, the likeliest to be rare, picks the rows through `searchTerm`; the others test those rows
  // (two sets of ids from indexes, `id = any(...) and id = any(...)`, would be compared with each other element by
  // element).
  const longest = terms.reduce((found, term, index) => (term.length > terms[found]!.length ? index : found), 0);
  for (const [index, term] of terms.entries()) {
    const pattern = patternOf(term);
    const byIndex = index === longest && !picked ? spec.searchTerm?.(pattern, term) : undefined;
    conditions.push(byIndex ?? or(...spec.search.map((column) => ilike(column, pattern)))!);
  }
  const fieldErrors: Record<string, string[]> = {};
  for (const [name, filter] of Object.entries(spec.filters)) {
    const value = text(name);
    if (value === undefined || value === '') continue;
    const parsed = parseFilterValue(value, filter.kind);
    if (parsed === undefined) {
      fieldErrors[name] = [filter.kind === 'boolean' ? 'Must be a valid boolean.' : 'Enter a whole number.'];
    } else {
      conditions.push('where' in filter ? filter.where(parsed) : sql`${filter.column} = ${parsed}`);
    }
  }

  const orderBy: SQL[] = [];
  const reverseOrderBy: SQL[] = [];
  const orderingText = text('ordering') || spec.defaultOrdering;
  for (const field of orderingText
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)) {
    const descending = field.startsWith('-');
    const name = descending ? field.slice(1) : field;
    const column = Object.hasOwn(spec.ordering, name) ? spec.ordering[name] : undefined;
    if (!column) {
      (fieldErrors.ordering ??= []).push(
        `Unknown ordering field "${name}". Choose from: ${Object.keys(spec.ordering).join(', ')}.`,
      );
      continue;
    }
    orderBy.push(descending ? desc(column) : asc(column));
    reverseOrderBy.push(descending ? asc(column) : desc(column));
  }
  if (Object.keys(fieldErrors).length > 0) throw new InvalidInputError(fieldErrors);
  orderBy.push(asc(spec.tieBreaker));
  reverseOrderBy.push(desc(spec.tieBreaker));
  if (pageText === 'last') page = lastPage;
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  return { page, pageSize, where, orderBy, reverseOrderBy };
}

function parseFilterValue(value: string, kind: FilterKind): string | number | boolean | undefined {
  switch (kind) {
    case 'integer':
      return /^-?[0-9]{1,9}$/.test(value) ? Number(value) : undefined;
    case 'boolean':
      if (['true', 'True', '1'].includes(value)) return true;
      if (['false', 'False', '0'].includes(value)) return false;
      return undefined;
    case 'text':
      return value;
  }
}

/** One page of a list, as a use case finds it. */
export type ListedPage<T> = { count: number; page: number; pageSize: number; results: T[] };

/** The page number `page=last` stands for until the count is known. */
export const lastPage = Number.MAX_SAFE_INTEGER;

/** The page to read once the count is known: `page=last` becomes the last page's number. */
export function resolvePage(listQuery: ListQuery, count: number): ListQuery {
  const last = Math.max(1, Math.ceil(count / listQuery.pageSize));
  return listQuery.page === lastPage ? { ...listQuery, page: last } : listQuery;
}

/**
 * Where a page's rows are read once the count is known: `limit` rows from `offset` in `orderBy`, or, for a page in the
 * second half of a long list, from the end in `reverseOrderBy` (`reversed`: the rows read come last first and are
 * turned round), so that the last page costs what the first does and no page walks more than half the list. `empty`:
 * past the last row, nothing to read.
 */
export function pageWindow(
  listQuery: ListQuery,
  count: number,
): { orderBy: SQL[]; limit: number; offset: number; reversed: boolean; empty: boolean } {
  const { page, pageSize, orderBy, reverseOrderBy } = listQuery;
  const offset = (page - 1) * pageSize;
  if (offset >= count) return { orderBy, limit: pageSize, offset, reversed: false, empty: true };
  if (!reverseOrderBy || offset + pageSize / 2 <= count / 2)
    return { orderBy, limit: pageSize, offset, reversed: false, empty: false };
  const end = Math.min(offset + pageSize, count);
  return { orderBy: reverseOrderBy, limit: end - offset, offset: count - end, reversed: true, empty: false };
}

/** Where lists' counts are kept between pages (the server's list page cache), by database handle. */
export type CountMemory = {
  countOf(key: string, read: () => Promise<number>): Promise<number>;
  keptOf<T>(key: string, read: () => Promise<T>): Promise<T>;
  keptNow<T>(key: string): T | undefined;
};

const countMemories = new WeakMap<Database, CountMemory>();

/** Keeps the counts of lists read through `db` in `memory` (the server does this once, at start). */
export function rememberCounts(db: Database, memory: CountMemory): void {
  countMemories.set(db, memory);
}

/**
 * A list's count from its count statement (`select count(*) ... where ...`), read once per change of the data where
 * the server keeps counts (decision 0058): every page of the list and every address of it then cost their rows only.
 * Inside a transaction, or without a memory, it is read every time.
 */
export async function countOnce(
  db: Database,
  statement: { toSQL(): { sql: string; params: unknown[] } } & PromiseLike<unknown[]>,
): Promise<number> {
  const read = async () => Number(((await statement)[0] as { count?: number | string } | undefined)?.count ?? 0);
  const memory = countMemories.get(db);
  if (!memory) return read();
  const { sql: text, params } = statement.toSQL();
  return memory.countOf(`${text} ${JSON.stringify(params)}`, read);
}

/** A search of at most this many matches keeps their ids in order, once per change of the data (decision 0090). */
export const keptMatchesLimit = 5_000;

/**
 * The ids of a page of a search (`page`) cut from every match's id in the list's order (`statement`, selecting `id`),
 * read once per change of the data and kept beside the list's count, where the server keeps counts and the search has
 * `keptMatchesLimit` matches or fewer (`total`); else undefined, and the caller reads its page alone. A search's cost is
 * its matches, which every page and every address of it would otherwise read again (decision 0090).
 */
export async function keptMatches(
  db: Database,
  list: { total: number; page: number; pageSize: number },
  statement: { toSQL(): { sql: string; params: unknown[] } } & PromiseLike<Record<string, unknown>[]>,
): Promise<number[] | undefined> {
  const memory = countMemories.get(db);
  if (!memory || list.total > keptMatchesLimit) return undefined;
  const { sql: text, params } = statement.toSQL();
  const ids = await memory.keptOf(`matches ${text} ${JSON.stringify(params)}`, async () =>
    (await statement).map((row) => Number(row.id)),
  );
  const offset = (list.page - 1) * list.pageSize;
  return ids.slice(offset, offset + list.pageSize);
}

/**
 * Where a list keeps values read once per change of the data besides its count (decision 0081): the memory of
 * `rememberCounts`, or undefined inside a transaction or without one.
 */
export function listMemoryOf(db: Database): CountMemory | undefined {
  return countMemories.get(db);
}
