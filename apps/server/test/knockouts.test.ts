import { knockoutBracket, knockoutDraw, knockoutPlaces, type KnockoutRounds } from '@fairway/golf';
import { PDFParse } from 'pdf-parse';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  auditLog,
  golfCourseMembers,
  knockoutDraws,
  knockoutResults,
  members,
  prizeTypes,
  tournamentMembers,
  tournaments,
  users,
} from '../src/db/schema/index.js';
import { whiteTeesAndMen } from './demo-field.js';
import { callsAs, demo, demoClubId, secondClubId, useTestApp } from './test-app.js';
import { eventStream } from './event-stream.js';

const t = useTestApp({ logLevel: 'error' });
const call = callsAs(t);

type Side = { member_id: number | null; name: string | null; seed: number | null; bye: boolean };
type Match = {
  bracket: 'main' | 'consolation';
  round: number;
  match: number;
  deadline: string;
  sides: [Side, Side];
  winner_member_id: number | null;
  decided_by: string | null;
  result: string | null;
  played_on: string | null;
};
type Chart = {
  drawn: boolean;
  size: number;
  seeding: string | null;
  seed: number | null;
  rounds: { round: number; name: string; deadline: string; matches: Match[] }[];
  champion_member_id: number | null;
  champion_name: string | null;
  consolation: {
    rounds: { round: number; name: string; deadline: string; matches: Match[] }[];
    champion_member_id: number | null;
    champion_name: string | null;
  } | null;
};

const deadlines = (rounds: number) =>
  Array.from({ length: rounds }, (_, index) => `2027-0${index + 4 > 9 ? 9 : index + 4}-${10 + index}`);

/** The demo member's own member id (the `member` demo user plays in the knockouts made here). */
async function demoMemberId(): Promise<number> {
  const [own] = await t.db
    .select({ id: members.id })
    .from(members)
    .innerJoin(users, eq(users.id, members.user_id))
    .where(eq(users.email, demo.member));
  return own!.id;
}

/** A knockout of the demo club with `size` of its golfers entered (the demo member first): its id and the field. */
async function knockoutOf(size: number) {
  const { white } = await whiteTeesAndMen(t.db);
  const made = await call('POST', '/api/tournaments/', 'admin', {
    name: `Club championship ${Math.random()}`,
    start_date: '2027-04-01',
    end_date: '2027-09-30',
    format: 'knockout',
    men_hole_category_id: white,
    women_hole_category_id: white,
  });
  expect(made.statusCode, made.body).toBe(201);
  expect(made.json()).toMatchObject({ format: 'knockout', handicap_allowance: 100 });
  const own = await demoMemberId();
  const others = await t.db
    .select({ id: golfCourseMembers.member_id })
    .from(golfCourseMembers)
    .where(
      and(
        eq(golfCourseMembers.golf_course_id, demoClubId),
        eq(golfCourseMembers.is_guest, false),
        sql`${golfCourseMembers.member_id} <> ${own}`,
      ),
    )
    .orderBy(asc(golfCourseMembers.member_id))
    .limit(size - 1);
  const field = [own, ...others.map((member) => member.id)];
  expect(field).toHaveLength(size);
  const entered = await call('POST', '/api/tournament_members/bulk_enter/', 'admin', {
    tournament_id: made.json().id,
    member_ids: field,
  });
  expect(entered.statusCode, entered.body).toBe(201);
  return { id: made.json().id as number, own };
}

/** The field by Handicap Index, the lowest first, as stored: the seeds of a draw by handicap. */
async function byHandicap(tournamentId: number): Promise<string[]> {
  const field = await t.db
    .select({ id: tournamentMembers.member_id })
    .from(tournamentMembers)
    .where(eq(tournamentMembers.tournament_id, tournamentId))
    .orderBy(sql`${tournamentMembers.handicap_index} asc nulls last`, asc(tournamentMembers.id));
  return field.map((entry) => String(entry.id));
}

async function drawn(tournamentId: number, body: Record<string, unknown>): Promise<Chart> {
  const answer = await call('POST', `/api/tournaments/${tournamentId}/knockout/draw/`, 'admin', body);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json() as Chart;
}

/** The match of the chart that `memberId` plays in the first round. */
const firstMatchOf = (chart: Chart, memberId: number) =>
  chart.rounds[0]!.matches.find((line) => line.sides.some((side) => side.member_id === memberId))!;

describe('a match-play knockout as a tournament', () => {
  it('draws a field of 16 by Handicap Index as @fairway/golf seeds it, each round with its name and deadline', async () => {
    const { id } = await knockoutOf(16);
    const before = await call('GET', `/api/tournaments/${id}/knockout/`, 'member');
    expect(before.statusCode, before.body).toBe(200);
    expect(before.json()).toMatchObject({ drawn: false, size: 0, rounds: [] });
    const chart = await drawn(id, { seeding: 'handicap', round_deadlines: deadlines(4) });
    const expected = knockoutDraw({ players: await byHandicap(id), seeding: 'given' });
    expect(chart.size).toBe(16);
    expect(chart.rounds.map((round) => [round.name, round.deadline, round.matches.length])).toEqual([
      ['Round 1', deadlines(4)[0], 8],
      ['Quarter-finals', deadlines(4)[1], 4],
      ['Semi-finals', deadlines(4)[2], 2],
      ['Final', deadlines(4)[3], 1],
    ]);
    expect(chart.rounds[0]!.matches.flatMap((line) => line.sides.map((side) => String(side.member_id)))).toEqual(
      expected.slots,
    );
    // Seed 1 meets seed 16 first; the second round waits for its players.
    expect(chart.rounds[0]!.matches[0]!.sides.map((side) => side.seed)).toEqual([1, 16]);
    expect(chart.rounds[1]!.matches[0]!.sides).toEqual([
      { member_id: null, name: null, seed: null, bye: false },
      { member_id: null, name: null, seed: null, bye: false },
    ]);
    // Anyone of the club reads the chart.
    const read = await call('GET', `/api/tournaments/${id}/knockout/`, 'member');
    expect(read.json()).toEqual(chart);
  });

  it('refuses a knockout of 33 without byes set, and gives the top seeds their byes when they are', async () => {
    const { id } = await knockoutOf(33);
    const refused = await call('POST', `/api/tournaments/${id}/knockout/draw/`, 'admin', {
      seeding: 'handicap',
      round_deadlines: deadlines(6),
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      byes: [
        '33 players need 31 byes for a bracket of 64, and byes are not allowed: allow byes, or make the field 2, 4, 8, 16 ... players.',
      ],
    });
    expect((await call('GET', `/api/tournaments/${id}/knockout/`, 'admin')).json().drawn).toBe(false);
    const tooFew = await call('POST', `/api/tournaments/${id}/knockout/draw/`, 'admin', {
      seeding: 'handicap',
      byes: true,
      round_deadlines: deadlines(5),
    });
    expect(tooFew.statusCode).toBe(400);
    expect(tooFew.json().round_deadlines).toEqual(['A draw of 64 lines plays 6 rounds: give 6 deadlines, not 5.']);
    const chart = await drawn(id, { seeding: 'handicap', byes: true, round_deadlines: deadlines(6) });
    expect(chart.size).toBe(64);
    const byes = chart.rounds[0]!.matches.filter((line) => line.decided_by === 'bye');
    expect(byes).toHaveLength(31);
    expect(byes.map((line) => line.sides.find((side) => !side.bye)!.seed).sort((a, b) => a! - b!)).toEqual(
      Array.from({ length: 31 }, (_, index) => index + 1),
    );
    // Seed 1 is through to the second round without playing.
    expect(chart.rounds[1]!.matches[0]!.sides[0]).toMatchObject({ seed: 1 });
    const bye = byes[0]!;
    const enteredOnBye = await call('POST', `/api/tournaments/${id}/knockout/results/`, 'admin', {
      round: 1,
      match: bye.match,
      winner_member_id: bye.sides[0]!.member_id,
      decided_by: 'walkover',
    });
    expect(enteredOnBye.statusCode).toBe(400);
    expect(enteredOnBye.json().match).toEqual([
      `Round 1 match ${bye.match} is a bye: ${bye.sides[0]!.name} goes through without playing.`,
    ]);
  });

  it('draws at random from a seed it keeps, the same seed the same draw, and the seeds an organiser lists', async () => {
    const { id } = await knockoutOf(8);
    const random = await drawn(id, { seeding: 'random', seed: 2027, round_deadlines: deadlines(3) });
    const field = await byHandicap(id);
    expect(random).toMatchObject({ seeding: 'random', seed: 2027 });
    expect(random.rounds[0]!.matches.flatMap((line) => line.sides.map((side) => String(side.member_id)))).toEqual(
      knockoutDraw({ players: field, seeding: 'random', seed: 2027 }).slots,
    );
    const given = [...field].reverse().map(Number);
    const listed = await drawn(id, { seeding: 'given', seeds: given, round_deadlines: deadlines(3) });
    expect(listed.rounds[0]!.matches[0]!.sides.map((side) => side.member_id)).toEqual([given[0], given[7]]);
    const short = await call('POST', `/api/tournaments/${id}/knockout/draw/`, 'admin', {
      seeding: 'given',
      seeds: given.slice(1),
      round_deadlines: deadlines(3),
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().seeds).toEqual([`List every entered player once (not listed: members ${given[0]}).`]);
  });

  it('takes a result from a player or an organiser, moves the winner on, and answers 409 naming both when it differs', async () => {
    const { id, own } = await knockoutOf(16);
    const chart = await drawn(id, { seeding: 'handicap', round_deadlines: deadlines(4) });
    const line = firstMatchOf(chart, own);
    const opponent = line.sides.find((side) => side.member_id !== own)!;
    const result = {
      round: 1,
      match: line.match,
      winner_member_id: own,
      decided_by: 'match_won',
      holes_up: 3,
      holes_to_play: 2,
      played_on: '2027-04-03',
    };
    const entered = await call('POST', `/api/tournaments/${id}/knockout/results/`, 'member', result);
    expect(entered.statusCode, entered.body).toBe(200);
    const after = entered.json() as Chart;
    expect(after.rounds[0]!.matches[line.match - 1]).toMatchObject({
      winner_member_id: own,
      decided_by: 'match_won',
      result: '3&2',
      played_on: '2027-04-03',
    });
    const next = after.rounds[1]!.matches[Math.ceil(line.match / 2) - 1]!;
    expect(next.sides[(line.match - 1) % 2]!.member_id).toBe(own);
    // The same result again changes nothing.
    const again = await call('POST', `/api/tournaments/${id}/knockout/results/`, 'admin', result);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toEqual(after);
    const differs = await call('POST', `/api/tournaments/${id}/knockout/results/`, 'admin', {
      ...result,
      winner_member_id: opponent.member_id,
      holes_up: 2,
      holes_to_play: 1,
    });
    expect(differs.statusCode).toBe(409);
    const ownName = line.sides.find((side) => side.member_id === own)!.name;
    expect(differs.json().detail).toBe(
      `Round 1 match ${line.match} already has its result: ${ownName} won 3&2. This one says ${opponent.name} won 2&1: ask an organiser to look into it.`,
    );
    // The draw stands once a result is in.
    const redraw = await call('POST', `/api/tournaments/${id}/knockout/draw/`, 'admin', {
      seeding: 'handicap',
      round_deadlines: deadlines(4),
    });
    expect(redraw.statusCode).toBe(409);
    expect(redraw.json().detail).toBe('A match has its result: the draw stands.');
  });

  it('lets an organiser correct a result with its reason while its winner has not played on, and keeps the reason', async () => {
    const { id } = await knockoutOf(4);
    const chart = await drawn(id, { seeding: 'handicap', round_deadlines: deadlines(2) });
    const [first, second] = chart.rounds[0]!.matches;
    const upper = first!.sides[0]!.member_id!;
    const lower = first!.sides[1]!.member_id!;
    const enter = (body: Record<string, unknown>) =>
      call('POST', `/api/tournaments/${id}/knockout/results/`, 'admin', body);
    const correct = (body: Record<string, unknown>, as: 'admin' | 'member' = 'admin') =>
      call('POST', `/api/tournaments/${id}/knockout/corrections/`, as, body);
    const won = { round: 1, match: 1, decided_by: 'match_won', holes_up: 3, holes_to_play: 2 };
    const nothingYet = await correct({ ...won, winner_member_id: upper, reason: 'Entered on the wrong line' });
    expect(nothingYet.statusCode).toBe(400);
    expect(nothingYet.json().match).toEqual(['Round 1 match 1 has no result to correct yet: enter its result.']);
    expect((await enter({ ...won, winner_member_id: upper })).statusCode).toBe(200);
    await enter({ round: 1, match: 2, winner_member_id: second!.sides[0]!.member_id, decided_by: 'conceded' });

    const byAMember = await correct({ ...won, winner_member_id: lower, reason: 'I won really' }, 'member');
    expect(byAMember.statusCode).toBe(403);
    const noReason = await correct({ ...won, winner_member_id: lower, reason: ' ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json()).toHaveProperty('reason');

    // The winner changes while the final is unplayed: the other player goes through in their place.
    const corrected = await correct({
      ...won,
      winner_member_id: lower,
      holes_up: 1,
      holes_to_play: 0,
      reason: 'The card was signed the other way round',
    });
    expect(corrected.statusCode, corrected.body).toBe(200);
    const after = corrected.json() as Chart;
    expect(after.rounds[0]!.matches[0]).toMatchObject({ winner_member_id: lower, result: '1 UP' });
    expect(after.rounds[1]!.matches[0]!.sides[0]!.member_id).toBe(lower);
    const [kept] = await t.db
      .select({ detail: auditLog.detail })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'knockout_results'), eq(auditLog.action, 'update')))
      .orderBy(desc(auditLog.id))
      .limit(1);
    const names = Object.fromEntries(first!.sides.map((side) => [side.member_id!, side.name]));
    expect(kept!.detail).toEqual({
      bracket: 'main',
      round: 1,
      match: 1,
      reason: 'The card was signed the other way round',
      before: { winner: names[upper], result: '3&2' },
      after: { winner: names[lower], result: '1 UP' },
    });

    // Once the final is played, the semi-final's winner stands; its words may still be put right.
    await enter({ round: 2, match: 1, winner_member_id: lower, decided_by: 'conceded' });
    const tooLate = await correct({ ...won, winner_member_id: upper, reason: 'Changed our minds' });
    expect(tooLate.statusCode).toBe(409);
    expect(tooLate.json().detail).toBe(
      `${names[lower]} has played on since: round 2 match 1 has its result (conceded). Correct that result first.`,
    );
    const words = await correct({
      ...won,
      winner_member_id: lower,
      holes_up: 2,
      holes_to_play: 1,
      reason: 'It ended on the 17th',
    });
    expect(words.statusCode, words.body).toBe(200);
    expect((words.json() as Chart).rounds[0]!.matches[0]).toMatchObject({ winner_member_id: lower, result: '2&1' });
  });

  it('words extra holes, concessions and walkovers, and refuses a result no match ends with', async () => {
    const { id } = await knockoutOf(8);
    const chart = await drawn(id, { seeding: 'handicap', round_deadlines: deadlines(3) });
    const [first, second, third, fourth] = chart.rounds[0]!.matches;
    const enter = (body: Record<string, unknown>) =>
      call('POST', `/api/tournaments/${id}/knockout/results/`, 'admin', body);
    const winnerOf = (line: Match, side = 0) => line.sides[side]!.member_id;
    const badLead = await enter({
      round: 1,
      match: 1,
      winner_member_id: winnerOf(first!),
      decided_by: 'match_won',
      holes_up: 6,
      holes_to_play: 3,
    });
    expect(badLead.statusCode).toBe(400);
    expect(badLead.json()).toEqual({ holes_up: ['A match with 3 to play ends 4 or 5 up, not 6.'] });
    const noLead = await enter({ round: 1, match: 1, winner_member_id: winnerOf(first!), decided_by: 'match_won' });
    expect(noLead.json()).toEqual({
      holes_up: ['A match won says its holes up.'],
      holes_to_play: ['A match won says its holes to play.'],
    });
    const stranger = await enter({ round: 1, match: 1, winner_member_id: winnerOf(second!), decided_by: 'conceded' });
    expect(stranger.statusCode).toBe(400);
    expect(stranger.json().winner_member_id).toEqual([
      `Round 1 match 1 is ${first!.sides[0]!.name} v ${first!.sides[1]!.name}: the winner is one of them.`,
    ]);
    const notReady = await enter({ round: 2, match: 1, winner_member_id: winnerOf(first!), decided_by: 'conceded' });
    expect(notReady.statusCode).toBe(400);
    expect(notReady.json().match).toEqual([
      'Round 2 match 1 waits for its players: the round before is not decided yet.',
    ]);
    const noSuch = await enter({ round: 4, match: 1, winner_member_id: winnerOf(first!), decided_by: 'conceded' });
    expect(noSuch.json().match).toEqual(['The draw has no round 4 match 1.']);
    await enter({
      round: 1,
      match: 1,
      winner_member_id: winnerOf(first!, 1),
      decided_by: 'extra_holes',
      extra_holes: 2,
    });
    await enter({ round: 1, match: 2, winner_member_id: winnerOf(second!), decided_by: 'conceded' });
    await enter({ round: 1, match: 3, winner_member_id: winnerOf(third!), decided_by: 'walkover' });
    const last = await enter({
      round: 1,
      match: 4,
      winner_member_id: winnerOf(fourth!, 1),
      decided_by: 'match_won',
      holes_up: 1,
      holes_to_play: 0,
    });
    const after = last.json() as Chart;
    expect(after.rounds[0]!.matches.map((line) => [line.decided_by, line.result])).toEqual([
      ['extra_holes', '1 UP (20 holes)'],
      ['conceded', 'conceded'],
      ['walkover', 'walkover'],
      ['match_won', '1 UP'],
    ]);
    expect(after.rounds[1]!.matches.map((line) => line.sides.map((side) => side.member_id))).toEqual([
      [winnerOf(first!, 1), winnerOf(second!)],
      [winnerOf(third!), winnerOf(fourth!, 1)],
    ]);
    // Through to the final and its champion.
    await enter({ round: 2, match: 1, winner_member_id: winnerOf(first!, 1), decided_by: 'conceded' });
    await enter({ round: 2, match: 2, winner_member_id: winnerOf(third!), decided_by: 'conceded' });
    const final = await enter({ round: 3, match: 1, winner_member_id: winnerOf(third!), decided_by: 'conceded' });
    expect(final.json()).toMatchObject({
      champion_member_id: winnerOf(third!),
      champion_name: third!.sides[0]!.name,
    });
  });

  it("keeps the draw to the tournament's organisers and a result to its players and organisers", async () => {
    const { id, own } = await knockoutOf(4);
    const memberDraw = await call('POST', `/api/tournaments/${id}/knockout/draw/`, 'member', {
      seeding: 'handicap',
      round_deadlines: deadlines(2),
    });
    expect(memberDraw.statusCode).toBe(403);
    // An event manager runs only their own series' events: this one is the club's.
    const otherOrganiser = await call('POST', `/api/tournaments/${id}/knockout/draw/`, 'events', {
      seeding: 'handicap',
      round_deadlines: deadlines(2),
    });
    expect(otherOrganiser.statusCode).toBe(404);
    const chart = await drawn(id, { seeding: 'handicap', round_deadlines: deadlines(2) });
    const notOwn = chart.rounds[0]!.matches.find((line) => line.sides.every((side) => side.member_id !== own))!;
    const notAPlayer = await call('POST', `/api/tournaments/${id}/knockout/results/`, 'member', {
      round: 1,
      match: notOwn.match,
      winner_member_id: notOwn.sides[0]!.member_id,
      decided_by: 'conceded',
    });
    expect(notAPlayer.statusCode).toBe(403);
    expect(notAPlayer.json().detail).toBe(
      `Only the two players of round 1 match ${notOwn.match} or an organiser enter its result.`,
    );
    const anonymous = await call('GET', `/api/tournaments/${id}/knockout/`, 'anonymous');
    expect(anonymous.statusCode).toBe(401);
  });

  it("does not reach another club's knockout, and draws only a knockout tournament", async () => {
    const { id } = await knockoutOf(4);
    await drawn(id, { seeding: 'handicap', round_deadlines: deadlines(2) });
    for (const [method, url, body] of [
      ['GET', `/api/tournaments/${id}/knockout/`, undefined],
      ['POST', `/api/tournaments/${id}/knockout/draw/`, { seeding: 'handicap', round_deadlines: deadlines(2) }],
      [
        'POST',
        `/api/tournaments/${id}/knockout/results/`,
        { round: 1, match: 1, winner_member_id: 1, decided_by: 'conceded' },
      ],
      [
        'POST',
        `/api/tournaments/${id}/knockout/corrections/`,
        { round: 1, match: 1, winner_member_id: 1, decided_by: 'conceded', reason: 'Not ours to put right' },
      ],
    ] as const) {
      const answer = await call(method, url, 'secondAdmin', body, secondClubId);
      expect(answer.statusCode, `${method} ${url}`).toBe(404);
    }
    const { white } = await whiteTeesAndMen(t.db);
    const medal = await call('POST', '/api/tournaments/', 'admin', {
      name: 'Monthly medal',
      start_date: '2027-04-01',
      end_date: '2027-04-01',
      format: 'stroke_play',
      men_hole_category_id: white,
      women_hole_category_id: white,
    });
    const refused = await call('POST', `/api/tournaments/${medal.json().id}/knockout/draw/`, 'admin', {
      seeding: 'handicap',
      round_deadlines: deadlines(1),
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().non_field_errors).toEqual([
      'This tournament is played as stroke play: only a knockout is drawn as a bracket.',
    ]);
  });

  it("sends the draw chart on the live board's stream, and again as a match finishes", async () => {
    const { id, own } = await knockoutOf(8);
    const board = await call('PATCH', `/api/tournaments/${id}/`, 'admin', { leaderboard_visibility: 'public' });
    expect(board.statusCode, board.body).toBe(200);
    const opened = await call('POST', `/api/tournaments/${id}/change_status/`, 'admin', { status: 'open' });
    expect(opened.statusCode, opened.body).toBe(200);
    const chart = await drawn(id, { seeding: 'handicap', round_deadlines: deadlines(3) });
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const controller = new AbortController();
    const response = await fetch(`${address}/api/tournaments/${id}/leaderboard/stream/`, { signal: controller.signal });
    const { until, forget } = eventStream(response);
    const first = await until(/(id: .*\n)?event: knockout\ndata: (.*)\n\n/);
    expect(first[1]).toBeUndefined();
    expect(JSON.parse(first[2]!)).toEqual(chart);
    forget();
    const line = firstMatchOf(chart, own);
    const entered = await call('POST', `/api/tournaments/${id}/knockout/results/`, 'member', {
      round: 1,
      match: line.match,
      winner_member_id: own,
      decided_by: 'conceded',
    });
    expect(entered.statusCode, entered.body).toBe(200);
    const moved = await until(/event: knockout\ndata: (.*)\n\n/);
    expect(JSON.parse(moved[1]!)).toEqual(entered.json());
    controller.abort();
  });

  it(
    "places a finished knockout's players by the round they went out in, prints its draw, fills its prizes and names its champion in the series' winners",
    { timeout: 120_000 },
    async () => {
      const { id } = await knockoutOf(4);
      const series = await call('POST', '/api/tournament_masters/', 'admin', { name: 'Matchplay Championship' });
      expect(series.statusCode, series.body).toBe(201);
      const seriesId = series.json().id as number;
      const edited = await call('PATCH', `/api/tournaments/${id}/`, 'admin', { tournament_master_id: seriesId });
      expect(edited.statusCode, edited.body).toBe(200);
      const types = new Map((await t.db.select().from(prizeTypes)).map((type) => [type.name, type.id]));
      for (const [type, position] of [
        ['Net Winner', 1],
        ['Net Runner-up', 2],
      ] as const) {
        const prize = await call('POST', '/api/tournament_prizes/', 'admin', {
          tournament_id: id,
          prize_type_id: types.get(type),
          position,
          category: '',
          value_minor: 4000,
        });
        expect(prize.statusCode, prize.body).toBe(201);
      }
      await call('POST', `/api/tournaments/${id}/change_status/`, 'admin', { status: 'open' });
      const chart = await drawn(id, { seeding: 'handicap', round_deadlines: deadlines(2) });
      await call('POST', `/api/tournaments/${id}/change_status/`, 'admin', { status: 'in_progress' });
      const enter = (body: Record<string, unknown>) =>
        call('POST', `/api/tournaments/${id}/knockout/results/`, 'admin', { played_on: '2027-04-20', ...body });
      const [top, bottom] = chart.rounds[0]!.matches;
      // The semi-finals: the better seed, then the lower; the final won on the 19th.
      expect(
        (
          await enter({
            round: 1,
            match: 1,
            winner_member_id: top!.sides[0].member_id,
            decided_by: 'match_won',
            holes_up: 2,
            holes_to_play: 1,
          })
        ).statusCode,
      ).toBe(200);
      expect(
        (await enter({ round: 1, match: 2, winner_member_id: bottom!.sides[1].member_id, decided_by: 'walkover' }))
          .statusCode,
      ).toBe(200);
      const calculate = (who: 'admin' | 'secondAdmin') =>
        call(
          'POST',
          `/api/tournaments/${id}/calculate_result_for_tournament/`,
          who,
          undefined,
          who === 'admin' ? demoClubId : secondClubId,
        );
      const early = await calculate('admin');
      expect(early.statusCode).toBe(400);
      expect(early.json().non_field_errors).toEqual([
        "The knockout's final is not decided yet: its players are placed once it has a champion.",
      ]);
      const final = await enter({
        round: 2,
        match: 1,
        winner_member_id: bottom!.sides[1].member_id,
        decided_by: 'extra_holes',
        extra_holes: 1,
      });
      expect(final.statusCode, final.body).toBe(200);
      const finished = final.json() as Chart;

      expect((await calculate('secondAdmin')).statusCode).toBe(404);
      const calculated = await calculate('admin');
      expect(calculated.statusCode, calculated.body).toBe(200);
      // As the golf package places the stored draw and results.
      const [draw] = await t.db.select().from(knockoutDraws).where(eq(knockoutDraws.tournament_id, id));
      const stored = await t.db.select().from(knockoutResults).where(eq(knockoutResults.tournament_id, id));
      const places = knockoutPlaces(
        knockoutBracket({
          slots: draw!.slots.map((slot) => (slot === null ? null : String(slot))),
          results: stored.map((result) => ({
            round: result.round,
            match: result.match,
            winner: String(result.winner_member_id),
            decidedBy: result.decided_by as 'match_won',
          })),
        }),
      );
      const rows = calculated.json().categories[0].rows as {
        member_id: number;
        position_display: string;
        name: string;
      }[];
      expect(rows.map((row) => [row.member_id, row.position_display])).toEqual(
        places.map((place) => [Number(place.player), `${place.tied ? 'T' : ''}${place.position}`]),
      );
      expect(rows[0]!.name).toBe(finished.champion_name);

      const published = await call('POST', `/api/tournaments/${id}/results/publish/`, 'admin');
      expect(published.statusCode, published.body).toBe(200);
      const results = (await call('GET', `/api/tournaments/${id}/results/`, 'member')).json();
      expect(
        results.prizes.map((prize: { position: number; winner_member_id: number }) => [
          prize.position,
          prize.winner_member_id,
        ]),
      ).toEqual([
        [1, finished.champion_member_id],
        [2, rows[1]!.member_id],
      ]);

      const pdf = await call('GET', `/api/tournaments/${id}/generate_pdf_view/`, 'member');
      expect(pdf.statusCode).toBe(200);
      const parser = new PDFParse({ data: new Uint8Array(pdf.rawPayload) });
      const text = (await parser.getText().finally(() => parser.destroy())).text.replace(/\s+/g, ' ');
      const named = (side: Side) => `${side.name} (${side.seed})`;
      const [semiOne, semiTwo] = finished.rounds[0]!.matches;
      const [finalLine] = finished.rounds[1]!.matches;
      const loserOf = (line: Match) => line.sides.find((side) => side.member_id !== line.winner_member_id)!;
      const winnerOf = (line: Match) => line.sides.find((side) => side.member_id === line.winner_member_id)!;
      expect(text).toContain('match-play knockout of 4, seeded by Handicap Index');
      expect(text).toContain(`Match 1: ${named(winnerOf(semiOne!))} beat ${named(loserOf(semiOne!))}, 2&1`);
      expect(text).toContain(`Match 2: ${named(winnerOf(semiTwo!))} beat ${named(loserOf(semiTwo!))}, walkover`);
      expect(text).toContain(`Final: to be played by`);
      expect(text).toContain(
        `Match 1: ${named(winnerOf(finalLine!))} beat ${named(loserOf(finalLine!))}, 1 UP (19 holes)`,
      );
      expect(text).toContain(`Champion: ${finished.champion_name}`);
      expect(
        (await call('GET', `/api/tournaments/${id}/generate_pdf_view/`, 'secondAdmin', undefined, secondClubId))
          .statusCode,
      ).toBe(404);

      const history = await call('GET', `/api/tournament_masters/${seriesId}/tournament_result_history/`, 'member');
      expect(history.statusCode, history.body).toBe(200);
      expect(history.json().editions).toMatchObject([
        {
          tournament_id: id,
          format: 'knockout',
          categories: [
            {
              category: '',
              winners: [
                { member_id: finished.champion_member_id, name: finished.champion_name, position_display: '1' },
              ],
            },
          ],
        },
      ]);
    },
  );

  it("shows last season's club championship, a knockout of 32, with its bracket finished", async () => {
    const [championship] = await t.db
      .select({ id: tournaments.id, status: tournaments.status })
      .from(tournaments)
      .where(and(eq(tournaments.golf_course_id, demoClubId), eq(tournaments.format, 'knockout')));
    expect(championship!.status).toBe('completed');
    const chart = (await call('GET', `/api/tournaments/${championship!.id}/knockout/`, 'member')).json() as Chart;
    expect(chart.size).toBe(32);
    expect(chart.rounds.map((round) => round.name)).toEqual([
      'Round 1',
      'Round 2',
      'Quarter-finals',
      'Semi-finals',
      'Final',
    ]);
    const matches = chart.rounds.flatMap((round) => round.matches);
    expect(matches).toHaveLength(31);
    expect(matches.every((line) => line.winner_member_id !== null && line.played_on! <= line.deadline)).toBe(true);
    expect(new Set(matches.map((line) => line.decided_by))).toEqual(
      new Set(['match_won', 'extra_holes', 'conceded', 'walkover']),
    );
    // The champion as the golf package plays the stored draw and results through.
    const played = await storedBracket(championship!.id);
    expect(chart.champion_member_id).toBe(Number(played.champion));
    expect(chart.champion_name).not.toBeNull();
    // Its consolation bracket of the first round's 16 losers, finished too: the walkover's loser left a bye.
    expect(chart.consolation!.rounds.map((round) => round.name)).toEqual([
      'Round 1',
      'Quarter-finals',
      'Semi-finals',
      'Final',
    ]);
    const consolationMatches = chart.consolation!.rounds.flatMap((round) => round.matches);
    expect(consolationMatches.filter((line) => line.decided_by === 'bye')).toHaveLength(1);
    expect(
      consolationMatches.every(
        (line) => line.decided_by === 'bye' || (line.winner_member_id !== null && line.played_on! <= line.deadline),
      ),
    ).toBe(true);
    expect(chart.consolation!.champion_member_id).toBe(Number(played.consolation!.champion));
    const published = (await call('GET', `/api/tournaments/${championship!.id}/results/`, 'member')).json();
    expect(published.categories.map((table: { category: string }) => table.category)).toEqual(['', 'Consolation']);
  });
});

describe("a knockout's consolation bracket of the first round's losers", () => {
  const consolationDeadlines = ['2027-05-20', '2027-06-20'];
  const loserOf = (line: Match) => line.sides.find((side) => side.member_id !== line.winner_member_id)!;

  /** A knockout of 8 that plays a consolation bracket, drawn by Handicap Index: its id, the member's id and chart. */
  async function consolationKnockout() {
    const { id, own } = await knockoutOf(8);
    const set = await call('PATCH', `/api/tournaments/${id}/`, 'admin', { consolation_bracket: true });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().consolation_bracket).toBe(true);
    await call('POST', `/api/tournaments/${id}/change_status/`, 'admin', { status: 'open' });
    const chart = await drawn(id, {
      seeding: 'handicap',
      round_deadlines: deadlines(3),
      consolation_round_deadlines: consolationDeadlines,
    });
    await call('POST', `/api/tournaments/${id}/change_status/`, 'admin', { status: 'in_progress' });
    return { id, own, chart };
  }

  it(
    'fills the consolation bracket as first-round matches finish, takes its results like the main draw’s and names its winner apart in the results and the PDF',
    { timeout: 120_000 },
    async () => {
      const { id, own, chart } = await consolationKnockout();
      const prize = await call('POST', '/api/tournament_prizes/', 'admin', {
        tournament_id: id,
        prize_type_id: (await t.db.select().from(prizeTypes).where(eq(prizeTypes.name, 'Net Winner')))[0]!.id,
        position: 1,
        category: 'Consolation',
        value_minor: 2000,
      });
      expect(prize.statusCode, prize.body).toBe(201);
      // Its own deadlines; each line waits for a first-round match's loser.
      expect(chart.consolation!.rounds.map((round) => [round.name, round.deadline, round.matches.length])).toEqual([
        ['Semi-finals', consolationDeadlines[0], 2],
        ['Final', consolationDeadlines[1], 1],
      ]);
      expect(chart.consolation!.rounds[0]!.matches[0]!).toMatchObject({
        bracket: 'consolation',
        sides: [
          { member_id: null, bye: false },
          { member_id: null, bye: false },
        ],
      });
      const enter = (who: 'admin' | 'member', body: Record<string, unknown>) =>
        call('POST', `/api/tournaments/${id}/knockout/results/`, who, { played_on: '2027-04-20', ...body });
      const tooEarly = await enter('admin', {
        bracket: 'consolation',
        round: 1,
        match: 1,
        winner_member_id: own,
        decided_by: 'conceded',
      });
      expect(tooEarly.statusCode).toBe(400);
      expect(tooEarly.json().match).toEqual([
        'Consolation round 1 match 1 waits for its players: the first-round matches whose losers play it are not decided yet.',
      ]);

      // The member loses their first-round match; the match beside it is played out; of the other two, one is
      // walked over (its loser did not play: a bye) and one conceded.
      const ownMatch = firstMatchOf(chart, own);
      const besideOwn = ownMatch.match % 2 === 1 ? ownMatch.match + 1 : ownMatch.match - 1;
      const others = [1, 2, 3, 4].filter((match) => match !== ownMatch.match && match !== besideOwn);
      const firstRound = chart.rounds[0]!.matches;
      const winnerOver = (match: number, loser: number | null = null) =>
        firstRound[match - 1]!.sides.find((side) => side.member_id !== loser)!.member_id;
      for (const [match, decision] of [
        [
          ownMatch.match,
          { decided_by: 'match_won', holes_up: 3, holes_to_play: 2, winner_member_id: winnerOver(ownMatch.match, own) },
        ],
        [
          besideOwn,
          { decided_by: 'match_won', holes_up: 2, holes_to_play: 1, winner_member_id: winnerOver(besideOwn) },
        ],
        [others[0]!, { decided_by: 'walkover', winner_member_id: winnerOver(others[0]!) }],
        [others[1]!, { decided_by: 'conceded', winner_member_id: winnerOver(others[1]!) }],
      ] as const) {
        const answer = await enter('admin', { round: 1, match, ...decision });
        expect(answer.statusCode, answer.body).toBe(200);
      }
      const afterFirstRound = (await call('GET', `/api/tournaments/${id}/knockout/`, 'member')).json() as Chart;
      const ownConsolation = Math.ceil(ownMatch.match / 2);
      const otherConsolation = 3 - ownConsolation;
      const [upper, lower] = [Math.min(ownMatch.match, besideOwn), Math.max(ownMatch.match, besideOwn)];
      const consolationLine = afterFirstRound.consolation!.rounds[0]!.matches[ownConsolation - 1]!;
      expect(consolationLine.sides.map((side) => side.member_id)).toEqual([
        loserOf(afterFirstRound.rounds[0]!.matches[upper - 1]!).member_id,
        loserOf(afterFirstRound.rounds[0]!.matches[lower - 1]!).member_id,
      ]);
      // The walkover's loser has no line: the conceded match's loser goes through on a bye.
      const conceded = afterFirstRound.rounds[0]!.matches[others[1]! - 1]!;
      const throughOnBye = afterFirstRound.consolation!.rounds[0]!.matches[otherConsolation - 1]!;
      expect(throughOnBye).toMatchObject({ decided_by: 'bye', winner_member_id: loserOf(conceded).member_id });
      expect(throughOnBye.sides.some((side) => side.bye)).toBe(true);

      // Either player enters it, as in the main draw; a second, different result is a 409 naming both.
      const opponent = consolationLine.sides.find((side) => side.member_id !== own)!;
      const ownName = consolationLine.sides.find((side) => side.member_id === own)!.name;
      const ownResult = {
        bracket: 'consolation',
        round: 1,
        match: ownConsolation,
        winner_member_id: own,
        decided_by: 'match_won',
        holes_up: 1,
        holes_to_play: 0,
      };
      const entered = await enter('member', ownResult);
      expect(entered.statusCode, entered.body).toBe(200);
      expect((entered.json() as Chart).consolation!.rounds[1]!.matches[0]!.sides.map((side) => side.member_id)).toEqual(
        ownConsolation === 1 ? [own, loserOf(conceded).member_id] : [loserOf(conceded).member_id, own],
      );
      expect((await enter('admin', ownResult)).statusCode).toBe(200);
      const differs = await enter('admin', {
        ...ownResult,
        winner_member_id: opponent.member_id,
        holes_up: 2,
        holes_to_play: 1,
      });
      expect(differs.statusCode).toBe(409);
      expect(differs.json().detail).toBe(
        `Consolation round 1 match ${ownConsolation} already has its result: ${ownName} won 1 UP. This one says ${opponent.name} won 2&1: ask an organiser to look into it.`,
      );
      // The member's first-round loss stands: they played on in the consolation bracket.
      const moved = await call('POST', `/api/tournaments/${id}/knockout/corrections/`, 'admin', {
        round: 1,
        match: ownMatch.match,
        winner_member_id: own,
        decided_by: 'conceded',
        reason: 'Entered the wrong way round',
      });
      expect(moved.statusCode).toBe(409);
      expect(moved.json().detail).toBe(
        `The loser of round 1 match ${ownMatch.match} has played on in the consolation bracket since: its round 1 match ${ownConsolation} has its result (1 UP). Correct that result first.`,
      );
      // Nor is the bracket turned off under its results.
      const off = await call('PATCH', `/api/tournaments/${id}/`, 'admin', { consolation_bracket: false });
      expect(off.statusCode).toBe(409);
      expect(off.json().detail).toBe('The consolation bracket has a result: it is played on, and stays.');

      const consolationFinal = await enter('admin', {
        bracket: 'consolation',
        round: 2,
        match: 1,
        winner_member_id: own,
        decided_by: 'extra_holes',
        extra_holes: 2,
      });
      expect(consolationFinal.statusCode, consolationFinal.body).toBe(200);
      const calculate = () => call('POST', `/api/tournaments/${id}/calculate_result_for_tournament/`, 'admin');
      expect((await calculate()).json().non_field_errors).toEqual([
        "The knockout's final is not decided yet: its players are placed once it has a champion.",
      ]);
      let current = consolationFinal.json() as Chart;
      for (const round of [2, 3]) {
        for (const line of current.rounds[round - 1]!.matches) {
          const answer = await enter('admin', {
            round,
            match: line.match,
            winner_member_id: line.sides[0].member_id,
            decided_by: 'match_won',
            holes_up: 4,
            holes_to_play: 3,
          });
          expect(answer.statusCode, answer.body).toBe(200);
          current = answer.json() as Chart;
        }
      }
      expect(current.consolation).toMatchObject({ champion_member_id: own, champion_name: ownName });

      const calculated = await calculate();
      expect(calculated.statusCode, calculated.body).toBe(200);
      // Both tables as the golf package places the stored draw and results: the consolation's apart.
      const played = await storedBracket(id);
      const placed = (rounds: KnockoutRounds) =>
        knockoutPlaces(rounds).map((place) => [Number(place.player), `${place.tied ? 'T' : ''}${place.position}`]);
      type Row = { member_id: number; position_display: string };
      const tables = calculated.json().categories as { category: string; rows: Row[] }[];
      expect(tables.map((table) => table.category)).toEqual(['', 'Consolation']);
      expect(tables[0]!.rows.map((row) => [row.member_id, row.position_display])).toEqual(placed(played));
      expect(tables[0]!.rows).toHaveLength(8);
      expect(tables[1]!.rows.map((row) => [row.member_id, row.position_display])).toEqual(placed(played.consolation!));
      expect(tables[1]!.rows[0]!.member_id).toBe(own);

      const published = await call('POST', `/api/tournaments/${id}/results/publish/`, 'admin');
      expect(published.statusCode, published.body).toBe(200);
      const results = (await call('GET', `/api/tournaments/${id}/results/`, 'member')).json();
      expect(results.prizes).toMatchObject([{ category: 'Consolation', position: 1, winner_member_id: own }]);
      const pdf = await call('GET', `/api/tournaments/${id}/generate_pdf_view/`, 'member');
      expect(pdf.statusCode).toBe(200);
      const parser = new PDFParse({ data: new Uint8Array(pdf.rawPayload) });
      const text = (await parser.getText().finally(() => parser.destroy())).text.replace(/\s+/g, ' ');
      expect(text).toContain(`Champion: ${current.champion_name}`);
      expect(text).toContain('Consolation Semi-finals: to be played by');
      expect(text).toContain(`Consolation: ${ownName}`);
    },
  );

  it('refuses a consolation bracket where none is played, its players not known, its stranger, another club', async () => {
    const { white } = await whiteTeesAndMen(t.db);
    const medal = await call('POST', '/api/tournaments/', 'admin', {
      name: 'Monthly medal',
      start_date: '2027-04-01',
      end_date: '2027-04-01',
      format: 'stroke_play',
      men_hole_category_id: white,
      women_hole_category_id: white,
      consolation_bracket: true,
    });
    expect(medal.statusCode).toBe(400);
    expect(medal.json().consolation_bracket).toEqual(['Only a knockout plays a consolation bracket.']);

    const pair = await knockoutOf(2);
    await call('PATCH', `/api/tournaments/${pair.id}/`, 'admin', { consolation_bracket: true });
    const ofTwo = await call('POST', `/api/tournaments/${pair.id}/knockout/draw/`, 'admin', {
      seeding: 'handicap',
      round_deadlines: deadlines(1),
    });
    expect(ofTwo.statusCode).toBe(400);
    expect(ofTwo.json().non_field_errors).toEqual([
      "A draw of 2 has no consolation bracket: its first round is the final. Enter more players, or turn the tournament's consolation bracket off.",
    ]);

    const plain = await knockoutOf(4);
    const unasked = await call('POST', `/api/tournaments/${plain.id}/knockout/draw/`, 'admin', {
      seeding: 'handicap',
      round_deadlines: deadlines(2),
      consolation_round_deadlines: ['2027-06-01'],
    });
    expect(unasked.statusCode).toBe(400);
    expect(unasked.json().consolation_round_deadlines).toEqual([
      'The tournament plays no consolation bracket: set it on the tournament first.',
    ]);
    const plainChart = await drawn(plain.id, { seeding: 'handicap', round_deadlines: deadlines(2) });
    expect(plainChart.consolation).toBeNull();
    const noBracket = await call('POST', `/api/tournaments/${plain.id}/knockout/results/`, 'admin', {
      bracket: 'consolation',
      round: 1,
      match: 1,
      winner_member_id: plain.own,
      decided_by: 'conceded',
    });
    expect(noBracket.statusCode).toBe(400);
    expect(noBracket.json().bracket).toEqual(['The tournament plays no consolation bracket.']);
    // Turned on after the draw, each of its rounds is played by the next main round's deadline.
    await call('PATCH', `/api/tournaments/${plain.id}/`, 'admin', { consolation_bracket: true });
    const later = (await call('GET', `/api/tournaments/${plain.id}/knockout/`, 'member')).json() as Chart;
    expect(later.consolation!.rounds.map((round) => round.deadline)).toEqual([deadlines(2)[1]]);

    const { id, own, chart } = await consolationKnockout();
    const wrongCount = await call('POST', `/api/tournaments/${id}/knockout/draw/`, 'admin', {
      seeding: 'handicap',
      round_deadlines: deadlines(3),
      consolation_round_deadlines: ['2027-06-01'],
    });
    expect(wrongCount.statusCode).toBe(400);
    expect(wrongCount.json().consolation_round_deadlines).toEqual([
      'The consolation bracket plays 2 rounds: give 2 deadlines, not 1.',
    ]);
    // The member plays neither first-round match whose losers meet: only those two players or an organiser enter it.
    const ownConsolation = Math.ceil(firstMatchOf(chart, own).match / 2);
    const notOwn = 3 - ownConsolation;
    for (const match of [notOwn * 2 - 1, notOwn * 2]) {
      const line = chart.rounds[0]!.matches[match - 1]!;
      await call('POST', `/api/tournaments/${id}/knockout/results/`, 'admin', {
        round: 1,
        match,
        winner_member_id: line.sides[0].member_id,
        decided_by: 'conceded',
      });
    }
    const stranger = await call('POST', `/api/tournaments/${id}/knockout/results/`, 'member', {
      bracket: 'consolation',
      round: 1,
      match: notOwn,
      winner_member_id: chart.rounds[0]!.matches[notOwn * 2 - 1]!.sides[1].member_id,
      decided_by: 'conceded',
    });
    expect(stranger.statusCode).toBe(403);
    expect(stranger.json().detail).toBe(
      `Only the two players of consolation round 1 match ${notOwn} or an organiser enter its result.`,
    );
    for (const path of ['results', 'corrections']) {
      const answer = await call(
        'POST',
        `/api/tournaments/${id}/knockout/${path}/`,
        'secondAdmin',
        {
          bracket: 'consolation',
          round: 1,
          match: notOwn,
          winner_member_id: chart.rounds[0]!.matches[notOwn * 2 - 1]!.sides[1].member_id,
          decided_by: 'conceded',
          reason: 'Not ours to put right',
        },
        secondClubId,
      );
      expect(answer.statusCode, path).toBe(404);
    }
  });
});

/** The tournament's stored draw and results played through by the golf package, its consolation bracket with them. */
async function storedBracket(tournamentId: number) {
  const [draw] = await t.db.select().from(knockoutDraws).where(eq(knockoutDraws.tournament_id, tournamentId));
  const stored = await t.db.select().from(knockoutResults).where(eq(knockoutResults.tournament_id, tournamentId));
  return knockoutBracket({
    slots: draw!.slots.map((slot) => (slot === null ? null : String(slot))),
    results: stored.map((result) => ({
      bracket: result.bracket as 'main',
      round: result.round,
      match: result.match,
      winner: String(result.winner_member_id),
      decidedBy: result.decided_by as 'match_won',
    })),
    consolation: true,
  });
}
