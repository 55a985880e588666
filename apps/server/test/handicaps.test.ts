import {
  exceptionalScoreReduction,
  handicapCapBand,
  handicapIndex,
  scoreDifferential,
  combinedNineHoleDifferential,
} from '@fairway/golf';
import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { and, asc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  golfCourseMembers,
  holeCategories,
  members,
  playerRoundGroupMembers,
  playerRoundGroups,
  playerRounds,
  tournaments,
} from '../src/db/schema/index.js';
import { handicapRevisions, type RevisionRecord } from '../src/modules/handicaps/handicap-revisions.js';
import { listMembersHandicapPerformance } from '../src/modules/handicaps/list-members-handicap-performance.js';
import { callsAs, demoClubId, secondClubId, useTestApp } from './test-app.js';

const t = useTestApp({ logLevel: 'error' });
const call = callsAs(t);

type Json = Record<string, unknown>;
type ScoreRecord = Json & {
  id: number;
  played_on: string;
  holes: number;
  counted_differential: number | null;
  score_differential: number;
  exceptional_reduction: number;
  esr_adjustment: number;
  counting: boolean;
  cap_applied: string | null;
  paired_with_id: number | null;
  handicap_index_after: number | null;
  adjusted_gross_score: number | null;
  gross_score: number | null;
  holes_estimated: number;
  course_rating: number;
  slope_rating: number;
  pcc: number;
  source: string;
  player_round_id: number | null;
};
type Performance = Json & {
  handicap_index: number | null;
  records: ScoreRecord[];
  index_history: { effective_on: string; handicap_index: number; source: string; note: string }[];
};

const header = 'date,course,tee,holes,course_rating,slope_rating,par,adjusted_gross_score,score_differential,pcc';
const differentialLine = (date: string, differential: number) =>
  `${date},Old Course,Yellow,18,71.0,125,72,,${differential.toFixed(1)},`;

/** A new golfer of the demo club without an index, made through the API: their history is theirs alone. */
async function newGolfer(firstName: string) {
  const made = await call('POST', '/api/members/', 'admin', { first_name: firstName, last_name: 'Handicap' });
  expect(made.statusCode, made.body).toBe(201);
  return made.json().id as number;
}

const importCsv = (memberId: number, lines: string[], who: 'admin' | 'secondAdmin' = 'admin') =>
  call(
    'POST',
    '/api/score_records/import_csv/',
    who,
    { member_id: memberId, csv: [header, ...lines].join('\n') },
    who === 'admin' ? demoClubId : secondClubId,
  );

const performanceOf = async (memberId: number) => {
  const answer = await call('GET', `/api/member_handicap_performance/?member_id=${memberId}`, 'admin');
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json() as Performance;
};

const day = (start: string, plus: number) =>
  new Date(Date.parse(`${start}T00:00:00Z`) + plus * 86_400_000).toISOString().slice(0, 10);

describe('handicap records and revisions', () => {
  it('turns imported records into the index of the WHS worked examples, the exceptional scores and 9-hole pairs, and recomputes the same', async () => {
    const golfer = await newGolfer('Fewer');
    // Fewer than 20: three differentials, the lowest less 2.0 (README: 15.3, 15.2, 16.6 give 13.2).
    const three = await importCsv(golfer, [
      differentialLine('2025-02-01', 15.3),
      differentialLine('2025-02-02', 15.2),
      differentialLine('2025-02-03', 16.6),
    ]);
    expect(three.statusCode, three.body).toBe(201);
    expect(three.json()).toEqual({ member_id: golfer, imported: 3, handicap_index: 13.2 });
    expect(handicapIndex({ differentials: [15.3, 15.2, 16.6] })).toBe(13.2);

    // An exceptional score 8.0 below the 13.2 in force takes 1.0 off every differential (Rule 5.9), then one 10.2
    // below the 3.2 that follows takes 2.0; then two nines pair into one 18-hole differential.
    expect(exceptionalScoreReduction({ differential: 5.2, handicapIndex: 13.2 })).toBe(1);
    expect((await importCsv(golfer, [differentialLine('2025-03-01', 5.2)])).json().handicap_index).toBe(
      handicapIndex({ differentials: [14.3, 14.2, 15.6, 4.2] }),
    );
    expect(exceptionalScoreReduction({ differential: -7, handicapIndex: 3.2 })).toBe(2);
    const nines = await importCsv(golfer, [
      differentialLine('2025-03-05', -7),
      '2025-04-01,Old Course,Yellow front,9,35.3,121,36,42,,',
      '2025-04-02,Old Course,Yellow back,9,36.1,125,36,44,,0',
    ]);
    expect(nines.statusCode, nines.body).toBe(201);
    const pair = combinedNineHoleDifferential(
      { adjustedGrossScore: 42, courseRating: 35.3, slopeRating: 121 },
      { adjustedGrossScore: 44, courseRating: 36.1, slopeRating: 125 },
    );
    const expected = handicapIndex({ differentials: [12.3, 12.2, 13.6, 2.2, -9, pair.differential] });
    expect(nines.json().handicap_index).toBe(expected);

    const performance = await performanceOf(golfer);
    expect(performance.handicap_index).toBe(expected);
    const records = [...performance.records].reverse();
    expect(
      records.map((record) => [record.counted_differential, record.exceptional_reduction, record.esr_adjustment]),
    ).toEqual([
      [15.3, 0, 3],
      [15.2, 0, 3],
      [16.6, 0, 3],
      [5.2, 1, 3],
      [-7, 2, 2],
      [null, 0, 0],
      [13.4, 0, 0],
    ]);
    expect(records[5]!.paired_with_id).toBe(records[6]!.id);
    expect(records[5]!.score_differential).toBe(
      scoreDifferential({ adjustedGrossScore: 42, courseRating: 35.3, slopeRating: 121 }),
    );
    // Six differentials: the lowest two count.
    expect(records.filter((record) => record.counting).map((record) => record.played_on)).toEqual([
      '2025-03-01',
      '2025-03-05',
    ]);
    const calculated = performance.index_history.filter((entry) => entry.source === 'calculated');
    expect(calculated.map((entry) => [entry.effective_on, entry.handicap_index])).toEqual([
      ['2025-04-02', expected],
      ['2025-03-05', -9],
      ['2025-03-01', 3.2],
      ['2025-02-03', 13.2],
    ]);
    expect(calculated[2]!.note).toContain('exceptional score');
    expect(calculated[3]!.note).toBe('13.2, first index: the lowest 1 of the latest 3 score differentials');

    // From scratch, for the golfer and for the club: the same history and the same marks.
    const one = await call('POST', '/api/score_records/recompute/', 'admin', { member_id: golfer });
    expect(one.json()).toEqual({ members_revised: 1, calculated_entries: 4 });
    const club = await call('POST', '/api/score_records/recompute/', 'admin', {});
    expect(club.statusCode, club.body).toBe(200);
    expect(club.json().members_revised).toBeGreaterThanOrEqual(1);
    const again = await performanceOf(golfer);
    expect(again.index_history).toEqual(performance.index_history);
    expect(again.records).toEqual(performance.records);
  });

  it('holds a rise with the soft and the hard cap against the Low Handicap Index, and flags them in the club table', async () => {
    const capped = async (name: string, low: number, good: number, bad: number) => {
      const golfer = await newGolfer(name);
      const entry = await call('POST', '/api/member_indexes/', 'admin', {
        member_id: golfer,
        effective_on: '2025-01-02',
        handicap_index: low,
        source: 'manual',
      });
      expect(entry.statusCode, entry.body).toBe(201);
      const differentials = Array.from({ length: 20 }, (_, index) => (index % 2 === 0 ? good : bad));
      const imported = await importCsv(
        golfer,
        differentials.map((differential, index) => differentialLine(day('2025-01-10', index), differential)),
      );
      expect(imported.statusCode, imported.body).toBe(201);
      return { golfer, differentials, index: imported.json().handicap_index as number };
    };
    // USGA: lowest 8 averaging 11.6 against a Low of 6.5 give 10.6 (soft cap); 18.2 against 10.2 give 15.2 (hard).
    const soft = await capped('Soft', 6.5, 11.6, 20);
    expect(soft.index).toBe(10.6);
    expect(handicapIndex({ differentials: soft.differentials, lowHandicapIndex: 6.5 })).toBe(10.6);
    const hard = await capped('Hard', 10.2, 18.2, 25);
    expect(hard.index).toBe(15.2);
    const softRecords = (await performanceOf(soft.golfer)).records;
    expect(softRecords[0]!.cap_applied).toBe('soft');
    expect(softRecords.filter((record) => record.counting)).toHaveLength(8);
    expect(
      softRecords.filter((record) => record.counting).every((record) => record.counted_differential === 11.6),
    ).toBe(true);
    expect((await performanceOf(hard.golfer)).index_history[0]!.note).toContain(
      'hard cap: 18.2 held to 15.2 against the Low Handicap Index 10.2',
    );

    const table = async (query: string) => {
      const answer = await call('GET', `/api/all_members_handicap_performance/${query}`, 'admin');
      expect(answer.statusCode, answer.body).toBe(200);
      return answer.json() as { count: number; results: (Json & { member_id: number })[] };
    };
    const softOnes = await table('?soft_cap_applied=true&search=Handicap');
    expect(softOnes.results.map((row) => row.member_id)).toEqual([soft.golfer]);
    expect(softOnes.results[0]).toMatchObject({
      handicap_index: 10.6,
      rounds_played: 0,
      no_scores_12_months: true,
      soft_cap_applied: true,
      hard_cap_applied: false,
      last_played_on: '2025-01-29',
    });
    expect((await table('?hard_cap_applied=true&search=Handicap')).results.map((row) => row.member_id)).toEqual([
      hard.golfer,
    ]);
    const byIndex = await table('?search=Handicap&ordering=-handicap_index');
    expect(byIndex.results.map((row) => row.member_id)).toEqual([hard.golfer, soft.golfer]);
    const graph = await call(
      'GET',
      '/api/all_members_handicap_performance/graph/?search=Handicap&ordering=handicap_index',
      'admin',
    );
    expect(graph.statusCode, graph.body).toBe(200);
    const differentials = await call(
      'GET',
      '/api/all_members_handicap_performance/score_differential/?search=Soft',
      'admin',
    );
    const latest = differentials.json().results[0].differentials as {
      counted_differential: number;
      counting: boolean;
    }[];
    expect(latest).toHaveLength(20);
    expect(latest.filter((one) => one.counting)).toHaveLength(8);
    expect((await table('?ordering=change_12_months&page_size=5')).results).toHaveLength(5);
    expect((await call('GET', '/api/all_members_handicap_performance/?ordering=shoe_size', 'admin')).statusCode).toBe(
      400,
    );
    // The cap band of the golfer's Low Handicap Index now (the 6.5 of 2025 is out of the 365 days).
    const softNow = await performanceOf(soft.golfer);
    const band = handicapCapBand(softNow.low_handicap_index as number);
    expect(softNow.cap_band).toEqual({ soft_cap_from: band.softCapFrom, hard_cap_at: band.hardCapAt });

    // The CSV of the whole table: every golfer of the club, not a page, searched, filtered and ordered as the table.
    const csvOf = async (query: string, who: 'admin' | 'secondAdmin' = 'admin') => {
      const answer = await call(
        'GET',
        `/api/all_members_handicap_performance/csv/${query}`,
        who,
        undefined,
        who === 'admin' ? demoClubId : secondClubId,
      );
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
      return { lines: answer.body.trim().split('\r\n'), disposition: answer.headers['content-disposition'] };
    };
    const everyone = await csvOf('?ordering=-change_12_months');
    expect(everyone.disposition).toBe(
      `attachment; filename="golf-course-${demoClubId}-members-handicap-performance.csv"`,
    );
    expect(everyone.lines[0]).toBe(
      'Last name,First name,Membership number,Handicap Index,Low Handicap Index,Change 3 months,Change 12 months,Rounds 12 months,Last played,No scores 12 months,Exceptional score,Soft cap,Hard cap',
    );
    const clubSize = (await table('?page_size=1')).count;
    expect(clubSize).toBeGreaterThan(100);
    expect(everyone.lines).toHaveLength(1 + clubSize);
    const cappedCsv = await csvOf('?search=Handicap&ordering=-handicap_index');
    expect(cappedCsv.lines).toHaveLength(3);
    expect(cappedCsv.lines[1]).toMatch(/^Handicap,Hard,[^,]*,15\.2,[^,]*,[^,]*,[^,]*,0,2025-01-29,Yes,No,No,Yes$/);
    expect(cappedCsv.lines[2]).toMatch(/^Handicap,Soft,[^,]*,10\.6,[^,]*,[^,]*,[^,]*,0,2025-01-29,Yes,No,Yes,No$/);
    expect((await csvOf('?search=Handicap&hard_cap_applied=true')).lines.slice(1)).toEqual([cappedCsv.lines[1]]);
    // Another club's admin gets their own club's golfers only; a member is not let in.
    expect((await csvOf('?search=Handicap', 'secondAdmin')).lines).toEqual([everyone.lines[0]]);
    expect((await call('GET', '/api/all_members_handicap_performance/csv/', 'member')).statusCode).toBe(403);
    // The Admin group's Members Performance is the event managers' too, and the golfers' analyses it opens.
    expect((await call('GET', '/api/all_members_handicap_performance/csv/?search=Handicap', 'events')).body).toBe(
      `${cappedCsv.lines.join('\r\n')}\r\n`,
    );
    expect((await call('GET', `/api/member_handicap_performance/?member_id=${soft.golfer}`, 'events')).statusCode).toBe(
      200,
    );
    expect(
      (await call('GET', '/api/all_members_handicap_performance/csv/?hard_cap_applied=perhaps', 'admin')).statusCode,
    ).toBe(400);
  });

  it('imports all or nothing, names the bad lines, and keeps each club and golfer to their own', async () => {
    const golfer = await newGolfer('Careful');
    const tomorrow = day(new Date().toISOString().slice(0, 10), 2);
    const bad = await importCsv(golfer, [
      differentialLine('2025-05-01', 12.1),
      '2025-05-02,Old Course,Yellow,18,71.0,200,72,,12.0,',
      `${tomorrow},Old Course,Yellow,18,71.0,125,72,85,,`,
      '2025-05-04,Old Course,Yellow,9,71.0,125,72,40,,',
      '2025-05-05,Old Course,Yellow,18,71.0,125,72,85,,4',
      '2025-05-06,Old Course,Yellow,18,71.0,125,72,85,9.9,',
    ]);
    expect(bad.statusCode).toBe(400);
    const problems = bad.json().csv as string[];
    expect(problems).toHaveLength(5);
    expect(problems[0]).toBe('Line 3: slope_rating 200 is outside 55 to 155.');
    expect(problems[1]).toBe(`Line 4: date ${tomorrow} is in the future.`);
    expect(problems[2]).toContain('Line 5: course_rating 71 is outside 25 to 45 for 9 holes');
    expect(problems[3]).toBe('Line 6: pcc 4 is outside -1 to 3.');
    expect(problems[4]).toBe('Line 7: score_differential 9.9 is not the 12.7 of the adjusted gross score and ratings.');
    expect((await performanceOf(golfer)).records).toEqual([]);

    // The day's PCC: refused out of range or for a later day, not for a plain user; set by an organiser (on a day
    // before the demo's two years of rounds, so no record is revised).
    const pcc = (body: Json, who: 'admin' | 'user' | 'events' = 'admin') =>
      call('POST', '/api/score_records/playing_conditions/', who, body);
    expect((await pcc({ played_on: '2020-05-01', pcc: 4 })).json()).toEqual({
      pcc: ['Ensure this value is less than or equal to 3.'],
    });
    expect((await pcc({ played_on: tomorrow, pcc: 1 })).statusCode).toBe(400);
    expect((await pcc({ played_on: '2020-05-01', pcc: 1 }, 'user')).statusCode).toBe(403);
    expect((await pcc({ played_on: '2020-05-01', pcc: 1.5 }, 'events')).json()).toEqual({
      played_on: '2020-05-01',
      pcc: 1.5,
      records_revised: 0,
    });

    // Another club's admin reaches none of the demo club's golfers; the demo club's admin none of theirs.
    const [secondGolfer] = (
      await t.db
        .select({ id: golfCourseMembers.member_id })
        .from(golfCourseMembers)
        .where(
          and(
            eq(golfCourseMembers.golf_course_id, secondClubId),
            sql`${golfCourseMembers.member_id} not in (select member_id from golf_course_members where golf_course_id = ${demoClubId})`,
          ),
        )
        .limit(1)
    ).map((row) => row.id);
    expect((await importCsv(golfer, [differentialLine('2025-05-01', 12.1)], 'secondAdmin')).statusCode).toBe(404);
    expect(
      (await call('POST', '/api/score_records/recompute/', 'secondAdmin', { member_id: golfer }, secondClubId))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await call(
          'GET',
          `/api/member_handicap_performance/?member_id=${golfer}`,
          'secondAdmin',
          undefined,
          secondClubId,
        )
      ).statusCode,
    ).toBe(404);
    const secondTable = (
      await call('GET', '/api/all_members_handicap_performance/?search=Careful', 'secondAdmin', undefined, secondClubId)
    ).json();
    expect(secondTable.count).toBe(0);
    expect((await importCsv(secondGolfer!, [differentialLine('2025-05-01', 12.1)])).statusCode).toBe(404);
    expect((await call('GET', `/api/member_handicap_performance/?member_id=${secondGolfer}`, 'admin')).statusCode).toBe(
      404,
    );

    // A member reads their own performance, not another golfer's; the club table is the admins'.
    const own = await call('GET', '/api/member_handicap_performance/', 'member');
    expect(own.statusCode, own.body).toBe(200);
    expect(
      (await call('GET', `/api/member_handicap_performance/?member_id=${own.json().member_id}`, 'member')).statusCode,
    ).toBe(200);
    expect((await call('GET', `/api/member_handicap_performance/?member_id=${golfer}`, 'member')).statusCode).toBe(404);
    expect((await call('GET', '/api/all_members_handicap_performance/', 'member')).statusCode).toBe(403);
    expect((await call('POST', '/api/score_records/recompute/', 'member', {})).statusCode).toBe(403);
  });

  it('writes the score records of a tournament round when it is completed, and works them out again with the PCC', async () => {
    const [medal] = await t.db
      .select({ roundId: playerRounds.id, playDate: playerRounds.play_date })
      .from(tournaments)
      .innerJoin(playerRounds, eq(playerRounds.tournament_id, tournaments.id))
      .where(eq(tournaments.name, 'Monthly Medal: November'));
    const players = await t.db
      .select({ memberId: playerRoundGroupMembers.member_id, group: playerRoundGroups.number })
      .from(playerRoundGroupMembers)
      .innerJoin(playerRoundGroups, eq(playerRoundGroups.id, playerRoundGroupMembers.player_round_group_id))
      .innerJoin(members, eq(members.id, playerRoundGroupMembers.member_id))
      .where(and(eq(playerRoundGroupMembers.player_round_id, medal!.roundId)))
      .orderBy(asc(playerRoundGroups.number), asc(playerRoundGroupMembers.position));
    const completed = await call('POST', '/api/player_rounds/change_player_round_status/', 'admin', {
      player_round_id: medal!.roundId,
      status: 'completed',
      confirm_missing_scores: true,
      confirm_unattested_cards: true,
    });
    expect(completed.statusCode, completed.body).toBe(200);
    // The demo's groups are through 20 - their number holes (group 1 all 18, group 4 16, group 7 13); the demo
    // member's group through 8.
    const demoMember = (await call('GET', '/api/members/me/', 'member')).json().id as number;
    const demoGroup = players.find((player) => player.memberId === demoMember)?.group;
    const thru = (group: number) => (group === demoGroup ? 8 : Math.max(0, Math.min(18, 20 - group)));
    const ofGroupThru = (holes: number) =>
      players.find((player) => player.group !== demoGroup && thru(player.group) === holes)!.memberId;
    const recordOf = async (memberId: number) =>
      (await performanceOf(memberId)).records.find((record) => record.player_round_id === medal!.roundId);
    const finished = await recordOf(ofGroupThru(18));
    expect(finished).toMatchObject({ played_on: medal!.playDate, holes: 18, holes_estimated: 0, pcc: 0 });
    expect(finished!.adjusted_gross_score).toBeLessThanOrEqual(finished!.gross_score!);
    expect(finished!.score_differential).toBe(
      scoreDifferential({
        adjustedGrossScore: finished!.adjusted_gross_score!,
        courseRating: finished!.course_rating,
        slopeRating: finished!.slope_rating,
      }),
    );
    // An organiser's correction of the completed round writes the record again.
    const scores = (
      await call(
        'GET',
        `/api/player_scores/?player_round_id=${medal!.roundId}&member_id=${ofGroupThru(18)}&page_size=100`,
      )
    ).json().results as { hole_number: number; strokes: number; version: number }[];
    const first = scores.find((score) => score.hole_number === 1)!;
    const corrected = await call('POST', '/api/scores/save_score/', 'admin', {
      player_round_id: medal!.roundId,
      member_id: ofGroupThru(18),
      hole_number: 1,
      strokes: 1,
      base_version: first.version,
      client_key: randomUUID(),
      reason: 'An ace the marker missed',
    });
    expect(corrected.statusCode, corrected.body).toBe(200);
    const rewritten = await recordOf(ofGroupThru(18));
    expect(rewritten!.id).not.toBe(finished!.id);
    expect(rewritten!.gross_score).toBe(finished!.gross_score! - first.strokes + 1);
    expect(rewritten!.adjusted_gross_score).toBeLessThan(finished!.adjusted_gross_score!);
    const sixteen = await recordOf(ofGroupThru(16));
    expect(sixteen).toMatchObject({ holes_estimated: 2, gross_score: null });
    expect(await recordOf(ofGroupThru(13))).toBeUndefined();

    // An individual round at the club: a hole picked up and a blow-up both count net double bogey.
    const [white] = await t.db
      .select({ id: holeCategories.id })
      .from(holeCategories)
      .where(eq(holeCategories.golf_course_id, demoClubId))
      .orderBy(asc(holeCategories.id))
      .limit(1);
    const started = await call('POST', '/api/player_rounds_individual/', 'member', { hole_category_id: white!.id });
    expect(started.statusCode, started.body).toBe(201);
    const round = started.json() as { id: number; player_round_group_id: number };
    const card = (
      await call('GET', `/api/scores/group_card/?group_id=${round.player_round_group_id}`, 'member')
    ).json();
    const [player] = card.players as { member_id: number; strokes_received: number[] }[];
    const holes = card.holes as { hole_number: number; par: number }[];
    const strokes = holes.map((hole, index) => (index === 0 ? 12 : index === 1 ? null : hole.par));
    const saved = await call(
      'POST',
      '/api/scores/save_score/',
      'member',
      holes.map((hole, index) => ({
        player_round_id: round.id,
        member_id: player!.member_id,
        hole_number: hole.hole_number,
        strokes: strokes[index],
        client_key: randomUUID(),
        base_version: 0,
      })),
    );
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await call('POST', `/api/player_rounds_individual/${round.id}/complete/`, 'member')).statusCode).toBe(200);
    const own = (await call('GET', '/api/member_handicap_performance/', 'member')).json() as Performance;
    // The member's record of this round, beside those of the rounds they recorded before.
    const individual = own.records.find((record) => record.player_round_id === round.id)!;
    expect(individual.source).toBe('individual_round');
    const netDoubleBogey = (index: number) => holes[index]!.par + 2 + player!.strokes_received[index]!;
    expect(individual).toMatchObject({
      holes: 18,
      holes_estimated: 0,
      gross_score: null,
      adjusted_gross_score:
        Math.min(12, netDoubleBogey(0)) + netDoubleBogey(1) + holes.slice(2).reduce((sum, hole) => sum + hole.par, 0),
    });

    const pcc = await call('POST', '/api/score_records/playing_conditions/', 'admin', {
      played_on: medal!.playDate,
      pcc: 1,
    });
    expect(pcc.statusCode, pcc.body).toBe(200);
    // The medal's players through 14 holes or more, and the member's own round that day.
    expect(pcc.json().records_revised).toBe(players.filter((player) => thru(player.group) >= 14).length + 1);
    const withPcc = await recordOf(ofGroupThru(18));
    expect(withPcc).toMatchObject({ pcc: 1, adjusted_gross_score: rewritten!.adjusted_gross_score });
    expect(withPcc!.score_differential).toBe(
      scoreDifferential({
        adjustedGrossScore: rewritten!.adjusted_gross_score!,
        courseRating: finished!.course_rating,
        slopeRating: finished!.slope_rating,
        pcc: 1,
      }),
    );
  });

  it('keeps the club table after a revision equal to its figures worked out again from scratch', async () => {
    // Each read at an address of its own, so none is a page kept from before.
    const wholeClub = async (ordering: string, pageSize: number, variant = '') => {
      const rows: Json[] = [];
      for (let page = 1; ; page++) {
        const answer = await call(
          'GET',
          `/api/all_members_handicap_performance/${variant}?ordering=${ordering}&page_size=${pageSize}&page=${page}`,
          'admin',
        );
        expect(answer.statusCode, answer.body).toBe(200);
        const body = answer.json() as { next: string | null; results: Json[] };
        rows.push(...body.results);
        if (!body.next) return rows;
      }
    };
    await wholeClub('name', 100);
    const golfer = await newGolfer('Summary');
    const recent = new Date(Date.now() - 10 * 86_400_000).toISOString().slice(0, 10);
    expect((await importCsv(golfer, [differentialLine(recent, 12.3)])).statusCode).toBe(201);
    const revised = await wholeClub('-change_3_months', 100);
    expect(revised.find((row) => row.member_id === golfer)).toMatchObject({
      rounds_played: 1,
      last_played_on: recent,
      no_scores_12_months: false,
    });
    const graph = await wholeClub('-change_3_months', 100, 'graph/');
    expect(graph.filter((row) => (row.index_points as unknown[]).length > 0).length).toBeGreaterThan(0);
    const differentials = await wholeClub('-change_3_months', 100, 'score_differential/');
    expect(differentials.find((row) => row.member_id === golfer)).toMatchObject({
      // One record gives no index yet (WHS Rule 5.2: three at least), so none counts.
      differentials: [{ played_on: recent, counted_differential: 12.3, counting: false, exceptional_reduction: 0 }],
    });
    await t.db.execute(sql`update member_handicap_summaries set computed_on = null, revision = revision + 1`);
    expect(await wholeClub('-change_3_months', 99)).toEqual(revised);
    expect(await wholeClub('-change_3_months', 7, 'graph/')).toEqual(graph);
    expect(await wholeClub('-change_3_months', 7, 'score_differential/')).toEqual(differentials);
    // A page read on its own (a club too large for its whole list to be kept, or inside a transaction) is the same.
    for (const [variant, path] of [
      ['graph', 'graph/'],
      ['score_differential', 'score_differential/'],
    ] as const) {
      const query = { ordering: '-change_3_months', page_size: '7', page: '3' };
      const alone = await t.db.transaction((transaction) =>
        listMembersHandicapPerformance(transaction, demoClubId, query, variant),
      );
      const kept = await call(
        'GET',
        `/api/all_members_handicap_performance/${path}?${new URLSearchParams(query)}`,
        'admin',
      );
      expect(alone.results).toEqual(kept.json().results);
      expect(alone.results).toHaveLength(7);
    }
  });
});

describe('revisions after each day are the revisions from scratch', () => {
  it('gives, for every history cut at the end of a day, the entries and records the whole history gives up to it', () => {
    const record = fc.record({
      daysLater: fc.integer({ min: 0, max: 40 }),
      nine: fc.boolean(),
      tenths: fc.integer({ min: -50, max: 500 }),
      adjustedGrossScore: fc.integer({ min: 30, max: 60 }),
    });
    fc.assert(
      fc.property(
        fc.array(record, { minLength: 1, maxLength: 45 }),
        fc.option(fc.integer({ min: 0, max: 400 }), { nil: null }),
        (drawn, keptTenths) => {
          let played = '2024-01-01';
          const records: RevisionRecord[] = drawn.map((one, index) => {
            played = day(played, one.daysLater);
            if (!one.nine) {
              return {
                id: index + 1,
                playedOn: played,
                holes: 18,
                scoreDifferential: one.tenths / 10,
                unroundedDifferential: one.tenths / 10,
                terms: null,
              };
            }
            const terms = { adjustedGrossScore: one.adjustedGrossScore, courseRating: 35.5, slopeRating: 120 };
            return {
              id: index + 1,
              playedOn: played,
              holes: 9,
              scoreDifferential: scoreDifferential(terms),
              unroundedDifferential: scoreDifferential(terms),
              terms,
            };
          });
          const kept = keptTenths === null ? [] : [{ effectiveOn: '2023-12-01', handicapIndex: keptTenths / 10 }];
          const whole = handicapRevisions(records, kept);
          for (let cut = 1; cut <= records.length; cut += 1) {
            const lastDay = records[cut - 1]!.playedOn;
            if (cut < records.length && records[cut]!.playedOn === lastDay) continue;
            const part = handicapRevisions(records.slice(0, cut), kept);
            expect(part.entries).toEqual(whole.entries.filter((entry) => entry.effectiveOn <= lastDay));
            expect(
              part.records.map((one) => [one.handicapIndexAfter, one.capApplied, one.exceptionalReduction]),
            ).toEqual(
              whole.records
                .slice(0, cut)
                .map((one) => [one.handicapIndexAfter, one.capApplied, one.exceptionalReduction]),
            );
          }
        },
      ),
      { numRuns: 60 },
    );
  });
});
