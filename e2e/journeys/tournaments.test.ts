import { describe, expect, it } from 'vitest';
import { expectAccessible, logIn, newPage, patiently, phone, saveScreenshot } from '../support/browser.js';
import { journeyOnBuiltApp } from '../support/journey.js';

const journey = journeyOnBuiltApp();

describe('tournaments', () => {
  it('an admin sets up a Stableford, enters 40 golfers from the list and reads how a handicap is worked out', async () => {
    const admin = await newPage(journey.browser, journey.server.url);
    await logIn(admin, 'admin@demo.fairway.golf');
    await admin.waitForURL('**/dashboard');
    await admin.goto('/tournament/create');
    await admin.getByLabel('Name').first().fill('Spring Stableford');
    await admin.getByRole('combobox', { name: 'Format' }).click();
    await admin.getByRole('option', { name: 'Stableford', exact: true }).click();
    for (const [label, day] of [
      ['Starts', '14/03/2027'],
      ['Ends', '14/03/2027'],
    ] as const) {
      await admin
        .getByRole('group', { name: new RegExp(`^${label}`) })
        .getByRole('spinbutton')
        .first()
        .click();
      await admin.keyboard.type(day.replaceAll('/', ''));
    }
    await admin.getByRole('combobox', { name: 'Men play from', exact: true }).click();
    await admin.getByRole('option', { name: 'White' }).click();
    await admin.getByRole('combobox', { name: 'Women play from' }).click();
    await admin.getByRole('option', { name: 'Red' }).click();
    await expectAccessible(admin, 'a new tournament');
    await admin.getByRole('button', { name: 'Save' }).click();
    await admin.waitForURL('**/tournament');
    await admin.getByRole('cell', { name: 'Spring Stableford' }).click();
    await admin.waitForURL(/\/tournament\/\d+$/);
    // The format's recommended allowance came with it: 95 % for a Stableford.
    expect(await admin.getByLabel('Handicap allowance (%)').inputValue()).toBe('95');

    await admin.getByRole('tab', { name: 'Field' }).click();
    await admin.getByRole('button', { name: 'Add golfers' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Add golfers to Spring Stableford' });
    const candidates = dialog.getByRole('list', { name: 'Add golfers' }).getByRole('checkbox');
    await candidates.first().waitFor(patiently);
    for (let index = 0; index < 40; index++) await candidates.nth(index).check();
    await expectAccessible(admin, 'adding golfers to a tournament');
    await dialog.getByRole('button', { name: 'Enter 40 golfers' }).click();
    await admin.getByText('40 golfers entered.').waitFor(patiently);
    await dialog.waitFor({ state: 'detached' });
    const field = admin.getByRole('table', { name: 'Field' });
    await expect.poll(() => field.getByRole('row').count(), patiently).toBe(41);

    // A playing handicap explains itself: the index, the tee set's ratings and the formulas with the numbers in.
    await field
      .getByRole('button', { name: /handicaps are worked out/ })
      .first()
      .click();
    const explanation = admin.getByRole('dialog', { name: /handicaps are worked out/ });
    await explanation.waitFor();
    expect(await explanation.innerText()).toMatch(/Course handicap = [\d.+]+ × \d+ ÷ 113 \+ \([\d.]+ − \d+\) = /);
    expect(await explanation.innerText()).toMatch(/× 95% = /);
    await saveScreenshot(admin, 'tournaments-field-explained');
    await admin.keyboard.press('Escape');

    // Play starts from the status line, and the allowance is then locked.
    await admin.getByRole('button', { name: 'Open for entries' }).click();
    await admin.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await admin.getByRole('button', { name: 'Start play' }).waitFor(patiently);
    await admin.context().close();
  }, 180_000);

  it('an event manager sets up a tournament of their series with two roster players, on a phone', async () => {
    const organiser = await newPage(journey.browser, journey.server.url, phone);
    await logIn(organiser, 'events@demo.fairway.golf');
    await organiser.waitForURL('**/dashboard');
    await organiser.goto('/tournament/create');
    await organiser.getByLabel('Name').first().fill('Corporate League: February');
    await organiser.getByRole('combobox', { name: 'Series' }).click();
    await organiser.getByRole('option', { name: 'Corporate League 2026' }).click();
    for (const label of ['Starts', 'Ends']) {
      await organiser
        .getByRole('group', { name: new RegExp(`^${label}`) })
        .getByRole('spinbutton')
        .first()
        .click();
      await organiser.keyboard.type('20022027');
    }
    await organiser.getByRole('combobox', { name: 'Men play from', exact: true }).click();
    await organiser.getByRole('option', { name: 'White' }).click();
    await organiser.getByRole('combobox', { name: 'Women play from' }).click();
    await organiser.getByRole('option', { name: 'Red' }).click();
    await organiser.getByRole('button', { name: 'Save' }).click();
    await organiser.waitForURL('**/tournament');
    // The event manager sees their own series' events only.
    await organiser.getByText('Corporate League: February').first().click();
    await organiser.waitForURL(/\/tournament\/\d+$/);
    // On a phone the tournament's parts are chosen from a list.
    await organiser.getByRole('combobox', { name: 'Show' }).click();
    await organiser.getByRole('option', { name: 'Field' }).click();
    await organiser.getByRole('button', { name: 'Add golfers' }).click();
    const dialog = organiser.getByRole('dialog', { name: /Add golfers to/ });
    const rostered = dialog.getByRole('listitem').filter({ hasText: 'Roster' });
    await rostered.first().waitFor(patiently);
    await rostered.nth(0).getByRole('checkbox').check();
    await rostered.nth(1).getByRole('checkbox').check();
    await dialog.getByRole('button', { name: 'Enter 2 golfers' }).click();
    await organiser.getByText('2 golfers entered.').waitFor(patiently);
    await expectAccessible(organiser, "an event manager's tournament field");
    await saveScreenshot(organiser, 'tournaments-organiser-field-phone');
    await organiser.context().close();
  }, 180_000);

  it('a member sees none of the organiser screens', async () => {
    const member = await newPage(journey.browser, journey.server.url);
    await logIn(member, 'member@demo.fairway.golf');
    await member.waitForURL('**/select-golf-course');
    await member.getByText('Fairway Demo Golf Club').click();
    await member.waitForURL('**/dashboard');
    const menu = member.getByRole('navigation');
    await menu.getByText('Leader Board', { exact: true }).waitFor();
    for (const entry of ['Tournament', 'Active Rounds', 'Tournament Master']) {
      expect(await menu.getByText(entry, { exact: true }).count(), entry).toBe(0);
    }
    for (const path of ['/tournament', '/tournament/1', '/tournament-master', '/tournament/prizes']) {
      await member.goto(path);
      await member.getByText('Not available for your role').first().waitFor(patiently);
    }
    await member.context().close();
  }, 120_000);
});
