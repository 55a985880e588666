import { setTimeout as sleep } from 'node:timers/promises';
import { expect, it } from 'vitest';
import { startServer } from '../support/server.js';

// A first start on the embedded database, in the fault suite rather than the journeys: its bound on /healthz is
// about the server's start-up under a database that is not ready yet, and, like this suite's other bounds, it holds
// on a machine where no other tier runs beside it (decision 0103).
it('answers /healthz within half a second all through a first start that seeds the demo, and says what it does in a few lines', async () => {
  const firstStart = await startServer({ waitFor: 'alive', environment: { LOG_LEVEL: 'info' } });
  try {
    const healthz: number[] = [];
    const readiness: number[] = [];
    while (readiness.at(-1) !== 200) {
      const asked = performance.now();
      const alive = await fetch(`${firstStart.url}/healthz`);
      await alive.text();
      healthz.push(performance.now() - asked);
      expect(alive.status).toBe(200);
      const ready = await fetch(`${firstStart.url}/readyz`);
      await ready.text();
      readiness.push(ready.status);
      await sleep(20);
    }
    // Within tens of milliseconds on a quiet machine; the bound leaves room for a busy one (the fault suite runs two
    // files at once). While the migrations and the seed ran in one stretch, it waited 1.5 to 3.7 s on a busy machine.
    expect(Math.max(...healthz)).toBeLessThan(500);
    // Asked while the database was still being migrated and seeded, not only once it was ready.
    expect(readiness.filter((status) => status === 503).length, 'answers while starting').toBeGreaterThan(10);

    // Its own lines, without the one the log writes for each request this test made.
    const lines = firstStart
      .output()
      .trimEnd()
      .split('\n')
      .filter((line) => !line.includes('"msg":"answered"'));
    expect(lines.length, lines.join('\n')).toBeLessThanOrEqual(25);
    expect(lines).toContain('Seeding the demo clubs and logins into the new database...');
    for (const email of ['super@demo.fairway.golf', 'admin@demo.fairway.golf', 'admin@second.fairway.golf']) {
      expect(lines.some((line) => line.trimStart().startsWith(email))).toBe(true);
    }
    expect(lines).toContain(`Fairway is serving at ${firstStart.url}`);
  } finally {
    await firstStart.stop();
  }
});
