import { type Column, Param, type SQL, sql } from 'drizzle-orm';

/**
 * A column of values sent as one array parameter (`unnest` makes rows of them): however many rows, the statement's
 * text stays the same, so it is prepared once.
 */
export const arrayColumn = (values: unknown[], type: string): SQL => sql`${new Param(values)}::${sql.raw(type)}[]`;

/**
 * `column` is one of `ids`, sent as one array parameter: unlike an `in` list, the statement's text is the same however
 * many ids a batch reads (a rush's batches differ in size), so it is prepared once and built without a parameter an id.
 */
export const amongIds = (column: Column | SQL, ids: readonly number[]): SQL =>
  sql`${column} = any(${arrayColumn([...ids], 'integer')})`;

/**
 * The row of `columns` is one of the rows the arrays `values` make side by side (`unnest`, one array a column): a
 * batch's (club, day, time) tuples as set-wise as its ids.
 */
export const amongRows = (columns: readonly (Column | SQL)[], values: readonly SQL[]): SQL =>
  sql`(${sql.join([...columns], sql`, `)}) in (select * from unnest(${sql.join([...values], sql`, `)}))`;
