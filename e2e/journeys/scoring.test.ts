import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  demoPassword,
  desktop,
  expectAccessible,
  logIn,
  newPage,
  patiently,
  phone,
  saveScreenshot,
} from '../support/browser.js';
import { journeyOnBuiltApp } from '../support/journey.js';

const journey = journeyOnBuiltApp();

type StoredScore = { hole_number: number; strokes: number | null; version: number };
type GroupCard = {
  group_id: number;
  player_round_id: number;
  own_member_id: number | null;
  holes: { hole_number: number; par: number }[];
  players: {
    member_id: number;
    name: string;
    scores: (StoredScore | null)[];
    signature: { player_attested_at: string | null };
  }[];
};

/** The demo member's API, as their phone's page calls it: their group in play, its card, its scores. */
async function memberApi() {
  const login = await fetch(`${journey.server.url}/auth/token/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: 'member@demo.fairway.golf', password: demoPassword }),
  });
  const { auth_token: token } = (await login.json()) as { auth_token: string };
  return async <T>(url: string, body?: unknown): Promise<T> => {
    const response = await fetch(`${journey.server.url}${url}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { Authorization: `Token ${token}`, 'X-Golf-Course': '1', 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${url} answered ${response.status}: ${await response.text()}`);
    return (await response.json()) as T;
  };
}

const unsent = (page: Page) => page.getByTestId('unsent-count').textContent();

describe('the scoring page on a phone', () => {
  it('takes a hole for four players, two more with no signal, and sends each score once when the signal returns', async () => {
    const api = await memberApi();
    const round = await api<{ group_id: number }>('/api/player_rounds/active_player/');
    const before = await api<GroupCard>(`/api/scores/group_card/?group_id=${round.group_id}`);
    const names = before.players.map((player) => player.name);
    expect(names).toHaveLength(4);

    const page = await newPage(journey.browser, journey.server.url, phone);
    await logIn(page, 'member@demo.fairway.golf');
    await page.waitForURL('**/select-golf-course');
    await page.getByText('Fairway Demo Golf Club').click();
    await page.waitForURL('**/dashboard');
    await page.goto('/player-rounds');
    await page.getByRole('link', { name: 'Open the scoring page' }).click(patiently);
    await page.waitForURL('**/player_round_group_scores/**');

    // The demo member's group has played 8 holes: the page carries on at the 9th.
    await page.getByRole('heading', { name: 'Hole 9' }).waitFor(patiently);
    const scripts = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => entry.name)
        .filter((name) => name.endsWith('.js')),
    );
    expect(scripts.filter((name) => /\/assets\/(App|AdminApp|index)-/.test(name))).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.width);
    for (const name of names) await page.getByRole('button', { name: new RegExp(`^${name}: enter par`) }).click();
    await expect.poll(() => unsent(page), patiently).toBe('0');
    await saveScreenshot(page, 'scoring-phone-hole');
    await expectAccessible(page, 'scoring hole');
    // The shell is kept by the service worker before the signal goes.
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));

    await page.context().setOffline(true);
    await page.getByRole('button', { name: 'Next hole' }).click();
    await page.getByRole('heading', { name: 'Hole 10' }).waitFor();
    for (const name of names) await page.getByRole('button', { name: `${name}: one more stroke` }).click();
    await page.getByRole('button', { name: 'Next hole' }).click();
    await page.getByRole('heading', { name: 'Hole 11' }).waitFor();
    await page.getByRole('button', { name: `${names[0]}: picked up, no score` }).click();
    for (const name of names.slice(1)) {
      await page.getByRole('button', { name: new RegExp(`^${name}: enter par`) }).click();
    }
    await expect.poll(() => unsent(page)).toBe('8');
    await page
      .getByText(/No signal/)
      .first()
      .waitFor();
    await saveScreenshot(page, 'scoring-phone-offline');

    // Closed and opened again with no signal: the service worker's shell, the card and the queue kept on the phone.
    await page.reload();
    await page.getByRole('heading', { name: /^Hole / }).waitFor(patiently);
    expect(await unsent(page)).toBe('8');

    await page.context().setOffline(false);
    await expect.poll(() => unsent(page), { timeout: 30_000 }).toBe('0');

    const after = await api<GroupCard>(`/api/scores/group_card/?group_id=${round.group_id}`);
    const holeIndex = (holeNumber: number) => after.holes.findIndex((hole) => hole.hole_number === holeNumber);
    const par = (holeNumber: number) => after.holes[holeIndex(holeNumber)]!.par;
    for (const [index, player] of after.players.entries()) {
      const scoreOf = (holeNumber: number) => player.scores[holeIndex(holeNumber)];
      // Version 1: each score written once, however often the phone sent it.
      expect(scoreOf(9), player.name).toMatchObject({ strokes: par(9), version: 1 });
      expect(scoreOf(10), player.name).toMatchObject({ strokes: par(10) + 1, version: 1 });
      expect(scoreOf(11), player.name).toMatchObject({ strokes: index === 0 ? null : par(11), version: 1 });
      expect(scoreOf(12), player.name).toBeNull();
    }

    await page.getByRole('button', { name: 'Card' }).click();
    await page.getByRole('region', { name: 'Scores of every hole' }).getByRole('table').waitFor();
    // On a phone the 18 holes overflow the screen: each player's Out, In and Total stand under the card.
    const totals = page.getByRole('table', { name: 'Totals' });
    for (const column of ['Out', 'In', 'Total']) await totals.getByRole('columnheader', { name: column }).waitFor();
    await saveScreenshot(page, 'scoring-phone-card');
    await expectAccessible(page, 'scoring card');
    await page.context().close();
  });

  it("a user measures three players' distances to the pin on a phone, and the standings open elsewhere show the new leader live", async () => {
    // The standings of the medal's first nearest the pin, open on the club house's screen.
    const board = await newPage(journey.browser, journey.server.url, desktop);
    await logIn(board, 'user@demo.fairway.golf');
    await board.waitForURL('**/dashboard');
    await board.goto('/active-nearest-to-pin');
    await board
      .getByRole('link', { name: /^Standings/ })
      .first()
      .click(patiently);
    await board.getByRole('heading', { level: 1, name: /^Nearest the pin: / }).waitFor(patiently);
    await board.getByText('Live', { exact: true }).waitFor(patiently);
    const first = board.getByRole('table', { name: 'Standings' }).getByRole('row').nth(1);
    // Set on this very document: still there at the end, the page was not reloaded.
    await board.evaluate(() => Object.assign(window, { notReloaded: true }));

    // The marshal's phone: from the same list to the page at the hole, the phone entry's (no react-admin).
    const marshal = await newPage(journey.browser, journey.server.url, phone);
    await logIn(marshal, 'user@demo.fairway.golf');
    await marshal.waitForURL('**/dashboard');
    await marshal.goto('/active-nearest-to-pin');
    await marshal
      .getByRole('link', { name: /^Measure/ })
      .first()
      .click(patiently);
    await marshal.waitForURL('**/active_member_distance/nearest_to_pin/**');
    await marshal.getByRole('heading', { level: 1, name: /^Nearest the pin · hole \d+/ }).waitFor(patiently);
    const scripts = await marshal.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => entry.name)
        .filter((name) => name.endsWith('.js')),
    );
    expect(scripts.filter((name) => /\/assets\/(App|AdminApp|index)-/.test(name))).toEqual([]);
    const measured: string[] = [];
    // The club measures in yards, so the pin in feet and inches; the demo's nearest ball there is 7 inches away.
    for (const [feet, inches] of [
      ['12', '4'],
      ['5', '10'],
      ['0', '1'],
    ]) {
      const player = marshal.locator('.distance-choices button').first();
      const name = (await player.textContent())!;
      measured.push(name);
      await player.click();
      await marshal.getByRole('textbox', { name: 'Feet' }).fill(feet!);
      await marshal.getByRole('textbox', { name: 'Inches' }).fill(inches!);
      await marshal.getByRole('button', { name: 'Save', exact: true }).click();
      await marshal.getByText(`${name}: ${feet} ft ${inches} in saved`).waitFor(patiently);
    }
    await expect.poll(() => unsent(marshal), patiently).toBe('0');
    expect(await marshal.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.width);
    await saveScreenshot(marshal, 'contest-phone-measured');
    await expectAccessible(marshal, 'contest page at the hole');

    // The nearest of the three leads on the standings without a reload.
    await expect.poll(() => first.getByRole('rowheader').textContent(), patiently).toBe(measured[2]);
    expect(await first.getByRole('cell').nth(1).textContent()).toBe('0 ft 1 in');
    expect(await board.evaluate(() => 'notReloaded' in window)).toBe(true);
    await saveScreenshot(board, 'contest-standings-live');
    await expectAccessible(board, 'contest standings');
    await marshal.context().close();
    await board.context().close();
  });

  it('brings a signed-out phone back to its group once signed in, where the player attests their own card', async () => {
    const api = await memberApi();
    const round = await api<{ group_id: number; title: string }>('/api/player_rounds/active_player/');
    const card = await api<GroupCard>(`/api/scores/group_card/?group_id=${round.group_id}`);
    const own = card.players.find((player) => player.member_id === card.own_member_id)!;
    await api('/api/scores/save_score/', [
      ...card.holes.flatMap((hole, index) =>
        own.scores[index]
          ? []
          : [
              {
                player_round_id: card.player_round_id,
                member_id: own.member_id,
                hole_number: hole.hole_number,
                strokes: hole.par,
                client_key: crypto.randomUUID(),
                base_version: 0,
              },
            ],
      ),
    ]);
    const address = `/player_round_group_scores/${encodeURIComponent(round.title)}/${round.group_id}`;

    const page = await newPage(journey.browser, journey.server.url, phone);
    await page.goto(address);
    await page.getByRole('link', { name: 'Sign in' }).click(patiently);
    await page.getByLabel('Email').fill('member@demo.fairway.golf');
    await page.getByLabel('Password').fill(demoPassword);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByText('Fairway Demo Golf Club').click(patiently);
    await page.waitForURL(`**${address}`, patiently);
    await page.getByRole('heading', { name: /^Hole / }).waitFor(patiently);

    await page.getByRole('button', { name: 'Card' }).click();
    const mine = page.getByRole('listitem', { name: own.name });
    await mine.getByText('Not attested by the player yet').waitFor();
    await mine.getByRole('button', { name: 'Attest my card' }).click();
    await mine.getByText(/Attested by the player at/).waitFor(patiently);
    const after = await api<GroupCard>(`/api/scores/group_card/?group_id=${round.group_id}`);
    expect(
      after.players.find((player) => player.member_id === own.member_id)?.signature.player_attested_at,
    ).not.toBeNull();
    await saveScreenshot(page, 'scoring-phone-attested');
    await expectAccessible(page, 'scoring card attested');
    await page.context().close();
  });
});
