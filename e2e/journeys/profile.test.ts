import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible, logIn, newPage, phone, saveScreenshot, patiently } from '../support/browser.js';
import { journeyOnBuiltApp } from '../support/journey.js';

const journey = journeyOnBuiltApp();

const member = 'member@demo.fairway.golf';
const newAddress = 'morgan.new@example.com';

/** An 8 x 8 blue PNG: a photo as far as the upload can tell. */
const bluePixels =
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEUlEQVQImWOQ63iKFTEMLQkAZEJiweIqKgkAAAAASUVORK5CYII=';

/** The path of the confirmation link, read off the mail in the outbox. */
let confirmLink = '';

/** Signs in and, as every signed-in page but the choice needs a club (spec section 2), goes into the demo club. */
async function signedIn(page: Page, email: string) {
  await logIn(page, email);
  await page.waitForURL(/\/(dashboard|select-golf-course)$/, patiently);
  if (page.url().endsWith('/select-golf-course')) {
    await page.getByText('Fairway Demo Golf Club').click();
    await page.waitForURL('**/dashboard', patiently);
  }
}

async function openProfile(page: Page) {
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'My Profile' }).click();
  await page.getByRole('heading', { level: 1, name: 'My Profile' }).waitFor(patiently);
  await page.getByRole('heading', { name: 'Your golf' }).waitFor(patiently);
}

describe('my profile', { timeout: 120_000 }, () => {
  it('a member changes their phone and photo, and the top bar shows the photo', async () => {
    const page = await newPage(journey.browser, journey.server.url);
    await signedIn(page, member);
    await openProfile(page);
    await page.getByLabel('Phone').fill('+44 7400 900123');
    const photo = Buffer.from(bluePixels, 'base64');
    await page.locator('input[type=file]').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: photo });
    await page.getByRole('img', { name: 'Your photo' }).waitFor(patiently);
    await page.getByRole('button', { name: 'Save my details' }).click();
    await expect.poll(() => page.getByText('Your details have been saved.').isVisible(), patiently).toBe(true);
    await expect
      .poll(() => page.getByRole('banner').locator('img[src*="/api/attachments/"]').count(), patiently)
      .toBeGreaterThan(0);
    await page.reload();
    // Stored in E.164, the number comes back as the club of the United Kingdom writes it.
    await expect.poll(() => page.getByLabel('Phone').inputValue(), patiently).toBe('07400 900123');
    await page.context().close();
  });

  it('a member keeps their own contacts and reads their index history, which the club keeps', async () => {
    const page = await newPage(journey.browser, journey.server.url);
    await signedIn(page, member);
    await openProfile(page);
    await page
      .getByTestId('sub-list-member_addresses')
      .getByText(/7 Links Road/)
      .waitFor(patiently);
    await page.getByRole('tab', { name: 'Contacts' }).click();
    await page.getByRole('button', { name: 'Add Contact' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('combobox', { name: /^Kind/ }).click();
    await page.getByRole('option', { name: 'Landline' }).click();
    await dialog.getByRole('textbox', { name: /^Number or address/ }).fill('+44 1334 470001');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached', ...patiently });
    const contacts = page.getByTestId('sub-list-member_contacts');
    await contacts.getByRole('row', { name: /Landline.*\+44 1334 470001/ }).waitFor(patiently);
    await page.getByRole('tab', { name: 'Handicap Index' }).click();
    const history = page.getByTestId('sub-list-member_indexes');
    // The demo member's history: a federation entry and the revisions of their score records (decision 0078).
    await expect.poll(() => history.getByRole('row').count(), patiently).toBeGreaterThan(2);
    const historyRows = await history.getByRole('row').count();
    expect(await history.getByRole('button').count()).toBe(0);
    await page.reload();
    await page.getByRole('heading', { name: 'Your golf' }).waitFor(patiently);
    await page.getByRole('tab', { name: 'Handicap Index' }).click();
    await expect.poll(() => history.getByRole('row').count(), patiently).toBe(historyRows);
    for (const theme of ['dark', 'light'] as const) {
      await page.evaluate((mode) => localStorage.setItem('app_theme', mode), theme);
      await page.reload();
      await page.getByRole('heading', { name: 'Your golf' }).waitFor(patiently);
      await page.getByRole('tab', { name: 'Handicap Index' }).click();
      await expect.poll(() => history.getByRole('row').count(), patiently).toBe(historyRows);
      await expectAccessible(page, `profile (${theme})`);
      await saveScreenshot(page, `profile-desktop-${theme}`);
    }
    await page.setViewportSize(phone);
    await page.reload();
    await page.getByRole('heading', { name: 'Your golf' }).waitFor(patiently);
    await page.getByRole('tab', { name: 'Handicap Index' }).click();
    await expect.poll(() => history.getByRole('row').count(), patiently).toBe(historyRows);
    await saveScreenshot(page, 'profile-phone-light');
    await page.context().close();
  });

  it('a member asks for a new e-mail address with their password, and the profile says it waits', async () => {
    const page = await newPage(journey.browser, journey.server.url);
    await signedIn(page, member);
    await openProfile(page);
    await page.getByLabel(/New e-mail address/).fill(newAddress);
    await page.getByLabel(/Your password/).fill('wrong password');
    await page.getByRole('button', { name: 'Send the confirmation link' }).click();
    await expect.poll(() => page.getByText('Invalid password.').isVisible(), patiently).toBe(true);
    await page.getByLabel(/Your password/).fill('fairway-demo');
    await page.getByRole('button', { name: 'Send the confirmation link' }).click();
    await expect
      .poll(() => page.getByText(`Waiting for confirmation: ${newAddress}`).isVisible(), patiently)
      .toBe(true);
    await page.context().close();
  });

  it('the link mailed to the new address confirms it, and the member signs in with it', async () => {
    const outbox = await newPage(journey.browser, journey.server.url);
    await signedIn(outbox, 'super@demo.fairway.golf');
    await outbox.goto('/mail-outbox');
    const mail = outbox.getByRole('row', { name: new RegExp(newAddress) });
    await mail.waitFor(patiently);
    await mail.getByText(newAddress).click();
    const body = outbox.locator('pre');
    await expect.poll(() => body.textContent(), patiently).toContain('Confirm this address:');
    const link = /https?:\/\/\S+(\/confirm-email\?token=\S+)/.exec((await body.textContent()) ?? '');
    expect(link).not.toBeNull();
    confirmLink = link![1]!;
    await outbox.context().close();

    const page = await newPage(journey.browser, journey.server.url);
    await page.goto(confirmLink);
    await expect
      .poll(() => page.getByText(`Done: from now on you sign in with ${newAddress}.`).isVisible(), patiently)
      .toBe(true);
    await expectAccessible(page, 'confirmed address');
    await page.getByRole('main').getByRole('link', { name: 'Sign in' }).click();
    await signedIn(page, newAddress);
    await openProfile(page);
    await expect.poll(() => page.getByText(`You sign in with ${newAddress}.`).isVisible(), patiently).toBe(true);

    await page.goto(confirmLink);
    await expect.poll(() => page.getByText(/expired or has already been used/).isVisible(), patiently).toBe(true);
    await page.context().close();
  });
});
