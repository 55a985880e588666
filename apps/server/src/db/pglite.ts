import { existsSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { PGlite, type PGliteOptions, type Transaction } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { type Database, type DatabaseHandle, migrationsFolder, withinDeadline } from './client.js';
import * as schema from './schema/index.js';

/**
 * PostgreSQL's settings for an embedded database that serves one club in this process, in place of the server
 * defaults meant for a machine of its own (decision 0050). PGlite's WebAssembly heap grows to its high-water mark and
 * never gives memory back, so every buffer sized here is paid for as long as the server runs: 16 MB of shared buffers
 * hold a club's working set many times over (the demo's whole database is about 20 MB).
 */
export const embeddedSettings = [
  ['shared_buffers', '16MB'],
  ['temp_buffers', '2MB'],
  ['work_mem', '2MB'],
  ['maintenance_work_mem', '8MB'],
  ['wal_buffers', '1MB'],
].flatMap(([name, value]) => ['-c', `${name}=${value}`]);

/** The empty database the build makes (`scripts/pglite-template.ts`), beside the built server. */
export const pgliteTemplateFile = fileURLToPath(new URL('../pglite-template.tgz', import.meta.url));

/** The build's empty database, for a folder with none yet; without a build (tests, `npm run dev`) PGlite runs initdb. */
function builtTemplate(): Blob | undefined {
  return existsSync(pgliteTemplateFile) ? new Blob([readFileSync(pgliteTemplateFile)]) : undefined;
}

/** PGlite's engine: its two WebAssembly programs, compiled. */
type PgliteEngine = Pick<PGliteOptions, 'pgliteWasmModule' | 'initdbWasmModule'>;

let engine: Promise<PgliteEngine> | undefined;

/** Node's WebAssembly, which the ES library this project compiles against does not declare. */
const wasm = (globalThis as unknown as { WebAssembly: { compile(bytes: Uint8Array): Promise<WebAssemblyModule> } })
  .WebAssembly;
type WebAssemblyModule = NonNullable<PGliteOptions['pgliteWasmModule']>;

/**
 * The engine compiled once per process rather than at every open. PGlite otherwise reads and compiles its 9 MB
 * program at each open: a process that opens many databases (a backup, a restore, the API tests' fresh copy for each
 * test) pays that each time. Compiled code is shared with the open database, so keeping it costs no memory.
 */
function compiledEngine(): Promise<PgliteEngine> {
  const file = (name: string) => readFile(new URL(name, import.meta.resolve('@electric-sql/pglite')));
  engine ??= Promise.all([file('pglite.wasm'), file('initdb.wasm')]).then(async ([pglite, initdb]) => ({
    pgliteWasmModule: await wasm.compile(pglite),
    initdbWasmModule: await wasm.compile(initdb),
  }));
  return engine;
}

/**
 * PGlite in `dataDir` (in memory when undefined), optionally loaded from a dump, with `settings` over the embedded
 * ones. PGlite runs in this process and serves one query at a time: it has no connections to lose and no statement
 * timeout (PostgreSQL's timers do not run in WebAssembly), so its faults are those of the engine itself, such as a
 * full disk.
 */
export async function openPglite(
  dataDir: string | undefined,
  loadDataDir?: Blob,
  settings: Readonly<Record<string, string>> = {},
): Promise<DatabaseHandle> {
  loadDataDir ??= dataDir && !existsSync(path.join(dataDir, 'PG_VERSION')) ? builtTemplate() : undefined;
  const client = await PGlite.create({
    ...(await compiledEngine()),
    dataDir,
    loadDataDir,
    // Trigram indexes serve search (decision 0059), with a club's id beside them (btree_gin, decision 0090): the
    // extensions ship with PGlite, like with PostgreSQL.
    extensions: { pg_trgm, btree_gin },
    startParams: [
      ...PGlite.defaultStartParams,
      ...embeddedSettings,
      ...Object.entries(settings).flatMap(([name, value]) => ['-c', `${name}=${value}`]),
    ],
  });
  const db = drizzle({ client: turnTaking(client), schema, casing: 'snake_case' }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    prepare: async (afterMigrations) => {
      await migrate(db as Parameters<typeof migrate>[0], { migrationsFolder });
      await afterMigrations?.(db);
    },
    ping: (timeoutMs) =>
      withinDeadline(
        db.execute(sql`select 1`).then(() => true),
        timeoutMs,
        false,
      ),
    // In this process, so never lost.
    listen: async (channel, listener) => {
      const stop = await client.listen(channel, listener.heard);
      listener.restored();
      return async () => {
        if (!client.closed) await stop();
      };
    },
    dumpDataDir: (compression = 'gzip') => client.dumpDataDir(compression),
    close: async () => {
      if (!client.closed) await client.close();
    },
  };
}

/**
 * The client with every statement started on a later turn of the event loop. PGlite runs each statement in this
 * process's thread, and its awaits settle as microtasks, so a run of statements (the migrations, the demo seed, a
 * long request) would otherwise hold every socket until it ends: `/healthz` included, which must answer at once.
 */
function turnTaking<Client extends PGlite | Transaction>(client: Client): Client {
  return new Proxy(client, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property, target);
      if (typeof value !== 'function') return value;
      if (property === 'query' || property === 'exec') {
        return async (...args: unknown[]) => {
          await nextTurn();
          return value.apply(target, args);
        };
      }
      if (property === 'transaction') {
        return (work: (transaction: Transaction) => Promise<unknown>) =>
          value.call(target, (transaction: Transaction) => work(turnTaking(transaction)));
      }
      return value.bind(target);
    },
  });
}
