import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { launchBrowser } from './browser.js';
import { demoClubDates } from './seeded-data-folder.js';
import { type RunningServer, startServer } from './server.js';

export type Journey = { readonly server: RunningServer; readonly browser: Browser };

/**
 * The built server and Chromium for the journeys of one file: started before its first test, stopped after its last.
 * The server runs on a copy of the data folder seeded once for the run (`seeded-data-folder.ts`), so no file sees
 * another's changes; once a demo club's day has changed since, on a demo it seeds itself.
 */
export function journeyOnBuiltApp(options: { environment?: Record<string, string> } = {}): Journey {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  let dataDir: string | undefined;
  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fairway-e2e-'));
    // A run that crosses a demo club's midnight: the files after it seed their own demo, for today.
    if (inject('seededOn') === demoClubDates()) fs.cpSync(inject('seededDataFolder'), dataDir, { recursive: true });
    [server, browser] = await Promise.all([startServer({ ...options, dataDir }), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });
  return {
    get server() {
      if (!server) throw new Error('The server starts before the first test.');
      return server;
    },
    get browser() {
      if (!browser) throw new Error('The browser starts before the first test.');
      return browser;
    },
  };
}
