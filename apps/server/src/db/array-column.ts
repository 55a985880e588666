import { Param, type SQL, sql } from 'drizzle-orm';

/**
 * A column of values sent as one array parameter (`unnest` makes rows of them): however many rows, the statement's
 * text stays the same, so it is prepared once.
 */
export const arrayColumn = (values: unknown[], type: string): SQL => sql`${new Param(values)}::${sql.raw(type)}[]`;
