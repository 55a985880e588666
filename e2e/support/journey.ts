import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser } from './browser.js';
import { type RunningServer, startServer } from './server.js';

export type Journey = { readonly server: RunningServer; readonly browser: Browser };

/**
 * The built server (on a fresh data folder of its own) and Chromium for the journeys of one file: started before its
 * first test, stopped after its last.
 */
export function journeyOnBuiltApp(options?: Parameters<typeof startServer>[0]): Journey {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    server = await startServer(options);
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
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
