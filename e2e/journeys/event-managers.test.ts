import { describe, expect, it } from 'vitest';
import { expectAccessible, logIn, newPage, patiently, phone, saveScreenshot } from '../support/browser.js';
import { journeyOnBuiltApp } from '../support/journey.js';

const journey = journeyOnBuiltApp();

describe('roles and organisers', () => {
  it("the club's admin makes a user an event manager, who adds a golfer from elsewhere to their roster", async () => {
    const admin = await newPage(journey.browser, journey.server.url);
    await logIn(admin, 'admin@demo.fairway.golf');
    await admin.waitForURL('**/dashboard');
    await admin.goto('/admin-users');
    await admin.getByRole('cell', { name: 'user@demo.fairway.golf' }).click();
    await admin.waitForURL(/\/admin-users\/\d+$/);
    const eventManager = admin.getByRole('checkbox', { name: 'Event Manager' });
    await eventManager.waitFor();
    expect(await eventManager.isChecked()).toBe(false);
    await eventManager.click();
    await expect.poll(() => admin.getByText('Uma User is now Event Manager').isVisible()).toBe(true);
    await expect.poll(() => eventManager.isChecked()).toBe(true);
    await expectAccessible(admin, "a user's roles");
    await saveScreenshot(admin, 'event-managers-user-roles');
    await admin.goto('/event-managers');
    await expect.poll(() => admin.getByText('Uma User').first().isVisible()).toBe(true);
    // The other way to make an organiser: from the list of the club's users who are not one yet.
    await admin.getByRole('button', { name: 'Make an event manager' }).click();
    const dialog = admin.getByRole('dialog');
    await dialog.getByLabel('User').click();
    await admin.getByRole('option', { name: /Morgan Member/ }).click();
    await expectAccessible(admin, 'making an event manager');
    await dialog.getByRole('button', { name: 'Make event manager' }).click();
    await expect.poll(() => admin.getByRole('cell', { name: 'member@demo.fairway.golf' }).isVisible()).toBe(true);
    await admin.context().close();

    const organiser = await newPage(journey.browser, journey.server.url, phone);
    await logIn(organiser, 'user@demo.fairway.golf');
    await organiser.waitForURL('**/dashboard');
    await organiser.goto('/admin-users');
    await organiser.getByRole('heading', { level: 1, name: 'Users' }).waitFor();
    await organiser.getByText(/^My Players: /).waitFor();
    await organiser.getByText('No players yet').waitFor();
    await organiser.getByRole('button', { name: 'Add golfer' }).click();
    const golfer = organiser.getByRole('dialog', { name: 'Add a golfer from elsewhere' });
    await golfer.getByLabel('First name').fill('Ines');
    await golfer.getByLabel('Last name').fill('Moreau');
    await golfer.getByLabel('Email').fill('ines.moreau@example.org');
    await golfer.getByLabel('Gender').click();
    await organiser.getByRole('option', { name: 'Female' }).click();
    await golfer.getByLabel('Handicap Index').fill('18.3');
    await golfer.getByRole('button', { name: 'Add golfer' }).click();
    await golfer.waitFor({ state: 'detached', ...patiently });
    const row = organiser.getByRole('row', { name: /Ines Moreau/ });
    await row.waitFor();
    expect(await row.innerText()).toMatch(/18\.3/);
    expect(await row.innerText()).toMatch(/Not a member/);
    await expectAccessible(organiser, "the organiser's roster");
    await saveScreenshot(organiser, 'event-managers-own-roster-phone');
    await organiser.context().close();
  }, 120_000);

  it('an admin who takes away the last admin of the club is told so in plain words', async () => {
    const admin = await newPage(journey.browser, journey.server.url);
    await logIn(admin, 'admin@demo.fairway.golf');
    await admin.waitForURL('**/dashboard');
    await admin.goto('/admin-users');
    await admin.getByRole('cell', { name: 'admin@demo.fairway.golf' }).click();
    await admin.waitForURL(/\/admin-users\/\d+$/);
    await admin.getByRole('checkbox', { name: 'Admin' }).click();
    await admin.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await admin
      .getByText('This is the last admin of Fairway Demo Golf Club. Make another user an admin of the club first.')
      .waitFor();
    expect(await admin.getByRole('checkbox', { name: 'Admin' }).isChecked()).toBe(true);
    await saveScreenshot(admin, 'event-managers-last-admin');
    await admin.context().close();
  }, 60_000);
});
