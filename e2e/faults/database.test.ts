import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PostgresServer, startPostgresServer } from '../support/postgres.js';
import { repositoryRoot, type RunningServer, startServer } from '../support/server.js';
import { ask, startTraffic, type Traffic } from '../support/traffic.js';

// Bounds tighter than the defaults, so that each fault outlasts them within a short test.
const bounds = {
  DATABASE_POOL_MAX: '4',
  DATABASE_STATEMENT_TIMEOUT_MS: '3000',
  DATABASE_LOCK_TIMEOUT_MS: '1500',
  DATABASE_ACQUIRE_TIMEOUT_MS: '2000',
};
/** The longest any answer may take: a wait for a connection, a statement at its limit, and room for the rest. */
const answerBoundMs = 2_000 + 3_000 + 3_000;
/** How soon after PostgreSQL is back the server must serve again. */
const recoveryBoundMs = 10_000;
const busy = JSON.stringify({ detail: 'The database is busy; try again in a moment.' });
const superAdmin = { email: 'super@demo.fairway.golf', password: 'fairway-demo' };

let postgres: PostgresServer;
let databaseNumber = 0;
beforeAll(async () => {
  postgres = await startPostgresServer();
});
afterAll(async () => {
  await postgres?.destroy();
});

/** A new database and Fairway on it, with the demo seeded. */
async function startFairway(environment: Record<string, string> = {}, waitFor: 'ready' | 'alive' = 'ready') {
  databaseNumber += 1;
  const database = `fairway_faults_${databaseNumber}`;
  const url = await postgres.createDatabase(database);
  const server = await startServer({
    seedDemo: 'always',
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
  const stored = await postgres.query<{ id: number; name: string }>(
    database,
    'select id, name from cities where id = any($1) order by id',
    [acknowledged.map((city) => city.id)],
  );
  expect(stored).toEqual([...acknowledged].sort((a, b) => a.id - b.id));
  const [halfDone] = await postgres.query<{ cities: number; audits: number }>(
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

describe('Fairway on a PostgreSQL that fails under it', () => {
  it('survives every connection being terminated, twice, while clients read and write', async () => {
    const { server, database } = await startFairway();
    try {
      const token = await logIn(server);
      const traffic = startTraffic(server.url, token, { clients: 6, timeoutMs: answerBoundMs + 5_000 });
      await sleep(1_500);
      for (let round = 0; round < 2; round += 1) {
        const terminated = await postgres.query<{ pid: number }>(
          'postgres',
          'select pg_terminate_backend(pid) as pid from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
          [database],
        );
        expect(terminated.length).toBeGreaterThan(0);
        await sleep(1_000);
        expect(server.isRunning(), server.output()).toBe(true);
      }
      const afterFault = Date.now();
      await sleep(2_000);
      await traffic.stop();

      expectNoClientSawAFault(server, traffic);
      expect(traffic.answersSince(afterFault).some((answer) => answer.status === 201)).toBe(true);
      expect(server.output()).toMatch(/dropped a broken connection to the database at 127\.0\.0\.1:\d+: 57P01/);
      await expectNothingAcknowledgedLost(database, traffic);
    } finally {
      await server.stop();
    }
  });

  it('answers 503 while PostgreSQL is down for 5 s, and serves again within seconds of its return', async () => {
    const { server, database } = await startFairway();
    try {
      const token = await logIn(server);
      const traffic = startTraffic(server.url, token, { clients: 6, timeoutMs: answerBoundMs + 5_000 });
      await sleep(1_500);
      await postgres.stop('immediate');
      const down = Date.now();
      const readinessWhileDown: number[] = [];
      while (Date.now() - down < 5_000) {
        readinessWhileDown.push(await readiness(server));
        await sleep(500);
      }
      const outage = traffic.answersSince(down + 500);
      await postgres.start();
      const back = Date.now();
      const recoveryMs = await timeToServeAgain(server, token);
      await sleep(1_500);
      await traffic.stop();

      expectNoClientSawAFault(server, traffic);
      expect(new Set(readinessWhileDown)).toEqual(new Set([503]));
      expect(outage.filter((answer) => answer.at < back).every((answer) => answer.status === 503)).toBe(true);
      expect(outage.filter((answer) => answer.at < back).length).toBeGreaterThan(10);
      expect(recoveryMs).toBeLessThan(recoveryBoundMs);
      expect(await readiness(server)).toBe(200);
      await expectNothingAcknowledgedLost(database, traffic);
    } finally {
      await server.stop();
    }
  });

  it.each([
    { bound: 'lock', lockMs: '1500', statementMs: '3000', cause: '55P03: canceling statement due to lock timeout' },
    {
      bound: 'statement',
      lockMs: '6000',
      statementMs: '2000',
      cause: '57014: canceling statement due to statement timeout',
    },
  ])(
    'answers 503 at the $bound timeout while a table is locked past it, and stays ready',
    async ({ lockMs, statementMs, cause }) => {
      const { server, database } = await startFairway({
        DATABASE_LOCK_TIMEOUT_MS: lockMs,
        DATABASE_STATEMENT_TIMEOUT_MS: statementMs,
      });
      const locker = new pg.Client({ connectionString: `postgres://fairway@127.0.0.1:${postgres.port}/${database}` });
      await locker.connect();
      try {
        const token = await logIn(server);
        // More clients than connections in the pool: the others wait for one, within the acquire timeout.
        const traffic = startTraffic(server.url, token, { clients: 8, timeoutMs: answerBoundMs + 5_000 });
        await sleep(1_000);
        await locker.query('begin');
        await locker.query('lock table cities in access exclusive mode');
        const locked = Date.now();
        const readinessWhileLocked: number[] = [];
        while (Date.now() - locked < 8_000) {
          readinessWhileLocked.push(await readiness(server));
          await sleep(500);
        }
        await locker.query('commit');
        const unlocked = Date.now();
        await sleep(2_000);
        await traffic.stop();

        expectNoClientSawAFault(server, traffic);
        // A city request sent while the lock still had its bound and a wait for a connection to run must fail.
        const lastDoomed =
          unlocked - Math.min(Number(lockMs), Number(statementMs)) - Number(bounds.DATABASE_ACQUIRE_TIMEOUT_MS);
        const cityAnswers = traffic.answers.filter(
          (answer) => answer.request.includes('/api/cities/') && answer.at >= locked + 200 && answer.at < lastDoomed,
        );
        expect(cityAnswers.length).toBeGreaterThan(0);
        expect(cityAnswers.every((answer) => answer.status === 503)).toBe(true);
        expect(server.output()).toContain(cause);
        expect(new Set(readinessWhileLocked)).toEqual(new Set([200]));
        expect(traffic.answersSince(unlocked + 500).some((answer) => answer.status === 201)).toBe(true);
        await expectNothingAcknowledgedLost(database, traffic);
      } finally {
        await locker.end();
        await server.stop();
      }
    },
  );

  it('starts while PostgreSQL is away: alive at once, ready once PostgreSQL comes up 20 s later', async () => {
    databaseNumber += 1;
    const url = await postgres.createDatabase(`fairway_faults_${databaseNumber}`);
    await postgres.stop('fast');
    let server: RunningServer | undefined;
    try {
      server = await startServer({
        seedDemo: 'always',
        environment: { DATABASE_URL: url, LOG_LEVEL: 'warn', ...bounds },
        waitFor: 'alive',
      });
      const started = Date.now();
      const checks = [];
      while (Date.now() - started < 20_000) {
        checks.push({
          health: await ask(server.url, { method: 'GET', path: '/healthz' }, 1_000),
          readiness: await readiness(server),
          login: await ask(server.url, { method: 'POST', path: '/auth/token/login/', body: superAdmin }, 5_000),
        });
        await sleep(1_000);
      }
      expect(server.isRunning(), server.output()).toBe(true);
      expect(checks.filter((check) => check.health.status !== 200 || check.health.ms > 1_000)).toEqual([]);
      expect(new Set(checks.map((check) => check.readiness))).toEqual(new Set([503]));
      expect(checks.filter((check) => check.login.status !== 503 || check.login.body !== busy)).toEqual([]);
      const attempts = server.output().match(/is not reachable \(attempt \d+: ECONNREFUSED/g) ?? [];
      expect(attempts.length).toBeGreaterThanOrEqual(4);

      await postgres.start();
      const back = Date.now();
      while ((await readiness(server)) !== 200 && Date.now() - back < recoveryBoundMs) await sleep(250);
      expect(Date.now() - back).toBeLessThan(recoveryBoundMs);
      await logIn(server);
      expect(server.isRunning()).toBe(true);
      expect(server.output()).not.toMatch(/^\s+at /m);
    } finally {
      await postgres.start();
      await server?.stop();
    }
  });

  it('gives up after DATABASE_CONNECT_TIMEOUT_S with one plain line naming host, port and cause', async () => {
    await postgres.stop('fast');
    try {
      const server = await startServer({
        environment: {
          DATABASE_URL: `postgres://fairway@127.0.0.1:${postgres.port}/fairway`,
          DATABASE_CONNECT_TIMEOUT_S: '3',
          LOG_LEVEL: 'warn',
        },
        waitFor: 'alive',
      });
      const code = await Promise.race([server.exited, sleep(15_000, 'still running')]);
      expect(code).toBe(1);
      const lastLine = server.output().trim().split('\n').at(-1);
      expect(lastLine).toMatch(
        new RegExp(`^Cannot reach the database at 127\\.0\\.0\\.1:${postgres.port} after 3 s: ECONNREFUSED`),
      );
      expect(server.output()).not.toMatch(/^\s+at /m);
    } finally {
      await postgres.start();
    }
  });

  it('migrates and seeds once when two servers start together on a new database', async () => {
    databaseNumber += 1;
    const database = `fairway_faults_${databaseNumber}`;
    const url = await postgres.createDatabase(database);
    const servers = await Promise.all(
      [1, 2].map(() =>
        startServer({ seedDemo: 'always', environment: { DATABASE_URL: url, LOG_LEVEL: 'warn', ...bounds } }),
      ),
    );
    try {
      for (const server of servers) {
        expect(server.isRunning(), server.output()).toBe(true);
        await logIn(server);
      }
      const journal = JSON.parse(
        fs.readFileSync(path.join(repositoryRoot, 'apps/server/src/db/migrations/meta/_journal.json'), 'utf8'),
      ) as { entries: unknown[] };
      const [migrations] = await postgres.query<{ n: number }>(
        database,
        'select count(*)::int as n from drizzle.__drizzle_migrations',
      );
      expect(migrations!.n).toBe(journal.entries.length);
      const [users] = await postgres.query<{ n: number }>(database, 'select count(*)::int as n from users');
      expect(users!.n).toBe(6);
    } finally {
      await Promise.all(servers.map((server) => server.stop()));
    }
  });
});

const demoClubId = '1';
const clubAdmin = { email: 'admin@demo.fairway.golf', password: 'fairway-demo' };

/** `npm run user:set-password EMAIL` as an operator runs it, the password on standard input. */
async function setPasswordFromTheCommandLine(databaseUrl: string, email: string, password: string) {
  const command = spawn(
    process.execPath,
    [path.join(repositoryRoot, 'apps/server/dist/scripts/user-set-password.js'), email],
    { cwd: repositoryRoot, env: { ...process.env, DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn' } },
  );
  let output = '';
  command.stdout.on('data', (chunk) => (output += String(chunk)));
  command.stderr.on('data', (chunk) => (output += String(chunk)));
  command.stdin.end(`${password}\n`);
  const code = await new Promise<number | null>((resolve) => command.once('exit', resolve));
  expect(code, output).toBe(0);
}

describe('two Fairway servers on one PostgreSQL', () => {
  it('both refuse at once a token logged out, or whose password was set from the command line, on the other', async () => {
    const { server: first, url } = await startFairway();
    const second = await startServer({
      seedDemo: 'never',
      environment: { DATABASE_URL: url, LOG_LEVEL: 'warn', ...bounds },
    });
    try {
      const current = (server: RunningServer, token: string) =>
        ask(server.url, { method: 'GET', path: '/api/users/current/', token, golfCourse: demoClubId }, 5_000);
      const loggedOut = await logIn(first, clubAdmin);
      const kept = await logIn(first, clubAdmin);
      // Both servers have seen both tokens, and keep them.
      for (const server of [first, second]) {
        expect((await current(server, loggedOut)).status).toBe(200);
        expect((await current(server, kept)).status).toBe(200);
      }
      const logout = await ask(second.url, { method: 'POST', path: '/auth/token/logout/', token: loggedOut }, 5_000);
      expect(logout.status).toBe(204);
      expect((await current(second, loggedOut)).status).toBe(401);
      expect((await current(first, loggedOut)).status).toBe(401);
      expect((await current(first, kept)).status).toBe(200);

      await setPasswordFromTheCommandLine(url, clubAdmin.email, 'a-new-long-password');
      expect((await current(first, kept)).status).toBe(401);
      expect((await current(second, kept)).status).toBe(401);
    } finally {
      await Promise.all([first.stop(), second.stop()]);
    }
  });

  it("show in each one's lists, within a second, a change made through the other", async () => {
    const { server: first, url } = await startFairway();
    const second = await startServer({
      seedDemo: 'never',
      environment: { DATABASE_URL: url, LOG_LEVEL: 'warn', ...bounds },
    });
    try {
      const token = await logIn(first);
      const path = '/api/countries/?search=Portug';
      const found = async (server: RunningServer) =>
        (JSON.parse((await ask(server.url, { method: 'GET', path, token }, 5_000)).body) as { count: number }).count;
      // Both servers keep the page that has no Portugal.
      for (const server of [first, second]) expect(await found(server)).toBe(0);
      const portugal = { name: 'Portugal', iso_code: 'PT' };
      const created = await ask(first.url, { method: 'POST', path: '/api/countries/', token, body: portugal }, 5_000);
      expect(created.status).toBe(201);
      const createdAt = Date.now();
      expect(await found(first)).toBe(1);
      let count = await found(second);
      while (count === 0 && Date.now() - createdAt < 1_000) count = await found(second);
      expect(count).toBe(1);
    } finally {
      await Promise.all([first.stop(), second.stop()]);
    }
  });

  it('both refuse, within a second, a club admin demoted by an operator in SQL', async () => {
    const { server: first, database, url } = await startFairway();
    const second = await startServer({
      seedDemo: 'never',
      environment: { DATABASE_URL: url, LOG_LEVEL: 'warn', ...bounds },
    });
    try {
      const token = await logIn(first, clubAdmin);
      const adminUsers = (server: RunningServer) =>
        ask(server.url, { method: 'GET', path: '/api/users/current/', token, golfCourse: demoClubId }, 5_000);
      for (const server of [first, second]) expect((await adminUsers(server)).status).toBe(200);
      await postgres.query(
        database,
        `delete from user_roles where golf_course_id = $1
           and user_id = (select id from users where email = $2)`,
        [Number(demoClubId), clubAdmin.email],
      );
      const demotedAt = Date.now();
      for (const server of [first, second]) {
        let status = (await adminUsers(server)).status;
        while (status === 200 && Date.now() - demotedAt < 1_000) status = (await adminUsers(server)).status;
        expect(status).toBe(403);
      }
    } finally {
      await Promise.all([first.stop(), second.stop()]);
    }
  });
});
