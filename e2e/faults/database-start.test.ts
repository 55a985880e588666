import fs from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { bounds, busy, faultSuite, recoveryBoundMs, superAdmin } from '../support/faults.js';
import { repositoryRoot, type RunningServer, startServer } from '../support/server.js';
import { ask } from '../support/traffic.js';

const faults = faultSuite();
const { logIn, readiness } = faults;

describe('Fairway starting on a PostgreSQL that is away, or new', () => {
  it('starts on its database while PostgreSQL is away: alive at once, ready within seconds once PostgreSQL comes up 20 s later', async () => {
    // The database it had before (migrated and seeded): what comes back is reconnecting, not a first migration and
    // seed, which take 10 s of their own on this machine (the last test below starts on a new database).
    const before = await faults.startFairway();
    await before.server.stop();
    const { url } = before;
    await faults.postgres.stop('fast');
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

      await faults.postgres.start();
      const back = Date.now();
      while ((await readiness(server)) !== 200 && Date.now() - back < recoveryBoundMs) await sleep(250);
      expect(Date.now() - back).toBeLessThan(recoveryBoundMs);
      await logIn(server);
      expect(server.isRunning()).toBe(true);
      expect(server.output()).not.toMatch(/^\s+at /m);
    } finally {
      await faults.postgres.start();
      await server?.stop();
    }
  });

  it('gives up after DATABASE_CONNECT_TIMEOUT_S with one plain line naming host, port and cause', async () => {
    await faults.postgres.stop('fast');
    try {
      const server = await startServer({
        environment: {
          DATABASE_URL: `postgres://fairway@127.0.0.1:${faults.postgres.port}/fairway`,
          DATABASE_CONNECT_TIMEOUT_S: '3',
          LOG_LEVEL: 'warn',
        },
        waitFor: 'alive',
      });
      const code = await Promise.race([server.exited, sleep(15_000, 'still running')]);
      expect(code).toBe(1);
      const lastLine = server.output().trim().split('\n').at(-1);
      expect(lastLine).toMatch(
        new RegExp(`^Cannot reach the database at 127\\.0\\.0\\.1:${faults.postgres.port} after 3 s: ECONNREFUSED`),
      );
      expect(server.output()).not.toMatch(/^\s+at /m);
    } finally {
      await faults.postgres.start();
    }
  });

  it('migrates and seeds once when two servers start together on a new database', async () => {
    const database = faults.newDatabaseName();
    const url = await faults.postgres.createDatabase(database);
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
      const [migrations] = await faults.postgres.query<{ n: number }>(
        database,
        'select count(*)::int as n from drizzle.__drizzle_migrations',
      );
      expect(migrations!.n).toBe(journal.entries.length);
      const [users] = await faults.postgres.query<{ n: number }>(database, 'select count(*)::int as n from users');
      expect(users!.n).toBe(6);
    } finally {
      await Promise.all(servers.map((server) => server.stop()));
    }
  });
});
