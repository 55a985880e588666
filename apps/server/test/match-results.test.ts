import { randomUUID } from 'node:crypto';
import {
  type Hole,
  type HoleResult,
  fourBallBetterBall,
  matchPlay,
  matchPlayHoleResults,
  nassau,
  ryderCupTotals,
  teamScore,
} from '@fairway/golf';
import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  mailOutbox,
  members,
  playerRoundGroupMembers,
  playerRoundGroups,
  playerScores,
  prizeTypes,
} from '../src/db/schema/index.js';
import { whiteTeesAndMen } from './demo-field.js';
import { callsAs, demoClubId, secondClubId, useTestApp } from './test-app.js';

const t = useTestApp({ logLevel: 'error' });
const call = callsAs(t);

type CardHole = { hole_number: number; par: number; stroke_index: number };
type Entry = { id: number; member_id: number; name: string; playing_handicap: number };
type Side = {
  side: 'A' | 'B';
  team_id: number | null;
  name: string;
  players: { member_id: number; name: string; playing_handicap: number | null }[];
  points: number | null;
  settlement: number | null;
};
type Match = {
  round_number: number;
  group_number: number;
  format: 'singles' | 'fourball';
  sides: Side[];
  holes_played: number;
  state: string;
  winner: 'A' | 'B' | null;
  decided: boolean;
  bets: {
    span: string;
    start_hole: number;
    end_hole: number;
    pressed_by: string | null;
    winner: string | null;
    lead: number;
    complete: boolean;
    explanation: string;
  }[];
};
type Team = {
  position: number | null;
  position_display: string;
  tied: boolean;
  team_id: number;
  name: string;
  side: 'A' | 'B' | null;
  total: number | null;
  hole_scores: (number | null)[];
  members: { member_id: number; name: string; playing_handicap: number | null; counting_holes: number[] }[];
};
type Results = {
  format: string;
  basis: string;
  published: boolean;
  categories: unknown[];
  matches: Match[];
  teams: Team[];
};

type Prize = {
  position: number;
  winner_member_id: number | null;
  winner_team_id: number | null;
  winner_name: string | null;
};

/**
 * Publishes a match or team format's calculated results with a first and a second prize for the whole field, and
 * checks what publishing does (decision 0079): the prizes go to the pairs, sides or teams in their order (a press and
 * re-press: to the match sides with the most bets won less lost, a player alone by name), and each entrant with an
 * address is mailed their pair's, side's or team's line and each match they played.
 */
async function expectPublishedWithPrizesAndMails(tournamentId: number, results: Results, field: Entry[]) {
  const [type] = await t.db.select({ id: prizeTypes.id }).from(prizeTypes).where(eq(prizeTypes.name, 'Net Winner'));
  for (const position of [1, 2]) {
    const prize = await call('POST', '/api/tournament_prizes/', 'admin', {
      tournament_id: tournamentId,
      prize_type_id: type!.id,
      category: '',
      position,
      value_minor: 5_000 / position,
    });
    expect(prize.statusCode, prize.body).toBe(201);
  }
  const published = await call('POST', `/api/tournaments/${tournamentId}/results/publish/`, 'admin');
  expect(published.statusCode, published.body).toBe(200);
  const prizes = (published.json() as { prizes: Prize[] }).prizes;
  const expected = (() => {
    if (results.teams.length > 0) {
      return results.teams
        .slice(0, 2)
        .map((team) => ({ winner_member_id: null, winner_team_id: team.team_id, winner_name: team.name }));
    }
    const sides = results.matches
      .flatMap((match) => match.sides)
      .sort((left, right) => right.settlement! - left.settlement!);
    return sides.slice(0, 2).map((side) => ({
      winner_member_id: side.team_id === null ? side.players[0]!.member_id : null,
      winner_team_id: side.team_id,
      winner_name: side.team_id === null ? side.players[0]!.name : side.name,
    }));
  })();
  expect(
    prizes.map(({ winner_member_id, winner_team_id, winner_name }) => ({
      winner_member_id,
      winner_team_id,
      winner_name,
    })),
  ).toEqual(expected);
  // The same once read, by the organiser as by any member of the club.
  expect((await call('GET', `/api/tournaments/${tournamentId}/results/`, 'member')).json().prizes).toEqual(prizes);

  const { name } = (await call('GET', `/api/tournaments/${tournamentId}/`, 'admin')).json() as { name: string };
  const addressed = await t.db
    .select({ id: members.id, email: members.email })
    .from(members)
    .where(
      and(
        inArray(
          members.id,
          field.map((line) => line.member_id),
        ),
        ne(members.email, ''),
      ),
    );
  expect(addressed.length).toBeGreaterThan(0);
  const mails = await t.db
    .select({ recipient: mailOutbox.recipient, text: mailOutbox.text_body })
    .from(mailOutbox)
    .where(eq(mailOutbox.subject, `Your result in ${name}`));
  expect(mails.map((mail) => mail.recipient).sort()).toEqual(addressed.map((member) => member.email).sort());
  for (const member of addressed) {
    const text = mails.find((mail) => mail.recipient === member.email)!.text;
    for (const team of results.teams.filter((line) => line.members.some((one) => one.member_id === member.id))) {
      expect(text).toContain(`${team.name}: position ${team.position_display}`);
    }
    for (const match of results.matches) {
      const mine = match.sides.find((side) => side.players.some((player) => player.member_id === member.id));
      if (!mine) continue;
      expect(text).toContain(
        `Round ${match.round_number}, group ${match.group_number}: ${match.sides[0]!.name} v ${match.sides[1]!.name}`,
      );
      if (mine.points !== null) expect(text).toContain(`your side's points: ${mine.points}`);
      if (mine.settlement !== null) expect(text).toContain(`your side's bets won less lost: ${mine.settlement}`);
    }
  }
  // Published once: again is refused, and nothing more is mailed.
  expect((await call('POST', `/api/tournaments/${tournamentId}/results/publish/`, 'admin')).statusCode).toBe(409);
}

/**
 * A tournament of eight of the demo club's men off the white tees, in teams as `teamOf` (an entry's index in the
 * field) places them, open: its id and field.
 */
async function tournamentOfTeams(
  terms: Record<string, unknown>,
  playDate: string,
  teams: { name: string; side?: 'A' | 'B' }[],
  teamOf: (index: number) => number | null,
) {
  const { white, men } = await whiteTeesAndMen(t.db);
  const made = await call('POST', '/api/tournaments/', 'admin', {
    name: `Matches ${String(terms.format)} ${playDate}`,
    start_date: playDate,
    end_date: playDate,
    men_hole_category_id: white,
    women_hole_category_id: white,
    scoring_basis: 'net',
    ...terms,
  });
  expect(made.statusCode, made.body).toBe(201);
  const tournamentId = made.json().id as number;
  const entered = await call('POST', '/api/tournament_members/bulk_enter/', 'admin', {
    tournament_id: tournamentId,
    member_ids: men.map((man) => man.id),
  });
  expect(entered.statusCode, entered.body).toBe(201);
  const teamIds: number[] = [];
  for (const team of teams) {
    const answer = await call('POST', '/api/tournament_teams/', 'admin', { tournament_id: tournamentId, ...team });
    expect(answer.statusCode, answer.body).toBe(201);
    teamIds.push(answer.json().id as number);
  }
  const field = (await call('GET', `/api/tournament_members/?tournament_id=${tournamentId}&page_size=100`)).json()
    .results as Entry[];
  for (const [index, line] of field.entries()) {
    const team = teamOf(index);
    if (team === null) continue;
    const joined = await call('PATCH', `/api/tournament_members/${line.id}/`, 'admin', { team_id: teamIds[team] });
    expect(joined.statusCode, joined.body).toBe(200);
  }
  await call('POST', `/api/tournaments/${tournamentId}/change_status/`, 'admin', { status: 'open' });
  return { tournamentId, teamIds, field };
}

/** A round of the tournament drawn as asked and in play: its id and card. */
async function roundInPlay(
  tournamentId: number,
  roundNumber: number,
  playDate: string,
  draw: { method: string; group_size: number },
) {
  const made = await call('POST', '/api/player_rounds/', 'admin', {
    tournament_id: tournamentId,
    round_number: roundNumber,
    play_date: playDate,
  });
  expect(made.statusCode, made.body).toBe(201);
  const roundId = made.json().id as number;
  const drawn = await call('POST', '/api/player_round_groups/draw/', 'admin', {
    player_round_id: roundId,
    ...draw,
    start_type: 'tee_times',
    first_tee_time: '08:00',
    interval_minutes: 10,
    seed: 5,
  });
  expect(drawn.statusCode, drawn.body).toBeLessThan(300);
  const active = await call('POST', '/api/player_rounds/change_player_round_status/', 'admin', {
    player_round_id: roundId,
    status: 'active',
  });
  expect(active.statusCode, active.body).toBe(200);
  const board = (await call('GET', `/api/tournaments/${tournamentId}/detailed_leaderboard/`, 'admin')).json();
  return { roundId, holes: board.holes as CardHole[] };
}

/** Strokes around par that differ from player to player and hole to hole, now and then a ball picked up. */
const strokesOf = (player: number, holeIndex: number, par: number, round = 1): number | null =>
  (player * 3 + holeIndex * round) % 17 === 5
    ? null
    : Math.max(1, par + (((player + 2) * (holeIndex + round)) % 4) - 1);

/** Saves every player's card of a round: `strokesOf` by their place in the field. */
async function saveScores(
  roundId: number,
  field: Entry[],
  holes: CardHole[],
  round = 1,
  saved: (holeIndex: number) => boolean = () => true,
) {
  const entries = field.flatMap((line, player) =>
    holes.flatMap((hole, holeIndex) =>
      !saved(holeIndex)
        ? []
        : [
            {
              client_key: randomUUID(),
              base_version: 0,
              player_round_id: roundId,
              member_id: line.member_id,
              hole_number: hole.hole_number,
              strokes: strokesOf(player, holeIndex, hole.par, round),
            },
          ],
    ),
  );
  const answer = await call('POST', '/api/scores/save_score/', 'admin', entries);
  expect(answer.statusCode, answer.body).toBe(200);
}

/** The stored cards of a round: strokes and which holes were played, per member in card order. */
async function storedCards(roundId: number, holes: CardHole[]) {
  const rows = await t.db
    .select({ memberId: playerScores.member_id, holeNumber: playerScores.hole_number, strokes: playerScores.strokes })
    .from(playerScores)
    .where(eq(playerScores.player_round_id, roundId));
  return (memberId: number, playingHandicap: number) => {
    const scores = holes.map((hole) =>
      rows.find((row) => row.memberId === memberId && row.holeNumber === hole.hole_number),
    );
    return {
      strokes: scores.map((score) => score?.strokes ?? null),
      played: scores.map((score) => score !== undefined),
      playingHandicap,
    };
  };
}

/** The groups of a round, their players in the order of the draw. */
async function groupsOf(roundId: number) {
  const rows = await t.db
    .select({ number: playerRoundGroups.number, memberId: playerRoundGroupMembers.member_id })
    .from(playerRoundGroupMembers)
    .innerJoin(playerRoundGroups, eq(playerRoundGroups.id, playerRoundGroupMembers.player_round_group_id))
    .where(inArray(playerRoundGroups.player_round_id, [roundId]))
    .orderBy(
      asc(playerRoundGroups.number),
      asc(playerRoundGroupMembers.position),
      asc(playerRoundGroupMembers.member_id),
    );
  const groups = new Map<number, number[]>();
  for (const row of rows) groups.set(row.number, [...(groups.get(row.number) ?? []), row.memberId]);
  return groups;
}

const cardOfHoles = (holes: CardHole[]): Hole[] =>
  holes.map((hole) => ({ par: hole.par, strokeIndex: hole.stroke_index }));
const post = (tournamentId: number, path: string, who: 'admin' | 'member' | 'secondAdmin' = 'admin') =>
  call(
    'POST',
    `/api/tournaments/${tournamentId}/${path}`,
    who,
    undefined,
    who === 'secondAdmin' ? secondClubId : demoClubId,
  );

describe('results of the match and team formats', () => {
  it("ranks a four-ball's pairs on their better ball as @fairway/golf does, refusing a pair of three; for organisers only until published", async () => {
    // Four pairs, the field's entries two by two.
    const { tournamentId, teamIds, field } = await tournamentOfTeams(
      // No team size: the club may put three in a pair by mistake.
      { format: 'fourball', handicap_allowance: 85 },
      '2027-04-03',
      ['Oaks', 'Pines', 'Elms', 'Ashes'].map((name) => ({ name })),
      (index) => Math.floor(index / 2),
    );
    const { roundId, holes } = await roundInPlay(tournamentId, 1, '2027-04-03', { method: 'random', group_size: 4 });
    const none = await post(tournamentId, 'fourball_result/');
    expect(none.statusCode).toBe(400);
    expect(none.json().non_field_errors[0]).toMatch(/^No scores are stored for round 1/);
    await saveScores(roundId, field, holes);

    // A third player joins the Elms: refused, naming the pair; nothing stored.
    const moved = field[0]!;
    expect(
      (await call('PATCH', `/api/tournament_members/${moved.id}/`, 'admin', { team_id: teamIds[2] })).statusCode,
    ).toBe(200);
    const three = await post(tournamentId, 'fourball_result/');
    expect(three.statusCode).toBe(400);
    expect(three.json().non_field_errors).toHaveLength(1);
    expect(three.json().non_field_errors[0]).toMatch(
      /^The pair Elms has 3 players \(.+, .+, .+\); a four-ball pair is two\.$/,
    );
    expect(three.json().non_field_errors[0]).toContain(moved.name);
    expect((await call('GET', `/api/tournaments/${tournamentId}/results/`, 'admin')).statusCode).toBe(404);
    await call('PATCH', `/api/tournament_members/${moved.id}/`, 'admin', { team_id: teamIds[0] });

    // Another format's calculation refuses it, naming both.
    const wrong = await post(tournamentId, 'team_result/');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({
      format: ['This tournament is played as four-ball; the team event calculation is for a team event tournament.'],
    });

    const answer = await post(tournamentId, 'fourball_result/');
    expect(answer.statusCode, answer.body).toBe(200);
    const results = answer.json() as Results;
    expect(results).toMatchObject({ format: 'fourball', basis: 'net', categories: [], matches: [], published: false });
    const card = cardOfHoles(holes);
    const cardOf = await storedCards(roundId, holes);
    const pairs = teamIds.map((teamId, pair) => ({
      id: String(teamId),
      members: [field[pair * 2]!, field[pair * 2 + 1]!].map((line) => cardOf(line.member_id, line.playing_handicap)),
    }));
    const placings = teamScore({ holes: card, basis: 'net', countingScores: 1, scoring: 'per_hole', teams: pairs });
    expect(
      results.teams.map((team) => ({
        id: String(team.team_id),
        position: team.position,
        total: team.total,
        holeScores: team.hole_scores,
      })),
    ).toEqual(placings);
    for (const team of results.teams) {
      const pair = pairs.find((line) => line.id === String(team.team_id))!;
      const betterBall = fourBallBetterBall({
        holes: card,
        basis: 'net',
        partners: [pair.members[0]!, pair.members[1]!],
      });
      expect(team.hole_scores).toEqual(betterBall.holeScores);
      expect(team.total).toBe(betterBall.total);
      expect(team.position_display).toBe(team.position === null ? 'NR' : `${team.tied ? 'T' : ''}${team.position}`);
      // Each hole counts a partner's ball; where both score the same, both count.
      const counted = new Set(team.members.flatMap((member) => member.counting_holes));
      expect([...counted].sort((a, b) => a - b)).toEqual(
        holes.filter((_hole, index) => betterBall.holeScores[index] !== null).map((hole) => hole.hole_number),
      );
    }

    // Unpublished: not for a member; another club finds nothing.
    expect((await call('GET', `/api/tournaments/${tournamentId}/results/`, 'member')).statusCode).toBe(404);
    expect((await post(tournamentId, 'fourball_result/', 'secondAdmin')).statusCode).toBe(404);
    expect((await post(tournamentId, 'fourball_result/', 'member')).statusCode).toBe(403);
    expect((await call('GET', `/api/tournaments/${tournamentId}/results/`, 'admin')).json()).toEqual(results);
    await expectPublishedWithPrizesAndMails(tournamentId, results, field);
  });

  it("scores a Ryder Cup's four-balls and singles as @fairway/golf's match play does, with the sides' totals on asking", async () => {
    const { tournamentId, teamIds, field } = await tournamentOfTeams(
      { format: 'ryder_cup', rounds_count: 2, end_date: '2027-04-11' },
      '2027-04-10',
      [
        { name: 'Europe', side: 'A' },
        { name: 'USA', side: 'B' },
      ],
      (index) => index % 2,
    );
    const first = await roundInPlay(tournamentId, 1, '2027-04-10', { method: 'team_pairing', group_size: 4 });
    await saveScores(first.roundId, field, first.holes, 1);
    const completed = await call('POST', '/api/player_rounds/change_player_round_status/', 'admin', {
      player_round_id: first.roundId,
      status: 'completed',
    });
    expect(completed.statusCode, completed.body).toBe(200);
    const second = await roundInPlay(tournamentId, 2, '2027-04-11', { method: 'team_pairing', group_size: 2 });
    // The singles after their first six holes: no match can be decided yet.
    await saveScores(second.roundId, field, second.holes, 2, (holeIndex) => holeIndex < 6);
    const undecided = await post(tournamentId, 'ryder_cup_match_score/');
    expect(undecided.statusCode).toBe(400);
    expect(undecided.json().non_field_errors).toHaveLength(4);
    expect(undecided.json().non_field_errors[0]).toMatch(
      /^The match of group 1 of round 2 \(.+ v .+\) is not decided: (AS|\d UP) after 6 holes; complete its cards\.$/,
    );
    await saveScores(second.roundId, field, second.holes, 2, (holeIndex) => holeIndex >= 6);

    // A player taken off their side plays for neither: refused, naming them.
    const wanderer = field[3]!;
    await call('PATCH', `/api/tournament_members/${wanderer.id}/`, 'admin', { team_id: null });
    const neither = await post(tournamentId, 'ryder_cup_match_score/');
    expect(neither.statusCode).toBe(400);
    expect(neither.json().non_field_errors[0]).toMatch(
      new RegExp(`^${wanderer.name} \\(group \\d+ of round 1\\) plays for neither side`),
    );
    // On the other side, their group is two against one.
    await call('PATCH', `/api/tournament_members/${wanderer.id}/`, 'admin', { team_id: teamIds[0] });
    const lopsided = await post(tournamentId, 'ryder_cup_match_score/');
    expect(lopsided.statusCode).toBe(400);
    expect(lopsided.json().non_field_errors.join(' ')).toMatch(
      /is not a match: Europe has 3 .* and USA 1 .*; a match is one or two a side\./,
    );
    await call('PATCH', `/api/tournament_members/${wanderer.id}/`, 'admin', { team_id: teamIds[1] });
    expect((await post(tournamentId, 'press_repress_calculation/')).json()).toEqual({
      format: [
        'This tournament is played as Ryder Cup; the press and re-press calculation is for a press and re-press tournament.',
      ],
    });

    const withoutTotals = await post(tournamentId, 'ryder_cup_match_score/');
    expect(withoutTotals.statusCode, withoutTotals.body).toBe(200);
    expect(withoutTotals.json().teams).toEqual([]);
    const answer = await post(tournamentId, 'ryder_cup_match_score/?totals=true');
    expect(answer.statusCode, answer.body).toBe(200);
    const results = answer.json() as Results;
    expect(results.matches).toEqual(withoutTotals.json().matches);
    expect(results.matches.map((match) => [match.round_number, match.format])).toEqual([
      [1, 'fourball'],
      [1, 'fourball'],
      [2, 'singles'],
      [2, 'singles'],
      [2, 'singles'],
      [2, 'singles'],
    ]);
    const handicapOf = new Map(field.map((line) => [line.member_id, line.playing_handicap]));
    const sideOf = new Map(field.map((line, index) => [line.member_id, index % 2 === 0 ? 'A' : 'B']));
    const outcomes: { result: HoleResult | null }[] = [];
    for (const [round, { roundId, holes }] of [first, second].entries()) {
      const cardOf = await storedCards(roundId, holes);
      for (const [number, memberIds] of await groupsOf(roundId)) {
        const sides = (['A', 'B'] as const).map((side) =>
          memberIds.filter((id) => sideOf.get(id) === side).map((id) => cardOf(id, handicapOf.get(id)!)),
        ) as [ReturnType<typeof cardOf>[], ReturnType<typeof cardOf>[]];
        const outcome = matchPlay({
          holeResults: matchPlayHoleResults({
            holes: cardOfHoles(holes),
            format: sides[0].length === 1 ? 'singles' : 'fourball',
            sides,
          }),
          holeCount: 18,
        });
        const result = outcome.result!.winner ?? 'halved';
        outcomes.push({ result });
        const points = ryderCupTotals({ matches: [{ result }] });
        const match = results.matches.find((line) => line.round_number === round + 1 && line.group_number === number)!;
        expect(match).toMatchObject({
          state: outcome.result!.text,
          winner: outcome.result!.winner,
          decided: true,
          bets: [],
        });
        expect(match.sides.map((side) => [side.side, side.team_id, side.points, side.settlement])).toEqual([
          ['A', teamIds[0], points.A, null],
          ['B', teamIds[1], points.B, null],
        ]);
        expect(match.sides.map((side) => side.players.map((player) => player.member_id).sort())).toEqual(
          (['A', 'B'] as const).map((side) => memberIds.filter((id) => sideOf.get(id) === side).sort()),
        );
      }
    }
    const totals = ryderCupTotals({ matches: outcomes });
    // The side ahead first, side A first when level.
    const sides = [
      ['A', 'Europe', totals.A, totals.A >= totals.B ? 1 : 2],
      ['B', 'USA', totals.B, totals.B >= totals.A ? 1 : 2],
    ].sort((left, right) => Number(left[3]) - Number(right[3]));
    expect(results.teams.map((team) => [team.side, team.name, team.total, team.position])).toEqual(sides);
    expect(results.teams.map((team) => team.position_display)).toEqual(
      totals.A === totals.B ? ['T1', 'T1'] : ['1', '2'],
    );
    expect((await call('GET', `/api/tournaments/${tournamentId}/results/`, 'admin')).json().teams).toEqual(
      results.teams,
    );
    expect((await post(tournamentId, 'ryder_cup_match_score/?totals=true', 'secondAdmin')).statusCode).toBe(404);
    await expectPublishedWithPrizesAndMails(tournamentId, results, field);
  });

  it('settles a press and re-press: each match its Nassau bets and presses as @fairway/golf works them out', async () => {
    const { tournamentId, field } = await tournamentOfTeams({ format: 'press_repress' }, '2027-04-17', [], () => null);
    const { roundId, holes } = await roundInPlay(tournamentId, 1, '2027-04-17', { method: 'random', group_size: 2 });
    await saveScores(roundId, field, holes);
    const answer = await post(tournamentId, 'press_repress_calculation/');
    expect(answer.statusCode, answer.body).toBe(200);
    const results = answer.json() as Results;
    expect(results.teams).toEqual([]);
    const cardOf = await storedCards(roundId, holes);
    const handicapOf = new Map(field.map((line) => [line.member_id, line.playing_handicap]));
    const groups = await groupsOf(roundId);
    expect(results.matches).toHaveLength(groups.size);
    let presses = 0;
    for (const [number, [a, b]] of groups) {
      const holeResults = matchPlayHoleResults({
        holes: cardOfHoles(holes),
        format: 'singles',
        sides: [[cardOf(a!, handicapOf.get(a!)!)], [cardOf(b!, handicapOf.get(b!)!)]],
      });
      const bets = nassau({ holeResults });
      const match = results.matches.find((line) => line.group_number === number)!;
      expect(match.sides.map((side) => side.players[0]!.member_id)).toEqual([a, b]);
      expect(match.sides.map((side) => side.settlement)).toEqual([bets.settlement.A, bets.settlement.B]);
      expect(match.sides.map((side) => side.points)).toEqual([null, null]);
      expect(match.state).toBe(matchPlay({ holeResults }).result!.text);
      const expected = (['front', 'back', 'overall'] as const).flatMap((span) =>
        bets[span].map((bet) => ({
          span,
          start_hole: bet.startHole,
          end_hole: bet.endHole,
          pressed_by: bet.pressedBy,
          winner: bet.leader,
          lead: bet.lead,
          complete: bet.complete,
        })),
      );
      expect(match.bets.map(({ explanation: _words, ...bet }) => bet)).toEqual(expected);
      for (const bet of match.bets) {
        presses += bet.pressed_by === null ? 0 : 1;
        const pressedBy =
          bet.pressed_by === null ? null : match.sides.find((side) => side.side === bet.pressed_by)!.name;
        expect(bet.explanation).toContain(
          pressedBy === null ? `(holes ${bet.start_hole}-${bet.end_hole})` : `press by ${pressedBy}, 2 down`,
        );
        const winner = match.sides.find((side) => side.side === bet.winner)?.name;
        expect(bet.explanation).toMatch(winner ? `won by ${winner} ${bet.lead} UP` : /halved$/);
      }
    }
    // The field's cards make at least one press.
    expect(presses).toBeGreaterThan(0);
    expect((await post(tournamentId, 'press_repress_calculation/', 'secondAdmin')).statusCode).toBe(404);
    await expectPublishedWithPrizesAndMails(tournamentId, results, field);
  });

  it('ranks a team event on its best two scores a hole as @fairway/golf does, and gives the team result as CSV once published', async () => {
    const { tournamentId, teamIds, field } = await tournamentOfTeams(
      { format: 'team', team_size: 4, team_best_n: 2, leaderboard_visibility: 'members' },
      '2027-04-24',
      [{ name: 'Oaks' }, { name: '=Pines' }],
      (index) => index % 2,
    );
    const { roundId, holes } = await roundInPlay(tournamentId, 1, '2027-04-24', { method: 'random', group_size: 4 });
    await saveScores(roundId, field, holes);
    const csvPath = `/api/tournaments/${tournamentId}/team_result_csv/`;
    expect((await call('GET', csvPath, 'admin')).statusCode).toBe(404);
    const answer = await post(tournamentId, 'team_result/');
    expect(answer.statusCode, answer.body).toBe(200);
    const results = answer.json() as Results;
    const cardOf = await storedCards(roundId, holes);
    const teams = teamIds.map((teamId, team) => ({
      id: String(teamId),
      members: field
        .filter((_line, index) => index % 2 === team)
        .map((line) => cardOf(line.member_id, line.playing_handicap)),
    }));
    const placings = teamScore({
      holes: cardOfHoles(holes),
      basis: 'net',
      countingScores: 2,
      scoring: 'per_hole',
      teams,
    });
    expect(
      results.teams.map((team) => ({
        id: String(team.team_id),
        position: team.position,
        total: team.total,
        holeScores: team.hole_scores,
      })),
    ).toEqual(placings);
    for (const team of results.teams) {
      // Two scores count on every hole a team has two.
      const counts = holes.map(
        (hole) => team.members.filter((member) => member.counting_holes.includes(hole.hole_number)).length,
      );
      expect(counts.every((count) => count >= 2 || count === 0)).toBe(true);
    }
    // Another format, another club, a member before publication: refused, found nowhere, not shown.
    expect((await post(tournamentId, 'fourball_result/')).json()).toEqual({
      format: ['This tournament is played as team event; the four-ball calculation is for a four-ball tournament.'],
    });
    expect((await post(tournamentId, 'team_result/', 'secondAdmin')).statusCode).toBe(404);
    expect((await call('GET', csvPath, 'secondAdmin', undefined, secondClubId)).statusCode).toBe(404);
    expect((await call('GET', csvPath, 'member')).statusCode).toBe(404);
    const csv = await call('GET', csvPath, 'admin');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toBe('Position,Team,Total,Player,Playing handicap,Counting holes');
    expect(lines).toHaveLength(1 + field.length);
    const first = results.teams[0]!;
    expect(lines[1]).toBe(
      [
        first.position_display,
        first.name.startsWith('=') ? `'${first.name}` : first.name,
        first.total,
        first.members[0]!.name,
        first.members[0]!.playing_handicap,
        first.members[0]!.counting_holes.join(' '),
      ].join(','),
    );
    expect(csv.body).toContain("'=Pines");
    await expectPublishedWithPrizesAndMails(tournamentId, results, field);
    expect((await call('GET', csvPath, 'member')).body).toBe(csv.body);
    // A tournament of another format has no team CSV.
    const { tournamentId: fourBall } = await tournamentOfTeams({ format: 'stroke_play' }, '2027-04-25', [], () => null);
    const { roundId: otherRound, holes: otherHoles } = await roundInPlay(fourBall, 1, '2027-04-25', {
      method: 'random',
      group_size: 4,
    });
    await saveScores(
      otherRound,
      (await call('GET', `/api/tournament_members/?tournament_id=${fourBall}&page_size=100`)).json().results as Entry[],
      otherHoles,
    );
    expect((await post(fourBall, 'calculate_result_for_tournament/')).statusCode).toBe(200);
    expect((await call('GET', `/api/tournaments/${fourBall}/team_result_csv/`, 'admin')).json()).toEqual({
      format: ['This tournament is played as stroke play; the team result CSV is for a team event.'],
    });
  });
});
