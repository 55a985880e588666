import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible, logIn, newPage, phone, saveScreenshot, patiently } from '../support/browser.js';
import { journeyOnBuiltApp } from '../support/journey.js';

const journey = journeyOnBuiltApp();

const club = 'Fairway Demo Golf Club';
const visitor = { first: 'Robin', last: 'Birdie', email: 'robin.birdie@example.com', password: 'Robin-greens-2026' };

/** Where the visitor is asked for the code, and the link the approval mailed. */
let verifyPath = '';
let setPasswordPath = '';

/** The labels of the side menu's entries as a person sees them, every group opened (the drawer's club link aside). */
async function menuLabels(page: Page): Promise<string[]> {
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await menu.getByRole('link').first().waitFor(patiently);
  for (let opened = 0; opened < 20; opened += 1) {
    const collapsed = menu.locator('[aria-expanded="false"]');
    if ((await collapsed.count()) === 0) break;
    await collapsed.first().click();
  }
  return (await menu.locator('a:not([aria-label="Dashboard"])').allInnerTexts()).map((label) => label.trim());
}

/** Signs in and waits for the dashboard (the demo's admin and the new member each have one club). */
async function enter(page: Page, email: string, password?: string) {
  await logIn(page, email, password);
  await page.waitForURL('**/dashboard', patiently);
}

/** The text of the newest mail to the visitor whose subject has `subject`, as the super admin reads it. */
async function readMail(subject: string): Promise<string> {
  const page = await newPage(journey.browser, journey.server.url);
  await logIn(page, 'super@demo.fairway.golf');
  await page.waitForURL(/\/(dashboard|select-golf-course)$/, patiently);
  await page.goto('/mail-outbox');
  const mail = page.getByRole('row', { name: new RegExp(`${visitor.email}.*${subject}`) }).first();
  await mail.waitFor(patiently);
  await mail.getByText(visitor.email).click();
  await page.waitForURL(/\/mail-outbox\/\d+$/, patiently);
  const body = page.locator('pre');
  await expect.poll(() => body.textContent(), patiently).toContain('Hello Robin');
  const text = (await body.textContent()) ?? '';
  await page.context().close();
  return text;
}

describe('a visitor registers with the demo club, confirms the code, is approved and signs in', () => {
  it('the visitor finds the club in the list and registers', async () => {
    const page = await newPage(journey.browser, journey.server.url, phone);
    await page.goto('/golf-courses');
    await page.getByRole('link', { name: new RegExp(club) }).click();
    await page.waitForURL(/\/golf-course\/\d+\/user-registration$/, patiently);
    await page.getByRole('heading', { level: 1, name: 'User Registration' }).waitFor(patiently);
    await expect.poll(() => page.getByText(`Register as a player of ${club}`).isVisible(), patiently).toBe(true);
    await page.getByLabel(/^First name/).fill(visitor.first);
    await page.getByLabel(/^Last name/).fill(visitor.last);
    await page.getByLabel(/^E-mail/).fill(visitor.email);
    await page.getByLabel(/^Handicap Index/).fill('18.4');
    await expectAccessible(page, 'user registration (phone, dark)');
    await saveScreenshot(page, 'registration-phone-dark-form');
    await page.getByRole('button', { name: 'Register' }).click();
    await page.waitForURL(/\/verify-email\/[0-9a-f-]{36}$/, patiently);
    verifyPath = new URL(page.url()).pathname;
    await page.getByRole('heading', { level: 1, name: 'Verify Email' }).waitFor(patiently);
    // The first minute after the code was mailed, a new code cannot be asked for.
    expect(await page.getByRole('button', { name: 'Send a new code' }).isDisabled()).toBe(true);
    expect(await page.getByText(/You can ask for a new code in \d+ seconds?/).isVisible()).toBe(true);
    await page.getByLabel(/^Code from the e-mail/).fill('12345');
    await page.getByRole('button', { name: 'Confirm my e-mail' }).click();
    await expect
      .poll(() => page.getByText('Enter the 6 digits of the code we mailed.').isVisible(), patiently)
      .toBe(true);
    await expectAccessible(page, 'verify email (phone, dark)');
    await saveScreenshot(page, 'registration-phone-dark-verify');
    await page.context().close();
  });

  it('the visitor enters the code the super admin reads in the mail outbox', async () => {
    expect(verifyPath).not.toBe('');
    const text = await readMail('Your code');
    const code = /is ([0-9]{6})\./.exec(text)?.[1];
    expect(code, text).toBeDefined();
    const page = await newPage(journey.browser, journey.server.url);
    await page.goto(verifyPath);
    await page.getByLabel(/^Code from the e-mail/).fill(code!);
    await page.getByRole('button', { name: 'Confirm my e-mail' }).click();
    await page.waitForURL('**/thank-you?registered=player', patiently);
    await page.getByText('Your e-mail address is confirmed.').waitFor(patiently);
    await page.context().close();
  });

  it("the demo club's admin approves the registration", async () => {
    const page = await newPage(journey.browser, journey.server.url);
    await enter(page, 'admin@demo.fairway.golf');
    await page.goto('/unapproved-users');
    const row = page.getByRole('row', { name: new RegExp(visitor.email) });
    await row.waitFor(patiently);
    expect(await row.getByText(`${visitor.first} ${visitor.last}`).isVisible()).toBe(true);
    await expectAccessible(page, 'unapproved users (dark)');
    await saveScreenshot(page, 'registration-desktop-dark-unapproved');
    await row.getByRole('button', { name: 'Approve' }).click();
    const dialog = page.getByRole('dialog', { name: `Approve ${visitor.first} ${visitor.last}?` });
    await dialog.waitFor(patiently);
    await expectAccessible(page, 'approve dialog (dark)');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect
      .poll(() => page.getByText(`${visitor.first} ${visitor.last} is approved`).isVisible(), patiently)
      .toBe(true);
    await expect.poll(() => row.count(), patiently).toBe(0);
    await page.goto('/user-registrations');
    const listed = page.getByRole('row', { name: new RegExp(visitor.email) });
    await listed.waitFor(patiently);
    expect(await listed.getByText('Approved').isVisible()).toBe(true);
    await page.context().close();
  });

  it('the new member sets a password by the mailed link, signs in and sees the member menu', async () => {
    const text = await readMail('Welcome to');
    const link = /https?:\/\/\S+(\/user-registration\/[0-9a-f-]{36}\/set-password\/\?token=\S+)/.exec(text);
    expect(link, text).not.toBeNull();
    setPasswordPath = link![1]!;
    const page = await newPage(journey.browser, journey.server.url);
    await page.goto(setPasswordPath);
    await page.getByRole('heading', { level: 1, name: 'Set Password' }).waitFor(patiently);
    await page.getByLabel(/^New password/).fill(visitor.password);
    await page.getByLabel(/^Repeat the new password/).fill(visitor.password);
    await page.getByRole('button', { name: 'Set my password' }).click();
    await expect
      .poll(() => page.getByText(`Your password is set. Sign in with ${visitor.email}`).isVisible(), patiently)
      .toBe(true);
    await enter(page, visitor.email, visitor.password);
    await expect.poll(async () => (await menuLabels(page)).includes('Leader Board'), patiently).toBe(true);
    const labels = await menuLabels(page);
    expect(labels).toEqual(expect.arrayContaining(['Leader Board', 'Player Rounds']));
    expect(labels).not.toContain('Members');
    expect(labels).not.toContain('Unapproved Users');
    await saveScreenshot(page, 'registration-desktop-dark-member-menu');
    await page.context().close();
  });

  it('refuses the set-password link the second time', async () => {
    expect(setPasswordPath).not.toBe('');
    const page = await newPage(journey.browser, journey.server.url);
    await page.goto(setPasswordPath);
    await page.getByLabel(/^New password/).fill('Someone-else-2026');
    await page.getByLabel(/^Repeat the new password/).fill('Someone-else-2026');
    await page.getByRole('button', { name: 'Set my password' }).click();
    await expect
      .poll(() => page.getByRole('alert').textContent(), patiently)
      .toBe('This link has expired or has already been used. Ask for a new one with "Forgot password?".');
    await page.context().close();
  });
});
