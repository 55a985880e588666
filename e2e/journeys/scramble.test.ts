import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible, logIn, newPage, patiently, phone, saveScreenshot } from '../support/browser.js';
import { demoClubApiAs } from '../support/api.js';
import { journeyOnBuiltApp } from '../support/journey.js';

/**
 * A Texas scramble of two teams of two, at least two drives each: the demo member, their team's scorer, scores its one
 * card on a phone with the drive used on each hole, and once every card is in, the published results show the team
 * with its drives in words.
 */
const journey = journeyOnBuiltApp();

const tournamentName = 'Winter Scramble';
type CardHole = { hole_number: number; par: number };
type GroupCard = {
  holes: CardHole[];
  players: {
    member_id: number;
    name: string;
    scores: ({ hole_number: number; strokes: number | null; drive_member_id: number | null; version: number } | null)[];
    drives: { players: { member_id: number; name: string; drives: number }[] } | null;
  }[];
};

/** The scramble in play, its teams a group each: its id, round, the member's group and the other team's card holder. */
async function scrambleInPlay() {
  const admin = await demoClubApiAs(journey.server.url, 'admin@demo.fairway.golf');
  const tees = (await admin<{ results: { id: number; name: string }[] }>('GET', '/api/hole_categories/')).results;
  const white = tees.find((tee) => tee.name === 'White')!.id;
  const tournament = await admin<{ id: number }>('POST', '/api/tournaments/', {
    name: tournamentName,
    format: 'scramble',
    team_size: 2,
    minimum_drives: 2,
    start_date: '2027-01-09',
    end_date: '2027-01-09',
    men_hole_category_id: white,
    women_hole_category_id: white,
    leaderboard_visibility: 'members',
  });
  const candidates = await admin<{ member_id: number; name: string; is_guest: boolean }[]>(
    'GET',
    `/api/members/get_tournament_members/?tournament_id=${tournament.id}`,
  );
  const own = candidates.find((candidate) => candidate.name === 'Morgan Member')!;
  const others = candidates.filter((candidate) => !candidate.is_guest && candidate.member_id !== own.member_id);
  const teams = [
    { name: 'Eagles', members: [own, others[0]!] },
    { name: 'Albatrosses', members: [others[1]!, others[2]!] },
  ];
  for (const team of teams) {
    const made = await admin<{ id: number }>('POST', '/api/tournament_teams/', {
      tournament_id: tournament.id,
      name: team.name,
    });
    for (const member of team.members) {
      await admin('POST', '/api/tournament_members/', {
        tournament_id: tournament.id,
        member_id: member.member_id,
        team_id: made.id,
      });
    }
  }
  await admin('POST', `/api/tournaments/${tournament.id}/change_status/`, { status: 'open' });
  const rounds = await admin<{ results: { id: number }[] }>(
    'GET',
    `/api/player_rounds/?tournament_id=${tournament.id}`,
  );
  const roundId = rounds.results[0]!.id;
  await admin('POST', '/api/player_round_groups/draw/', {
    player_round_id: roundId,
    method: 'random',
    group_size: 2,
    start_type: 'tee_times',
    first_tee_time: '09:00',
    interval_minutes: 10,
    seed: 3,
  });
  await admin('POST', '/api/player_rounds/change_player_round_status/', { player_round_id: roundId, status: 'active' });
  const groups = await admin<{ id: number; players: { member_id: number }[] }[]>(
    'GET',
    `/api/player_round_groups/of_round/?player_round_id=${roundId}`,
  );
  const groupOf = (memberId: number) =>
    groups.find((group) => group.players.some((player) => player.member_id === memberId))!.id;
  return {
    admin,
    tournamentId: tournament.id,
    roundId,
    teams,
    groupId: groupOf(own.member_id),
    otherGroupId: groupOf(others[1]!.member_id),
  };
}

const unsent = (page: Page) => page.getByTestId('unsent-count').textContent();

describe('a scramble on the phone', () => {
  it("a scramble team's scorer scores holes with the drive used on a phone, and the results show the team with its drives", async () => {
    const scramble = await scrambleInPlay();
    const [own, partner] = scramble.teams[0]!.members;
    const page = await newPage(journey.browser, journey.server.url, phone);
    await logIn(page, 'member@demo.fairway.golf');
    await page.waitForURL('**/select-golf-course');
    await page
      .getByRole('button', { name: /Fairway Demo Golf Club/ })
      .first()
      .click();
    await page.waitForURL('**/dashboard');
    await page.goto(`/player_round_group_scores/${encodeURIComponent(tournamentName)}/${scramble.groupId}`);
    await page.getByRole('heading', { name: 'Hole 1' }).waitFor(patiently);
    const teamButton = (label: string) => page.getByRole('button', { name: new RegExp(`^Eagles \\(.+\\): ${label}`) });

    // Hole 1: the partner's drive chosen, then the team's par; hole 2: a birdie off the member's drive.
    await page.getByRole('button', { name: `Drive of ${partner!.name}: 0 used of 2` }).click();
    await teamButton('enter par').click();
    await expect.poll(() => unsent(page), patiently).toBe('0');
    await page.getByRole('button', { name: 'Next hole' }).click();
    await page.getByRole('heading', { name: 'Hole 2' }).waitFor();
    await page.getByRole('button', { name: `Drive of ${own!.name}: 0 used of 2` }).click();
    await teamButton('one stroke fewer').click();
    await expect.poll(() => unsent(page), patiently).toBe('0');
    await page.getByRole('button', { name: `Drive of ${own!.name}: 1 used of 2` }).waitFor();
    expect(await page.getByTestId('team-drives').textContent()).toBe(
      `At least 2 each: ${own!.name} 1 short and ${partner!.name} 1 short, 16 holes left.`,
    );
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.width);
    await saveScreenshot(page, 'scramble-phone-hole');
    await expectAccessible(page, 'scramble hole');

    const member = await demoClubApiAs(journey.server.url, 'member@demo.fairway.golf');
    const card = await member<GroupCard>('GET', `/api/scores/group_card/?group_id=${scramble.groupId}`);
    const teamCard = card.players[0]!;
    expect(card.players).toHaveLength(1);
    expect(teamCard.scores.slice(0, 2).map((score) => [score?.strokes, score?.drive_member_id])).toEqual([
      [card.holes[0]!.par, partner!.member_id],
      [card.holes[1]!.par - 1, own!.member_id],
    ]);

    // The rest of the round: the member's phone's queue of holes 3-18, the other team's card by the organiser.
    const rest = (memberId: number, drivers: number[], from: number) =>
      card.holes.slice(from).map((hole, index) => ({
        player_round_id: scramble.roundId,
        member_id: memberId,
        hole_number: hole.hole_number,
        strokes: hole.par,
        drive_member_id: drivers[index % drivers.length],
        client_key: randomUUID(),
        base_version: 0,
      }));
    await member('POST', '/api/scores/save_score/', rest(teamCard.member_id, [own!.member_id, partner!.member_id], 2));
    const other = await scramble.admin<GroupCard>('GET', `/api/scores/group_card/?group_id=${scramble.otherGroupId}`);
    const otherTeam = scramble.teams[1]!.members.map((entry) => entry.member_id);
    await scramble.admin('POST', '/api/scores/save_score/', rest(other.players[0]!.member_id, [otherTeam[0]!], 0));

    // The card tab says each team's drives in words before it is signed.
    await page.reload();
    await page.getByRole('button', { name: 'Card' }).click(patiently);
    await page.getByText(/Drives used: .+; at least 2 each: met\./).waitFor(patiently);
    await saveScreenshot(page, 'scramble-phone-card');

    await scramble.admin('POST', `/api/tournaments/${scramble.tournamentId}/calculate_result_for_tournament/`, {});
    await scramble.admin('POST', `/api/tournaments/${scramble.tournamentId}/results/publish/`, {});
    await page.goto(`/tournament-results?tournament=${scramble.tournamentId}`);
    const table = page.getByRole('table', { name: 'Whole field' });
    await table.waitFor(patiently);
    const eagles = table.getByRole('row').filter({ hasText: 'Eagles (' });
    await eagles.getByText(`at least 2 each: met.`).waitFor();
    const albatrosses = table.getByRole('row').filter({ hasText: 'Albatrosses (' });
    await albatrosses
      .getByText(`at least 2 each: ${scramble.teams[1]!.members[1]!.name} 2 short, the minimum not met.`)
      .waitFor();
    await saveScreenshot(page, 'scramble-results-phone');
    await expectAccessible(page, 'scramble results');
  });
});
