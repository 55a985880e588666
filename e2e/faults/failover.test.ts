import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { answerBoundMs, bounds, faultSuite } from '../support/faults.js';
import type { PostgresServer } from '../support/postgres.js';
import { startServer } from '../support/server.js';
import { startTraffic } from '../support/traffic.js';

const faults = faultSuite();
const { logIn, timeToServeAgain, expectNothingAcknowledgedLost, readiness } = faults;

/** Waits until the primary sees its standby streaming, so that a synchronous commit has somewhere to go. */
async function streaming(primary: PostgresServer) {
  for (let tries = 0; tries < 100; tries += 1) {
    const rows = await primary.query('postgres', `select 1 from pg_stat_replication where state = 'streaming'`);
    if (rows.length > 0) return;
    await sleep(100);
  }
  throw new Error('the standby never streamed from the primary');
}

describe('Fairway on a primary and its synchronous standby, named together in DATABASE_URL', () => {
  it('follows the standby promoted after the primary dies, without a restart, and keeps every acknowledged write', async () => {
    const primary = faults.postgres;
    const database = faults.newDatabaseName();
    await primary.createDatabase(database);
    const standby = await primary.startStandby();
    try {
      await streaming(primary);
      await primary.query('postgres', `alter system set synchronous_standby_names = 'standby'`);
      await primary.query('postgres', 'select pg_reload_conf()');
      const servers = `127.0.0.1:${primary.port},127.0.0.1:${standby.port}`;
      const server = await startServer({
        seedDemo: 'always',
        environment: {
          DATABASE_URL: `postgres://fairway@${servers}/${database}?target_session_attrs=read-write`,
          LOG_LEVEL: 'warn',
          ...bounds,
        },
      });
      try {
        const token = await logIn(server);
        const traffic = startTraffic(server.url, token, { clients: 6, timeoutMs: answerBoundMs + 5_000 });
        await sleep(1_500);
        primary.crash();
        const crashed = Date.now();
        // A failover manager notices the dead primary and promotes the standby; here, a second later.
        await sleep(1_000);
        await standby.promote();
        const recoveryMs = await timeToServeAgain(server, token);
        expect(Date.now() - crashed).toBeLessThan(15_000);
        await sleep(1_500);
        await traffic.stop();

        expect(server.isRunning(), server.output()).toBe(true);
        expect(recoveryMs).toBeLessThan(10_000);
        expect(await readiness(server)).toBe(200);
        expect(traffic.answersSince(crashed + recoveryMs).some((answer) => answer.status === 201)).toBe(true);
        expect(traffic.answers.filter((answer) => answer.status >= 500 && answer.status !== 503)).toEqual([]);
        await expectNothingAcknowledgedLost(database, traffic, standby);
      } finally {
        await server.stop();
      }
    } finally {
      await standby.destroy();
    }
  });
});
