import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, logIn, newPage, phone, saveScreenshot, patiently } from '../support/browser.js';
import { journeyOnBuiltApp } from '../support/journey.js';

const journey = journeyOnBuiltApp();

const sizes = { desktop: { width: 1440, height: 900 }, phone } as const;

/** Every resource with forms: where they live, and the API name to find a record to edit. */
const formsOf = [
  { resource: 'countries', recordPath: '/settings/countries', thing: 'Country' },
  { resource: 'states', recordPath: '/settings/states', thing: 'State' },
  { resource: 'cities', recordPath: '/settings/cities', thing: 'City' },
  { resource: 'user_type', recordPath: '/settings/user-type', thing: 'User Type' },
  { resource: 'prize_types', recordPath: '/prize_type', thing: 'Prize Type' },
  { resource: 'score_terms', recordPath: '/score_term', thing: 'Score Term' },
];

async function signedInPage(size: keyof typeof sizes): Promise<Page> {
  const page = await newPage(journey.browser, journey.server.url, sizes[size]);
  await logIn(page, 'super@demo.fairway.golf');
  await page.waitForURL('**/select-golf-course');
  await page.getByText('Fairway Demo Golf Club').click();
  await page.waitForURL('**/dashboard');
  return page;
}

async function api<T>(page: Page, path: string): Promise<T> {
  const state = await page.evaluate(() => localStorage.getItem('golfAPP_userState'));
  const token = (JSON.parse(state ?? '{}') as { auth_token?: string }).auth_token ?? '';
  const response = await fetch(`${journey.server.url}${path}`, { headers: { authorization: `Token ${token}` } });
  return (await response.json()) as T;
}

/** The text under a field, where the form puts its one message. */
async function messageUnder(field: Locator): Promise<string> {
  const describedBy = await field.getAttribute('aria-describedby');
  const text = describedBy ? await field.page().locator(`[id="${describedBy}"]`).textContent() : '';
  return (text ?? '').replace('\u200b', '').trim();
}

/** Saves the screen once labels and messages have finished moving (a focus ripple pulses for ever: not waited for). */
async function screenshot(page: Page, name: string) {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  );
  await saveScreenshot(page, name);
}

/** The box a person types in. */
const boxOf = (field: Locator) => field.locator('xpath=ancestor::div[contains(@class, "MuiInputBase-root")][1]');

async function openForm(page: Page, path: string, heading: string | RegExp) {
  await page.goto(path);
  await page.getByRole('heading', { level: 1, name: heading }).waitFor({ timeout: 15_000 });
}

describe.each(Object.keys(sizes) as (keyof typeof sizes)[])('forms on a %s', (size) => {
  let page: Page;
  beforeAll(async () => {
    page = await signedInPage(size);
  });
  afterAll(async () => {
    await page?.context().close();
  });

  it('says "Required" under an empty required field on blur and on Save, without changing its width', async () => {
    await openForm(page, '/settings/countries/create', 'Add Country');
    const name = page.getByLabel(/^Name/);
    const isoCode = page.getByLabel(/^ISO code/);
    const nameBefore = await boxOf(name).boundingBox();
    const isoBefore = await boxOf(isoCode).boundingBox();
    const isoFieldBefore = await page.locator('.MuiFormControl-root', { has: isoCode }).boundingBox();

    await name.click();
    await name.press('Tab');
    await expect.poll(() => messageUnder(name), patiently).toBe('Required');
    expect(await messageUnder(isoCode)).toBe('');

    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => messageUnder(isoCode), patiently).toBe('Required');
    expect(await boxOf(name).boundingBox()).toEqual(nameBefore);
    expect(await boxOf(isoCode).boundingBox()).toEqual(isoBefore);
    // The message has its line reserved: the next field does not move.
    expect(await page.locator('.MuiFormControl-root', { has: isoCode }).boundingBox()).toEqual(isoFieldBefore);

    await isoCode.fill('I1');
    await expect.poll(() => messageUnder(isoCode), patiently).toBe('Enter the two-letter ISO 3166 code.');
    expect(await boxOf(isoCode).boundingBox()).toEqual(isoBefore);
    // A code is narrow; a name takes the form's width.
    expect(isoBefore!.width).toBeLessThan(nameBefore!.width / 2);
    await expectAccessible(page, `add country with errors (${size})`);
  });

  it('puts the heading of a form where the list puts its own', async () => {
    // The row of the heading: on a list it also holds the Add button, beside which the title is centred.
    const headingBox = () => page.getByRole('heading', { level: 1 }).locator('..').boundingBox();
    await openForm(page, '/settings/countries', 'Countries');
    const onList = await headingBox();
    await openForm(page, '/settings/countries/create', 'Add Country');
    expect(await headingBox()).toMatchObject({ x: onList!.x, y: onList!.y });
    await page.getByRole('link', { name: 'Cancel' }).click();
    await page.getByRole('heading', { level: 1, name: 'Countries' }).waitFor(patiently);
    await page.getByText('India').first().click();
    await page.getByRole('heading', { level: 1, name: 'Edit Country - India' }).waitFor(patiently);
    expect(await headingBox()).toMatchObject({ x: onList!.x, y: onList!.y });
  });

  it('shows in plain words, in the alert, why a country in use cannot be deleted', async () => {
    const india = (await api<{ results: { id: number }[] }>(page, '/api/countries/?search=India')).results[0]!;
    const states = await api<{ count: number }>(page, `/api/states/?country_id=${india.id}`);
    await openForm(page, `/settings/countries/${india.id}`, 'Edit Country - India');
    await page.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    const alert = page.getByRole('alert');
    await expect
      .poll(() => alert.textContent(), patiently)
      .toBe(`India is used by ${states.count} states. Mark it inactive instead of deleting it.`);
    expect(await alert.isVisible()).toBe(true);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Edit Country - India');
    await expectAccessible(page, `country in use (${size})`);
    await screenshot(page, `forms-${size}-dark-country-in-use`);
  });

  // In the theme the tour does not draw this size in (it draws a desktop light and a phone dark): between the two,
  // every form in all four pairings of size and theme.
  it('draws every add and edit form, with its errors, in the theme the tour does not draw it in', async () => {
    for (const theme of [size === 'desktop' ? 'dark' : 'light'] as const) {
      await page.evaluate((mode) => localStorage.setItem('app_theme', mode), theme);
      for (const { resource, recordPath, thing } of formsOf) {
        await openForm(page, `${recordPath}/create`, `Add ${thing}`);
        await page.getByRole('button', { name: 'Save' }).click();
        await page.getByText('Required').first().waitFor({ timeout: 15_000 });
        // Save focuses the first field in error; a choice would open its list over the form.
        await page.keyboard.press('Escape');
        await screenshot(page, `forms-${size}-${theme}-${resource}-add-errors`);

        const [record] = (await api<{ results: { id: number }[] }>(page, `/api/${resource}/?page_size=1`)).results;
        await openForm(page, `${recordPath}/${record!.id}`, new RegExp(`^Edit ${thing} - `));
        await page.getByLabel(/^Name/).fill('');
        await page.getByLabel(/^Name/).press('Tab');
        await page.getByText('Required').first().waitFor({ timeout: 15_000 });
        await screenshot(page, `forms-${size}-${theme}-${resource}-edit-errors`);
      }
    }
  });
});
