import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { desktop, expectAccessible, logIn, newPage, saveScreenshot, patiently } from '../support/browser.js';
import { journeyOnBuiltApp } from '../support/journey.js';

const journey = journeyOnBuiltApp();

const today = new Date().toISOString().slice(0, 10);
/** Today as the demo club writes dates: DD/MM/YYYY. */
const todayInClubFormat = today.split('-').reverse().join('/');
const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);

/** An API answer with the page's own session, in the demo club: a read, or a create when given a body. */
async function api<T>(page: Page, path: string, body?: object): Promise<T> {
  const state = JSON.parse((await page.evaluate(() => localStorage.getItem('golfAPP_userState'))) ?? '{}');
  const response = await fetch(`${journey.server.url}/api/${path}`, {
    method: body ? 'POST' : 'GET',
    headers: {
      authorization: `Token ${state.auth_token}`,
      'x-golf-course': String(state.active_golf_course_id),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  expect(response.status, path).toBe(body ? 201 : 200);
  return (await response.json()) as T;
}

/** A member of the demo club made for this journey, whose index dates from yesterday, so that today's is new. */
async function newMember(page: Page): Promise<{ id: number; membership_number: string }> {
  const member = await api<{ id: number; membership_number: string }>(page, 'members/', {
    first_name: 'Jordan',
    last_name: 'Journey',
    membership_number: 'FD-8001',
  });
  await api(page, 'member_indexes/', { member_id: member.id, effective_on: yesterday, handicap_index: 14.1 });
  return member;
}

const dialog = (page: Page) => page.getByRole('dialog');

describe("a club's admin keeps its members", () => {
  it('opens a member, adds an address, a contact and an index, and brings in a golfer of another club', async () => {
    const page = await newPage(journey.browser, journey.server.url, desktop);
    await logIn(page, 'admin@demo.fairway.golf');
    await page.waitForURL('**/dashboard', patiently);
    const golfer = await newMember(page);

    await page.goto('/member');
    await page.getByRole('heading', { level: 1, name: 'Members' }).waitFor(patiently);
    await page.getByPlaceholder('Search').fill(golfer.membership_number);
    const row = page.getByRole('row', { name: new RegExp(golfer.membership_number) });
    await row.waitFor(patiently);
    await expect.poll(() => page.getByRole('row').count(), patiently).toBe(2);
    await row.click();
    await page.waitForURL(`**/member/${golfer.id}`, patiently);
    await page.getByRole('tab', { name: 'Addresses' }).waitFor(patiently);

    // An address, listed once saved.
    await page.getByRole('button', { name: 'Add Address' }).click();
    await dialog(page)
      .getByRole('textbox', { name: /^Address/ })
      .first()
      .fill('7 Golf Place');
    await dialog(page)
      .getByRole('textbox', { name: /^Postcode/ })
      .fill('KY16 9JA');
    await dialog(page).getByRole('button', { name: 'Save' }).click();
    await dialog(page).waitFor({ state: 'detached', ...patiently });
    await page
      .getByTestId('sub-list-member_addresses')
      .getByText(/7 Golf Place, KY16 9JA/)
      .waitFor(patiently);

    // A contact of a kind from the master data.
    await page.getByRole('tab', { name: 'Contacts' }).click();
    await page.getByRole('button', { name: 'Add Contact' }).click();
    await dialog(page).getByRole('combobox', { name: /^Kind/ }).click();
    await page.getByRole('option', { name: 'Landline' }).click();
    await dialog(page)
      .getByRole('textbox', { name: /^Number or address/ })
      .fill('+44 1334 470000');
    await dialog(page).getByRole('button', { name: 'Save' }).click();
    await dialog(page).waitFor({ state: 'detached', ...patiently });
    const contacts = page.getByTestId('sub-list-member_contacts');
    await contacts.getByRole('row', { name: /Landline.*\+44 1334 470000/ }).waitFor(patiently);

    // An index today becomes the current index.
    await page.getByRole('tab', { name: 'Handicap Index' }).click();
    const current = page.getByTestId('current-index');
    await expect.poll(() => current.textContent(), patiently).toContain('Current index: 14.1 ');
    await page.getByTestId('index-chart').waitFor(patiently);
    await page.getByRole('button', { name: 'Add Index change' }).click();
    await expect
      .poll(() => dialog(page).getByRole('group', { name: /^From/ }).textContent(), patiently)
      .toContain(todayInClubFormat);
    await dialog(page)
      .getByRole('spinbutton', { name: /^Handicap Index/ })
      .fill('3.2');
    await dialog(page).getByRole('button', { name: 'Save' }).click();
    await dialog(page).waitFor({ state: 'detached', ...patiently });
    await expect.poll(() => current.textContent(), patiently).toContain('Current index: 3.2 ');
    await page
      .getByTestId('sub-list-member_indexes')
      .getByRole('row', { name: new RegExp(`${todayInClubFormat}.*3\\.2`) })
      .waitFor(patiently);
    await expectAccessible(page, 'a member with their index history');
    await saveScreenshot(page, 'members-index-history');

    // A golfer of the second club joins this one as a member with a number of this club.
    await page.goto('/non-golf-course-members');
    await page.getByRole('heading', { level: 1 }).waitFor(patiently);
    const theirs = page.getByRole('row', { name: /Second Demo Golf Club/ }).first();
    await theirs.waitFor(patiently);
    const lastName = (await theirs.getByRole('cell').filter({ hasText: /\w/ }).first().textContent())!.trim();
    await theirs.getByRole('button', { name: 'Add to this club' }).click();
    await dialog(page)
      .getByRole('textbox', { name: /^Membership number/ })
      .fill('FD-7001');
    await dialog(page).getByRole('button', { name: 'Add to this club' }).click();
    await page.getByText(/is now in this club/).waitFor(patiently);
    await page.goto('/member');
    await page.getByPlaceholder('Search').fill('FD-7001');
    await page.getByRole('row', { name: new RegExp(`${lastName}.*FD-7001`) }).waitFor(patiently);
    await page.context().close();
  }, 180_000);
});
