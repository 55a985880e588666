import { describe, expect, it } from 'vitest';
import { demoPassword, expectAccessible, logIn, newPage, patiently, saveScreenshot } from '../support/browser.js';
import { demoClubApiAs } from '../support/api.js';
import { journeyOnBuiltApp } from '../support/journey.js';

/**
 * The club-house terminal: the demo club's admin opens it from their menu and the screen is locked to it, without
 * their session; the demo member taps their name in today's medal, types their membership number and sees their start
 * and playing handicap; untouched, the screen goes back to the start. A golfer signs in by typing their number alone;
 * the demo member, who marks a round of general play waiting for their attest, attests it at the terminal.
 */
const journey = journeyOnBuiltApp();

const tablet = { width: 820, height: 1180 };
const desk = { width: 1280, height: 800 };

/** The demo member's name, as the API gives it to them. */
async function demoMemberName(): Promise<string> {
  const login = await fetch(`${journey.server.url}/auth/token/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: 'member@demo.fairway.golf', password: demoPassword }),
  });
  const { auth_token: token } = (await login.json()) as { auth_token: string };
  const current = await fetch(`${journey.server.url}/api/users/current/`, {
    headers: { Authorization: `Token ${token}`, 'X-Golf-Course': '1' },
  });
  return ((await current.json()) as { user_name: string }).user_name;
}

describe('the club-house terminal', () => {
  it('signs a golfer in for the day’s competition with their start and playing handicap, and times out to the start', async () => {
    const name = await demoMemberName();
    const page = await newPage(journey.browser, journey.server.url, desk);
    await logIn(page, 'admin@demo.fairway.golf');
    await page.waitForURL('**/dashboard');
    await page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('link', { name: 'Club-house Terminal' })
      .click();
    await page.getByRole('heading', { level: 1, name: 'Club-house Terminal' }).waitFor(patiently);
    await page.getByLabel('Where this screen stands').fill('Club-house lobby');
    await page.getByRole('button', { name: 'Open and lock' }).click();
    await page.waitForURL('**/terminal/screen');
    const medal = page.getByRole('region', { name: 'Monthly Medal: November' });
    await medal.getByRole('button', { name }).waitFor(patiently);
    // The screen holds no one's session: the admin was signed out.
    await expect.poll(() => page.evaluate(() => localStorage.getItem('golfAPP_userState'))).toBeNull();
    await expectAccessible(page, 'terminal start');
    await saveScreenshot(page, 'terminal-start-desktop');

    const token = await page.evaluate(() => localStorage.getItem('fairway_terminal_token'));
    const signInAsTheMember = async () => {
      await page.getByRole('region', { name: 'Monthly Medal: November' }).getByRole('button', { name }).click();
      await page.getByLabel('Your membership number').fill('FD-0001');
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.getByText(`${name}, you are signed in for Monthly Medal: November.`).waitFor(patiently);
    };
    await signInAsTheMember();

    // What the screen shows is the sign-in the server recorded: the same answer again for the same golfer.
    const today = await fetch(`${journey.server.url}/api/terminal/today/`, { headers: { 'X-Terminal-Token': token! } });
    const competition = (
      (await today.json()) as {
        competitions: {
          player_round_id: number;
          tournament_name: string;
          field: { member_id: number; name: string }[];
        }[];
      }
    ).competitions.find((each) => each.tournament_name === 'Monthly Medal: November')!;
    const signIn = await fetch(`${journey.server.url}/api/terminal/sign_in/`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Terminal-Token': token! },
      body: JSON.stringify({
        player_round_id: competition.player_round_id,
        member_id: competition.field.find((golfer) => golfer.name === name)!.member_id,
        membership_number: 'FD-0001',
      }),
    });
    const recorded = (await signIn.json()) as { tee_time: string; playing_handicap: number };
    expect(recorded.tee_time).toMatch(/^\d\d:\d\d$/);
    const fact = (term: string) => page.locator('dt', { hasText: term }).locator('xpath=following-sibling::dd[1]');
    expect(await fact('Tee time').textContent()).toBe(recorded.tee_time);
    expect(await fact('Playing handicap').textContent()).toBe(String(recorded.playing_handicap));
    // The pointer left where it tapped Sign in would hover Done: a finger does not hover.
    await page.mouse.move(0, 0);
    await expectAccessible(page, 'terminal signed in');
    await saveScreenshot(page, 'terminal-signed-in-desktop');

    // Five seconds untouched: back to the start.
    await page.goto('/terminal/screen?idle=5');
    await signInAsTheMember();
    await page.getByText('Tap your name to sign in.').waitFor(patiently);
    expect(await page.getByText('Tee time').count()).toBe(0);
    await page.context().close();

    const tabletPage = await newPage(journey.browser, journey.server.url, tablet);
    await tabletPage.addInitScript((value) => localStorage.setItem('fairway_terminal_token', value), token!);
    await tabletPage.goto('/terminal/screen');
    await tabletPage.getByRole('region', { name: 'Monthly Medal: November' }).getByRole('button', { name }).click();
    await tabletPage.getByLabel('Your membership number').waitFor(patiently);
    await saveScreenshot(tabletPage, 'terminal-number-tablet');
    await tabletPage.context().close();
  });
  it('signs a golfer in by their number typed alone, and a marker attests a round of general play there', async () => {
    const name = await demoMemberName();
    const asAdmin = await demoClubApiAs(journey.server.url, 'admin@demo.fairway.golf');
    const { token } = await asAdmin<{ token: string }>('POST', '/api/club_terminals/', { name: 'Pro shop' });
    const asMember = await demoClubApiAs(journey.server.url, 'member@demo.fairway.golf');
    const waiting = await asMember<{ id: number; member_name: string }[]>(
      'GET',
      '/api/player_rounds_individual/general_play/attest_requests/',
    );
    expect(waiting.length).toBeGreaterThan(0);

    const page = await newPage(journey.browser, journey.server.url, desk);
    await page.addInitScript((value) => localStorage.setItem('fairway_terminal_token', value), token);
    await page.goto('/terminal/screen');
    await page.getByLabel('Or type your membership number').fill('fd-0001');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByText(`${name}, you are signed in for Monthly Medal: November.`).waitFor(patiently);
    // After the round, the card: the holes with the strokes entered so far, a key pad, and the group to sign.
    await page.getByRole('button', { name: 'Enter and sign my card' }).click();
    await page.getByRole('group', { name: 'Strokes' }).waitFor(patiently);
    await page.mouse.move(0, 0);
    await saveScreenshot(page, 'terminal-card-desktop');
    await page.getByRole('button', { name: 'Done' }).click();

    await page.getByRole('button', { name: 'Attest a round I marked' }).click();
    await page.getByLabel('Your membership number').fill('FD-0001');
    await page.getByRole('button', { name: 'Show the rounds I mark' }).click();
    const first = waiting[0]!;
    await page.getByText(first.member_name, { exact: false }).first().waitFor(patiently);
    await page.mouse.move(0, 0);
    await expectAccessible(page, 'terminal attest requests');
    await saveScreenshot(page, 'terminal-attest-requests-desktop');
    await page.getByRole('button', { name: 'Attest' }).first().click();
    await page.getByText(`You attested ${first.member_name}’s round: it counts for their handicap.`).waitFor(patiently);
    // What the member's own dashboard asks of them now: that round no longer waits for their attest.
    const after = await asMember<{ id: number }[]>(
      'GET',
      '/api/player_rounds_individual/general_play/attest_requests/',
    );
    expect(after.map((round) => round.id)).not.toContain(first.id);
    await page.context().close();
  });
});
