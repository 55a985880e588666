import type { Page } from 'playwright-core';
import { beforeAll, expect, it } from 'vitest';
import { expectAccessible, logIn, newPage, saveScreenshot } from '../support/browser.js';
import { journeyOnBuiltApp } from '../support/journey.js';

const journey = journeyOnBuiltApp();
let page: Page;
// After the journey's own beforeAll, which starts the server and the browser.
beforeAll(async () => {
  page = await newPage(journey.browser, journey.server.url);
});

it('the super admin signs in, picks the demo club, adds, edits and deletes a country, and logs out', async () => {
  await page.goto('/');
  await page.waitForURL('**/auth/log-in');
  await expectAccessible(page, 'login (dark)');
  await logIn(page, 'super@demo.fairway.golf');

  await page.waitForURL('**/select-golf-course');
  await expect.poll(() => page.getByText('Second Demo Golf Club').isVisible()).toBe(true);
  await expectAccessible(page, 'select golf course');
  await page.getByText('Fairway Demo Golf Club').click();
  await page.waitForURL('**/dashboard');
  await expect.poll(() => page.getByRole('main').getByText('Fairway Demo Golf Club').first().isVisible()).toBe(true);

  await page.goto('/settings/countries');
  await expect.poll(() => page.getByText('India').first().isVisible()).toBe(true);
  await expectAccessible(page, 'countries list');
  await saveScreenshot(page, 'countries-list');
  await page.getByRole('link', { name: /Add Country/i }).click();
  await page.waitForURL('**/settings/countries/create');
  await expect.poll(() => page.getByRole('heading', { name: 'Add Country' }).isVisible()).toBe(true);
  // The form checks with the contract's schema, in the words of the server's 400.
  await page.getByLabel(/ISO/i).fill('p1');
  await expect.poll(() => page.getByText('Enter the two-letter ISO 3166 code.').isVisible()).toBe(true);
  await page.getByRole('button', { name: /save/i }).click();
  await expect.poll(() => page.getByText('Required').first().isVisible()).toBe(true);
  await expectAccessible(page, 'add country form with errors');
  await saveScreenshot(page, 'add-country-errors');
  await page.getByLabel(/^Name/).fill('Portugal');
  await page.getByLabel(/ISO/i).fill('pt');
  await page.getByLabel(/phone|dialling/i).fill('+351');
  await expectAccessible(page, 'add country form');
  await page.getByRole('button', { name: /save/i }).click();

  await page.waitForURL(/\/settings\/countries(\/\d+)?$/);
  await page.goto('/settings/countries?search=Portugal');
  await openRecord(page, 'Portugal');
  await expect.poll(() => page.getByRole('heading', { name: 'Edit Country - Portugal' }).isVisible()).toBe(true);
  await saveScreenshot(page, 'edit-country');
  await page.getByLabel(/^Name/).fill('Portuguese Republic');
  await page.getByRole('button', { name: /save/i }).click();
  await page.waitForURL(/\/settings\/countries(\?.*)?$/);
  await expect.poll(() => page.getByText('Portuguese Republic').first().isVisible()).toBe(true);

  await openRecord(page, 'Portuguese Republic');
  await page.getByRole('button', { name: /delete/i }).click();
  const dialog = page.getByRole('dialog');
  await expect.poll(() => dialog.getByText('Are You Sure?').isVisible()).toBe(true);
  await expect.poll(() => dialog.getByText('You want to Delete : Portuguese Republic').isVisible()).toBe(true);
  await expectAccessible(page, 'confirm dialog');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await page.waitForURL(/\/settings\/countries(\?.*)?$/);
  const remaining = await fetch(`${journey.server.url}/api/countries/?search=Portug`, {
    headers: { authorization: `Token ${await tokenOf(page)}` },
  });
  expect((await remaining.json()).count).toBe(0);

  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Log Out' }).click();
  await page.waitForURL('**/auth/log-in');
  expect(await page.evaluate(() => localStorage.getItem('golfAPP_userState'))).toBeNull();
  await saveScreenshot(page, 'super-admin-logged-out');
});

const onCountryForm = (page: Page) => /\/settings\/countries\/\d+$/.test(new URL(page.url()).pathname);

/**
 * Opens a country's form from the list by its row. A click that lands while the list is drawn again after a save (its
 * rows replaced) opens nothing, as a person's would; like a person, the journey clicks again.
 */
async function openRecord(page: Page, name: string) {
  await expect
    .poll(
      async () => {
        if (!onCountryForm(page)) {
          await page
            .getByRole('cell', { name, exact: true })
            .first()
            .click({ timeout: 2_000 })
            .catch(() => undefined);
          await page.waitForURL(/\/settings\/countries\/\d+$/, { timeout: 2_000 }).catch(() => undefined);
        }
        return onCountryForm(page);
      },
      { timeout: 30_000 },
    )
    .toBe(true);
}

async function tokenOf(page: Page): Promise<string> {
  const state = await page.evaluate(() => localStorage.getItem('golfAPP_userState'));
  return (JSON.parse(state ?? '{}') as { auth_token?: string }).auth_token ?? '';
}
