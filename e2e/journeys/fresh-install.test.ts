import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { expectAccessible, launchBrowser, logIn, newPage, saveScreenshot } from '../support/browser.js';
import { repositoryRoot, type RunningServer, startServer } from '../support/server.js';

let server: RunningServer;
let browser: Browser;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fairway-e2e-fresh-'));
beforeAll(async () => {
  const created = spawnSync(
    process.execPath,
    [
      path.join(repositoryRoot, 'apps/server/dist/scripts/user-create-superadmin.js'),
      '--email',
      'owner@fresh.golf',
      '--first-name',
      'Olive',
      '--last-name',
      'Owner',
    ],
    { env: { ...process.env, DATA_DIR: dataDir }, input: 'a-long-enough-password\n', encoding: 'utf8' },
  );
  expect(created.status, created.stderr).toBe(0);
  server = await startServer({ dataDir, seedDemo: 'never' });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

it('lets the first super admin of an install with no club in, to the super-admin screens', async () => {
  const page = await newPage(browser, server.url);
  await logIn(page, 'owner@fresh.golf', 'a-long-enough-password');
  await page.waitForURL('**/select-golf-course');
  await expect.poll(() => page.getByText('You are not part of any approved golf club yet.').isVisible()).toBe(true);
  await page.goto('/settings/countries');
  await page.waitForURL('**/settings/countries');
  await expect.poll(() => page.getByRole('link', { name: /Add Country/i }).isVisible()).toBe(true);
  await expectAccessible(page, 'fresh install countries');
  await saveScreenshot(page, 'fresh-install');
});

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
    // Within tens of milliseconds on a quiet machine; the bound leaves room for a busy one (CI runs two journey files
    // at once). While the migrations and the seed ran in one stretch, it waited 1.5 to 3.7 s on a busy machine.
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
