import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
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
