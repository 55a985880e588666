import { and, asc, desc, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { InvalidInputError, NotFoundError } from '../core/domain-errors.js';

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
};

export const defaultPageSize = 25;
/** As DRF's max_page_size: a larger page_size is clamped, not refused. */
export const maxPageSize = 100;
/** A search of more or longer words than a person types is refused rather than run. */
export const searchLimits = { terms: 10, termLength: 100 } as const;

export type ListQuery = { page: number; pageSize: number; where: SQL | undefined; orderBy: SQL[] };

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
  for (const term of terms) {
    const pattern = `%${term.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
    conditions.push(or(...spec.search.map((column) => ilike(column, pattern)))!);
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
  }
  if (Object.keys(fieldErrors).length > 0) throw new InvalidInputError(fieldErrors);
  orderBy.push(asc(spec.tieBreaker));
  if (pageText === 'last') page = lastPage;
  return { page, pageSize, where: conditions.length > 0 ? and(...conditions) : undefined, orderBy };
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
