import { randomUUID } from 'node:crypto';
import { scrambleDrives } from '@fairway/golf';
import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  members,
  playerRoundGroupMembers,
  playerRounds,
  playerScores,
  tournaments,
  users,
} from '../src/db/schema/index.js';
import { whiteTeesAndMen } from './demo-field.js';
import { callsAs, demoClubId, secondClubId, useTestApp, type Who } from './test-app.js';
import { tournamentRound } from './tournament-round.js';

const t = useTestApp({ logLevel: 'error' });
const call = callsAs(t);

type CardHole = { hole_number: number; par: number };
type Drives = {
  minimum: number;
  players: { member_id: number; name: string; drives: number; short: number }[];
  holes_left: number;
  met: boolean;
  still_possible: boolean;
  explanation: string;
};
type CardPlayer = { member_id: number; name: string; scores: ({ drive_member_id: number | null } | null)[] };
type Card = { holes: CardHole[]; players: (CardPlayer & { drives: Drives | null })[] };

const save = (body: unknown, who: Who, golfCourseId: number = demoClubId) =>
  call('POST', '/api/scores/save_score/', who, body, golfCourseId);
const hole = (fields: Record<string, unknown>) => ({ client_key: randomUUID(), base_version: 0, ...fields });

/** The demo member's own member id and user id: they play in the first team. */
async function demoMember() {
  const [own] = await t.db
    .select({ memberId: members.id, userId: users.id })
    .from(members)
    .innerJoin(users, eq(users.id, members.user_id))
    .where(eq(users.email, 'member@demo.fairway.golf'));
  return own!;
}

/**
 * A Texas scramble of two teams of four off the white tees, at least three drives each: the first team the demo member
 * and three men, the second four other men; drawn a team a group, in play. The first team's group card as the member
 * reads it.
 */
async function scrambleInPlay() {
  const { white, men } = await whiteTeesAndMen(t.db);
  const own = await demoMember();
  const others = men.map((man) => man.id).filter((id) => id !== own.memberId);
  const made = await call('POST', '/api/tournaments/', 'admin', {
    name: 'Texas Scramble',
    format: 'scramble',
    team_size: 4,
    minimum_drives: 3,
    start_date: '2027-04-03',
    end_date: '2027-04-03',
    men_hole_category_id: white,
    women_hole_category_id: white,
  });
  expect(made.statusCode, made.body).toBe(201);
  const tournamentId = made.json().id as number;
  const teams = [[own.memberId, ...others.slice(0, 3)], others.slice(3, 7)];
  for (const [index, team] of teams.entries()) {
    const made = await call('POST', '/api/tournament_teams/', 'admin', {
      tournament_id: tournamentId,
      name: `Team ${index + 1}`,
    });
    for (const memberId of team) {
      const entered = await call('POST', '/api/tournament_members/', 'admin', {
        tournament_id: tournamentId,
        member_id: memberId,
        team_id: made.json().id,
      });
      expect(entered.statusCode, entered.body).toBe(201);
    }
  }
  await call('POST', `/api/tournaments/${tournamentId}/change_status/`, 'admin', { status: 'open' });
  const roundId = await tournamentRound(call, tournamentId, 1, '2027-04-03');
  const drawn = await call('POST', '/api/player_round_groups/draw/', 'admin', {
    player_round_id: roundId,
    method: 'random',
    group_size: 4,
    start_type: 'tee_times',
    first_tee_time: '08:00',
    interval_minutes: 10,
    seed: 7,
  });
  expect(drawn.statusCode, drawn.body).toBe(200);
  const active = await call('POST', '/api/player_rounds/change_player_round_status/', 'admin', {
    player_round_id: roundId,
    status: 'active',
  });
  expect(active.statusCode, active.body).toBe(200);
  const groupOf = async (memberId: number) => {
    const [line] = await t.db
      .select({ groupId: playerRoundGroupMembers.player_round_group_id })
      .from(playerRoundGroupMembers)
      .where(
        and(eq(playerRoundGroupMembers.player_round_id, roundId), eq(playerRoundGroupMembers.member_id, memberId)),
      );
    return line!.groupId;
  };
  const groupId = await groupOf(own.memberId);
  const read = async (who: Who = 'member', group = groupId) => {
    const answer = await call('GET', `/api/scores/group_card/?group_id=${group}`, who);
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json() as Card;
  };
  const card = await read();
  return { tournamentId, roundId, groupId, teams, own, card, read, otherGroupId: await groupOf(teams[1]![0]!) };
}

describe("a scramble team's drives", () => {
  it("records whose drive was used with each hole's score and counts them on the card against the minimum", async () => {
    const scramble = await scrambleInPlay();
    expect(scramble.card.players).toHaveLength(1);
    const teamCard = scramble.card.players[0]!;
    const team = scramble.teams[0]!;
    // Holes 1-15 share the first three players' drives in turn; the fourth player's drive is never used.
    const driveOf = (holeIndex: number) => team[holeIndex % 3]!;
    const played = scramble.card.holes.slice(0, 15);
    const saved = await save(
      played.map((cardHole, holeIndex) =>
        hole({
          player_round_id: scramble.roundId,
          member_id: teamCard.member_id,
          hole_number: cardHole.hole_number,
          strokes: cardHole.par - 1,
          drive_member_id: driveOf(holeIndex),
        }),
      ),
      'member',
    );
    expect(saved.statusCode, saved.body).toBe(200);
    const results = saved.json().results as { outcome: string; score: { drive_member_id: number } }[];
    expect(results.map((result) => [result.outcome, result.score.drive_member_id])).toEqual(
      played.map((_cardHole, holeIndex) => ['saved', driveOf(holeIndex)]),
    );

    const card = await scramble.read();
    const drives = card.players[0]!.drives!;
    const expected = scrambleDrives({
      players: team.map(String),
      drivesUsed: card.holes.map((_cardHole, holeIndex) => (holeIndex < 15 ? String(driveOf(holeIndex)) : null)),
      minimumDrives: 3,
    });
    expect(drives.players.map((line) => [line.member_id, line.drives, line.short])).toEqual(
      expected.players.map((line) => [Number(line.id), line.drives, line.short]),
    );
    expect(drives).toMatchObject({ minimum: 3, holes_left: 3, met: false, still_possible: true });
    const fourth = drives.players[3]!.name;
    expect(drives.explanation).toBe(
      `Drives used: ${drives.players.map((line) => `${line.name} ${line.drives}`).join(', ')}; at least 3 each: ${fourth} 3 short, 3 holes left.`,
    );

    // A drive changed on its own, the strokes as they were: saved, the count moves.
    const changed = await save(
      hole({
        player_round_id: scramble.roundId,
        member_id: teamCard.member_id,
        hole_number: played[0]!.hole_number,
        strokes: played[0]!.par - 1,
        base_version: 1,
        drive_member_id: team[3],
      }),
      'member',
    );
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().results[0]).toMatchObject({
      outcome: 'saved',
      score: { drive_member_id: team[3], version: 2 },
    });
    // The sixteenth hole's drive by the first player again: the fourth, 2 short, has 2 holes left.
    await save(
      hole({
        player_round_id: scramble.roundId,
        member_id: teamCard.member_id,
        hole_number: scramble.card.holes[15]!.hole_number,
        strokes: 4,
        drive_member_id: team[0],
      }),
      'member',
    );
    const after = (await scramble.read()).players[0]!.drives!;
    expect(after.players.map((line) => line.drives)).toEqual([5, 5, 5, 1]);
    expect(after).toMatchObject({ holes_left: 2, met: false, still_possible: true });
    // A score saved without its drive keeps the drive stored.
    await save(
      hole({
        player_round_id: scramble.roundId,
        member_id: teamCard.member_id,
        hole_number: scramble.card.holes[16]!.hole_number,
        strokes: 3,
        drive_member_id: team[0],
      }),
      'member',
    );
    const kept = await save(
      hole({
        player_round_id: scramble.roundId,
        member_id: teamCard.member_id,
        hole_number: scramble.card.holes[16]!.hole_number,
        strokes: 4,
        base_version: 1,
      }),
      'member',
    );
    expect(kept.json().results[0]).toMatchObject({ outcome: 'saved', score: { strokes: 4, drive_member_id: team[0] } });
    const cannot = (await scramble.read()).players[0]!.drives!;
    expect(cannot).toMatchObject({ holes_left: 1, met: false, still_possible: false });
    expect(cannot.explanation).toBe(
      `Drives used: ${cannot.players.map((line) => `${line.name} ${line.drives}`).join(', ')}; at least 3 each: ${fourth} 2 short with 1 hole left, the minimum cannot be met any more.`,
    );

    // Signed short of the minimum: the card says so, the committee decides (decision 0135).
    await save(
      hole({
        player_round_id: scramble.roundId,
        member_id: teamCard.member_id,
        hole_number: scramble.card.holes[17]!.hole_number,
        strokes: 4,
      }),
      'member',
    );
    const signed = await call('POST', '/api/scores/sign_card/', 'admin', {
      player_round_id: scramble.roundId,
      member_id: teamCard.member_id,
      as: 'marker',
    });
    expect(signed.statusCode, signed.body).toBe(200);
    const final = (await scramble.read()).players[0]!.drives!;
    expect(final.explanation).toMatch(
      /; at least 3 each: .+ 2 short with 1 hole left, the minimum cannot be met any more\.$/,
    );
  });

  it("refuses a non-scorer's card (403), a drive not of the team or outside a scramble (400), and another club (404)", async () => {
    const scramble = await scrambleInPlay();
    const teamCard = scramble.card.players[0]!;
    const first = scramble.card.holes[0]!;
    const base = { player_round_id: scramble.roundId, member_id: teamCard.member_id, hole_number: first.hole_number };
    const storedScores = async () =>
      t.db.select().from(playerScores).where(eq(playerScores.player_round_id, scramble.roundId));

    const otherTeam = await save(hole({ ...base, strokes: 4, drive_member_id: scramble.teams[1]![0] }), 'member');
    expect(otherTeam.statusCode).toBe(400);
    expect(otherTeam.json()).toEqual({
      drive_member_id: [`The drive used is one of the team's players', and ${scramble.teams[1]![0]} is not of it.`],
    });

    // The group's scorer named: the team's own player is no longer its scorer.
    const [scorer] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, 'user@demo.fairway.golf'));
    const named = await call('PATCH', `/api/player_round_groups/${scramble.groupId}/`, 'admin', {
      scorer_user_id: scorer!.id,
    });
    expect(named.statusCode, named.body).toBe(200);
    const nonScorer = await save(hole({ ...base, strokes: 4, drive_member_id: scramble.own.memberId }), 'member');
    expect(nonScorer.statusCode).toBe(403);
    expect(nonScorer.json()).toEqual({
      detail:
        "A scramble team's card is entered by its scorer: the group's named scorer, or while none is named one of the team's players.",
    });
    expect(await storedScores()).toEqual([]);
    const byScorer = await save(hole({ ...base, strokes: 4, drive_member_id: scramble.own.memberId }), 'user');
    expect(byScorer.statusCode, byScorer.body).toBe(200);
    expect(byScorer.json().results[0]).toMatchObject({
      outcome: 'saved',
      score: { drive_member_id: scramble.own.memberId },
    });

    const otherClub = await save(
      hole({ ...base, hole_number: scramble.card.holes[1]!.hole_number, strokes: 4 }),
      'secondAdmin',
      secondClubId,
    );
    expect(otherClub.statusCode).toBe(404);
    expect(
      (
        await call(
          'GET',
          `/api/scores/group_card/?group_id=${scramble.groupId}`,
          'secondAdmin',
          undefined,
          secondClubId,
        )
      ).statusCode,
    ).toBe(404);

    // A medal's player has no drive to record.
    const [medal] = await t.db
      .select({ roundId: playerRounds.id })
      .from(tournaments)
      .innerJoin(playerRounds, eq(playerRounds.tournament_id, tournaments.id))
      .where(eq(tournaments.name, 'Monthly Medal: November'));
    const outside = await save(
      hole({
        player_round_id: medal!.roundId,
        member_id: scramble.own.memberId,
        hole_number: 12,
        strokes: 4,
        drive_member_id: scramble.own.memberId,
      }),
      'admin',
    );
    expect(outside.statusCode).toBe(400);
    expect(outside.json()).toEqual({ drive_member_id: ["Only a scramble team's card records whose drive was used."] });
    expect((await storedScores()).map((score) => [score.hole_number, score.drive_member_id])).toEqual([
      [first.hole_number, scramble.own.memberId],
    ]);
  });

  it("ranks the scramble's teams with each team's drives used in words, a shortfall named, and the demo's Texas Scramble says its own", async () => {
    const scramble = await scrambleInPlay();
    const otherCard = await scramble.read('admin', scramble.otherGroupId);
    const cards = [
      // The first team's drives in turn: five, five, four and four, the minimum met.
      { holder: scramble.card.players[0]!.member_id, team: scramble.teams[0]!, players: 4 },
      // The second team never uses its fourth player's drive.
      { holder: otherCard.players[0]!.member_id, team: scramble.teams[1]!, players: 3 },
    ];
    const saved = await save(
      cards.flatMap(({ holder, team, players }) =>
        scramble.card.holes.map((cardHole, holeIndex) =>
          hole({
            player_round_id: scramble.roundId,
            member_id: holder,
            hole_number: cardHole.hole_number,
            strokes: cardHole.par,
            drive_member_id: team[holeIndex % players],
          }),
        ),
      ),
      'admin',
    );
    expect(saved.statusCode, saved.body).toBe(200);
    const calculated = await call(
      'POST',
      `/api/tournaments/${scramble.tournamentId}/calculate_result_for_tournament/`,
      'admin',
    );
    expect(calculated.statusCode, calculated.body).toBe(200);
    const rows = calculated.json().categories[0].rows as { member_id: number; drives: string }[];
    const names = new Map(
      [...scramble.card.players[0]!.drives!.players, ...otherCard.players[0]!.drives!.players].map((player) => [
        player.member_id,
        player.name,
      ]),
    );
    // Each player named with their drives, in the order of the results' field; then where the team stands.
    const expectDrives = (holder: number, team: number[], counts: number[], standing: string) => {
      const words = rows.find((row) => row.member_id === holder)!.drives;
      expect(words.startsWith('Drives used: ')).toBe(true);
      expect(
        words
          .slice('Drives used: '.length, -standing.length - 2)
          .split(', ')
          .toSorted(),
      ).toEqual(team.map((memberId, index) => `${names.get(memberId)} ${counts[index]}`).toSorted());
      expect(words.endsWith(`; ${standing}`)).toBe(true);
    };
    expectDrives(cards[0]!.holder, scramble.teams[0]!, [5, 5, 4, 4], 'at least 3 each: met.');
    expectDrives(
      cards[1]!.holder,
      scramble.teams[1]!,
      [6, 6, 6, 0],
      `at least 3 each: ${names.get(scramble.teams[1]![3]!)} 3 short, the minimum not met.`,
    );

    const [texas] = await t.db
      .select({ id: tournaments.id })
      .from(tournaments)
      .where(and(eq(tournaments.name, 'Texas Scramble'), eq(tournaments.golf_course_id, demoClubId)))
      // The demo's own, seeded before the one this test made under the same name.
      .orderBy(asc(tournaments.id))
      .limit(1);
    const demoResults = await call('GET', `/api/tournaments/${texas!.id}/results/`, 'admin');
    expect(demoResults.statusCode, demoResults.body).toBe(200);
    const demoRows = demoResults.json().categories[0].rows as { drives: string }[];
    expect(demoRows.length).toBeGreaterThan(0);
    for (const row of demoRows) expect(row.drives).toMatch(/^Drives used: .+; at least 3 each: met\.$/);
  });
});
