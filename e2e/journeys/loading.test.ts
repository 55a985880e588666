import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { logIn, newPage, saveScreenshot } from '../support/browser.js';
import { journeyOnBuiltApp } from '../support/journey.js';

const journey = journeyOnBuiltApp();

/** Holds back the requests whose address matches until `release` is called. */
async function holdBack(page: Page, matches: (url: URL) => boolean) {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => matches(url),
    async (route) => {
      await held;
      await route.continue();
    },
  );
  return release;
}

async function expectSpinnerThenDashboard(page: Page, release: () => void, screenshot: string) {
  const spinner = page.getByRole('progressbar', { name: 'Loading Fairway' });
  await spinner.waitFor({ state: 'visible' });
  await saveScreenshot(page, screenshot);
  release();
  await page.waitForURL('**/dashboard');
  await page.getByRole('heading', { level: 2, name: 'Your screens' }).waitFor();
  expect(await spinner.count()).toBe(0);
}

it('shows the spinner, not a blank page, while the app behind the login page loads', async () => {
  const page = await newPage(journey.browser, journey.server.url);
  const release = await holdBack(page, (url) => /^\/assets\/(App|AdminApp)-[^/]+\.js$/.test(url.pathname));
  await logIn(page, 'admin@demo.fairway.golf');
  await expectSpinnerThenDashboard(page, release, 'loading-app');
  await page.context().close();
});

it('shows the spinner, not a blank page, while the first answers of the API are on their way', async () => {
  const page = await newPage(journey.browser, journey.server.url);
  const release = await holdBack(page, (url) => url.pathname.startsWith('/api/'));
  await logIn(page, 'admin@demo.fairway.golf');
  await expectSpinnerThenDashboard(page, release, 'loading-data');
  await page.context().close();
});

it('loads the login page without the app, and the built scripts compressed by the build', async () => {
  const page = await newPage(journey.browser, journey.server.url);
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/auth/log-in', { waitUntil: 'networkidle' });
  await page.getByRole('button', { name: 'Sign in' }).waitFor();
  expect(scripts.filter((script) => /\/(App|AdminApp)-/.test(script))).toEqual([]);

  const answer = await fetch(`${journey.server.url}${scripts[0]}`, { headers: { 'accept-encoding': 'br, gzip' } });
  expect(answer.status).toBe(200);
  expect(answer.headers.get('content-encoding')).toBe('br');
  expect(answer.headers.get('vary')).toMatch(/accept-encoding/i);
  expect(answer.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  await page.context().close();
});
