import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PDFParse } from 'pdf-parse';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  demoPassword,
  expectAccessible,
  keyboardDragListening,
  logIn,
  newPage,
  patiently,
  saveScreenshot,
} from '../support/browser.js';
import { journeyOnBuiltApp } from '../support/journey.js';

const journey = journeyOnBuiltApp();

type Group = { id: number; number: number; start: string; players: { member_id: number; name: string }[] };

/** The demo club's API as its admin, for what the journey needs before the browser opens: a tournament and a round. */
async function adminApi() {
  const ask = async <T>(method: string, url: string, token?: string, body?: unknown): Promise<T> => {
    const response = await fetch(`${journey.server.url}${url}`, {
      method,
      headers: {
        'Content-Type': 'application/json',
        ...(token ? { Authorization: `Token ${token}`, 'X-Golf-Course': '1' } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${url} answered ${response.status}: ${text}`);
    return JSON.parse(text) as T;
  };
  const { auth_token: token } = await ask<{ auth_token: string }>('POST', '/auth/token/login', undefined, {
    email: 'admin@demo.fairway.golf',
    password: demoPassword,
  });
  return <T>(method: string, url: string, body?: unknown) => ask<T>(method, url, token, body);
}

/** A Stableford of the demo club, open, with 40 of its golfers entered and one round, not drawn yet. */
async function tournamentWithRound() {
  const api = await adminApi();
  const tees = (await api<{ results: { id: number; name: string }[] }>('GET', '/api/hole_categories/?page_size=100'))
    .results;
  const tee = (name: string) => tees.find((row) => row.name === name)!.id;
  const tournament = await api<{ id: number }>('POST', '/api/tournaments/', {
    name: 'Journey Stableford',
    start_date: '2027-04-10',
    end_date: '2027-04-10',
    format: 'stableford',
    men_hole_category_id: tee('White'),
    women_hole_category_id: tee('Red'),
  });
  const candidates = await api<{ member_id: number; is_guest: boolean }[]>(
    'GET',
    `/api/members/get_tournament_members/?tournament_id=${tournament.id}`,
  );
  await api('POST', '/api/tournament_members/bulk_enter/', {
    tournament_id: tournament.id,
    member_ids: candidates
      .filter((candidate) => !candidate.is_guest)
      .slice(0, 40)
      .map((candidate) => candidate.member_id),
  });
  await api('POST', `/api/tournaments/${tournament.id}/change_status/`, { status: 'open' });
  // Its one round, made with it on its day.
  const round = (await api<{ results: { id: number }[] }>('GET', `/api/player_rounds/?tournament_id=${tournament.id}`))
    .results[0]!;
  const groupsOf = () => api<Group[]>('GET', `/api/player_round_groups/of_round/?player_round_id=${round.id}`);
  return { roundId: round.id, groupsOf };
}

const groupCards = (page: Page) => page.locator('[role="group"][aria-labelledby^="tee-sheet-group-"]');
const playerCard = (group: Locator, name: string) => group.locator(`[data-player="${name}"]`);

/** A drag with the mouse, in small steps as a hand makes it: from the player's card to the middle of a group. */
async function dragWithMouse(page: Page, from: Locator, to: Locator) {
  await from.scrollIntoViewIfNeeded();
  const start = (await from.boundingBox())!;
  const end = (await to.boundingBox())!;
  await page.mouse.move(start.x + start.width / 2, start.y + start.height / 2);
  await page.mouse.down();
  await page.mouse.move(start.x + start.width / 2 + 10, start.y + start.height / 2, { steps: 3 });
  await page.mouse.move(end.x + end.width / 2, end.y + end.height - 20, { steps: 15 });
  await page.mouse.up();
}

describe("a round's tee sheet", () => {
  it('an admin draws a round on tee times, moves players by mouse and keyboard, prints the draw sheet and starts the round', async () => {
    const { roundId, groupsOf } = await tournamentWithRound();
    // Tall enough for the first two rows of groups, where the drags go, to show without scrolling.
    const page = await newPage(journey.browser, journey.server.url, { width: 1440, height: 1400 });
    await logIn(page, 'admin@demo.fairway.golf');
    await page.waitForURL('**/dashboard');
    await page.goto('/active_round');
    await page.getByRole('cell', { name: 'Journey Stableford' }).click();
    await page.waitForURL(`**/active_round/${roundId}`);

    await page.getByRole('button', { name: 'Draw the round' }).click();
    const dialog = page.getByRole('dialog', { name: 'Draw round 1' });
    await dialog.getByLabel('Players a group').fill('3');
    await dialog.getByLabel('First tee time').fill('09:00');
    await dialog.getByLabel('Minutes between groups').fill('8');
    await dialog.getByRole('button', { name: 'Draw' }).click();
    await dialog.waitFor({ state: 'detached', ...patiently });
    const drawn = await groupsOf();
    expect(drawn.map((group) => group.start).slice(0, 3)).toEqual(['09:00', '09:08', '09:16']);
    await expect.poll(() => groupCards(page).count()).toBe(drawn.length);
    await expectAccessible(page, "a drawn round's tee sheet");

    // Two players dragged with the mouse: from the first group to the fifth, then from the second to the first.
    const first = drawn[0]!.players[0]!;
    await dragWithMouse(page, playerCard(groupCards(page).nth(0), first.name), groupCards(page).nth(4));
    await page.getByText(`${first.name} moved to group 5.`).waitFor(patiently);
    const second = drawn[1]!.players[0]!;
    await dragWithMouse(page, playerCard(groupCards(page).nth(1), second.name), groupCards(page).nth(0));
    await page.getByText(`${second.name} moved to group 1.`).waitFor(patiently);

    // One by keyboard: Space picks the player up, the arrow moves them to the next group across, Space drops; each
    // step is announced for screen readers.
    const third = drawn[2]!.players[0]!;
    await playerCard(groupCards(page).nth(2), third.name).focus();
    await page.keyboard.press('Space');
    const announced = page.locator('[aria-live="assertive"]');
    await expect.poll(() => announced.textContent()).toBe(`${third.name} is over group 3.`);
    await keyboardDragListening(page);
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => announced.textContent()).toBe(`${third.name} is over group 4.`);
    await page.keyboard.press('Space');
    await page.getByText(new RegExp(`^${third.name} moved to group 4\\.$`)).waitFor(patiently);

    const groupOf = (groups: Group[], memberId: number) =>
      groups.find((group) => group.players.some((player) => player.member_id === memberId))!.number;
    const stored = await groupsOf();
    expect(groupOf(stored, first.member_id)).toBe(5);
    expect(groupOf(stored, second.member_id)).toBe(1);
    expect(groupOf(stored, third.member_id)).toBe(4);
    expect(await playerCard(groupCards(page).nth(3), third.name).count()).toBe(1);

    // Group 5 is now full: the player dropped on one of its players swaps places with them.
    expect(stored.find((group) => group.number === 5)!.players).toHaveLength(4);
    await dragWithMouse(
      page,
      playerCard(groupCards(page).nth(0), second.name),
      playerCard(groupCards(page).nth(4), first.name),
    );
    await page.getByText(`${second.name} and ${first.name} swapped places.`).waitFor(patiently);
    const swapped = await groupsOf();
    expect(groupOf(swapped, second.member_id)).toBe(5);
    expect(groupOf(swapped, first.member_id)).toBe(1);
    expect(swapped.find((group) => group.number === 5)!.players).toHaveLength(4);
    await saveScreenshot(page, 'rounds-tee-sheet');

    // The draw sheet: a PDF holding every player's name where the draw now has them.
    const waiting = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Draw sheet (PDF)' }).click();
    const download = await waiting;
    expect(download.suggestedFilename()).toBe('journey-stableford-round-1-draw-sheet.pdf');
    const saved = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'fairway-draw-sheet-')), 'sheet.pdf');
    await download.saveAs(saved);
    const parser = new PDFParse({ data: new Uint8Array(fs.readFileSync(saved)) });
    const { text } = await parser.getText();
    await parser.destroy();
    fs.rmSync(path.dirname(saved), { recursive: true, force: true });
    for (const player of stored.flatMap((group) => group.players)) expect(text).toContain(player.name);
    expect(text).toContain('Journey Stableford');

    await page.getByRole('button', { name: 'Start the round' }).click();
    await page.getByRole('dialog', { name: 'Start round 1?' }).getByRole('button', { name: 'Start the round' }).click();
    await page.getByText('The round is Active.').waitFor(patiently);
    await expect.poll(() => page.getByRole('button', { name: 'Complete the round' }).isVisible()).toBe(true);
    await page.context().close();
  }, 150_000);
});
