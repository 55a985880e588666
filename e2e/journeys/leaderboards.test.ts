import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible, logIn, newPage, phone, saveScreenshot } from '../support/browser.js';
import { demoClubApiAs } from '../support/api.js';
import { journeyOnBuiltApp } from '../support/journey.js';

/**
 * The leader boards on the demo's November medal, in play: a member's boards, a score saved through the API showing
 * on another browser's hole-by-hole board without a reload, and the club-house TV turning its pages.
 */
const journey = journeyOnBuiltApp();

type Board = { tournament_id: number; tournament_name: string; rows: { name: string }[] };
type ActiveRound = { groups: { group_id: number; thru: number }[] };
type GroupCard = {
  player_round_id: number;
  holes: { hole_number: number; par: number }[];
  players: { member_id: number; name: string; scores: ({ strokes: number | null } | null)[] }[];
};

/** The member signs in and, a member of two clubs, chooses the demo club. */
async function memberPage(viewport = { width: 1280, height: 800 }, theme: 'light' | 'dark' = 'light'): Promise<Page> {
  const page = await newPage(journey.browser, journey.server.url, viewport);
  await page.addInitScript((mode) => localStorage.setItem('app_theme', mode), theme);
  await logIn(page, 'member@demo.fairway.golf');
  await page.waitForURL('**/select-golf-course');
  await page
    .getByRole('button', { name: /Fairway Demo Golf Club/ })
    .first()
    .click();
  await page.waitForURL('**/dashboard');
  return page;
}

const pageWiderThanWindow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

describe('the leader boards', () => {
  it('a member sees the boards in play on a phone, and the dashboard leads to the live board', async () => {
    const page = await memberPage(phone, 'dark');
    await expect.poll(() => page.getByRole('link', { name: /Live board/ }).isVisible()).toBe(true);
    await page.goto('/leaderboard');
    const board = page.getByRole('table', { name: 'Monthly Medal: November' });
    await expect.poll(() => board.isVisible()).toBe(true);
    await expect.poll(() => page.getByText('Live', { exact: true }).isVisible()).toBe(true);
    expect(await pageWiderThanWindow(page)).toBe(0);
    await expectAccessible(page, 'leaderboard (phone, dark)');
    await saveScreenshot(page, 'leaderboard-phone-dark');

    await page.getByRole('link', { name: 'Hole by hole' }).first().click();
    await page.waitForURL(/\/leader-board-detail\?tournament=\d+$/);
    await expect.poll(() => page.getByRole('region', { name: 'Hole by hole' }).isVisible()).toBe(true);
    expect(await pageWiderThanWindow(page)).toBe(0);
    await expectAccessible(page, 'leader board detail (phone, dark)');
    await saveScreenshot(page, 'leader-board-detail-phone-dark');
    await page.context().close();
  });

  it("a score saved through the API shows on another browser's board without a reload", async () => {
    const member = await demoClubApiAs(journey.server.url, 'member@demo.fairway.golf');
    const [medal] = await member<Board[]>('GET', '/api/tournaments/detailed_leaderboard_for_all/');
    expect(medal?.tournament_name).toBe('Monthly Medal: November');

    const page = await memberPage();
    await page.goto(`/leader-board-detail?tournament=${medal!.tournament_id}`);
    await expect.poll(() => page.getByText('Live', { exact: true }).isVisible()).toBe(true);
    await expectAccessible(page, 'leader board detail (desktop, light)');
    await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));

    // The next hole of a player in a group still playing, scored a birdie by the round's organiser.
    const admin = await demoClubApiAs(journey.server.url, 'admin@demo.fairway.golf');
    const [round] = await admin<ActiveRound[]>('GET', '/api/player_rounds/active_rounds/');
    const group = round!.groups.find((candidate) => candidate.thru > 0 && candidate.thru < 17)!;
    const card = await admin<GroupCard>('GET', `/api/scores/group_card/?group_id=${group.group_id}`);
    const player = card.players[0]!;
    const holeIndex = player.scores.findIndex((score) => score === null || score.strokes === null);
    const hole = card.holes[holeIndex]!;
    const saved = await admin<{ results: { outcome: string }[] }>('POST', '/api/scores/save_score/', {
      player_round_id: card.player_round_id,
      member_id: player.member_id,
      hole_number: hole.hole_number,
      strokes: hole.par - 1,
      client_key: randomUUID(),
      base_version: 0,
    });
    expect(saved.results[0]!.outcome).toBe('saved');

    const row = page.getByRole('row', { name: new RegExp(player.name) });
    await expect
      .poll(() => row.getByText(`Hole ${hole.hole_number}: ${hole.par - 1}, Birdie`).count(), { timeout: 15_000 })
      .toBe(1);
    expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
    await saveScreenshot(page, 'leader-board-detail-desktop-light');
    await page.context().close();
  });

  it('the club-house TV shows the public board without signing in and turns its pages by itself', async () => {
    const member = await demoClubApiAs(journey.server.url, 'member@demo.fairway.golf');
    const [medal] = await member<Board[]>('GET', '/api/tournaments/detailed_leaderboard_for_all/');
    const page = await newPage(journey.browser, journey.server.url, { width: 1280, height: 720 });
    await page.goto(`/leaderboard/tv/${medal!.tournament_id}?seconds=3`);
    await expect
      .poll(() => page.getByRole('heading', { level: 1, name: 'Monthly Medal: November' }).isVisible())
      .toBe(true);
    const pageLine = page.getByText(/^Page \d+ of \d+$/);
    await expect.poll(() => pageLine.textContent()).toMatch(/^Page 1 of \d+$/);
    const firstOnPage = () => page.getByRole('rowheader').first().textContent();
    const leader = await firstOnPage();
    await expectAccessible(page, 'leader board TV');
    await saveScreenshot(page, 'leader-board-tv');
    await expect.poll(() => pageLine.textContent(), { timeout: 10_000 }).toMatch(/^Page 2 of \d+$/);
    expect(await firstOnPage()).not.toBe(leader);
    await page.context().close();
  });
});
