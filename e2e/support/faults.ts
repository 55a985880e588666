import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, expect } from 'vitest';
import { type PostgresServer, startPostgresServer } from './postgres.js';
import { type RunningServer, startServer } from './server.js';
import { ask, type Traffic } from './traffic.js';

// Bounds tighter than the defaults, so that each fault outlasts them within a short test.
export const bounds = {
  DATABASE_POOL_MAX: '4',
  DATABASE_STATEMENT_TIMEOUT_MS: '3000',
  DATABASE_LOCK_TIMEOUT_MS: '1500',
  DATABASE_ACQUIRE_TIMEOUT_MS: '2000',
};
/** The longest any answer may take: a wait for a connection, a statement at its limit, and room for the rest. */
export const answerBoundMs = 2_000 + 3_000 + 3_000;
/** How soon after PostgreSQL is back the server must serve again. */
export const recoveryBoundMs = 10_000;
export const busy = JSON.stringify({ detail: 'The database is busy; try again in a moment.' });
export const superAdmin = { email: 'super@demo.fairway.golf', password: 'fairway-demo' };

/**
 * A fault suite's PostgreSQL server, its own for the test file (started before its tests, destroyed after), so that
 * the suite's files run side by side, each stopping, starting and locking only its own; and the helpers its tests
 * share: Fairway started on a new database of it, signing in, what every client saw, what was acknowledged.
 */
export function faultSuite() {
  let postgresServer: PostgresServer | undefined;
  let databaseNumber = 0;
  beforeAll(async () => {
    postgresServer = await startPostgresServer();
  });
  afterAll(async () => {
    await postgresServer?.destroy();
  });
  const postgres = () => postgresServer!;
  const newDatabaseName = () => {
    databaseNumber += 1;
    return `fairway_faults_${databaseNumber}`;
  };

  /**
   * The demo seeded once for the file, by Fairway itself starting on a new database and then stopped: the database
   * each test's Fairway starts on a copy of. A seed is seconds of both cores, and what these tests fault is a server
   * already running on its data; first starts that seed are tested on their own (`first-start.test.ts`,
   * `database-start.test.ts`, `scale-out.test.ts`, `failover.test.ts`).
   */
  let seeded: Promise<string> | undefined;
  async function seedOnce(): Promise<string> {
    const database = newDatabaseName();
    const url = await postgres().createDatabase(database);
    const server = await startServer({ seedDemo: 'always', environment: { DATABASE_URL: url, LOG_LEVEL: 'warn' } });
    await server.stop();
    return database;
  }

  /** A new database with the demo seeded, and Fairway on it. */
  async function startFairway(environment: Record<string, string> = {}, waitFor: 'ready' | 'alive' = 'ready') {
    seeded ??= seedOnce();
    const template = await seeded;
    const database = newDatabaseName();
    const url = await postgres().createDatabase(database, template);
    const server = await startServer({
      seedDemo: 'never',
      environment: { DATABASE_URL: url, LOG_LEVEL: 'warn', ...bounds, ...environment },
      waitFor,
    });
    return { server, database, url };
  }

  async function logIn(server: RunningServer, account = superAdmin): Promise<string> {
    const answer = await ask(server.url, { method: 'POST', path: '/auth/token/login/', body: account }, 10_000);
    expect(answer.status, answer.body).toBe(200);
    return (JSON.parse(answer.body) as { auth_token: string }).auth_token;
  }

  /** Waits until an authenticated read answers 200, and says how long that took. */
  async function timeToServeAgain(server: RunningServer, token: string): Promise<number> {
    const since = Date.now();
    while (Date.now() - since < 60_000) {
      const answer = await ask(server.url, { method: 'GET', path: '/api/users/current/', token }, 10_000);
      if (answer.status === 200) return Date.now() - since;
      await sleep(100);
    }
    return Number.POSITIVE_INFINITY;
  }

  /** What every client and load balancer saw: no 500, no hang, the plain 503, a quick /healthz; the process alive. */
  function expectNoClientSawAFault(server: RunningServer, traffic: Traffic) {
    expect(server.isRunning(), server.output()).toBe(true);
    const allowed = (status: number) => (status >= 200 && status < 500) || status === 503 || status === 504;
    expect(traffic.answers.filter((answer) => !allowed(answer.status)).slice(0, 5)).toEqual([]);
    expect(traffic.answers.filter((answer) => answer.ms > answerBoundMs).slice(0, 5)).toEqual([]);
    expect(traffic.answers.filter((answer) => answer.status === 503 && answer.body !== busy).slice(0, 5)).toEqual([]);
    expect(traffic.healthChecks.filter((check) => check.status !== 200 || check.ms > 1_000)).toEqual([]);
    expect(traffic.healthChecks.length).toBeGreaterThan(5);
    expect(server.output()).not.toMatch(/uncaught|unhandled|^\s+at /im);
  }

  /** Every city the server acknowledged is there, and each change came with its audit entry or not at all. */
  async function expectNothingAcknowledgedLost(database: string, traffic: Traffic) {
    const acknowledged = traffic.acknowledgedCities;
    expect(acknowledged.length).toBeGreaterThan(0);
    const stored = await postgres().query<{ id: number; name: string }>(
      database,
      'select id, name from cities where id = any($1) order by id',
      [acknowledged.map((city) => city.id)],
    );
    expect(stored).toEqual([...acknowledged].sort((a, b) => a.id - b.id));
    const [halfDone] = await postgres().query<{ cities: number; audits: number }>(
      database,
      `select
         (select count(*)::int from cities c where c.name like 'Fault city %' and not exists
           (select 1 from audit_log a where a.entity = 'cities' and a.action = 'create' and a.entity_id = c.id)) as cities,
         (select count(*)::int from audit_log a where a.entity = 'cities' and a.action = 'create' and not exists
           (select 1 from cities c where c.id = a.entity_id)) as audits`,
    );
    expect(halfDone).toEqual({ cities: 0, audits: 0 });
  }

  async function readiness(server: RunningServer) {
    return (await ask(server.url, { method: 'GET', path: '/readyz' }, 5_000)).status;
  }

  return {
    get postgres() {
      return postgres();
    },
    newDatabaseName,
    startFairway,
    logIn,
    timeToServeAgain,
    expectNoClientSawAFault,
    expectNothingAcknowledgedLost,
    readiness,
  };
}
