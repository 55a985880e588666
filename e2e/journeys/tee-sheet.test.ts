import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  desktop,
  expectAccessible,
  keyboardDragListening,
  logIn,
  newPage,
  patiently,
  phone,
  saveScreenshot,
} from '../support/browser.js';
import { journeyOnBuiltApp } from '../support/journey.js';

const journey = journeyOnBuiltApp();

const demoClubId = 1;

/** A demo user's token, signed in through the API. */
async function tokenOf(email: string): Promise<string> {
  const answer = await fetch(`${journey.server.url}/auth/token/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'fairway-demo' }),
  });
  return ((await answer.json()) as { auth_token: string }).auth_token;
}

/** A call of the API as the token's holder, in the demo club unless `club` is null. */
async function api<T>(token: string, method: string, path: string, body?: unknown, club: number | null = demoClubId) {
  const answer = await fetch(`${journey.server.url}${path}`, {
    method,
    headers: {
      authorization: `Token ${token}`,
      'content-type': 'application/json',
      ...(club === null ? {} : { 'x-golf-course': String(club) }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(answer.ok, `${method} ${path}: ${answer.status} ${await answer.clone().text()}`).toBe(true);
  return (await answer.json()) as T;
}

/** The day `days` after today on the demo club's clock (London). */
const dayAfter = (days: number) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/London',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(Date.now() + days * 86_400_000));

/** The first weekday (Monday to Friday) past the demo's week of bookings ahead: a day its weekday template makes. */
function quietWeekday() {
  for (let days = 8; ; days += 1) {
    const date = dayAfter(days);
    const weekday = new Date(`${date}T12:00:00Z`).getUTCDay();
    if (weekday >= 1 && weekday <= 5) return date;
  }
}

/** The demo club's booking rules opened by its admin through the API to a month ahead, so the journey's day is open. */
async function clubReadyToBook(admin: string) {
  const rules = await api<{ results: { id: number }[] }>(admin, 'GET', '/api/booking_rules/');
  await api(admin, 'PATCH', `/api/booking_rules/${rules.results[0]!.id}/`, { days_ahead: 30, opens_at: '00:00' });
}

const slotOf = (page: Page, name: string) => page.getByRole('group', { name, exact: true });

describe('the tee sheet', () => {
  it('a member books for four with a guest on a phone, is mailed, a second browser sees the time taken, and the pro shop moves the booking and checks a player in', async () => {
    const date = quietWeekday();
    const admin = await tokenOf('admin@demo.fairway.golf');
    await clubReadyToBook(admin);
    const member = await tokenOf('member@demo.fairway.golf');
    const partners = await api<{ results: { name: string }[] }>(member, 'GET', '/api/bookings/partners/?search=an');
    const partner = partners.results.find((one) => one.name !== 'Morgan Member')!.name;

    // A second browser follows the day on a phone, as a user of the club.
    const watcher = await newPage(journey.browser, journey.server.url, phone);
    await logIn(watcher, 'user@demo.fairway.golf');
    await watcher.waitForURL('**/dashboard', patiently);
    await watcher.goto(`/tee-sheet?date=${date}`);
    await slotOf(watcher, '10:00').getByText('4 places left').waitFor(patiently);

    // The member, of two clubs, chooses the demo club.
    const page = await newPage(journey.browser, journey.server.url, phone);
    await logIn(page, 'member@demo.fairway.golf');
    await page.waitForURL('**/select-golf-course', patiently);
    await page
      .getByRole('button', { name: /Fairway Demo Golf Club/ })
      .first()
      .click();
    await page.waitForURL('**/dashboard', patiently);
    await page.goto(`/tee-sheet?date=${date}`);
    await page.getByRole('heading', { level: 1, name: 'Tee Sheet' }).waitFor(patiently);
    await slotOf(page, '10:00').waitFor(patiently);
    await saveScreenshot(page, 'tee-sheet-phone');
    await expectAccessible(page, 'tee sheet (phone)');

    await page.getByRole('button', { name: 'Book 10:00 on the 1st tee' }).click();
    const dialog = page.getByRole('dialog');
    for (let added = 0; added < 3; added += 1) await dialog.getByRole('button', { name: 'Add a player' }).click();
    await dialog.getByRole('combobox', { name: 'Member of the club' }).first().fill(partner);
    await page.getByRole('option', { name: partner }).click();
    await dialog.getByRole('combobox', { name: 'Player 3' }).click();
    await page.getByRole('option', { name: 'Guest' }).click();
    await dialog.getByRole('textbox', { name: 'Guest’s name' }).fill('Gwen Journeyman');
    await dialog.getByRole('textbox', { name: 'Guest’s e-mail' }).fill('gwen.journeyman@example.com');
    await dialog.getByRole('combobox', { name: 'Player 4' }).click();
    await page.getByRole('option', { name: 'To be confirmed' }).click();
    await saveScreenshot(page, 'tee-sheet-booking-dialog-phone');
    await expectAccessible(page, 'booking dialog (phone)');
    await dialog.getByRole('button', { name: 'Book', exact: true }).click();
    await dialog.getByText(/^Booked: 10:00 on the 1st tee/).waitFor(patiently);
    await dialog.getByText('Gwen Journeyman · Guest · Green fee £40.00').waitFor(patiently);
    await dialog.getByRole('button', { name: 'Done' }).click();
    await slotOf(page, '10:00').getByText('Full').waitFor(patiently);

    // The second browser sees the time taken without reloading.
    await slotOf(watcher, '10:00').getByText('Full').waitFor(patiently);
    await slotOf(watcher, '10:00').getByText('Gwen Journeyman (Guest)').waitFor(patiently);

    // Every member in the booking is mailed, with its calendar file.
    const superAdmin = await tokenOf('super@demo.fairway.golf');
    const mails = await api<{ results: { recipient: string; subject: string }[] }>(
      superAdmin,
      'GET',
      '/api/mail_outbox/?search=Your%20tee%20time',
      undefined,
      null,
    );
    expect(mails.results.map((mail) => mail.recipient)).toContain('member@demo.fairway.golf');
    expect(mails.results.find((mail) => mail.recipient === 'member@demo.fairway.golf')?.subject).toMatch(/at 10:00$/);

    await page.goto('/my-bookings');
    await page
      .getByRole('article')
      .filter({ hasText: 'Gwen Journeyman' })
      .getByText('Booked by you')
      .waitFor(patiently);
    await saveScreenshot(page, 'tee-sheet-my-bookings-phone');
    await expectAccessible(page, 'my bookings (phone)');

    // The pro shop on a desktop drags the booking to 10:20 and checks the member in.
    const shop = await newPage(journey.browser, journey.server.url, desktop);
    await logIn(shop, 'admin@demo.fairway.golf');
    await shop.waitForURL('**/dashboard', patiently);
    await shop.goto(`/tee-sheet?date=${date}`);
    const grid = shop.getByTestId('tee-sheet-grid');
    await grid.waitFor(patiently);
    const handle = shop.getByRole('button', { name: 'Move the booking at 10:00' });
    await handle.waitFor(patiently);
    await handle.scrollIntoViewIfNeeded();
    const target = slotOf(shop, '10:20');
    const to = (await target.boundingBox())!;
    const from = (await handle.boundingBox())!;
    const [x, y] = [from.x + from.width / 2, from.y + from.height / 2];
    const [toX, toY] = [to.x + to.width / 2, to.y + to.height / 2];
    // Dragged by the mouse in small steps, as a hand moves it: the sheet's sensor starts after 5 px.
    await shop.mouse.move(x, y);
    await shop.mouse.down();
    for (let step = 1; step <= 10; step += 1)
      await shop.mouse.move(x + ((toX - x) * step) / 10, y + ((toY - y) * step) / 10);
    await shop.mouse.up();
    await shop.getByText('Moved to 10:20 on the 1st tee.').waitFor(patiently);
    await slotOf(shop, '10:20').getByText('Gwen Journeyman').waitFor(patiently);
    await slotOf(shop, '10:00').getByText('4 places left').waitFor(patiently);
    await slotOf(watcher, '10:20').getByText('Full').waitFor(patiently);

    await shop
      .getByRole('group', { name: 'Actions for Morgan Member' })
      .getByRole('button', { name: 'Check in' })
      .click();
    await shop.getByText('Morgan Member is checked in.').waitFor(patiently);
    await slotOf(shop, '10:20').getByText('Checked in').waitFor(patiently);
    // And by the keyboard: the handle, Space, an arrow down to the next time, Space; each key once the screen reader
    // has said where the booking is, as a person hears it before the next key.
    const spoken = shop.locator('[id^="DndLiveRegion"]');
    await shop.getByRole('button', { name: 'Move the booking at 10:20' }).focus();
    await shop.keyboard.press('Space');
    await spoken.getByText('Over 10:20, 1st tee.').waitFor(patiently);
    await keyboardDragListening(shop);
    await shop.keyboard.press('ArrowDown');
    await spoken.getByText('Over 10:30, 1st tee.').waitFor(patiently);
    await shop.keyboard.press('Space');
    await shop.getByText('Moved to 10:30 on the 1st tee.').waitFor(patiently);
    await slotOf(shop, '10:30').getByText('Checked in').waitFor(patiently);
    await saveScreenshot(shop, 'tee-sheet-pro-shop-desktop');
    await expectAccessible(shop, 'tee sheet (desktop)');

    await shop.goto('/booking-rules');
    await shop.getByRole('heading', { level: 1, name: 'Booking Rules' }).waitFor(patiently);
    await saveScreenshot(shop, 'tee-sheet-booking-rules-desktop');
    await expectAccessible(shop, 'booking rules');
    await shop.goto('/green-fees');
    await shop.getByRole('heading', { level: 1, name: 'Green Fees' }).waitFor(patiently);
    await shop.getByText('£40.00').first().waitFor(patiently);
    await saveScreenshot(shop, 'tee-sheet-green-fees-desktop');
  });
});
