import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { answerBoundMs, bounds, busy, faultSuite, recoveryBoundMs } from '../support/faults.js';
import { ask, startTraffic } from '../support/traffic.js';

// Faults under a running server. Its start on a PostgreSQL away or new is in database-start.test.ts, two servers on
// one PostgreSQL in two-servers.test.ts: each file has its PostgreSQL of its own, so they run side by side.
const faults = faultSuite();
const { startFairway, logIn, timeToServeAgain, expectNoClientSawAFault, expectNothingAcknowledgedLost, readiness } =
  faults;

describe('Fairway on a PostgreSQL that fails under it', () => {
  it('survives every connection being terminated, twice, while clients read and write', async () => {
    const { server, database } = await startFairway();
    try {
      const token = await logIn(server);
      const traffic = startTraffic(server.url, token, { clients: 6, timeoutMs: answerBoundMs + 5_000 });
      await sleep(1_500);
      for (let round = 0; round < 2; round += 1) {
        const terminated = await faults.postgres.query<{ pid: number }>(
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
      await faults.postgres.stop('immediate');
      const down = Date.now();
      const readinessWhileDown: number[] = [];
      while (Date.now() - down < 5_000) {
        readinessWhileDown.push(await readiness(server));
        await sleep(500);
      }
      const outage = traffic.answersSince(down + 500);
      await faults.postgres.start();
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
      const locker = new pg.Client({
        connectionString: `postgres://fairway@127.0.0.1:${faults.postgres.port}/${database}`,
      });
      await locker.connect();
      try {
        const token = await logIn(server);
        // More clients than connections in the pool: the others wait for one, within the acquire timeout.
        const traffic = startTraffic(server.url, token, { clients: 8, timeoutMs: answerBoundMs + 5_000 });
        await sleep(1_000);
        await locker.query('begin');
        await locker.query('lock table cities in access exclusive mode');
        const locked = Date.now();
        // A city read of the test's own, sent as the lock is taken: the traffic's clients may all be waiting on
        // requests sent before it, so the test does not rely on one of theirs falling in the window below.
        const probe = ask(
          server.url,
          { method: 'GET', path: '/api/cities/?page_size=5&search=probe', token },
          answerBoundMs + 5_000,
        );
        const readinessWhileLocked: number[] = [];
        while (Date.now() - locked < 8_000) {
          readinessWhileLocked.push(await readiness(server));
          await sleep(500);
        }
        const probeAnswer = await probe;
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
        expect(cityAnswers.every((answer) => answer.status === 503)).toBe(true);
        expect(probeAnswer.status, probeAnswer.body).toBe(503);
        expect(probeAnswer.body).toBe(busy);
        expect(probeAnswer.at + probeAnswer.ms).toBeLessThan(unlocked);
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
});
