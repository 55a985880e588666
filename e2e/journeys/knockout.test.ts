import { describe, expect, it } from 'vitest';
import { expectAccessible, logIn, newPage, patiently, phone, saveScreenshot } from '../support/browser.js';
import { demoClubApiAs } from '../support/api.js';
import { journeyOnBuiltApp } from '../support/journey.js';

/**
 * A match-play knockout of 16: the organiser draws it on the tournament's page, two matches' results are entered
 * (one by the organiser on the tournament's page, the member's own by the member on their phone's live board), and
 * the board moves the winners on to the quarter-finals without a reload.
 */
const journey = journeyOnBuiltApp();

type Side = { member_id: number | null; name: string | null };
type Chart = { rounds: { matches: { match: number; sides: [Side, Side] }[] }[] };

/** A knockout of the demo club with 16 of its golfers entered, the demo member among them: its id and theirs. */
async function knockoutOfSixteen(): Promise<{ tournamentId: number; own: number }> {
  const admin = await demoClubApiAs(journey.server.url, 'admin@demo.fairway.golf');
  const tees = (await admin<{ results: { id: number; name: string }[] }>('GET', '/api/hole_categories/')).results;
  const white = tees.find((tee) => tee.name === 'White')!.id;
  const tournament = await admin<{ id: number }>('POST', '/api/tournaments/', {
    name: 'Summer Knockout',
    start_date: '2027-05-01',
    end_date: '2027-08-31',
    format: 'knockout',
    men_hole_category_id: white,
    women_hole_category_id: white,
  });
  const candidates = await admin<{ member_id: number; name: string; is_guest: boolean }[]>(
    'GET',
    `/api/members/get_tournament_members/?tournament_id=${tournament.id}`,
  );
  const own = candidates.find((candidate) => candidate.name === 'Morgan Member')!.member_id;
  const others = candidates
    .filter((candidate) => !candidate.is_guest && candidate.member_id !== own)
    .map((candidate) => candidate.member_id);
  await admin('POST', '/api/tournament_members/bulk_enter/', {
    tournament_id: tournament.id,
    member_ids: [own, ...others.slice(0, 15)],
  });
  await admin('PATCH', `/api/tournaments/${tournament.id}/`, { leaderboard_visibility: 'members' });
  await admin('POST', `/api/tournaments/${tournament.id}/change_status/`, { status: 'open' });
  return { tournamentId: tournament.id, own };
}

describe('a match-play knockout', () => {
  it('the organiser draws a knockout of 16, two matches are entered, and the bracket moves on the board', async () => {
    const { tournamentId, own } = await knockoutOfSixteen();
    const organiser = await newPage(journey.browser, journey.server.url, { width: 1280, height: 800 });
    await logIn(organiser, 'admin@demo.fairway.golf');
    await organiser.waitForURL('**/dashboard');
    await organiser.goto(`/tournament/${tournamentId}`);
    await organiser.getByRole('tab', { name: 'Knockout' }).click();
    await organiser.getByText('4 rounds, played by').waitFor(patiently);
    await organiser.getByRole('button', { name: 'Draw', exact: true }).click();
    const chart = organiser.getByRole('region', { name: 'Draw chart' });
    await chart.waitFor(patiently);
    expect(await chart.getByRole('heading').allInnerTexts()).toEqual([
      'Round 1',
      'Quarter-finals',
      'Semi-finals',
      'Final',
    ]);
    await expectAccessible(organiser, 'knockout tab');
    await saveScreenshot(organiser, 'knockout-tab-desktop');

    const admin = await demoClubApiAs(journey.server.url, 'admin@demo.fairway.golf');
    await admin('POST', `/api/tournaments/${tournamentId}/change_status/`, { status: 'in_progress' });
    const drawn = await admin<Chart>('GET', `/api/tournaments/${tournamentId}/knockout/`);
    const ownMatch = drawn.rounds[0]!.matches.find((line) => line.sides.some((side) => side.member_id === own))!;
    const other = drawn.rounds[0]!.matches.find((line) => line !== ownMatch)!;

    // The member follows the board on a phone: their own match offers its result, no other does.
    const watcher = await newPage(journey.browser, journey.server.url, phone);
    await logIn(watcher, 'member@demo.fairway.golf');
    await watcher.waitForURL('**/select-golf-course');
    await watcher
      .getByRole('button', { name: /Fairway Demo Golf Club/ })
      .first()
      .click();
    await watcher.waitForURL('**/dashboard');
    await watcher.goto(`/leader-board-detail?tournament=${tournamentId}`);
    const board = watcher.getByRole('region', { name: 'Draw chart' });
    await board.waitFor(patiently);
    const otherNext = board.getByRole('listitem', { name: `Round 2, match ${Math.ceil(other.match / 2)}` });
    expect(await otherNext.innerText()).toMatch(/To be decided/);
    const ownLine = board.getByRole('listitem', { name: `Round 1, match ${ownMatch.match}` });
    await ownLine.getByRole('button', { name: 'Enter result' }).waitFor(patiently);
    expect(await board.getByRole('button', { name: 'Enter result' }).count()).toBe(1);

    // The organiser enters another match in the browser: its second player wins 4&3.
    await chart
      .getByRole('listitem', { name: `Round 1, match ${other.match}` })
      .getByRole('button', { name: 'Enter result' })
      .click();
    const dialog = organiser.getByRole('dialog', { name: `Result of round 1, match ${other.match}` });
    await dialog.getByRole('combobox', { name: 'Winner' }).click();
    await organiser.getByRole('option', { name: other.sides[1]!.name! }).click();
    await dialog.getByRole('spinbutton', { name: 'Holes up' }).fill('4');
    await dialog.getByRole('spinbutton', { name: 'Holes to play' }).fill('3');
    await dialog.getByRole('button', { name: 'Save result' }).click();
    await chart
      .getByRole('listitem', { name: `Round 1, match ${other.match}` })
      .getByText('Won 4&3')
      .waitFor(patiently);

    // The member enters their own match on the phone: its first player wins at the 19th.
    await ownLine.getByRole('button', { name: 'Enter result' }).click();
    const ownDialog = watcher.getByRole('dialog', { name: `Result of round 1, match ${ownMatch.match}` });
    await ownDialog.getByRole('combobox', { name: 'Winner' }).click();
    await watcher.getByRole('option', { name: ownMatch.sides[0]!.name! }).click();
    await ownDialog.getByRole('combobox', { name: 'Decided by' }).click();
    await watcher.getByRole('option', { name: 'Won on extra holes' }).click();
    await ownDialog.getByRole('spinbutton', { name: 'Extra holes played' }).fill('1');
    await ownDialog.getByRole('button', { name: 'Save result' }).click();

    // The board moves both winners on without a reload.
    const ownNext = board.getByRole('listitem', { name: `Round 2, match ${Math.ceil(ownMatch.match / 2)}` });
    await expect.poll(() => otherNext.innerText(), patiently).toContain(other.sides[1]!.name!);
    await expect.poll(() => ownNext.innerText(), patiently).toContain(ownMatch.sides[0]!.name!);
    await expect.poll(() => ownLine.innerText(), patiently).toContain('Won 1 UP (19 holes)');
    expect(await board.getByRole('button', { name: 'Enter result' }).count()).toBe(0);
    await expectAccessible(watcher, 'knockout board (phone)');
    await saveScreenshot(watcher, 'knockout-board-phone');
    await watcher.context().close();
    await organiser.context().close();
  });
});
