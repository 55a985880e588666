import fs from 'node:fs';
import path from 'node:path';
import axe from 'axe-core';
import { type Browser, chromium, type Page } from 'playwright-core';
import { expect } from 'vitest';
import { repositoryRoot } from './server.js';

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Debian's Chromium, headless, with the flags this closed network needs. */
export function launchBrowser(): Promise<Browser> {
  if (!fs.existsSync(chromiumPath)) {
    throw new Error(`No Chromium at ${chromiumPath}: apt-get install chromium, or set CHROMIUM_PATH.`);
  }
  return chromium.launch({
    executablePath: chromiumPath,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/** A machine shared with other work answers slowly at times: how long a journey waits for what it expects. */
export const patiently = { timeout: 15_000 };

export const desktop = { width: 1366, height: 900 };
export const phone = { width: 390, height: 844 };

/** The label keys a page asked for that no loaded labels gave (polyglot warns and shows the key instead). */
const missingLabels = new WeakMap<Page, string[]>();

export async function newPage(browser: Browser, baseURL: string, viewport = desktop): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport });
  const page = await context.newPage();
  page.on('pageerror', (error) => console.error(`page error: ${error.message}`));
  const missing: string[] = [];
  missingLabels.set(page, missing);
  page.on('console', (message) => {
    if (message.text().includes('Missing translation')) missing.push(`${page.url()}: ${message.text()}`);
  });
  return page;
}

/**
 * Waits until a keyboard drag just picked up listens for its moves. dnd-kit's keyboard sensor starts to listen for the
 * arrows in a timer of no delay set when Space picks the item up, and the screen reader may be told where it is before
 * that timer runs, on a busy machine long enough for a test's next key to be lost. A timer set now in the page runs
 * after that one, however busy the machine.
 */
export async function keyboardDragListening(page: Page) {
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
}

const screenshotFolder = path.join(repositoryRoot, 'e2e', 'screenshots');

/** Saves the screen as e2e/screenshots/NAME.png, for a person to look at. */
export async function saveScreenshot(page: Page, name: string) {
  fs.mkdirSync(screenshotFolder, { recursive: true });
  await page.screenshot({ path: path.join(screenshotFolder, `${name}.png`), fullPage: true });
}

/**
 * axe finds no serious or critical accessibility issue on the page as it is now, and no label the page has shown was
 * missing (a key shown instead of words).
 */
export async function expectAccessible(page: Page, screen: string) {
  expect(missingLabels.get(page)?.splice(0) ?? [], `${screen}: labels missing`).toEqual([]);
  // A dialog still fading in is part transparent, and axe would measure the contrast of its half-drawn colours.
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
  // axe is put into the page once for each document, not again for each check: its 500 KB of source cost a second a
  // screen on this machine, parsed anew by every check of a tour that moves inside the app. Only violations are
  // asked for; the rules' passes are what axe otherwise spends its time writing up.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  const results = await page.evaluate(() =>
    (window as unknown as { axe: typeof axe }).axe.run(document, { resultTypes: ['violations'] }),
  );
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${screen}: ${violation.id} (${violation.impact}) ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
  expect(serious).toEqual([]);
}

export const demoPassword = 'fairway-demo';

export async function logIn(page: Page, email: string, password = demoPassword) {
  await page.goto('/auth/log-in');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}
