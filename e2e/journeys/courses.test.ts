import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { desktop, expectAccessible, logIn, newPage, phone, saveScreenshot, patiently } from '../support/browser.js';
import { journeyOnBuiltApp } from '../support/journey.js';

const journey = journeyOnBuiltApp();

const lakeside = { name: 'Lakeside Golf Club', contact: 'jo@lakeside.example', password: 'Lakeside-greens-2026' };

/** The card the new admin enters: a par 71 whose stroke indexes are odd going out and even coming in. */
const pars = [4, 5, 3, 4, 4, 3, 5, 4, 4, 5, 4, 3, 4, 4, 3, 5, 4, 3];
const strokeIndexes = [7, 1, 15, 3, 11, 17, 5, 13, 9, 8, 2, 16, 4, 12, 18, 6, 14, 10];
const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

/** The path of the set-password link, read off the mail on the screen. */
let setPasswordLink = '';

/** Signs in and goes into the club: straight to the dashboard, or through the choice of course. */
async function enterClub(page: Page, email: string, club: string, password?: string) {
  await logIn(page, email, password);
  // One club: the choice of course goes on to the dashboard by itself. More: the club is chosen.
  const where = async () => {
    if (page.url().endsWith('/dashboard')) return 'dashboard';
    const onChoice = page.url().endsWith('/select-golf-course') && (await page.getByText(club).count()) === 1;
    return onChoice ? 'choice' : 'loading';
  };
  await expect.poll(where, patiently).not.toBe('loading');
  if ((await where()) !== 'dashboard') {
    await page.getByText(club).first().click();
    await page.waitForURL('**/dashboard', patiently);
  }
  await expect.poll(() => page.getByRole('main').getByText(club).first().isVisible(), patiently).toBe(true);
}

const cell = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

async function openCard(page: Page) {
  await page.goto('/golf_course_hole/card');
  await page.getByRole('heading', { level: 1, name: 'Course card' }).waitFor(patiently);
  await cell(page, 'Hole 1 par').waitFor(patiently);
}

/** The par of a sum row (Out, In, Total): the cell after its heading. */
async function parSum(page: Page, name: 'Out' | 'In' | 'Total') {
  const row = page.locator('tr', { has: page.getByRole('rowheader', { name, exact: true }) });
  return (await row.getByRole('cell').first().textContent())?.trim();
}

async function parSums(page: Page) {
  return { out: await parSum(page, 'Out'), in: await parSum(page, 'In'), total: await parSum(page, 'Total') };
}

/** A paste as a spreadsheet makes it: a paste event whose clipboard carries the text as text/plain. */
async function paste(page: Page, name: string, text: string) {
  const input = cell(page, name);
  await input.click();
  await input.evaluate((element, pasted) => {
    const data = new DataTransfer();
    data.setData('text/plain', pasted);
    element.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, text);
}

async function withTheme(page: Page, theme: 'dark' | 'light') {
  await page.evaluate((mode) => localStorage.setItem('app_theme', mode), theme);
  await page.reload();
  await cell(page, 'Hole 1 par').waitFor(patiently);
}

/** Saves the screen once nothing moves (the snackbar gone). */
async function screenshot(page: Page, name: string) {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  );
  await saveScreenshot(page, name);
}

describe('a club registered, approved and its card entered', () => {
  it('the super admin approves Lakeside Golf Club and reads the set-password link in the mail outbox', async () => {
    const page = await newPage(journey.browser, journey.server.url);
    await enterClub(page, 'super@demo.fairway.golf', 'Fairway Demo Golf Club');

    await page.goto('/Unapproved-golf-courses');
    const registration = page.getByRole('row', { name: new RegExp(lakeside.name) });
    await registration.waitFor(patiently);
    expect(await registration.getByText(lakeside.contact).isVisible()).toBe(true);
    await expectAccessible(page, 'unapproved golf courses (dark)');
    await registration.getByRole('button', { name: 'Approve' }).click();
    await expect.poll(() => page.getByText(`${lakeside.name} is approved`).isVisible(), patiently).toBe(true);
    await expect.poll(() => registration.count(), patiently).toBe(0);

    await page.goto('/mail-outbox');
    const mail = page.getByRole('row', { name: new RegExp(lakeside.contact) });
    await mail.waitFor(patiently);
    expect(await mail.getByText(`${lakeside.name} is approved on Fairway`).isVisible()).toBe(true);
    await expectAccessible(page, 'mail outbox (dark)');
    await mail.getByText(lakeside.contact).click();
    await page.waitForURL(/\/mail-outbox\/\d+$/, patiently);
    const body = page.locator('pre');
    await expect.poll(() => body.textContent(), patiently).toContain('Set your password:');
    await expectAccessible(page, 'one mail (dark)');
    const text = (await body.textContent()) ?? '';
    const link = /https?:\/\/\S+(\/set-password\?token=\S+)/.exec(text);
    expect(link, text).not.toBeNull();
    setPasswordLink = link![1]!;
    await page.context().close();
  });

  it('the new admin sets a password by the link, signs in, and enters the 18 holes of the card', async () => {
    expect(setPasswordLink).not.toBe('');
    const page = await newPage(journey.browser, journey.server.url);
    await page.goto(setPasswordLink);
    await page.getByRole('heading', { level: 1, name: 'Set Password' }).waitFor(patiently);
    await page.getByLabel(/^New password/).fill(lakeside.password);
    await page.getByLabel(/^Repeat the new password/).fill(lakeside.password);
    await expectAccessible(page, 'set password by link (dark)');
    await page.getByRole('button', { name: 'Set my password' }).click();
    await expect
      .poll(() => page.getByText(`Your password is set. Sign in with ${lakeside.contact}`).isVisible(), patiently)
      .toBe(true);
    await page.getByRole('main').getByRole('link', { name: 'Sign in' }).click();
    await page.waitForURL('**/auth/log-in', patiently);

    await enterClub(page, lakeside.contact, lakeside.name, lakeside.password);
    await openCard(page);
    expect(await cell(page, 'Hole 18 par').inputValue()).toBe('');
    expect(await page.getByRole('textbox', { name: /^Hole \d+ par$/ }).count()).toBe(18);
    await expectAccessible(page, 'empty course card (dark)');

    // Holes 1 to 3 typed: Tab across, arrows around, Enter down.
    await cell(page, 'Hole 1 par').click();
    await page.keyboard.type(String(pars[0]));
    await page.keyboard.press('Tab');
    await page.keyboard.type(String(strokeIndexes[0]));
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.type(String(pars[1]));
    await page.keyboard.press('Enter');
    await page.keyboard.type(String(pars[2]));
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.type(String(strokeIndexes[1]));
    await page.keyboard.press('Enter');
    await page.keyboard.type(String(strokeIndexes[2]));
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Hole 3 stroke index');
    for (const hole of [1, 2, 3]) {
      expect(await cell(page, `Hole ${hole} par`).inputValue()).toBe(String(pars[hole - 1]));
      expect(await cell(page, `Hole ${hole} stroke index`).inputValue()).toBe(String(strokeIndexes[hole - 1]));
    }
    expect(await page.getByText('Unsaved changes').isVisible()).toBe(true);

    // Holes 4 to 18 pasted, a column at a time, as a spreadsheet copies them.
    await paste(page, 'Hole 4 par', `${pars.slice(3).join('\r\n')}\r\n`);
    await paste(page, 'Hole 4 stroke index', strokeIndexes.slice(3).join('\n'));
    expect(await cell(page, 'Hole 18 par').inputValue()).toBe(String(pars[17]));
    expect(await cell(page, 'Hole 18 stroke index').inputValue()).toBe(String(strokeIndexes[17]));
    expect(await cell(page, "Hole 18 ladies' stroke index").inputValue()).toBe('');
    const expected = {
      out: String(sum(pars.slice(0, 9))),
      in: String(sum(pars.slice(9))),
      total: String(sum(pars)),
    };
    expect(expected).toEqual({ out: '36', in: '35', total: '71' });
    expect(await parSums(page)).toEqual(expected);

    const saved = page.waitForResponse(
      (response) => response.url().includes('/api/golf_course_holes/card/') && response.request().method() === 'PUT',
    );
    await page.getByRole('button', { name: 'Save' }).click();
    expect((await saved).status()).toBe(200);
    await expect.poll(() => page.getByText('Course card saved').isVisible(), patiently).toBe(true);
    await expect.poll(() => page.getByText('Unsaved changes').count(), patiently).toBe(0);
    expect(await parSums(page)).toEqual(expected);

    await page.reload();
    await cell(page, 'Hole 1 par').waitFor(patiently);
    for (const [index, par] of pars.entries()) {
      expect(await cell(page, `Hole ${index + 1} par`).inputValue()).toBe(String(par));
      expect(await cell(page, `Hole ${index + 1} stroke index`).inputValue()).toBe(String(strokeIndexes[index]));
    }
    expect(await parSums(page)).toEqual(expected);
    await expectAccessible(page, 'saved course card (dark)');
    await screenshot(page, 'courses-desktop-dark-card');
    await withTheme(page, 'light');
    expect(await parSums(page)).toEqual(expected);
    await expectAccessible(page, 'saved course card (light)');
    await screenshot(page, 'courses-desktop-light-card');
    await page.context().close();
  });

  it('refuses the set-password link the second time it is used', async () => {
    expect(setPasswordLink).not.toBe('');
    const page = await newPage(journey.browser, journey.server.url);
    await page.goto(setPasswordLink);
    await page.getByRole('heading', { level: 1, name: 'Set Password' }).waitFor(patiently);
    await page.getByLabel(/^New password/).fill('Someone-else-2026');
    await page.getByLabel(/^Repeat the new password/).fill('Someone-else-2026');
    await page.getByRole('button', { name: 'Set my password' }).click();
    const alert = page.getByRole('alert');
    await expect
      .poll(() => alert.textContent(), patiently)
      .toBe('This link has expired or has already been used. Ask for a new one with "Forgot password?".');
    expect(await page.getByRole('button', { name: 'Set my password' }).count()).toBe(0);
    await expectAccessible(page, 'set-password link used (dark)');
    // The password set the first time still signs in.
    await enterClub(page, lakeside.contact, lakeside.name, lakeside.password);
    await page.context().close();
  });
});

describe("the demo club's card", () => {
  let page: Page;
  afterAll(async () => {
    await page?.context().close();
  });

  it('shows the demo admin Out 36, In 36 and Total 72 for par', async () => {
    page = await newPage(journey.browser, journey.server.url, desktop);
    await enterClub(page, 'admin@demo.fairway.golf', 'Fairway Demo Golf Club');
    await openCard(page);
    expect(await parSums(page)).toEqual({ out: '36', in: '36', total: '72' });
    expect(await page.getByRole('textbox', { name: /^Hole \d+ par$/ }).count()).toBe(18);
  });

  it('marks both holes of a duplicate stroke index and saves nothing', async () => {
    await openCard(page);
    const changes: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/golf_course_holes') && request.method() !== 'GET') {
        changes.push(`${request.method()} ${request.url()}`);
      }
    });
    const taken = await cell(page, 'Hole 2 stroke index').inputValue();
    const own = await cell(page, 'Hole 7 stroke index').inputValue();
    expect(taken).not.toBe(own);
    await cell(page, 'Hole 7 stroke index').click();
    await page.keyboard.type(taken);
    for (const [hole, other] of [
      [7, 2],
      [2, 7],
    ]) {
      const input = cell(page, `Hole ${hole} stroke index`);
      await expect.poll(() => input.getAttribute('aria-invalid'), patiently).toBe('true');
      const describedBy = await input.getAttribute('aria-describedby');
      expect(await page.locator(`[id="${describedBy}"]`).textContent()).toBe(
        `Hole ${hole} stroke index: Stroke index ${taken} is also on hole ${other}.`,
      );
    }
    expect(await cell(page, 'Hole 1 stroke index').getAttribute('aria-invalid')).toBe('false');

    await page.getByRole('button', { name: 'Save' }).click();
    await expect
      .poll(
        () => page.getByText('The card has problems; correct the marked cells and save again.').isVisible(),
        patiently,
      )
      .toBe(true);
    // Focus goes to a marked cell.
    expect(['Hole 2 stroke index', 'Hole 7 stroke index']).toContain(
      await page.evaluate(() => document.activeElement?.getAttribute('aria-label')),
    );
    await expectAccessible(page, 'course card with a duplicate stroke index (dark)');
    await screenshot(page, 'courses-desktop-dark-card-duplicate');
    await page.waitForTimeout(500);
    expect(changes).toEqual([]);

    await page.reload();
    await cell(page, 'Hole 7 stroke index').waitFor(patiently);
    expect(await cell(page, 'Hole 7 stroke index').inputValue()).toBe(own);
  });

  it('fits the card on a phone, in both themes', async () => {
    const small = await newPage(journey.browser, journey.server.url, phone);
    await enterClub(small, 'admin@demo.fairway.golf', 'Fairway Demo Golf Club');
    await openCard(small);
    for (const theme of ['dark', 'light'] as const) {
      await withTheme(small, theme);
      expect(await parSums(small)).toEqual({ out: '36', in: '36', total: '72' });
      // The page itself does not scroll sideways: the table scrolls in its own box.
      expect(await small.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.width);
      await expectAccessible(small, `course card on a phone (${theme})`);
      await screenshot(small, `courses-phone-${theme}-card`);
    }
    await small.context().close();
  });
});
