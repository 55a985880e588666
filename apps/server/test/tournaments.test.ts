import { courseHandicap, playingHandicap } from '@fairway/golf';
import { and, asc, eq, notInArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  golfCourseIndexes,
  golfCourseMembers,
  holeCategories,
  members,
  tournamentMembers,
  tournaments,
} from '../src/db/schema/index.js';
import { callsAs, demoClubId, secondClubId, useTestApp, type Who } from './test-app.js';
import { tournamentRound } from './tournament-round.js';

const t = useTestApp({ logLevel: 'error' });
const call = callsAs(t);

type Entry = {
  id: number;
  member_id: number;
  name: string;
  gender: string;
  hole_category_id: number;
  hole_category_name: string;
  handicap_index: number | null;
  course_rating: number;
  slope_rating: number;
  rated_par: number;
  course_handicap: number;
  playing_handicap: number;
  category: string;
  team_id: number | null;
  status: string;
};
type Group = { id: number; number: number; start: string; players: { member_id: number; name: string }[] };

/** The demo club's tee sets by name. */
async function teeSets(golfCourseId = demoClubId) {
  const rows = await t.db
    .select({ id: holeCategories.id, name: holeCategories.name })
    .from(holeCategories)
    .where(eq(holeCategories.golf_course_id, golfCourseId));
  return Object.fromEntries(rows.map((row) => [row.name, row.id])) as Record<string, number>;
}

/** The first golfers of the demo club (members, not guests), by id. */
async function clubGolfers(howMany: number) {
  const rows = await t.db
    .select({ id: members.id, gender: members.gender })
    .from(golfCourseMembers)
    .innerJoin(members, eq(members.id, golfCourseMembers.member_id))
    .where(and(eq(golfCourseMembers.golf_course_id, demoClubId), eq(golfCourseMembers.is_guest, false)))
    .orderBy(asc(members.id))
    .limit(howMany);
  return rows;
}

/** A tournament of the demo club made by its admin, with the tees of the demo course. */
async function newTournament(terms: Record<string, unknown> = {}, who: 'admin' | 'events' = 'admin') {
  const tees = await teeSets();
  const made = await call('POST', '/api/tournaments/', who, {
    name: 'Autumn Stableford',
    start_date: '2027-01-09',
    end_date: '2027-01-09',
    format: 'stableford',
    men_hole_category_id: tees.White,
    women_hole_category_id: tees.Red,
    ...terms,
  });
  expect(made.statusCode, made.body).toBe(201);
  return made.json() as { id: number; handicap_allowance: number; status: string };
}

const enter = (tournamentId: number, memberIds: number[], who: 'admin' | 'events' = 'admin') =>
  call('POST', '/api/tournament_members/bulk_enter/', who, { tournament_id: tournamentId, member_ids: memberIds });

const fieldOf = async (tournamentId: number) =>
  (await call('GET', `/api/tournament_members/?tournament_id=${tournamentId}&page_size=100`)).json().results as Entry[];

const move = (tournamentId: number, status: string, who: Who = 'admin') =>
  call('POST', `/api/tournaments/${tournamentId}/change_status/`, who, { status });

describe("the demo's competitions", () => {
  it('holds a Monthly Medal of 144 on the three tee sets, each playing handicap as @fairway/golf gives it, drawn on tee times', async () => {
    const tournaments = (await call('GET', '/api/tournaments/?page_size=100')).json().results as {
      id: number;
      name: string;
      status: string;
      entries_count: number;
      handicap_allowance: number;
    }[];
    // What is coming and in play, beside last season's seventeen completed, the club championship's knockout among them.
    expect(
      tournaments
        .filter((tournament) => tournament.status !== 'completed')
        .map((tournament) => tournament.name)
        .sort(),
    ).toEqual([
      "Captain's Ryder Cup",
      'Corporate League: January',
      'Midweek Stableford',
      'Monthly Medal: December',
      'Monthly Medal: November',
      'Saturday Stableford',
      'Winter Four-Ball Better Ball',
      'Winter Greensomes',
    ]);
    expect(tournaments.filter((tournament) => tournament.status === 'completed')).toHaveLength(17);
    const medal = tournaments.find((tournament) => tournament.name === 'Monthly Medal: December')!;
    expect(medal).toMatchObject({ status: 'open', entries_count: 144, handicap_allowance: 95 });
    const field = [
      ...(await fieldOf(medal.id)),
      ...((await call('GET', `/api/tournament_members/?tournament_id=${medal.id}&page_size=100&page=2`)).json()
        .results as Entry[]),
    ];
    expect(field).toHaveLength(144);
    expect(new Set(field.map((entry) => entry.hole_category_name))).toEqual(new Set(['Blue', 'White', 'Red']));
    expect(new Set(field.map((entry) => entry.gender))).toEqual(new Set(['M', 'F']));
    const ratings = await t.db.select().from(golfCourseIndexes).where(eq(golfCourseIndexes.golf_course_id, demoClubId));
    for (const entry of field) {
      const rating = ratings.find(
        (row) => row.hole_category_id === entry.hole_category_id && row.gender === entry.gender,
      )!;
      const unrounded = courseHandicap({
        handicapIndex: entry.handicap_index!,
        slopeRating: rating.slope_rating,
        courseRating: rating.course_rating,
        par: rating.par,
      });
      expect(entry.playing_handicap, entry.name).toBe(
        playingHandicap({ courseHandicap: unrounded, allowancePercent: 95 }),
      );
      expect(entry.category).toBe(entry.gender === 'F' ? 'Ladies' : entry.handicap_index! <= 12 ? 'Men A' : 'Men B');
    }
    const rounds = (await call('GET', `/api/player_rounds/?tournament_id=${medal.id}`)).json().results as {
      id: number;
    }[];
    const sheet = (
      await call('GET', `/api/player_round_groups/of_round/?player_round_id=${rounds[0]!.id}`)
    ).json() as Group[];
    expect(sheet).toHaveLength(36);
    expect(sheet[0]!.start).toBe('07:30');
    expect(sheet[35]!.start).toBe('12:10');
    expect(sheet.flatMap((group) => group.players)).toHaveLength(144);
  });
});

describe('a tournament and its field', () => {
  it("enters 40 golfers at once, each with the handicaps @fairway/golf gives from the stored ratings, and follows the tournament's terms until play", async () => {
    const tournament = await newTournament({ max_handicap: 36 });
    expect(tournament).toMatchObject({ handicap_allowance: 95, status: 'draft' });
    const golfers = await clubGolfers(40);
    const entered = await enter(
      tournament.id,
      golfers.map((golfer) => golfer.id),
    );
    expect(entered.statusCode, entered.body).toBe(201);
    expect(entered.json()).toEqual({ tournament_id: tournament.id, entered: 40 });

    const ratings = await t.db.select().from(golfCourseIndexes).where(eq(golfCourseIndexes.golf_course_id, demoClubId));
    const expectFieldFromGolf = async (allowancePercent: number) => {
      const field = await fieldOf(tournament.id);
      expect(field).toHaveLength(40);
      for (const entry of field) {
        const rating = ratings.find(
          (row) => row.hole_category_id === entry.hole_category_id && row.gender === (entry.gender === 'F' ? 'F' : 'M'),
        )!;
        expect(entry.hole_category_name).toBe(entry.gender === 'F' ? 'Red' : 'White');
        const unrounded = courseHandicap({
          handicapIndex: entry.handicap_index!,
          slopeRating: rating.slope_rating,
          courseRating: rating.course_rating,
          par: rating.par,
        });
        expect(entry.course_handicap).toBe(Math.floor(unrounded + 0.5));
        expect(entry.playing_handicap).toBe(
          Math.min(36, playingHandicap({ courseHandicap: unrounded, allowancePercent })),
        );
        expect(Number.isInteger(entry.playing_handicap)).toBe(true);
      }
      return field;
    };
    await expectFieldFromGolf(95);

    // Until play starts, the field follows the tournament: a new allowance changes every playing handicap.
    const changed = await call('PATCH', `/api/tournaments/${tournament.id}/`, 'admin', { handicap_allowance: 85 });
    expect(changed.statusCode, changed.body).toBe(200);
    await expectFieldFromGolf(85);

    // A golfer's index revised after entry shows in "recalculate", and is written when asked.
    const someone = golfers[0]!.id;
    await call('POST', '/api/member_indexes/', 'admin', {
      member_id: someone,
      effective_on: '2026-12-01',
      handicap_index: 3.2,
      source: 'manual',
    });
    const shown = await call('POST', `/api/tournaments/${tournament.id}/recalculate_handicaps/`, 'admin', {
      apply: false,
    });
    expect(shown.statusCode, shown.body).toBe(200);
    expect(shown.json().changes).toEqual([
      expect.objectContaining({ member_id: someone, after: expect.objectContaining({ handicap_index: 3.2 }) }),
    ]);
    expect((await fieldOf(tournament.id)).find((entry) => entry.member_id === someone)!.handicap_index).not.toBe(3.2);
    await call('POST', `/api/tournaments/${tournament.id}/recalculate_handicaps/`, 'admin', { apply: true });
    expect((await fieldOf(tournament.id)).find((entry) => entry.member_id === someone)!.handicap_index).toBe(3.2);

    // Once play starts the terms that decide the handicaps are locked.
    expect((await move(tournament.id, 'open')).statusCode).toBe(200);
    expect((await move(tournament.id, 'in_progress')).json().status).toBe('in_progress');
    const locked = await call('PATCH', `/api/tournaments/${tournament.id}/`, 'admin', { handicap_allowance: 100 });
    expect(locked.statusCode).toBe(409);
    expect(locked.json().detail).toContain('locked');
    expect((await call('PATCH', `/api/tournaments/${tournament.id}/`, 'admin', { name: 'Renamed' })).statusCode).toBe(
      200,
    );
  });

  it('works out a 9-hole event on the nine’s ratings and par, and a plus handicap stays plus', async () => {
    const tournament = await newTournament({ holes: 9, nine: 'back', format: 'stroke_play' });
    const [golfer] = await clubGolfers(1);
    await call('POST', '/api/member_indexes/', 'admin', {
      member_id: golfer!.id,
      effective_on: '2026-12-01',
      handicap_index: -1.4,
      source: 'manual',
    });
    expect((await enter(tournament.id, [golfer!.id])).statusCode).toBe(201);
    const [entry] = await fieldOf(tournament.id);
    const white = golfer!.gender === 'F' ? { rating: 38.6, slope: 139 } : { rating: 35.8, slope: 130 };
    expect(entry).toMatchObject({ handicap_index: -1.4, course_rating: white.rating, slope_rating: white.slope });
    const nine = courseHandicap({
      handicapIndex: -1.4,
      slopeRating: white.slope,
      courseRating: white.rating,
      par: entry!.rated_par,
      holes: 9,
    });
    expect(entry!.playing_handicap).toBe(playingHandicap({ courseHandicap: nine, allowancePercent: 95 }));
    expect(entry!.rated_par).toBeLessThan(40);
  });

  it('refuses bad terms and bad entries with a clear 400, changing nothing', async () => {
    const tees = await teeSets();
    const secondTees = await teeSets(secondClubId);
    const base = { name: 'Bad', start_date: '2027-02-01', end_date: '2027-02-01', format: 'stroke_play' };
    const before = (await call('GET', '/api/tournaments/', 'admin')).json().count as number;
    const allowance = await call('POST', '/api/tournaments/', 'admin', { ...base, handicap_allowance: 120 });
    expect(allowance.statusCode).toBe(400);
    expect(allowance.json()).toHaveProperty('handicap_allowance');
    const ends = await call('POST', '/api/tournaments/', 'admin', { ...base, end_date: '2027-01-31' });
    expect(ends.json()).toEqual({ end_date: ['The tournament cannot end before it starts.'] });
    const otherClubTees = await call('POST', '/api/tournaments/', 'admin', {
      ...base,
      men_hole_category_id: secondTees.Yellow,
    });
    expect(otherClubTees.statusCode).toBe(400);
    expect(otherClubTees.json()).toHaveProperty('men_hole_category_id');
    expect((await call('GET', '/api/tournaments/', 'admin')).json().count).toBe(before);

    // Blue has no rating for women: entering a woman from it names the tee set and the gender.
    const blueForAll = await newTournament({ women_hole_category_id: tees.Blue });
    const golfers = await clubGolfers(30);
    const woman = golfers.find((golfer) => golfer.gender === 'F')!;
    const man = golfers.find((golfer) => golfer.gender === 'M')!;
    const unrated = await enter(blueForAll.id, [man.id, woman.id]);
    expect(unrated.statusCode).toBe(400);
    expect(unrated.json().member_ids[0]).toMatch(/the tee set Blue has no rating for women in force on 2027-01-09/);
    expect(await fieldOf(blueForAll.id)).toHaveLength(0);

    const tournament = await newTournament();
    expect((await enter(tournament.id, [man.id])).statusCode).toBe(201);
    const twice = await enter(tournament.id, [man.id]);
    expect(twice.statusCode).toBe(400);
    expect(twice.json().member_ids[0]).toMatch(/is already entered/);
    const [secondGolfer] = await t.db
      .select({ id: golfCourseMembers.member_id })
      .from(golfCourseMembers)
      .where(
        and(
          eq(golfCourseMembers.golf_course_id, secondClubId),
          notInArray(
            golfCourseMembers.member_id,
            t.db
              .select({ id: golfCourseMembers.member_id })
              .from(golfCourseMembers)
              .where(eq(golfCourseMembers.golf_course_id, demoClubId)),
          ),
        ),
      );
    const oneBad = await enter(tournament.id, [woman.id, secondGolfer!.id]);
    expect(oneBad.statusCode).toBe(400);
    expect(oneBad.json().member_ids).toEqual([`Invalid pk "${secondGolfer!.id}" - object does not exist.`]);
    expect(await fieldOf(tournament.id)).toHaveLength(1);

    const full = await newTournament({ field_limit: 2 });
    expect(
      (
        await enter(
          full.id,
          golfers.slice(0, 3).map((golfer) => golfer.id),
        )
      ).statusCode,
    ).toBe(409);

    // Entries closed: when, as the club writes dates and on its clock (London, GMT in November).
    const closed = await newTournament();
    await t.db
      .update(tournaments)
      .set({ entries_close_at: new Date('2026-11-20T18:30:00Z') })
      .where(eq(tournaments.id, closed.id));
    const tooLate = await enter(closed.id, [man.id]);
    expect(tooLate.statusCode).toBe(409);
    expect(tooLate.json().detail).toBe('Entries closed at 20/11/2026 18:30.');

    // A full field asked again for a golfer already in says they are entered; a golfer named twice is named by name.
    const [first, second] = golfers;
    expect((await enter(full.id, [first!.id, second!.id])).statusCode).toBe(201);
    const again = await enter(full.id, [first!.id]);
    expect(again.statusCode).toBe(400);
    expect(again.json().member_ids[0]).toMatch(/^\S.* is already entered\.$/);
    const doubled = await enter(tournament.id, [woman.id, woman.id]);
    expect(doubled.statusCode).toBe(400);
    expect(doubled.json().member_ids[0]).toMatch(/^[^\d]+ is named twice\.$/);

    await move(tournament.id, 'open');
    await move(tournament.id, 'in_progress');
    await move(tournament.id, 'completed');
    expect((await move(tournament.id, 'finalised')).statusCode).toBe(200);
    const late = await enter(tournament.id, [woman.id]);
    expect(late.statusCode).toBe(409);
    expect((await call('PATCH', `/api/tournaments/${tournament.id}/`, 'admin', { name: 'X' })).statusCode).toBe(409);
  });

  it('moves through its statuses, naming the allowed moves when refused; a super admin alone reopens', async () => {
    const tournament = await newTournament();
    const skip = await move(tournament.id, 'completed');
    expect(skip.statusCode).toBe(409);
    expect(skip.json().detail).toBe('A draft tournament can move to open or cancelled, not to completed.');
    for (const status of ['open', 'draft', 'open', 'in_progress', 'completed', 'finalised']) {
      const moved = await move(tournament.id, status);
      expect(moved.statusCode, `${status}: ${moved.body}`).toBe(200);
      expect(moved.json().status).toBe(status);
    }
    const reopen = await move(tournament.id, 'completed');
    expect(reopen.statusCode).toBe(409);
    expect(reopen.json().detail).toContain('Only a super admin');
    expect((await move(tournament.id, 'completed', 'super')).statusCode).toBe(200);
    expect((await call('DELETE', `/api/tournaments/${tournament.id}/`, 'admin')).statusCode).toBe(409);
  });
});

describe('teams, rounds and the draw', () => {
  it('keeps a team to its size and a golfer to one side', async () => {
    const ryderCup = await newTournament({ format: 'ryder_cup', team_size: 12 });
    expect(ryderCup.handicap_allowance).toBe(100);
    const golfers = await clubGolfers(26);
    await enter(
      ryderCup.id,
      golfers.map((golfer) => golfer.id),
    );
    const noSide = await call('POST', '/api/tournament_teams/', 'admin', {
      tournament_id: ryderCup.id,
      name: 'Europe',
    });
    expect(noSide.json()).toEqual({ side: ['A Ryder Cup team is side A or side B.'] });
    const europe = (
      await call('POST', '/api/tournament_teams/', 'admin', { tournament_id: ryderCup.id, name: 'Europe', side: 'A' })
    ).json() as { id: number };
    const field = await fieldOf(ryderCup.id);
    for (const entry of field.slice(0, 12)) {
      const joined = await call('PATCH', `/api/tournament_members/${entry.id}/`, 'admin', { team_id: europe.id });
      expect(joined.statusCode, joined.body).toBe(200);
    }
    const thirteenth = await call('PATCH', `/api/tournament_members/${field[12]!.id}/`, 'admin', {
      team_id: europe.id,
    });
    expect(thirteenth.statusCode).toBe(400);
    expect(thirteenth.json()).toEqual({ team_id: ['Europe is full: a team has 12 players.'] });
    const usa = await call('POST', '/api/tournament_teams/', 'admin', {
      tournament_id: ryderCup.id,
      name: 'USA',
      side: 'B',
      captain_member_id: field[0]!.member_id,
    });
    expect(usa.json()).toEqual({ captain_member_id: ['The captain plays for another team.'] });
  });

  it('draws a round on tee times and as a shotgun, moves players, and refuses a group of five or a player twice', async () => {
    const tournament = await newTournament();
    const golfers = await clubGolfers(22);
    await enter(
      tournament.id,
      golfers.map((golfer) => golfer.id),
    );
    const roundId = await tournamentRound(call, tournament.id, 1, '2027-01-09');
    const drawn = await call('POST', '/api/player_round_groups/draw/', 'admin', {
      player_round_id: roundId,
      method: 'handicap_low_with_low',
      group_size: 4,
      start_type: 'tee_times',
      first_tee_time: '08:00',
      interval_minutes: 8,
    });
    expect(drawn.statusCode, drawn.body).toBe(200);
    const groups = drawn.json() as Group[];
    expect(groups.map((group) => group.start)).toEqual(['08:00', '08:08', '08:16', '08:24', '08:32', '08:40']);
    expect(groups.map((group) => group.players.length)).toEqual([4, 4, 4, 4, 3, 3]);

    const [first, second] = groups as [Group, Group];
    const moved = first.players[0]!.member_id;
    const drag = await call('POST', '/api/group_members/update_members_in_group/', 'admin', {
      player_round_id: roundId,
      groups: [
        { group_id: first.id, member_ids: first.players.slice(1).map((player) => player.member_id) },
        { group_id: groups[5]!.id, member_ids: [...groups[5]!.players.map((player) => player.member_id), moved] },
      ],
    });
    expect(drag.statusCode, drag.body).toBe(200);
    expect((drag.json() as Group[])[5]!.players.map((player) => player.member_id)).toContain(moved);

    const five = await call('POST', '/api/group_members/update_members_in_group/', 'admin', {
      player_round_id: roundId,
      groups: [
        { group_id: second.id, member_ids: [...second.players.map((player) => player.member_id), moved] },
        { group_id: groups[5]!.id, member_ids: groups[5]!.players.map((player) => player.member_id) },
      ],
    });
    expect(five.statusCode).toBe(400);
    expect(five.json().groups[0]).toMatch(/would have 5 players: at most 4/);
    const inTwo = await call('POST', '/api/group_members/update_members_in_group/', 'admin', {
      player_round_id: roundId,
      groups: [{ group_id: second.id, member_ids: [second.players[0]!.member_id, moved] }],
    });
    expect(inTwo.statusCode).toBe(400);
    expect(inTwo.json().groups[0]).toMatch(/is also in group 6/);

    const shotgun = await call('POST', '/api/player_round_groups/draw/', 'admin', {
      player_round_id: roundId,
      method: 'random',
      group_size: 2,
      start_type: 'shotgun',
      seed: 7,
    });
    expect((shotgun.json() as Group[]).map((group) => group.start)).toEqual([
      ...['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11'],
    ]);
    const shotgunGroup = (shotgun.json() as Group[])[0]!;
    const nineteen = await call('PATCH', `/api/player_round_groups/${shotgunGroup.id}/`, 'admin', {
      starting_hole: 19,
    });
    expect(nineteen.statusCode).toBe(400);
    expect(nineteen.json()).toHaveProperty('starting_hole');
    const elsewhere = await call(
      'PATCH',
      `/api/player_round_groups/${shotgunGroup.id}/`,
      'secondAdmin',
      { starting_hole: 2 },
      secondClubId,
    );
    expect(elsewhere.statusCode).toBe(404);
    expect(
      (
        await call(
          'GET',
          `/api/player_round_groups/of_round/?player_round_id=${roundId}`,
          'secondAdmin',
          undefined,
          secondClubId,
        )
      ).statusCode,
    ).toBe(404);
  });

  it('swaps two players of full groups, and takes a withdrawn player out of the draw at once, freeing their place', async () => {
    const tournament = await newTournament();
    const golfers = await clubGolfers(8);
    await enter(
      tournament.id,
      golfers.map((golfer) => golfer.id),
    );
    const roundId = await tournamentRound(call, tournament.id, 1, '2027-01-09');
    const drawn = await call('POST', '/api/player_round_groups/draw/', 'admin', {
      player_round_id: roundId,
      method: 'random',
      group_size: 4,
      start_type: 'tee_times',
      first_tee_time: '08:00',
      interval_minutes: 8,
      seed: 3,
    });
    const [first, second] = drawn.json() as [Group, Group];
    const idsOf = (group: Group) => group.players.map((player) => player.member_id);
    const [a1, a2, a3, a4] = idsOf(first) as [number, number, number, number];
    const [b1, b2, b3, b4] = idsOf(second) as [number, number, number, number];

    const swap = await call('POST', '/api/group_members/update_members_in_group/', 'admin', {
      player_round_id: roundId,
      groups: [
        { group_id: first.id, member_ids: [b2, a2, a3, a4] },
        { group_id: second.id, member_ids: [b1, a1, b3, b4] },
      ],
    });
    expect(swap.statusCode, swap.body).toBe(200);
    const swapped = swap.json() as Group[];
    expect(swapped.map(idsOf)).toEqual([
      [b2, a2, a3, a4],
      [b1, a1, b3, b4],
    ]);

    const entry = (await fieldOf(tournament.id)).find((each) => each.member_id === a3)!;
    const withdrawn = await call('PATCH', `/api/tournament_members/${entry.id}/`, 'admin', { status: 'withdrawn' });
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    const sheet = async () =>
      (await call('GET', `/api/player_round_groups/of_round/?player_round_id=${roundId}`)).json() as Group[];
    expect((await sheet()).map(idsOf)).toEqual([
      [b2, a2, a4],
      [b1, a1, b3, b4],
    ]);
    const intoTheFreePlace = await call('POST', '/api/group_members/update_members_in_group/', 'admin', {
      player_round_id: roundId,
      groups: [
        { group_id: first.id, member_ids: [b2, a2, a4, b4] },
        { group_id: second.id, member_ids: [b1, a1, b3] },
      ],
    });
    expect(intoTheFreePlace.statusCode, intoTheFreePlace.body).toBe(200);
    expect((await sheet()).map((group) => group.players.length)).toEqual([4, 3]);
  });

  it('keeps one round active, asks to confirm missing scores, and lets only a super admin reopen a completed round', async () => {
    const tournament = await newTournament({ rounds_count: 2, end_date: '2027-01-10' });
    const golfers = await clubGolfers(8);
    await enter(
      tournament.id,
      golfers.map((golfer) => golfer.id),
    );
    const round = async (roundNumber: number, playDate: string) => ({
      id: await tournamentRound(call, tournament.id, roundNumber, playDate),
    });
    const first = await round(1, '2027-01-09');
    const second = await round(2, '2027-01-10');
    const status = (player_round_id: number, to: string, who: 'admin' | 'super' = 'admin', extra = {}) =>
      call('POST', '/api/player_rounds/change_player_round_status/', who, { player_round_id, status: to, ...extra });

    const closed = await status(first.id, 'active');
    expect(closed.statusCode).toBe(409);
    expect(closed.json().detail).toBe('The tournament is draft: open it before its round starts.');
    await move(tournament.id, 'open');
    expect((await status(first.id, 'active')).json().status).toBe('active');
    expect((await call('GET', `/api/tournaments/${tournament.id}/`)).json().status).toBe('in_progress');
    const both = await status(second.id, 'active');
    expect(both.statusCode).toBe(409);
    expect(both.json().detail).toBe('Round 1 is in play: complete it before this one starts.');
    const active = await call('GET', '/api/player_rounds/active_rounds/');
    // The demo's November medal is in play too.
    expect(
      (active.json() as { id: number; tournament_id: number }[])
        .filter((row) => row.tournament_id === tournament.id)
        .map((row) => row.id),
    ).toEqual([first.id]);

    await call('POST', '/api/player_round_groups/draw/', 'admin', {
      player_round_id: second.id,
      method: 'random',
      group_size: 4,
      start_type: 'tee_times',
      first_tee_time: '09:00',
    });
    await status(first.id, 'completed');
    expect((await status(second.id, 'active')).statusCode).toBe(200);
    const unconfirmed = await status(second.id, 'completed');
    expect(unconfirmed.statusCode).toBe(409);
    expect(unconfirmed.json().detail).toMatch(/^8 players miss scores: .+ \(group 1\)/);
    expect((await status(second.id, 'completed', 'admin', { confirm_missing_scores: true })).statusCode).toBe(200);
    const back = await status(second.id, 'active');
    expect(back.statusCode).toBe(409);
    expect(back.json().detail).toBe('Only a super admin takes a completed round back into play.');
    expect((await status(second.id, 'active', 'super')).statusCode).toBe(200);
  });

  it('makes the rounds its form asks for, dated from its dates, and keeps them to its terms when it is edited', async () => {
    const rounds = async (tournamentId: number) =>
      (
        (await call('GET', `/api/player_rounds/?tournament_id=${tournamentId}`)).json().results as {
          id: number;
          round_number: number;
          play_date: string;
          status: string;
        }[]
      )
        .sort((first, second) => first.round_number - second.round_number)
        .map(({ id, round_number, play_date, status }) => ({ id, round_number, play_date, status }));
    const dates = async (tournamentId: number) =>
      (await rounds(tournamentId)).map((round) => [round.round_number, round.play_date]);
    const edit = (tournamentId: number, terms: Record<string, unknown>) =>
      call('PATCH', `/api/tournaments/${tournamentId}/`, 'admin', terms);

    // One round by default, on its day.
    expect(await dates((await newTournament()).id)).toEqual([[1, '2027-01-09']]);
    // Three rounds over two days: one a day from the first, the rounds beyond the last day on the last day.
    const tournament = await newTournament({ rounds_count: 3, end_date: '2027-01-10' });
    const made = await rounds(tournament.id);
    expect(made.map((round) => [round.round_number, round.play_date, round.status])).toEqual([
      [1, '2027-01-09', 'scheduled'],
      [2, '2027-01-10', 'scheduled'],
      [3, '2027-01-10', 'scheduled'],
    ]);
    // Another round 2 is refused: it has one.
    const twice = await call('POST', '/api/player_rounds/', 'admin', {
      tournament_id: tournament.id,
      round_number: 2,
      play_date: '2027-01-10',
    });
    expect(twice.statusCode).toBe(400);
    // Edited without touching its rounds or dates: the same rounds, none made twice.
    expect((await edit(tournament.id, { name: 'Winter Stableford', rounds_count: 3 })).statusCode).toBe(200);
    expect(await rounds(tournament.id)).toEqual(made);
    // Put back a week: its rounds move with its first day, within its new dates.
    expect((await edit(tournament.id, { start_date: '2027-01-16', end_date: '2027-01-18' })).statusCode).toBe(200);
    expect(await dates(tournament.id)).toEqual([
      [1, '2027-01-16'],
      [2, '2027-01-17'],
      [3, '2027-01-17'],
    ]);
    // Fewer rounds: the last goes; more: the new ones on their days.
    expect((await edit(tournament.id, { rounds_count: 2 })).statusCode).toBe(200);
    expect(await dates(tournament.id)).toEqual([
      [1, '2027-01-16'],
      [2, '2027-01-17'],
    ]);
    expect((await edit(tournament.id, { rounds_count: 4 })).statusCode).toBe(200);
    expect(await dates(tournament.id)).toEqual([
      [1, '2027-01-16'],
      [2, '2027-01-17'],
      [3, '2027-01-18'],
      [4, '2027-01-18'],
    ]);
    // A shorter event keeps its rounds within its days.
    expect((await edit(tournament.id, { end_date: '2027-01-16' })).statusCode).toBe(200);
    expect((await dates(tournament.id)).map(([, date]) => date)).toEqual(Array(4).fill('2027-01-16'));

    // Round 2 in play: the tournament keeps it.
    await move(tournament.id, 'open');
    const [first, second] = await rounds(tournament.id);
    const status = (player_round_id: number, to: string) =>
      call('POST', '/api/player_rounds/change_player_round_status/', 'admin', { player_round_id, status: to });
    expect((await status(first!.id, 'active')).statusCode).toBe(200);
    expect((await status(first!.id, 'completed')).statusCode).toBe(200);
    expect((await status(second!.id, 'active')).statusCode).toBe(200);
    const fewer = await edit(tournament.id, { rounds_count: 1 });
    expect(fewer.statusCode).toBe(400);
    expect(fewer.json()).toEqual({ rounds_count: ['Round 2 is in play: the tournament keeps at least 2 rounds.'] });
    expect((await edit(tournament.id, { rounds_count: 2 })).statusCode).toBe(200);
    expect((await rounds(tournament.id)).map((round) => [round.round_number, round.status])).toEqual([
      [1, 'completed'],
      [2, 'active'],
    ]);
  });
});

describe('who runs which tournament', () => {
  it("lets an event manager run their own series' tournaments and no other; members, users and other clubs none", async () => {
    const own = await call('POST', '/api/tournament_masters/', 'events', { name: 'Corporate League 2027' });
    expect(own.statusCode, own.body).toBe(201);
    expect(own.json()).toMatchObject({ event_manager_name: 'Evan Events' });
    const clubSeries = (await call('POST', '/api/tournament_masters/', 'admin', { name: 'Monthly Medal' })).json() as {
      id: number;
    };
    const refused = await call('POST', '/api/tournaments/', 'events', {
      name: 'Not mine',
      tournament_master_id: clubSeries.id,
      start_date: '2027-03-01',
      end_date: '2027-03-01',
      format: 'stroke_play',
    });
    expect(refused.json()).toEqual({ tournament_master_id: ['Choose one of your series.'] });
    const mine = await newTournament({ tournament_master_id: own.json().id }, 'events');
    const clubs = await newTournament({ tournament_master_id: clubSeries.id });

    const ownSeries = (await call('GET', '/api/tournament_masters/', 'events')).json().results as { name: string }[];
    expect(ownSeries.map((row) => row.name).sort()).toEqual(['Corporate League 2026', 'Corporate League 2027']);
    const ofOrganiser = (await call('GET', '/api/tournaments/', 'events')).json().results as { id: number }[];
    expect(ofOrganiser.map((row) => row.id)).toContain(mine.id);
    expect(ofOrganiser.map((row) => row.id)).not.toContain(clubs.id);
    expect(ofOrganiser).toHaveLength(2);
    expect((await call('GET', `/api/tournaments/${clubs.id}/`, 'events')).statusCode).toBe(404);
    expect((await call('PATCH', `/api/tournaments/${clubs.id}/`, 'events', { name: 'Mine' })).statusCode).toBe(404);
    expect((await move(clubs.id, 'open', 'events')).statusCode).toBe(404);
    expect((await call('GET', '/api/tournaments/', 'admin')).json().count).toBe(9 + 18);

    // The event manager enters two of their roster who are not members of the club: as guests.
    const candidates = await call('GET', `/api/members/get_tournament_members/?tournament_id=${mine.id}`, 'events');
    expect(candidates.statusCode).toBe(200);
    const rostered = (candidates.json() as { member_id: number; on_roster: boolean; is_guest: boolean }[]).filter(
      (candidate) => candidate.on_roster && candidate.is_guest,
    );
    expect(rostered.length).toBeGreaterThanOrEqual(2);
    expect(
      (
        await enter(
          mine.id,
          rostered.slice(0, 2).map((candidate) => candidate.member_id),
          'events',
        )
      ).statusCode,
    ).toBe(201);
    expect((await fieldOf(mine.id)).every((entry) => entry.hole_category_name)).toBe(true);
    const [entry] = await t.db.select().from(tournamentMembers).where(eq(tournamentMembers.tournament_id, mine.id));
    expect(entry!.is_guest).toBe(true);

    for (const who of ['member', 'user'] as const) {
      for (const url of [
        '/api/tournaments/',
        '/api/tournament_masters/',
        `/api/tournament_members/?tournament_id=${mine.id}`,
      ]) {
        expect((await call('GET', url, who)).statusCode, `${who} ${url}`).toBe(403);
      }
      expect((await move(mine.id, 'open', who)).statusCode).toBe(403);
    }
    expect((await call('GET', '/api/tournaments/', 'anonymous')).statusCode).toBe(401);
    const second = (url: string, method: 'GET' | 'PATCH' = 'GET', body?: unknown) =>
      call(method, url, 'secondAdmin', body, secondClubId);
    // The second club's own events only (its demo medal, paid from members' purses): none of this club's.
    const secondClubs = (await second('/api/tournaments/')).json().results as { id: number; name: string }[];
    expect(secondClubs.map((row) => row.name)).toEqual(['Monthly Medal']);
    expect(secondClubs.map((row) => row.id)).not.toContain(mine.id);
    expect((await second(`/api/tournaments/${mine.id}/`)).statusCode).toBe(404);
    expect((await second(`/api/tournaments/${mine.id}/`, 'PATCH', { name: 'Taken' })).statusCode).toBe(404);
    expect(
      (
        await call(
          'POST',
          `/api/tournaments/${mine.id}/change_status/`,
          'secondAdmin',
          { status: 'open' },
          secondClubId,
        )
      ).statusCode,
    ).toBe(404);
    expect((await second(`/api/members/get_tournament_members/?tournament_id=${mine.id}`)).statusCode).toBe(404);
    const bulk = await call(
      'POST',
      '/api/tournament_members/bulk_enter/',
      'secondAdmin',
      { tournament_id: mine.id, member_ids: [1] },
      secondClubId,
    );
    expect(bulk.statusCode).toBe(400);
    expect(bulk.json()).toHaveProperty('tournament_id');
  });

  it('shows a golfer their own rounds with their group and partners', async () => {
    const tournament = await newTournament();
    const [me] = await t.db
      .select({ id: members.id })
      .from(members)
      .where(eq(members.email, 'member@demo.fairway.golf'));
    const golfers = (await clubGolfers(4)).filter((golfer) => golfer.id !== me!.id).slice(0, 3);
    expect((await enter(tournament.id, [me!.id, ...golfers.map((golfer) => golfer.id)])).statusCode).toBe(201);
    const round = { id: await tournamentRound(call, tournament.id, 1, '2027-01-09') };
    await call('POST', '/api/player_round_groups/draw/', 'admin', {
      player_round_id: round.id,
      method: 'random',
      group_size: 4,
      start_type: 'tee_times',
      first_tee_time: '10:30',
    });
    const mine = await call('GET', '/api/player_rounds/my_rounds/', 'member');
    expect(mine.statusCode).toBe(200);
    const autumn = (mine.json() as { tournament_name: string; players: string[] }[]).filter(
      (row) => row.tournament_name === 'Autumn Stableford',
    );
    expect(autumn).toEqual([expect.objectContaining({ start: '10:30', group_number: 1 })]);
    expect(autumn[0]!.players).toContain('Morgan Member');
    expect(autumn[0]!.players).toHaveLength(4);
    // The demo's medal in play today comes first, before this later one and the rest, newest first.
    const rows = mine.json() as { status: string; play_date: string; tournament_name: string }[];
    expect(rows[0]).toEqual(expect.objectContaining({ status: 'active', tournament_name: 'Monthly Medal: November' }));
    expect(rows.some((row) => row.play_date > rows[0]!.play_date)).toBe(true);
    const rest = rows.slice(1).map((row) => row.play_date);
    expect(rest).toEqual([...rest].sort().reverse());
  });
});
