import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PDFParse } from 'pdf-parse';
import { describe, expect, it } from 'vitest';
import { expectAccessible, logIn, newPage, patiently, phone, saveScreenshot } from '../support/browser.js';
import { demoClubApiAs } from '../support/api.js';
import { journeyOnBuiltApp } from '../support/journey.js';

const journey = journeyOnBuiltApp();

/**
 * A Stableford of three men of the demo club, in a series of its own, played on gross points so that each hole's
 * points are certain: the first has par everywhere (36); the second and third 34 each, the second dropping his two
 * points on the card's first holes and the third on its last two, so that countback on the last 9 puts the second
 * ahead (18 v 16).
 */
async function playedStableford() {
  const admin = await demoClubApiAs(journey.server.url, 'admin@demo.fairway.golf');
  const categories = await admin<{ results: { id: number; name: string }[] }>('GET', '/api/hole_categories/');
  const white = categories.results.find((category) => category.name === 'White');
  const series = await admin<{ id: number }>('POST', '/api/tournament_masters/', { name: 'Journey Stableford' });
  const tournament = await admin<{ id: number }>('POST', '/api/tournaments/', {
    name: 'Journey Stableford 2027',
    tournament_master_id: series.id,
    start_date: '2027-06-05',
    end_date: '2027-06-05',
    format: 'stableford',
    scoring_basis: 'gross',
    leaderboard_visibility: 'members',
    men_hole_category_id: white!.id,
    women_hole_category_id: white!.id,
  });
  const candidates = await admin<{ member_id: number; name: string; is_guest: boolean; on_roster: boolean }[]>(
    'GET',
    `/api/members/get_tournament_members/?tournament_id=${tournament.id}&gender=M`,
  );
  const players = candidates.filter((candidate) => !candidate.is_guest && !candidate.on_roster).slice(0, 3);
  await admin('POST', '/api/tournament_members/bulk_enter/', {
    tournament_id: tournament.id,
    member_ids: players.map((player) => player.member_id),
  });
  await admin('POST', `/api/tournaments/${tournament.id}/change_status/`, { status: 'open' });
  // Its one round, made with it on its day.
  const round = (
    await admin<{ results: { id: number }[] }>('GET', `/api/player_rounds/?tournament_id=${tournament.id}`)
  ).results[0]!;
  await admin('POST', '/api/player_round_groups/draw/', {
    player_round_id: round.id,
    method: 'random',
    group_size: 4,
    start_type: 'tee_times',
    first_tee_time: '08:00',
    interval_minutes: 10,
    seed: 3,
  });
  await admin('POST', '/api/player_rounds/change_player_round_status/', {
    player_round_id: round.id,
    status: 'active',
  });
  const { holes } = await admin<{ holes: { hole_number: number; par: number }[] }>(
    'GET',
    `/api/tournaments/${tournament.id}/detailed_leaderboard/`,
  );
  const dropped = [new Set<number>(), new Set([0, 1]), new Set([holes.length - 2, holes.length - 1])];
  await admin(
    'POST',
    '/api/scores/save_score/',
    players.flatMap((player, index) =>
      holes.map((hole, holeIndex) => ({
        client_key: randomUUID(),
        base_version: 0,
        player_round_id: round.id,
        member_id: player.member_id,
        hole_number: hole.hole_number,
        strokes: hole.par + (dropped[index]!.has(holeIndex) ? 1 : 0),
      })),
    ),
  );
  return { tournamentId: tournament.id, players };
}

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

  it('an organiser calculates a Stableford, sees the tie for 2nd split by countback, publishes and prints it; a member reads the results and the winners', async () => {
    const { tournamentId, players } = await playedStableford();
    const [winner, second, third] = players;
    const admin = await newPage(journey.browser, journey.server.url);
    await logIn(admin, 'admin@demo.fairway.golf');
    await admin.waitForURL('**/dashboard');
    await admin.goto(`/tournament-results?tournament=${tournamentId}`);
    await admin.getByRole('button', { name: 'Calculate', exact: true }).click();
    const table = admin.getByRole('table').first();
    await table.getByText('better last 9: 18 v 16').waitFor(patiently);
    const lineOf = (name: string) => table.getByRole('row').filter({ hasText: name });
    expect(await lineOf(winner!.name).innerText()).toMatch(/^1\s/);
    expect(await lineOf(second!.name).innerText()).toMatch(/^2\s[\s\S]*better last 9: 18 v 16[\s\S]*\s34\s/);
    expect(await lineOf(third!.name).innerText()).toMatch(/^3\s[\s\S]*\s34\s/);

    await admin.getByRole('button', { name: 'Publish' }).click();
    await admin.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await admin.getByText('Published', { exact: true }).waitFor(patiently);
    const waiting = admin.waitForEvent('download');
    await admin.getByRole('button', { name: 'PDF' }).click();
    const download = await waiting;
    expect(download.suggestedFilename()).toBe('journey-stableford-2027-results.pdf');
    const saved = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'fairway-results-sheet-')), 'sheet.pdf');
    await download.saveAs(saved);
    expect(fs.readFileSync(saved).subarray(0, 5).toString()).toBe('%PDF-');
    const parser = new PDFParse({ data: new Uint8Array(fs.readFileSync(saved)) });
    const { text } = await parser.getText();
    await parser.destroy();
    fs.rmSync(path.dirname(saved), { recursive: true, force: true });
    expect(text).toContain(winner!.name);
    expect(text).toContain('better last 9: 18 v 16');
    await admin.context().close();

    // Signed out, at the public link beside the TV's board: nothing while the board is the members' own; once the
    // tournament is public, its published results and the winner (decision 0084).
    const visitor = await newPage(journey.browser, journey.server.url, phone);
    await visitor.goto(`/leaderboard/tv/${tournamentId}/results`);
    await visitor.getByText('The results of this tournament are not published.').waitFor(patiently);
    expect(await visitor.getByRole('table').count()).toBe(0);
    const organiser = await demoClubApiAs(journey.server.url, 'admin@demo.fairway.golf');
    await organiser('PATCH', `/api/tournaments/${tournamentId}/`, { leaderboard_visibility: 'public' });
    await visitor.goto(`/leaderboard/tv/${tournamentId}`);
    await visitor.getByRole('link', { name: 'Results' }).click();
    const publicTable = visitor.getByRole('table').first();
    await publicTable.getByText('better last 9: 18 v 16').waitFor(patiently);
    expect(await publicTable.getByRole('row').filter({ hasText: winner!.name }).innerText()).toMatch(/^1\s/);
    await expectAccessible(visitor, 'public tournament results (phone)');
    await visitor.context().close();

    // A member, on a phone: the published results from the menu, no organiser's control, and the series' winner.
    const member = await newPage(journey.browser, journey.server.url, phone);
    await logIn(member, 'member@demo.fairway.golf');
    await member.waitForURL('**/select-golf-course');
    await member.getByText('Fairway Demo Golf Club').click();
    await member.waitForURL('**/dashboard');
    await member.goto(`/tournament-results?tournament=${tournamentId}`);
    await member.getByRole('table').first().getByText('better last 9: 18 v 16').waitFor(patiently);
    for (const control of ['Calculate again', 'Publish', 'Recalculate after a correction']) {
      expect(await member.getByRole('button', { name: control, exact: true }).count(), control).toBe(0);
    }
    await expectAccessible(member, "a member's tournament results (phone)");
    await saveScreenshot(member, 'tournament-results-member-phone');
    await member.goto('/tournament-winner-history');
    await member.getByRole('combobox', { name: 'Series' }).click();
    await member.getByRole('option', { name: 'Journey Stableford' }).click();
    const history = member.getByRole('table', { name: 'Tournament Result history' });
    await history.getByRole('row').filter({ hasText: winner!.name }).filter({ hasText: '2027' }).waitFor(patiently);
    await member.context().close();
  }, 180_000);
});
