import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema/index.js';

export type Schema = typeof schema;
/** The database as services see it: the same type for PGlite, PostgreSQL and a transaction of either. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export type NotificationListener = { heard: (payload: string) => void; lost: () => void; restored: () => void };

/** Work done once the migrations are applied, while no other process can start the same work (the demo seed). */
export type AfterMigrations = (db: Database) => Promise<void>;

export type DatabaseHandle = {
  db: Database;
  kind: 'pglite' | 'postgres';
  /**
   * Makes the database ready for requests: reaches it (PostgreSQL: retrying while it is away), applies the
   * migrations and runs `afterMigrations`, as one process at a time.
   */
  prepare: (afterMigrations?: AfterMigrations) => Promise<void>;
  /** Whether the database answers a trivial query within `timeoutMs`, without queueing behind request traffic. */
  ping: (timeoutMs: number) => Promise<boolean>;
  /**
   * Hears the notifications sent on `channel` (at the commit of the transaction that sent them) until stopped:
   * `restored` once listening, `lost` when the listening connection breaks and notifications may be missed.
   */
  listen: (channel: string, listener: NotificationListener) => Promise<() => Promise<void>>;
  /** The embedded database as a tar of its data folder, gzipped unless asked otherwise (PGlite only). */
  dumpDataDir?: (compression?: 'gzip' | 'none') => Promise<Blob>;
  /** Ends every connection; resolves once they are closed. */
  close: () => Promise<void>;
};

export const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../src/db/migrations');

/** `work`'s answer, or `fallback` when it takes longer than `timeoutMs` or fails. */
export async function withinDeadline<T>(work: Promise<T>, timeoutMs: number, fallback: T): Promise<T> {
  const abandon = new AbortController();
  const late = sleep(timeoutMs, fallback, { signal: abandon.signal }).catch(() => fallback);
  try {
    return await Promise.race([work.catch(() => fallback), late]);
  } finally {
    abandon.abort();
  }
}

/** The database could not be made ready at start; the message is one plain line for the operator. */
export class DatabaseStartError extends Error {}
