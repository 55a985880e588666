import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema/index.js';

export type Schema = typeof schema;
/** The database as services see it: the same type for PGlite, PostgreSQL and a transaction of either. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export type DatabaseHandle = {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** The embedded database as a gzipped tar of its data folder (PGlite only). */
  dumpDataDir?: () => Promise<Blob>;
  close: () => Promise<void>;
};

const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../src/db/migrations');

/** PGlite in `dataDir` (or in memory when undefined) with the migrations applied. */
export async function openPglite(dataDir: string | undefined, loadDataDir?: Blob): Promise<DatabaseHandle> {
  const client = await PGlite.create({ dataDir, loadDataDir });
  const db = drizzlePglite({ client, schema, casing: 'snake_case' });
  await migratePglite(db, { migrationsFolder });
  return {
    db: db as unknown as Database,
    kind: 'pglite',
    dumpDataDir: () => client.dumpDataDir('gzip'),
    close: () => client.close(),
  };
}

/** A pool on a PostgreSQL server with the migrations applied. */
export async function openPostgres(databaseUrl: string): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  const db = drizzlePostgres({ client: pool, schema, casing: 'snake_case' });
  await migratePostgres(db, { migrationsFolder });
  return { db: db as unknown as Database, kind: 'postgres', close: () => pool.end() };
}
