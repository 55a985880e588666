import { randomUUID } from 'node:crypto';
import {
  type EntryStatus,
  type Hole,
  type HoleResult,
  createSeededRandom,
  fourBallBetterBall,
  matchPlay,
  matchPlayHoleResults,
  matchPlayingHandicap,
  nassau,
  ryderCupTotals,
  teamLeaderboardStandings,
  teamScore,
} from '@fairway/golf';
import fc from 'fast-check';
import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  mailOutbox,
  members,
  playerRoundGroupMembers,
  playerRoundGroups,
  playerScores,
  prizeTypes,
  tournamentMembers,
} from '../src/db/schema/index.js';
import { whiteTeesAndMen } from './demo-field.js';
import { callsAs, demoClubId, secondClubId, useTestApp } from './test-app.js';
import { tournamentRound } from './tournament-round.js';

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
  group_id?: number;
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
    called_after_hole?: number | null;
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
  const roundId = await tournamentRound(call, tournamentId, roundNumber, playDate);
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

// Each test plays whole rounds of several formats through the API: seconds each on a quiet machine, many more with a
// tier beside it.
describe('results of the match and team formats', { timeout: 90_000 }, () => {
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
      confirm_unattested_cards: true,
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
    // Each match at its own format's allowance, from the index and ratings each entry was entered on (four-balls 90 %,
    // singles 100 %), not at the event's one allowance the field shows.
    const entered = new Map(
      (await t.db.select().from(tournamentMembers).where(eq(tournamentMembers.tournament_id, tournamentId))).map(
        (entry) => [entry.member_id, entry],
      ),
    );
    const handicapIn = (memberId: number, format: 'singles' | 'fourball') => {
      const entry = entered.get(memberId)!;
      return matchPlayingHandicap({
        handicapIndex: entry.handicap_index!,
        courseRating: entry.course_rating!,
        slopeRating: entry.slope_rating!,
        par: entry.rated_par!,
        format,
      });
    };
    const sideOf = new Map(field.map((line, index) => [line.member_id, index % 2 === 0 ? 'A' : 'B']));
    const outcomes: { result: HoleResult | null }[] = [];
    for (const [round, { roundId, holes }] of [first, second].entries()) {
      const cardOf = await storedCards(roundId, holes);
      const format = round === 0 ? 'fourball' : 'singles';
      for (const [number, memberIds] of await groupsOf(roundId)) {
        const sides = (['A', 'B'] as const).map((side) =>
          memberIds.filter((id) => sideOf.get(id) === side).map((id) => cardOf(id, handicapIn(id, format))),
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
        // Each player is shown with the handicap the match was played off, not the field's.
        for (const player of match.sides.flatMap((side) => side.players)) {
          expect(player.playing_handicap).toBe(handicapIn(player.member_id, format));
        }
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

  it('settles a press and re-press at its own press_when_down with presses called by hand, as @fairway/golf works them out', async () => {
    const { tournamentId, field } = await tournamentOfTeams(
      { format: 'press_repress', press_when_down: 3 },
      '2027-04-17',
      [],
      () => null,
    );
    expect((await call('GET', `/api/tournaments/${tournamentId}/`, 'admin')).json().press_when_down).toBe(3);
    const outOfRange = await call('PATCH', `/api/tournaments/${tournamentId}/`, 'admin', { press_when_down: 10 });
    expect(outOfRange.statusCode).toBe(400);
    expect(outOfRange.json()).toHaveProperty('press_when_down');
    const { roundId, holes } = await roundInPlay(tournamentId, 1, '2027-04-17', { method: 'random', group_size: 2 });
    await saveScores(roundId, field, holes);
    const cardOf = await storedCards(roundId, holes);
    const handicapOf = new Map(field.map((line) => [line.member_id, line.playing_handicap]));
    const groups = await groupsOf(roundId);
    const holeResultsOf = (a: number, b: number) =>
      matchPlayHoleResults({
        holes: cardOfHoles(holes),
        format: 'singles',
        sides: [[cardOf(a, handicapOf.get(a)!)], [cardOf(b, handicapOf.get(b)!)]],
      });
    // The first match with a hole after which a side is down in the newest front 9 bet: it may press, the other not.
    const groupIds = await t.db
      .select({ id: playerRoundGroups.id, number: playerRoundGroups.number })
      .from(playerRoundGroups)
      .where(eq(playerRoundGroups.player_round_id, roundId));
    const callable = [...groups].flatMap(([number, [a, b]]) =>
      [1, 2, 3, 4, 5, 6, 7, 8].flatMap((afterHole) =>
        (['A', 'B'] as const).flatMap((side) => {
          try {
            nassau({
              holeResults: holeResultsOf(a!, b!),
              pressWhenDown: 3,
              manualPresses: { front: [{ afterHole, side }] },
            });
            return [{ number, afterHole, side, groupId: groupIds.find((line) => line.number === number)!.id }];
          } catch {
            return [];
          }
        }),
      ),
    );
    const press = callable[0]!;
    const other = press.side === 'A' ? 'B' : 'A';
    const pressesPath = `/api/tournaments/${tournamentId}/match_presses/`;
    const body = { group_id: press.groupId, span: 'front', after_hole: press.afterHole, side: press.side };
    const refused = await call('POST', pressesPath, 'admin', { ...body, side: other });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain(`side ${other} is not down in the newest bet`);
    const lastHole = await call('POST', pressesPath, 'admin', { ...body, after_hole: 9 });
    expect(lastHole.statusCode).toBe(400);
    expect(lastHole.body).toContain("before the span's last hole");
    expect((await call('POST', pressesPath, 'member', body)).statusCode).toBe(403);
    expect((await call('POST', pressesPath, 'secondAdmin', body, secondClubId)).statusCode).toBe(404);
    expect((await call('POST', pressesPath, 'admin', { ...body, group_id: 2_147_483_647 })).statusCode).toBe(404);
    const called = await call('POST', pressesPath, 'admin', body);
    expect(called.statusCode, called.body).toBe(201);
    expect(called.json()).toMatchObject({
      ...body,
      tournament_id: tournamentId,
      round_number: 1,
      group_number: press.number,
    });
    expect((await call('POST', pressesPath, 'admin', body)).statusCode).toBe(400);
    const second = callable.find((line) => line.groupId !== press.groupId)!;
    const added = await call('POST', pressesPath, 'admin', {
      ...body,
      group_id: second.groupId,
      after_hole: second.afterHole,
      side: second.side,
    });
    expect(added.statusCode, added.body).toBe(201);
    expect((await call('GET', `${pressesPath}?group_id=${second.groupId}`, 'admin')).json()).toHaveLength(1);
    expect(
      (await call('DELETE', `${pressesPath}${added.json().id}/`, 'secondAdmin', undefined, secondClubId)).statusCode,
    ).toBe(404);
    expect((await call('DELETE', `${pressesPath}${added.json().id}/`, 'admin')).statusCode).toBe(204);
    expect((await call('GET', pressesPath, 'admin')).json()).toEqual([called.json()]);
    expect((await call('GET', pressesPath, 'secondAdmin', undefined, secondClubId)).statusCode).toBe(404);
    const answer = await post(tournamentId, 'press_repress_calculation/');
    expect(answer.statusCode, answer.body).toBe(200);
    const results = answer.json() as Results;
    expect(results.teams).toEqual([]);
    expect(results.matches).toHaveLength(groups.size);
    let presses = 0;
    for (const [number, [a, b]] of groups) {
      const holeResults = holeResultsOf(a!, b!);
      const manualPresses =
        number === press.number ? { front: [{ afterHole: press.afterHole, side: press.side }] } : undefined;
      const bets = nassau({ holeResults, pressWhenDown: 3, manualPresses });
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
          called_after_hole: bet.calledAfterHole,
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
          pressedBy === null
            ? `(holes ${bet.start_hole}-${bet.end_hole})`
            : bet.called_after_hole
              ? `press called by ${pressedBy} after hole ${bet.called_after_hole}, holes ${bet.start_hole}-`
              : `press by ${pressedBy}, 3 down`,
        );
        const winner = match.sides.find((side) => side.side === bet.winner)?.name;
        expect(bet.explanation).toMatch(winner ? `won by ${winner} ${bet.lead} UP` : /halved$/);
      }
    }
    expect(results.matches.flatMap((match) => match.bets).filter((bet) => bet.called_after_hole)).toHaveLength(1);
    expect(results.matches.find((match) => match.group_number === press.number)!.group_id).toBe(press.groupId);
    expect(presses).toBeGreaterThan(1);
    expect((await post(tournamentId, 'press_repress_calculation/', 'secondAdmin')).statusCode).toBe(404);
    await expectPublishedWithPrizesAndMails(tournamentId, results, field);
    expect((await call('POST', pressesPath, 'admin', body)).statusCode).toBe(409);
    expect((await call('DELETE', `${pressesPath}${called.json().id}/`, 'admin')).statusCode).toBe(409);
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

/** Cards and playing handicaps of one run of the match and team property, by member. */
type Play = Map<number, { strokes: (number | null)[]; playingHandicap: number }>;

/**
 * Random cards around par for the given players, with halves and ties forced: half the holes of every card are one
 * shared card's, now and then a ball is picked up; the playing handicaps are all level (a run in three) or drawn
 * from a few values, so equal ones are common.
 */
function randomPlay(random: () => number, holes: CardHole[], memberIds: number[]): Play {
  const pick = <T>(values: readonly T[]) => values[Math.floor(random() * values.length)]!;
  const handicaps = [0, 4, 4, 11, 18] as const;
  const level = random() < 1 / 3 ? pick(handicaps) : null;
  const around = (par: number) => Math.max(1, par - 1 + Math.floor(random() * 4));
  const shared = holes.map((hole) => around(hole.par));
  return new Map(
    memberIds.map((memberId) => [
      memberId,
      {
        strokes: holes.map((hole, index) =>
          random() < 0.04 ? null : random() < 0.5 ? shared[index]! : around(hole.par),
        ),
        playingHandicap: level ?? pick(handicaps),
      },
    ]),
  );
}

/** Gives the players of `to` the cards of the players of `from`, in order: a halved match, a tied pair or team. */
function copyCards(play: Play, from: number[], to: number[]) {
  to.forEach((memberId, index) => {
    play.set(memberId, { ...play.get(memberId)!, strokes: [...play.get(from[index % from.length]!)!.strokes] });
  });
}

/** Stores a run's cards for a round (the round's scores replaced) and its playing handicaps in the entries. */
async function storePlay(tournamentId: number, roundId: number, holes: CardHole[], play: Play, handicaps = true) {
  await t.db.delete(playerScores).where(eq(playerScores.player_round_id, roundId));
  await t.db.insert(playerScores).values(
    [...play].flatMap(([memberId, card]) =>
      holes.map((hole, index) => ({
        golf_course_id: demoClubId,
        player_round_id: roundId,
        member_id: memberId,
        hole_number: hole.hole_number,
        strokes: card.strokes[index]!,
      })),
    ),
  );
  if (!handicaps) return;
  // Without an index, an entry plays every match off the playing handicap stored here, whatever its format.
  for (const [memberId, card] of play) {
    await t.db
      .update(tournamentMembers)
      .set({ playing_handicap: card.playingHandicap, handicap_index: null })
      .where(and(eq(tournamentMembers.tournament_id, tournamentId), eq(tournamentMembers.member_id, memberId)));
  }
}

/**
 * Gives now and then (one player in seven) a status, withdrawn, no return or disqualified, the others entered: their
 * scores stay stored and count for no one. Answers each player's status, none for the entered.
 */
async function drawStatuses(random: () => number, tournamentId: number, memberIds: number[]) {
  const statuses = ['withdrawn', 'no_return', 'disqualified'] as const;
  const statusOf = new Map<number, EntryStatus | undefined>(
    memberIds.map((memberId) => [
      memberId,
      random() < 1 / 7 ? statuses[Math.floor(random() * statuses.length)] : undefined,
    ]),
  );
  await t.db
    .update(tournamentMembers)
    .set({ status: 'entered' })
    .where(eq(tournamentMembers.tournament_id, tournamentId));
  for (const [memberId, status] of statusOf) {
    if (status === undefined) continue;
    await t.db
      .update(tournamentMembers)
      .set({ status })
      .where(and(eq(tournamentMembers.tournament_id, tournamentId), eq(tournamentMembers.member_id, memberId)));
  }
  return statusOf;
}

/** The teams of a four-ball or team event as `@fairway/golf`'s `teamScore` places them, from the stored cards. */
function expectTeamPlacings(
  results: Results,
  placings: ReturnType<typeof teamScore>,
  counting: ReturnType<typeof teamLeaderboardStandings>,
  holes: CardHole[],
) {
  expect(
    results.teams.map((team) => ({
      id: String(team.team_id),
      position: team.position,
      total: team.total,
      holeScores: team.hole_scores,
    })),
  ).toEqual(placings);
  for (const team of results.teams) {
    const tied = team.position !== null && placings.filter((line) => line.position === team.position).length > 1;
    expect(team.tied).toBe(tied);
    expect(team.position_display).toBe(team.position === null ? 'NR' : `${tied ? 'T' : ''}${team.position}`);
    const counts = counting.find((standing) => standing.id === String(team.team_id))!.counting;
    for (const member of team.members) {
      expect(member.counting_holes).toEqual(
        holes
          .filter((_hole, index) => counts[index]?.includes(String(member.member_id)))
          .map((hole) => hole.hole_number),
      );
    }
  }
}

describe('results of the match and team formats on random cards (property)', { timeout: 90_000 }, () => {
  it('computes the four-ball, Ryder Cup, press and re-press and team event as @fairway/golf does from the stored scores, with halves and ties forced', async () => {
    // Each format's tournament is set up once; each run stores new cards and handicaps and asks again.
    const fourBall = await tournamentOfTeams(
      { format: 'fourball', handicap_allowance: 85 },
      '2027-06-05',
      // In the order of their names, the order in which the results list teams level on position.
      ['Ashes', 'Elms', 'Oaks', 'Pines'].map((name) => ({ name })),
      (index) => Math.floor(index / 2),
    );
    const fourBallRound = await roundInPlay(fourBall.tournamentId, 1, '2027-06-05', {
      method: 'random',
      group_size: 4,
    });
    const ryderCup = await tournamentOfTeams(
      { format: 'ryder_cup', rounds_count: 2, end_date: '2027-06-13' },
      '2027-06-12',
      [
        { name: 'Europe', side: 'A' },
        { name: 'USA', side: 'B' },
      ],
      (index) => index % 2,
    );
    const fourBalls = await roundInPlay(ryderCup.tournamentId, 1, '2027-06-12', {
      method: 'team_pairing',
      group_size: 4,
    });
    const completed = await call('POST', '/api/player_rounds/change_player_round_status/', 'admin', {
      player_round_id: fourBalls.roundId,
      status: 'completed',
      // Its cards come with each run.
      confirm_missing_scores: true,
      confirm_unattested_cards: true,
    });
    expect(completed.statusCode, completed.body).toBe(200);
    const singles = await roundInPlay(ryderCup.tournamentId, 2, '2027-06-13', {
      method: 'team_pairing',
      group_size: 2,
    });
    const nassauEvent = await tournamentOfTeams({ format: 'press_repress' }, '2027-06-19', [], () => null);
    const nassauRound = await roundInPlay(nassauEvent.tournamentId, 1, '2027-06-19', {
      method: 'random',
      group_size: 2,
    });
    // Three teams of 3, 3 and 2: with three scores counting the team of two has no return.
    const teamEvent = await tournamentOfTeams(
      { format: 'team', team_size: 3, team_best_n: 2 },
      '2027-06-26',
      ['Elms', 'Oaks', 'Pines'].map((name) => ({ name })),
      (index) => index % 3,
    );
    const teamRound = await roundInPlay(teamEvent.tournamentId, 1, '2027-06-26', { method: 'random', group_size: 4 });
    const groups = {
      fourBalls: [...(await groupsOf(fourBalls.roundId)).values()],
      singles: [...(await groupsOf(singles.roundId)).values()],
      nassau: [...(await groupsOf(nassauRound.roundId)).values()],
    };
    const ryderSideOf = new Map(ryderCup.field.map((line, index) => [line.member_id, index % 2 === 0 ? 'A' : 'B']));
    const sidesOf = (memberIds: number[]) =>
      (['A', 'B'] as const).map((side) => memberIds.filter((id) => ryderSideOf.get(id) === side)) as [
        number[],
        number[],
      ];
    // A team's members in the order the results list them, by name: of two equal scores where one counts, the first's.
    const named = await t.db
      .select({ id: members.id })
      .from(members)
      .where(
        inArray(
          members.id,
          [fourBall, teamEvent].flatMap(({ field }) => field.map((line) => line.member_id)),
        ),
      )
      .orderBy(asc(members.last_name), asc(members.first_name), asc(members.id));
    const byName = (memberIds: number[]) =>
      named.map((member) => member.id).filter((memberId) => memberIds.includes(memberId));
    const seen = { halvedMatches: 0, presses: 0, rePresses: 0, tiedTeams: 0, noReturns: 0, statuses: 0 };

    await fc.assert(
      fc.asyncProperty(fc.integer(), async (seed) => {
        const random = createSeededRandom(seed);
        const often = () => random() < 0.35;

        // Four-ball: pairs now and then on another pair's cards.
        const pairs = fourBall.teamIds.map((_id, pair) =>
          byName([fourBall.field[pair * 2]!.member_id, fourBall.field[pair * 2 + 1]!.member_id]),
        );
        const fourBallPlay = randomPlay(
          random,
          fourBallRound.holes,
          fourBall.field.map((line) => line.member_id),
        );
        pairs.forEach((pair, index) => {
          if (index > 0 && often()) copyCards(fourBallPlay, pairs[Math.floor(random() * index)]!, pair);
        });
        await storePlay(fourBall.tournamentId, fourBallRound.roundId, fourBallRound.holes, fourBallPlay);
        const fourBallStatus = await drawStatuses(random, fourBall.tournamentId, pairs.flat());
        const fourBallAnswer = await post(fourBall.tournamentId, 'fourball_result/');
        expect(fourBallAnswer.statusCode, fourBallAnswer.body).toBe(200);
        const fourBallResults = fourBallAnswer.json() as Results;
        const fourBallCard = cardOfHoles(fourBallRound.holes);
        const fourBallCardOf = await storedCards(fourBallRound.roundId, fourBallRound.holes);
        const fourBallTeams = fourBall.teamIds.map((teamId, pair) => ({
          id: String(teamId),
          members: pairs[pair]!.map((memberId) => ({
            id: String(memberId),
            ...fourBallCardOf(memberId, fourBallPlay.get(memberId)!.playingHandicap),
            status: fourBallStatus.get(memberId),
          })),
        }));
        const fourBallInput = { holes: fourBallCard, basis: 'net' as const, countingScores: 1, teams: fourBallTeams };
        const fourBallPlacings = teamScore({ ...fourBallInput, scoring: 'per_hole' });
        expectTeamPlacings(
          fourBallResults,
          fourBallPlacings,
          teamLeaderboardStandings(fourBallInput),
          fourBallRound.holes,
        );
        for (const team of fourBallResults.teams) {
          const [first, second] = fourBallTeams.find((line) => line.id === String(team.team_id))!.members;
          // A partner with a status has no ball: the other's counts alone.
          const ball = (partner: typeof first) =>
            partner!.status === undefined ? partner! : { ...partner!, strokes: partner!.strokes.map(() => null) };
          const betterBall = fourBallBetterBall({
            holes: fourBallCard,
            basis: 'net',
            partners: [ball(first), ball(second)],
          });
          expect(team.hole_scores).toEqual(betterBall.holeScores);
          expect(team.total).toBe(betterBall.total);
          seen.tiedTeams += team.tied ? 1 : 0;
        }

        // Ryder Cup: four-balls on the first day, singles on the second; a match now and then halved hole by hole.
        const ryderPlay = (roundGroups: number[][], holes: CardHole[]) => {
          const play = randomPlay(
            random,
            holes,
            ryderCup.field.map((line) => line.member_id),
          );
          for (const group of roundGroups) {
            const [a, b] = sidesOf(group);
            if (often()) copyCards(play, a, b);
          }
          return play;
        };
        const fourBallsPlay = ryderPlay(groups.fourBalls, fourBalls.holes);
        const singlesPlay = ryderPlay(groups.singles, singles.holes);
        // A player's playing handicap is the same on both days: the first day's.
        for (const [memberId, card] of singlesPlay) card.playingHandicap = fourBallsPlay.get(memberId)!.playingHandicap;
        await storePlay(ryderCup.tournamentId, fourBalls.roundId, fourBalls.holes, fourBallsPlay);
        await storePlay(ryderCup.tournamentId, singles.roundId, singles.holes, singlesPlay, false);
        const ryderAnswer = await post(ryderCup.tournamentId, 'ryder_cup_match_score/?totals=true');
        expect(ryderAnswer.statusCode, ryderAnswer.body).toBe(200);
        const ryderResults = ryderAnswer.json() as Results;
        const outcomes: { result: HoleResult | null }[] = [];
        for (const [round, { roundId, holes }] of [fourBalls, singles].entries()) {
          const cardOf = await storedCards(roundId, holes);
          for (const [number, memberIds] of await groupsOf(roundId)) {
            const sides = sidesOf(memberIds).map((side) =>
              side.map((id) => cardOf(id, fourBallsPlay.get(id)!.playingHandicap)),
            ) as [ReturnType<typeof cardOf>[], ReturnType<typeof cardOf>[]];
            const outcome = matchPlay({
              holeResults: matchPlayHoleResults({
                holes: cardOfHoles(holes),
                format: round === 0 ? 'fourball' : 'singles',
                sides,
              }),
              holeCount: 18,
            });
            const result = outcome.result!.winner ?? 'halved';
            outcomes.push({ result });
            seen.halvedMatches += result === 'halved' ? 1 : 0;
            const points = ryderCupTotals({ matches: [{ result }] });
            const match = ryderResults.matches.find(
              (line) => line.round_number === round + 1 && line.group_number === number,
            )!;
            expect(match).toMatchObject({
              format: round === 0 ? 'fourball' : 'singles',
              holes_played: outcome.states.length,
              state: outcome.result!.text,
              winner: outcome.result!.winner,
              decided: true,
              bets: [],
            });
            expect(match.sides.map((side) => [side.side, side.team_id, side.points, side.settlement])).toEqual([
              ['A', ryderCup.teamIds[0], points.A, null],
              ['B', ryderCup.teamIds[1], points.B, null],
            ]);
            expect(match.sides.map((side) => side.players.map((player) => player.member_id).sort())).toEqual(
              sidesOf(memberIds).map((side) => [...side].sort()),
            );
          }
        }
        expect(ryderResults.matches).toHaveLength(outcomes.length);
        const totals = ryderCupTotals({ matches: outcomes });
        expect(ryderResults.teams.map((team) => [team.side, team.total, team.position, team.position_display])).toEqual(
          [
            [
              'A',
              totals.A,
              totals.A >= totals.B ? 1 : 2,
              totals.A === totals.B ? 'T1' : totals.A > totals.B ? '1' : '2',
            ],
            [
              'B',
              totals.B,
              totals.B >= totals.A ? 1 : 2,
              totals.A === totals.B ? 'T1' : totals.B > totals.A ? '1' : '2',
            ],
          ].sort((left, right) => Number(left[2]) - Number(right[2])),
        );

        // Press and re-press: singles, now and then halved hole by hole.
        const nassauPlay = randomPlay(
          random,
          nassauRound.holes,
          nassauEvent.field.map((line) => line.member_id),
        );
        for (const [a, b] of groups.nassau) if (often()) copyCards(nassauPlay, [a!], [b!]);
        await storePlay(nassauEvent.tournamentId, nassauRound.roundId, nassauRound.holes, nassauPlay);
        const nassauAnswer = await post(nassauEvent.tournamentId, 'press_repress_calculation/');
        expect(nassauAnswer.statusCode, nassauAnswer.body).toBe(200);
        const nassauResults = nassauAnswer.json() as Results;
        const nassauCardOf = await storedCards(nassauRound.roundId, nassauRound.holes);
        expect(nassauResults.matches).toHaveLength(groups.nassau.length);
        for (const [number, [a, b]] of await groupsOf(nassauRound.roundId)) {
          const holeResults = matchPlayHoleResults({
            holes: cardOfHoles(nassauRound.holes),
            format: 'singles',
            sides: [
              [nassauCardOf(a!, nassauPlay.get(a!)!.playingHandicap)],
              [nassauCardOf(b!, nassauPlay.get(b!)!.playingHandicap)],
            ],
          });
          const bets = nassau({ holeResults });
          const match = nassauResults.matches.find((line) => line.group_number === number)!;
          expect(match.sides.map((side) => side.players[0]!.member_id)).toEqual([a, b]);
          expect(match.sides.map((side) => side.settlement)).toEqual([bets.settlement.A, bets.settlement.B]);
          expect(match.state).toBe(matchPlay({ holeResults }).result!.text);
          expect(match.bets.map(({ explanation: _words, ...bet }) => bet)).toEqual(
            (['front', 'back', 'overall'] as const).flatMap((span) =>
              bets[span].map((bet) => ({
                span,
                start_hole: bet.startHole,
                end_hole: bet.endHole,
                pressed_by: bet.pressedBy,
                called_after_hole: bet.calledAfterHole,
                winner: bet.leader,
                lead: bet.lead,
                complete: bet.complete,
              })),
            ),
          );
          seen.halvedMatches += match.winner === null ? 1 : 0;
          for (const span of ['front', 'back', 'overall'] as const) {
            const presses = bets[span].length - 1;
            seen.presses += presses;
            seen.rePresses += Math.max(0, presses - 1);
          }
        }

        // Team event: best 1, 2 or 3 of 3 by the seed, a team now and then on another team's cards.
        const bestN = 1 + (Math.abs(seed) % 3);
        const changed = await call('PATCH', `/api/tournaments/${teamEvent.tournamentId}/`, 'admin', {
          team_best_n: bestN,
        });
        expect(changed.statusCode, changed.body).toBe(200);
        const teamMembers = teamEvent.teamIds.map((_id, team) =>
          byName(teamEvent.field.filter((_line, index) => index % 3 === team).map((line) => line.member_id)),
        );
        const teamPlay = randomPlay(
          random,
          teamRound.holes,
          teamEvent.field.map((line) => line.member_id),
        );
        if (often()) copyCards(teamPlay, teamMembers[0]!, teamMembers[1]!);
        await storePlay(teamEvent.tournamentId, teamRound.roundId, teamRound.holes, teamPlay);
        const teamStatus = await drawStatuses(random, teamEvent.tournamentId, teamMembers.flat());
        seen.statuses += [...fourBallStatus.values(), ...teamStatus.values()].filter(Boolean).length;
        const teamAnswer = await post(teamEvent.tournamentId, 'team_result/');
        expect(teamAnswer.statusCode, teamAnswer.body).toBe(200);
        const teamResults = teamAnswer.json() as Results;
        const teamCardOf = await storedCards(teamRound.roundId, teamRound.holes);
        const teamInput = {
          holes: cardOfHoles(teamRound.holes),
          basis: 'net' as const,
          countingScores: bestN,
          teams: teamEvent.teamIds.map((teamId, team) => ({
            id: String(teamId),
            members: teamMembers[team]!.map((memberId) => ({
              id: String(memberId),
              ...teamCardOf(memberId, teamPlay.get(memberId)!.playingHandicap),
              status: teamStatus.get(memberId),
            })),
          })),
        };
        expectTeamPlacings(
          teamResults,
          teamScore({ ...teamInput, scoring: 'per_hole' }),
          teamLeaderboardStandings(teamInput),
          teamRound.holes,
        );
        seen.tiedTeams += teamResults.teams.filter((team) => team.tied).length;
        seen.noReturns += teamResults.teams.filter((team) => team.position === null).length;
      }),
      // Seeds 0, 1 and 2 count each N of the team event; with 3 the team of two has no return. The runs are the same
      // every time (fast-check's own seed fixed), so that what they must meet below cannot depend on the draw of a run.
      { numRuns: 8, examples: [[0], [1], [2]], seed: 20261127 },
    );
    // The runs met what they were to force: halved matches, presses and re-presses, tied teams, a team without a
    // return, players withdrawn, without a return or disqualified.
    expect(seen.halvedMatches).toBeGreaterThan(0);
    expect(seen.presses).toBeGreaterThan(0);
    expect(seen.rePresses).toBeGreaterThan(0);
    expect(seen.tiedTeams).toBeGreaterThan(0);
    expect(seen.noReturns).toBeGreaterThan(0);
    expect(seen.statuses).toBeGreaterThan(0);
  });
});

describe("golf-rules.md's worked examples of match play through the API", { timeout: 90_000 }, () => {
  it("records golf-rules.md's worked matches: 3&2, a dormie 1 UP that ends 1 UP or AS, and the 18's press at 2 down with its re-press", async () => {
    /**
     * Stores the cards of a round's matches, every player off scratch (each hole to the lower gross): `played[match]`
     * says hole by hole who won it, A or B, or = halved; `pairs[match]` is its side A and side B player.
     */
    const save = async (
      tournamentId: number,
      roundId: number,
      holes: CardHole[],
      pairs: number[][],
      played: string[],
      holeIndexes: number[],
    ) => {
      await t.db
        .update(tournamentMembers)
        .set({ playing_handicap: 0, handicap_index: null })
        .where(eq(tournamentMembers.tournament_id, tournamentId));
      const answer = await call(
        'POST',
        '/api/scores/save_score/',
        'admin',
        pairs.flatMap((pair, match) =>
          pair.flatMap((memberId, side) =>
            holeIndexes.map((holeIndex) => {
              const won = played[match]![holeIndex];
              return {
                client_key: randomUUID(),
                base_version: 0,
                player_round_id: roundId,
                member_id: memberId,
                hole_number: holes[holeIndex]!.hole_number,
                strokes: holes[holeIndex]!.par + (won !== '=' && won !== (side === 0 ? 'A' : 'B') ? 1 : 0),
              };
            }),
          ),
        ),
      );
      expect(answer.statusCode, answer.body).toBe(200);
    };
    const summary = (match: Match) => ({
      state: match.state,
      holes_played: match.holes_played,
      decided: match.decided,
      winner: match.winner,
      points: match.sides.map((side) => side.points),
    });

    // A Ryder Cup's singles, four matches.
    const ryderCup = await tournamentOfTeams(
      { format: 'ryder_cup' },
      '2027-07-03',
      [
        { name: 'Europe', side: 'A' },
        { name: 'USA', side: 'B' },
      ],
      (index) => index % 2,
    );
    const singles = await roundInPlay(ryderCup.tournamentId, 1, '2027-07-03', {
      method: 'team_pairing',
      group_size: 2,
    });
    const sideA = new Set(ryderCup.field.filter((_line, index) => index % 2 === 0).map((line) => line.member_id));
    const pairs = [...(await groupsOf(singles.roundId)).values()].map((group) =>
      [...group].sort((left, right) => Number(sideA.has(right)) - Number(sideA.has(left))),
    );
    expect(pairs.map((pair) => pair.map((memberId) => sideA.has(memberId)))).toEqual(
      Array.from({ length: 4 }, () => [true, false]),
    );
    const nameOf = (memberId: number) => ryderCup.field.find((line) => line.member_id === memberId)!.name;
    const matchCards = [
      `AAA${'='.repeat(13)}BB`, // 3 up with 2 to play: 3&2, the last two holes counting no more
      `B${'='.repeat(17)}`, // B dormie 1 UP after 17, the 18th halved: 1 UP
      `=A${'='.repeat(15)}B`, // A dormie 1 UP after 17, the 18th lost: AS
      '===BB=====BB======', // 4 up with 3 to play: 4&3
    ];
    const holeIndexes = (from: number, to: number) => Array.from({ length: to - from }, (_, index) => from + index);
    await save(ryderCup.tournamentId, singles.roundId, singles.holes, pairs, matchCards, holeIndexes(0, 17));
    // After 17 holes the dormie matches are not decided: 1 UP with one to play, on the board as in the refusal.
    const dormie = await post(ryderCup.tournamentId, 'ryder_cup_match_score/');
    expect(dormie.statusCode).toBe(400);
    expect(dormie.json()).toEqual({
      non_field_errors: [1, 2].map(
        (match) =>
          `The match of group ${match + 1} (${nameOf(pairs[match]![0]!)} v ${nameOf(pairs[match]![1]!)}) is not decided: 1 UP after 17 holes; complete its cards.`,
      ),
    });
    const board = (await call('GET', `/api/tournaments/${ryderCup.tournamentId}/detailed_leaderboard/`, 'admin')).json()
      .matches as { group_number: number; state: string; thru: number; decided: boolean; leader_team_id: number }[];
    expect(
      board
        .sort((left, right) => left.group_number - right.group_number)
        .map(({ state, thru, decided, leader_team_id }) => ({ state, thru, decided, leader_team_id })),
    ).toEqual([
      { state: '3&2', thru: 16, decided: true, leader_team_id: ryderCup.teamIds[0] },
      { state: '1 UP', thru: 17, decided: false, leader_team_id: ryderCup.teamIds[1] },
      { state: '1 UP', thru: 17, decided: false, leader_team_id: ryderCup.teamIds[0] },
      { state: '4&3', thru: 15, decided: true, leader_team_id: ryderCup.teamIds[1] },
    ]);
    await save(ryderCup.tournamentId, singles.roundId, singles.holes, pairs, matchCards, [17]);
    const decided = await post(ryderCup.tournamentId, 'ryder_cup_match_score/?totals=true');
    expect(decided.statusCode, decided.body).toBe(200);
    const results = decided.json() as Results;
    expect(
      pairs.map((pair) => summary(results.matches.find((match) => match.sides[0]!.players[0]!.member_id === pair[0])!)),
    ).toEqual([
      { state: '3&2', holes_played: 16, decided: true, winner: 'A', points: [1, 0] },
      { state: '1 UP', holes_played: 18, decided: true, winner: 'B', points: [0, 1] },
      { state: 'AS', holes_played: 18, decided: true, winner: null, points: [0.5, 0.5] },
      { state: '4&3', holes_played: 15, decided: true, winner: 'B', points: [0, 1] },
    ]);
    expect(results.teams.map((team) => [team.name, team.total, team.position_display])).toEqual([
      ['USA', 2.5, '1'],
      ['Europe', 1.5, '2'],
    ]);

    // A press and re-press, every match the Beezer example: the front nine pressed after 5 (6-9), the back after 12
    // (13-18), the 18 pressed after 5 (6-18) and that press re-pressed after 12 (13-18); B wins the three main bets
    // and the 18's press.
    const nassauEvent = await tournamentOfTeams({ format: 'press_repress' }, '2027-07-10', [], () => null);
    const nassauRound = await roundInPlay(nassauEvent.tournamentId, 1, '2027-07-10', {
      method: 'random',
      group_size: 2,
    });
    const matches = [...(await groupsOf(nassauRound.roundId)).values()];
    await save(
      nassauEvent.tournamentId,
      nassauRound.roundId,
      nassauRound.holes,
      matches,
      matches.map(() => matchCards[3]!),
      holeIndexes(0, 18),
    );
    const settled = await post(nassauEvent.tournamentId, 'press_repress_calculation/');
    expect(settled.statusCode, settled.body).toBe(200);
    const answered = (settled.json() as Results).matches;
    expect(answered).toHaveLength(4);
    for (const match of answered) {
      const [a, b] = match.sides.map((side) => side.name);
      expect(match.state).toBe('4&3');
      expect(
        match.bets.map((bet) => [bet.span, bet.start_hole, bet.end_hole, bet.pressed_by, bet.winner, bet.lead]),
      ).toEqual([
        ['front', 1, 9, null, 'B', 2],
        ['front', 6, 9, 'A', null, 0],
        ['back', 10, 18, null, 'B', 2],
        ['back', 13, 18, 'A', null, 0],
        ['overall', 1, 18, null, 'B', 4],
        ['overall', 6, 18, 'A', 'B', 2],
        ['overall', 13, 18, 'A', null, 0],
      ]);
      expect(match.bets.map((bet) => bet.explanation)).toEqual([
        `Front 9 (holes 1-9): won by ${b} 2 UP`,
        `Front 9: press by ${a}, 2 down, holes 6-9: halved`,
        `Back 9 (holes 10-18): won by ${b} 2 UP`,
        `Back 9: press by ${a}, 2 down, holes 13-18: halved`,
        `Overall 18 (holes 1-18): won by ${b} 4 UP`,
        `Overall 18: press by ${a}, 2 down, holes 6-18: won by ${b} 2 UP`,
        `Overall 18: press by ${a}, 2 down, holes 13-18: halved`,
      ]);
      expect(match.sides.map((side) => side.settlement)).toEqual([-4, 4]);
    }
  });
});
