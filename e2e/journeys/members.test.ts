import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { desktop, expectAccessible, logIn, newPage, phone, saveScreenshot, patiently } from '../support/browser.js';
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

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

/** Imports a golfer's past scores through the API as differentials on the journey's own course, one every 5 days. */
async function importScores(page: Page, memberId: number, differentials: number[]) {
  const lines = differentials.map(
    (differential, index) =>
      `${daysAgo(5 * (differentials.length - index))},Journey Links,Yellow,18,71.0,125,72,,${differential.toFixed(1)},`,
  );
  await api(page, 'score_records/import_csv/', {
    member_id: memberId,
    csv: [
      'date,course,tee,holes,course_rating,slope_rating,par,adjusted_gross_score,score_differential,pcc',
      ...lines,
    ].join('\n'),
  });
}

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

  it('a member sees the charts of their analysis; the admin sorts the club table by the 12-month change and opens a golfer', async () => {
    const admin = await newPage(journey.browser, journey.server.url, desktop);
    await logIn(admin, 'admin@demo.fairway.golf');
    await admin.waitForURL('**/dashboard', patiently);
    const member = await newPage(journey.browser, journey.server.url, phone);
    await logIn(member, 'member@demo.fairway.golf');
    await member.waitForURL(/select-golf-course|dashboard/, patiently);
    if (member.url().includes('select-golf-course')) {
      await member.getByText('Fairway Demo Golf Club').click();
      await member.waitForURL('**/dashboard', patiently);
    }
    // The member's own scores, imported by the club; whatever the demo gave them stays beside these.
    const own = await api<{ id: number }>(member, 'members/me/');
    await importScores(admin, own.id, [12.4, 9.8, 15.1, 11.0, 10.2]);

    await member.goto('/handicap-analysis');
    await member.getByRole('heading', { level: 1, name: 'Handicap Analysis' }).waitFor(patiently);
    for (const chart of ['index-chart', 'differentials-chart']) {
      await member.getByTestId(chart).locator('svg').first().waitFor(patiently);
    }
    await member.getByRole('table', { name: 'Score records' }).getByText('Journey Links').first().waitFor(patiently);
    await expectAccessible(member, "a member's handicap analysis on a phone");
    await saveScreenshot(member, 'handicap-analysis-member-phone');
    await member.context().close();

    // A golfer whose index a year ago was 54.0 and whose scores since are near scratch: the largest fall of the club.
    const golfer = await api<{ id: number }>(admin, 'members/', {
      first_name: 'Casey',
      last_name: 'Climb',
      membership_number: 'FD-8002',
    });
    await api(admin, 'member_indexes/', { member_id: golfer.id, effective_on: daysAgo(400), handicap_index: 54 });
    await importScores(
      admin,
      golfer.id,
      Array.from({ length: 20 }, (_, index) => 1 + (index % 4) / 2),
    );
    await admin.goto('/members-handicap-performance');
    const table = admin.getByRole('table', { name: 'Members Performance' });
    await table.getByTestId('sparkline').first().waitFor(patiently);
    await table.getByRole('button', { name: 'Sort by 12 months' }).click();
    await admin.waitForURL(/ordering=change_12_months/, patiently);
    const first = table.getByRole('row').nth(1);
    await expect.poll(() => first.getAttribute('aria-label'), patiently).toBe('Open the analysis of Casey Climb');
    await saveScreenshot(admin, 'members-handicap-performance-by-change');
    await first.click();
    await admin.waitForURL(`**/handicap-analysis/${golfer.id}`, patiently);
    await admin.getByRole('heading', { level: 1, name: 'Handicap Analysis: Casey Climb' }).waitFor(patiently);
    await admin.getByTestId('index-chart').locator('svg').first().waitFor(patiently);
    await expectAccessible(admin, "a golfer's handicap analysis opened from the club table");
    await admin.context().close();
  }, 180_000);
});
