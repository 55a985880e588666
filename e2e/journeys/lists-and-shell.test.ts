import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible, logIn, newPage, phone, saveScreenshot } from '../support/browser.js';
import { journeyOnBuiltApp } from '../support/journey.js';

const journey = journeyOnBuiltApp();

const wideDesktop = { width: 1440, height: 900 };
/**
 * Each theme and each screen size drawn once, as the tour draws them: the other two pairings would repeat both
 * (decision 0042).
 */
const variants = [
  { size: 'desktop', viewport: wideDesktop, theme: 'light' },
  { size: 'phone', viewport: phone, theme: 'dark' },
] as const;

/** A page on this screen size, in this theme from its first paint. */
async function openPage(viewport: { width: number; height: number }, theme: 'dark' | 'light'): Promise<Page> {
  const page = await newPage(journey.browser, journey.server.url, viewport);
  await page.addInitScript((mode) => localStorage.setItem('app_theme', mode), theme);
  return page;
}

/** Checks the screen with axe and saves it as `{name}-{size}-{theme}.png`, once what `ready` names shows. */
async function look(page: Page, ready: Locator, name: string, size: string, theme: string) {
  await expect.poll(() => ready.first().isVisible(), { timeout: 15_000 }).toBe(true);
  await expectAccessible(page, `${name} (${size}, ${theme})`);
  await saveScreenshot(page, `${name}-${size}-${theme}`);
}

const heading = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name });

/** The top and bottom of each control, rounded to the pixel. */
async function boxesOf(controls: Locator[]) {
  return Promise.all(
    controls.map(async (control) => {
      const box = (await control.boundingBox())!;
      return { top: Math.round(box.y), bottom: Math.round(box.y + box.height) };
    }),
  );
}

describe.each(variants)('on a $size in the $theme theme', ({ size, viewport, theme }) => {
  it('the super admin: no club yet, then the lists of the demo club', async () => {
    const page = await openPage(viewport, theme);
    await logIn(page, 'super@demo.fairway.golf');
    await page.waitForURL('**/select-golf-course');

    await page.goto('/dashboard');
    await look(page, page.getByText('Fairway at a glance'), 'dashboard-super-admin-no-club', size, theme);
    await expect.poll(() => page.getByRole('main').getByText('Golf clubs').isVisible()).toBe(true);

    await page.goto('/member');
    await look(page, heading(page, 'Choose a golf club first'), 'choose-club-first', size, theme);
    expect(page.url()).toMatch(/\/member$/);

    await page.goto('/select-golf-course');
    await page.getByText('Fairway Demo Golf Club').click();
    await page.waitForURL('**/dashboard');
    await look(page, page.getByRole('heading', { name: 'Your screens' }), 'dashboard-super-admin', size, theme);

    await page.goto('/settings/cities');
    if (size === 'desktop') {
      await look(page, page.getByRole('table'), 'cities-list', size, theme);
      // Search, the two pickers, the Active select and Export share one height and one line.
      const controls = [
        page.getByRole('textbox', { name: 'Search' }),
        page.getByRole('combobox', { name: 'Country' }),
        page.getByRole('combobox', { name: 'State' }),
        page.getByRole('combobox', { name: 'Active' }),
      ].map((control) => control.locator('xpath=ancestor::div[contains(@class,"MuiInputBase-root")][1]'));
      const boxes = await boxesOf([...controls, page.getByRole('button', { name: 'Export' })]);
      for (const box of boxes) {
        expect(Math.abs(box.top - boxes[0]!.top)).toBeLessThanOrEqual(1);
        expect(Math.abs(box.bottom - boxes[0]!.bottom)).toBeLessThanOrEqual(1);
      }

      await page.goto('/settings/countries');
      await look(page, page.getByRole('table'), 'countries-list', size, theme);
      const widths = () =>
        page.getByRole('columnheader').evaluateAll((headers) => headers.map((header) => header.clientWidth));
      const before = await widths();
      await page.getByRole('columnheader', { name: 'ISO code' }).getByRole('button').click();
      await page.waitForURL(/ordering|sort/);
      await expect.poll(() => page.getByRole('table').isVisible()).toBe(true);
      expect(await widths()).toEqual(before);

      // A record with a form opens from its row; users have no form, and their rows do not look clickable.
      await page.goto('/users');
      await look(page, page.getByRole('table'), 'users-list', size, theme);
      const row = page.getByRole('row').nth(1);
      expect(await row.evaluate((element) => getComputedStyle(element).cursor)).not.toBe('pointer');
    } else {
      const cards = page.getByRole('list', { name: 'Cities' });
      await look(page, cards, 'cities-list', size, theme);
      expect(await page.getByRole('table').count()).toBe(0);
      expect(await cards.getByRole('listitem').count()).toBeGreaterThan(0);
      expect(await page.getByRole('combobox', { name: 'Country' }).count()).toBe(0);
      await page.getByRole('button', { name: 'Add filter' }).click();
      await expect.poll(() => page.getByRole('menuitemcheckbox', { name: 'Country' }).isVisible()).toBe(true);
      await page.keyboard.press('Escape');

      await page.goto('/settings/countries');
      const countries = page.getByRole('list', { name: 'Countries' });
      await look(page, countries, 'countries-list', size, theme);
      await countries.getByRole('link').first().click();
      await page.waitForURL(/\/settings\/countries\/\d+$/);

      await page.goto('/users');
      await look(page, page.getByRole('list', { name: 'Users' }), 'users-list', size, theme);
      // A user's card opens no form: its only link is to the user's password page.
      const links = await page
        .getByRole('list', { name: 'Users' })
        .getByRole('link')
        .evaluateAll((found) => found.map((link) => link.getAttribute('href')));
      expect(links.length).toBeGreaterThan(0);
      expect(links.filter((href) => !href?.startsWith('/users/set-password/'))).toEqual([]);
    }

    await page.goto('/members-handicap-performance');
    await look(
      page,
      page.getByRole('table', { name: 'Members Performance' }),
      'members-handicap-performance',
      size,
      theme,
    );
    await page.context().close();
  });

  it('the member: dashboard, and no Handicap Analysis in the second club', async () => {
    const page = await openPage(viewport, theme);
    await logIn(page, 'member@demo.fairway.golf');
    await page.waitForURL('**/select-golf-course');
    await page.getByText('Second Demo Golf Club').click();
    await page.waitForURL('**/dashboard');
    await look(page, page.getByRole('heading', { name: 'Your screens' }), 'dashboard-member', size, theme);
    await page.goto('/handicap-analysis');
    await look(page, heading(page, 'Switched off by this golf club'), 'handicap-analysis-off', size, theme);
    await expect.poll(() => page.getByText('which this golf club has switched off').isVisible()).toBe(true);
    await page.context().close();
  });

  it.each([
    ['admin', 'admin@demo.fairway.golf'],
    ['user', 'user@demo.fairway.golf'],
    ['event-manager', 'events@demo.fairway.golf'],
  ])('the %s: dashboard', async (role, email) => {
    const page = await openPage(viewport, theme);
    await logIn(page, email);
    await page.waitForURL('**/dashboard');
    await look(page, page.getByRole('heading', { name: 'Your screens' }), `dashboard-${role}`, size, theme);
    // The club's name shows in the top bar whatever the screen size.
    await expect.poll(() => page.getByRole('banner').getByText('Fairway Demo Golf Club').isVisible()).toBe(true);
    await page.context().close();
  });
});

describe('the shell', () => {
  it('skips to the main content from the first Tab', async () => {
    const page = await newPage(journey.browser, journey.server.url, wideDesktop);
    await logIn(page, 'admin@demo.fairway.golf');
    await page.waitForURL('**/dashboard');
    await heading(page, 'Fairway Demo Golf Club').waitFor();
    // The shortcuts, the first links in the main content, show once the cards above them have their answers.
    await page.getByRole('heading', { level: 2, name: 'Your screens' }).waitFor();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    expect(await skip.evaluate((link) => link === document.activeElement)).toBe(true);
    await expect.poll(() => skip.isVisible()).toBe(true);
    await saveScreenshot(page, 'skip-link-desktop');
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('MAIN');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('main') !== null)).toBe(true);
    await page.context().close();
  });

  it('keeps the drawer closed across a reload', async () => {
    const page = await newPage(journey.browser, journey.server.url, wideDesktop);
    await logIn(page, 'admin@demo.fairway.golf');
    await page.waitForURL('**/dashboard');
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await expect.poll(() => menu.isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Toggle navigation menu' }).click();
    await expect.poll(() => menu.isVisible()).toBe(false);
    await page.reload();
    await heading(page, 'Fairway Demo Golf Club').waitFor();
    expect(await menu.isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Toggle navigation menu' }).click();
    await expect.poll(() => menu.isVisible()).toBe(true);
    await page.reload();
    await expect.poll(() => menu.isVisible()).toBe(true);
    await page.context().close();
  });
});
