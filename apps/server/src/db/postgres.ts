import { once } from 'node:events';
import { setTimeout as sleep } from 'node:timers/promises';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import type { Logger } from 'pino';
import type { DatabaseSettings } from '../config.js';
import {
  type AfterMigrations,
  type Database,
  DatabaseStartError,
  type DatabaseHandle,
  type NotificationListener,
  migrationsFolder,
  withinDeadline,
} from './client.js';
import { describeDatabaseFault, isDatabaseUnavailable } from './database-faults.js';
import { clientFor, databaseServersOf } from './database-servers.js';
import { preparingStatements } from './prepared-statements.js';
import * as schema from './schema/index.js';

export type PostgresSettings = Omit<DatabaseSettings, 'url' | 'readinessTimeoutMs'> & { url: string };

/** How the connections show in `pg_stat_activity`. */
const applicationName = 'fairway';
/** A transaction left open by a fault in the server's own code is ended by PostgreSQL after this long. */
const idleInTransactionTimeoutMs = 60_000;
/** Bounds of the readiness probe's own connection; `ping` answers within its caller's deadline regardless. */
const probeTimeoutMs = 5_000;
const firstRetryMs = 500;
const longestRetryMs = 2_000;

/**
 * A PostgreSQL server behind two pools: one for requests, whose every statement runs under the statement and lock
 * timeouts and whose wait for a connection is bounded, and one connection for readiness probes. No connection is
 * opened until the first query or `prepare`. A connection that breaks (the server restarted, an administrator ended
 * it) is logged in one line and dropped; the next query opens a new one.
 */
export function openPostgres(settings: PostgresSettings, log: Logger): DatabaseHandle {
  const servers = databaseServersOf(settings.url);
  const { address } = servers;
  const Client = clientFor(servers);
  const connections = new Set<pg.Client>();
  const logFault = (error: unknown) =>
    log.warn(`dropped a broken connection to the database at ${address}: ${describeDatabaseFault(error)}`);
  const watched = (pool: pg.Pool) => {
    pool.on('connect', (client) => {
      preparingStatements(client);
      connections.add(client);
      client.on('error', logFault);
      client.once('end', () => connections.delete(client));
    });
    // The client's own listener above has logged the fault, and the pool has already dropped the client.
    pool.on('error', () => {});
    return pool;
  };
  const common = {
    connectionString: servers.urlOf(servers.servers[0]!),
    application_name: applicationName,
    keepAlive: true,
  };
  const requests = watched(
    new pg.Pool({
      ...common,
      Client,
      max: settings.poolMax,
      connectionTimeoutMillis: settings.acquireTimeoutMs,
      statement_timeout: settings.statementTimeoutMs,
      lock_timeout: settings.lockTimeoutMs,
      idle_in_transaction_session_timeout: idleInTransactionTimeoutMs,
    }),
  );
  const probe = watched(
    new pg.Pool({
      ...common,
      Client,
      max: 1,
      connectionTimeoutMillis: probeTimeoutMs,
      statement_timeout: probeTimeoutMs,
    }),
  );

  let closed: Promise<void> | undefined;
  return {
    db: drizzle({ client: requests, schema, casing: 'snake_case' }) as unknown as Database,
    kind: 'postgres',
    prepare: (afterMigrations) =>
      prepareWithRetries(
        { ...settings, url: common.connectionString },
        Client,
        log,
        address,
        logFault,
        afterMigrations,
      ),
    ping: (timeoutMs) =>
      withinDeadline(
        probe.query('select 1').then(() => true),
        timeoutMs,
        false,
      ),
    listen: async (channel, listener) => listenOn({ ...common, channel }, Client, listener, log, address),
    close: () =>
      (closed ??= (async () => {
        await Promise.all([requests.end(), probe.end()]);
        // end() resolves before the connections have closed; wait for them, so that nothing of this process is left
        // on the server (dropping the database then would end a connection that is still closing).
        await Promise.all([...connections].map((client) => once(client, 'end')));
      })()),
  };
}

/**
 * Listens on a connection of its own, kept open: the listener hears `restored` once it listens, `lost` when the
 * connection breaks (a restart, an administrator ending it), and `restored` again once a new one listens, tried every
 * few seconds.
 */
async function listenOn(
  settings: pg.ClientConfig & { channel: string },
  Client: typeof pg.Client,
  listener: NotificationListener,
  log: Logger,
  address: string,
): Promise<() => Promise<void>> {
  const { channel, ...clientSettings } = settings;
  let stopped = false;
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  const connect = async (attempt: number) => {
    const candidate = new Client({ ...clientSettings, connectionTimeoutMillis: probeTimeoutMs });
    let gone = false;
    const onBroken = (error?: unknown) => {
      if (gone) return;
      gone = true;
      if (stopped) return;
      if (error) log.warn(`stopped listening to the database at ${address}: ${describeDatabaseFault(error)}`);
      listener.lost();
      client = undefined;
      retry = setTimeout(() => void connect(1), firstRetryMs);
    };
    candidate.on('error', onBroken);
    candidate.on('end', () => onBroken());
    candidate.on('notification', (message) => listener.heard(message.payload ?? ''));
    try {
      await candidate.connect();
      await candidate.query(`listen ${pg.escapeIdentifier(channel)}`);
      if (stopped) return void (await candidate.end().catch(() => {}));
      client = candidate;
      listener.restored();
    } catch {
      gone = true;
      await candidate.end().catch(() => {});
      if (!stopped)
        retry = setTimeout(() => void connect(attempt + 1), Math.min(firstRetryMs * 2 ** attempt, longestRetryMs));
    }
  };
  await connect(0);
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await client?.end().catch(() => {});
  };
}

/**
 * Reaches the server, retrying with growing waits while it is away (one log line an attempt) until
 * `connectTimeoutMs` has passed, then migrates. A fault that waiting will not mend (a wrong password, a missing
 * database) ends the start at once.
 */
async function prepareWithRetries(
  settings: PostgresSettings,
  Client: typeof pg.Client,
  log: Logger,
  address: string,
  logFault: (error: unknown) => void,
  afterMigrations: AfterMigrations | undefined,
) {
  const deadline = Date.now() + settings.connectTimeoutMs;
  for (let attempt = 1; ; attempt += 1) {
    try {
      await migrateAsOneProcess(settings, Client, logFault, afterMigrations);
      return;
    } catch (error) {
      const cause = describeDatabaseFault(error);
      if (!isDatabaseUnavailable(error)) {
        throw new DatabaseStartError(`Cannot use the database at ${address}: ${cause}`, { cause: error });
      }
      const waitMs = Math.min(firstRetryMs * 2 ** (attempt - 1), longestRetryMs, deadline - Date.now());
      if (waitMs <= 0) {
        const seconds = Math.round(settings.connectTimeoutMs / 1000);
        throw new DatabaseStartError(`Cannot reach the database at ${address} after ${seconds} s: ${cause}`, {
          cause: error,
        });
      }
      log.warn(
        `the database at ${address} is not reachable (attempt ${attempt}: ${cause}); trying again in ${(waitMs / 1000).toFixed(1)} s`,
      );
      await sleep(waitMs);
    }
  }
}

/**
 * Applies the migrations and runs `afterMigrations` on a connection of its own, with no statement timeout (a
 * migration may take long), while holding a session-level advisory lock: a second process starting at the same
 * moment waits, then finds the work done.
 */
async function migrateAsOneProcess(
  settings: PostgresSettings,
  Client: typeof pg.Client,
  logFault: (error: unknown) => void,
  afterMigrations: AfterMigrations | undefined,
) {
  const client = new Client({
    connectionString: settings.url,
    application_name: applicationName,
    connectionTimeoutMillis: settings.acquireTimeoutMs,
  });
  client.on('error', logFault);
  try {
    await client.connect();
    await client.query(`select pg_advisory_lock(hashtext('fairway migrations'))`);
    const db = drizzle({ client, schema, casing: 'snake_case' });
    await migrate(db, { migrationsFolder });
    await afterMigrations?.(db as unknown as Database);
  } finally {
    // Ending the session releases the lock.
    await client.end().catch(() => {});
  }
}
