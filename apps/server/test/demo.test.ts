import { courseCardProblems, handicapIndex } from '@fairway/golf';
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { members, playerRounds, scoreRecords } from '../src/db/schema/index.js';
import { callsAs, demo, type DemoUser, useTestApp } from './test-app.js';

const t = useTestApp();
const call = callsAs(t);

type CardHole = { number: number; name: string; stroke_index: number; stroke_index_ladies: number | null };
type Mail = { id: number; recipient: string; subject: string; status: string; golf_course_name: string | null };

const cardOf = async (who: DemoUser) => {
  const admin = await t.as(who);
  const answer = await admin.call({ method: 'GET', url: '/api/golf_course_holes/card/' });
  expect(answer.statusCode).toBe(200);
  return answer.json<{ holes_count: number; holes: CardHole[] }>();
};

describe('the demo seeded into a new database', () => {
  it.each([
    ['admin', 18],
    ['secondAdmin', 9],
  ] as const)(
    "shows %s every hole of the course card named, with a ladies' stroke index, and no problem on the card",
    async (who, holeCount) => {
      const card = await cardOf(who);
      expect(card.holes).toHaveLength(holeCount);
      for (const hole of card.holes) {
        expect(hole.name, `hole ${hole.number}`).toMatch(/^\p{Lu}/u);
        expect(hole.stroke_index_ladies, `hole ${hole.number}`).not.toBeNull();
      }
      expect(new Set(card.holes.map((hole) => hole.name)).size).toBe(holeCount);
      const problems = courseCardProblems({
        holeCount: card.holes_count,
        holes: card.holes.map((hole) => ({
          number: hole.number,
          strokeIndex: hole.stroke_index,
          strokeIndexLadies: hole.stroke_index_ladies,
        })),
      });
      expect(problems).toEqual([]);
    },
  );

  it("gives the 18 holes' ladies their own allocation, odd stroke indexes out and even ones in", async () => {
    const { holes } = await cardOf('admin');
    const ladies = holes.map((hole) => hole.stroke_index_ladies!);
    expect(ladies.slice(0, 9).every((strokeIndex) => strokeIndex % 2 === 1)).toBe(true);
    expect(ladies.slice(9).every((strokeIndex) => strokeIndex % 2 === 0)).toBe(true);
    expect(ladies).not.toEqual(holes.map((hole) => hole.stroke_index));
  });

  it("shows the super admin the mails its registrations sent, waiting in the outbox, and last season's results sent", async () => {
    const superAdmin = await t.as('super');
    const all: Mail[] = [];
    for (let page = 1, more = true; more; page += 1) {
      const outbox = await superAdmin.call({
        method: 'GET',
        url: `/api/mail_outbox/?page_size=100&ordering=id&page=${page}`,
      });
      expect(outbox.statusCode).toBe(200);
      const answer = outbox.json<{ results: Mail[]; next: string | null }>();
      all.push(...answer.results);
      more = answer.next !== null;
    }
    const results = all.filter((mail) => mail.subject.startsWith('Your result in '));
    expect(results.every((mail) => mail.status === 'sent')).toBe(true);
    // Every one of last season's seventeen tournaments with results but the skins day (its results are holes and
    // money, not places), the match, team, side, scramble, eclectic, flighted and knockout formats included, mailed its
    // entrants.
    expect(new Set(results.map((mail) => mail.subject)).size).toBe(16);
    // Last Saturday's ballot, at both clubs, mailed its entrants when it was drawn.
    const ballotResults = all.filter((mail) => mail.subject.startsWith('The ballot for '));
    expect(ballotResults.every((mail) => mail.status === 'sent')).toBe(true);
    expect(new Set(ballotResults.map((mail) => mail.golf_course_name))).toEqual(
      new Set(['Fairway Demo Golf Club', 'Second Demo Golf Club']),
    );
    const mails = all.filter((mail) => !results.includes(mail) && !ballotResults.includes(mail));
    const code = /^Your code for Fairway Demo Golf Club: \d{6}$/;
    expect(
      mails.map(({ recipient, subject, status, golf_course_name }) => ({
        recipient,
        subject,
        status,
        golf_course_name,
      })),
    ).toEqual([
      {
        recipient: 'priya.patel@example.com',
        subject: expect.stringMatching(code),
        status: 'queued',
        golf_course_name: 'Fairway Demo Golf Club',
      },
      {
        recipient: 'tom.hughes@example.com',
        subject: expect.stringMatching(code),
        status: 'queued',
        golf_course_name: 'Fairway Demo Golf Club',
      },
      {
        recipient: 'nadia.khan@example.com',
        subject: expect.stringMatching(code),
        status: 'queued',
        golf_course_name: 'Fairway Demo Golf Club',
      },
      {
        recipient: demo.super,
        subject: 'Lakeside Golf Club asks to join Fairway',
        status: 'queued',
        golf_course_name: 'Lakeside Golf Club',
      },
    ]);
  });

  it("publishes last season's winter eclectic over three rounds four weeks apart and its flighted Stableford flight by flight, each prize to its winner, and names the series' winners, a knockout's champion among them", async () => {
    const admin = await t.as('admin');
    const read = async <T>(url: string) => {
      const answer = await admin.call({ method: 'GET', url });
      expect(answer.statusCode, answer.body).toBe(200);
      return answer.json<T>();
    };
    type Results = {
      format: string;
      published: boolean;
      categories: { category: string; rows: { member_id: number; position: number | null }[] }[];
      prizes: { category: string; position: number; winner_member_id: number | null }[];
    };
    const tournaments = (
      await read<{ results: { id: number; name: string }[] }>('/api/tournaments/?page_size=100&search=Autumn')
    ).results.concat(
      (await read<{ results: { id: number; name: string }[] }>('/api/tournaments/?page_size=100&search=Eclectic'))
        .results,
    );
    const idOf = (name: string) => tournaments.find((tournament) => tournament.name === name)!.id;
    const firstOf = (results: Results, category: string) =>
      results.categories.find((table) => table.category === category)!.rows[0]!.member_id;

    const eclecticId = idOf('Winter Eclectic');
    const rounds = (
      await read<{ results: { play_date: string; status: string }[] }>(
        `/api/player_rounds/?tournament_id=${eclecticId}`,
      )
    ).results;
    expect(rounds.map((round) => round.status)).toEqual(['completed', 'completed', 'completed']);
    // Three winter days four weeks apart, each the afternoon of another event's day.
    const days = rounds.map((round) => Date.parse(round.play_date) / 86_400_000).sort();
    expect([days[1]! - days[0]!, days[2]! - days[1]!]).toEqual([28, 28]);
    const eclectic = await read<Results>(`/api/tournaments/${eclecticId}/results/`);
    expect(eclectic).toMatchObject({ format: 'eclectic', published: true });
    expect(eclectic.categories.map((table) => [table.category, table.rows.length])).toEqual([['', 24]]);
    expect(eclectic.prizes.map((prize) => [prize.position, prize.winner_member_id])).toEqual([
      [1, firstOf(eclectic, '')],
      [2, eclectic.categories[0]!.rows[1]!.member_id],
    ]);

    const flightedId = idOf('Autumn Flighted Stableford');
    const flighted = await read<Results>(`/api/tournaments/${flightedId}/results/`);
    expect(flighted).toMatchObject({ format: 'stableford', published: true });
    expect(flighted.categories.map((table) => table.category)).toEqual(['Flight 1', 'Flight 2', 'Flight 3']);
    const field = (
      await read<{ results: { member_id: number; handicap_index: number }[] }>(
        `/api/tournament_members/?tournament_id=${flightedId}&page_size=100`,
      )
    ).results;
    const bands = { 'Flight 1': [-10, 14], 'Flight 2': [14.1, 22], 'Flight 3': [22.1, 54] } as Record<string, number[]>;
    for (const table of flighted.categories) {
      const [from, to] = bands[table.category]!;
      const indexes = table.rows.map((row) => field.find((entry) => entry.member_id === row.member_id)!.handicap_index);
      expect(
        indexes.every((index) => index >= from! && index <= to!),
        table.category,
      ).toBe(true);
    }
    expect(flighted.categories.reduce((players, table) => players + table.rows.length, 0)).toBe(36);

    // The winner history names each flight's winner, a side with its partners, and the knockout's champion.
    const series = (
      await read<{ tournament_master_id: number | null; tournament_master_name: string | null }[]>(
        '/api/tournaments/published_results/',
      )
    ).filter((published) => published.tournament_master_id !== null);
    const winnersOf = async (name: string) => {
      const seriesId = series.find((published) => published.tournament_master_name === name)!.tournament_master_id;
      const history = await read<{
        editions: {
          tournament_id: number;
          format: string;
          categories: { category: string; winners: { member_id: number; name: string }[] }[];
        }[];
      }>(`/api/tournament_masters/${seriesId}/tournament_result_history/`);
      return history.editions[0]!;
    };
    expect((await winnersOf('Autumn Flighted Stableford')).categories).toEqual(
      flighted.categories.map((table) => ({
        category: table.category,
        winners: [expect.objectContaining({ member_id: table.rows[0]!.member_id })],
      })),
    );
    const greensomes = await winnersOf('Autumn Greensomes');
    expect(greensomes.format).toBe('greensomes');
    expect(greensomes.categories[0]!.winners[0]!.name).toMatch(/^.+ \(.+ and .+\)$/);
    const championship = await winnersOf('Club Championship');
    expect(championship.format).toBe('knockout');
    const knockout = await read<{ champion_member_id: number; champion_name: string }>(
      `/api/tournaments/${championship.tournament_id}/knockout/`,
    );
    expect(championship.categories[0]!.winners).toEqual([
      expect.objectContaining({ member_id: knockout.champion_member_id, name: knockout.champion_name }),
    ]);
    expect(flighted.prizes.map((prize) => [prize.category, prize.winner_member_id])).toEqual(
      ['Flight 1', 'Flight 2', 'Flight 3'].map((flight) => [flight, firstOf(flighted, flight)]),
    );
  });

  it("mails the unconfirmed visitor the link to their own registration's code page, and the super admin the review page", async () => {
    const admin = await t.as('admin');
    const unconfirmed = await admin.call({ method: 'GET', url: '/api/user_registration/?status=unverified' });
    const [nadia] = unconfirmed.json<{ results: { uid: string; email: string }[] }>().results;
    expect(nadia!.email).toBe('nadia.khan@example.com');
    const superAdmin = await t.as('super');
    const textOf = async (recipient: string) => {
      const listed = await superAdmin.call({ method: 'GET', url: `/api/mail_outbox/?search=${recipient}` });
      const [mail] = listed.json<{ results: Mail[] }>().results;
      const read = await superAdmin.call({ method: 'GET', url: `/api/mail_outbox/${mail!.id}/` });
      return read.json<{ text_body: string }>().text_body;
    };
    expect(await textOf('nadia.khan@example.com')).toContain(`/verify-email/${nadia!.uid}`);
    expect(await textOf(demo.super)).toContain('Jo Lake (jo@lakeside.example) registered Lakeside Golf Club.');
    expect(await textOf(demo.super)).toContain('/Unapproved-golf-courses');
  });

  it('gives every golfer two years of score records whose revisions are their index history, some capped, some exceptional', async () => {
    type Row = { member_id: number; handicap_index: number | null; rounds_played: number };
    type Record = {
      played_on: string;
      id: number;
      source: string;
      counted_differential: number | null;
      esr_adjustment: number;
      exceptional_reduction: number;
      cap_applied: string | null;
      gross_score: number | null;
      adjusted_gross_score: number | null;
      holes: number;
    };
    const table = async (filter: string) => {
      const answer = await call('GET', `/api/all_members_handicap_performance/?page_size=100${filter}`, 'admin');
      expect(answer.statusCode, answer.body).toBe(200);
      return answer.json<{ results: Row[] }>().results;
    };
    // Every golfer of the club has played in the last 12 months and has an index.
    expect(await table('&no_scores_12_months=true')).toEqual([]);
    expect((await table('')).every((golfer) => golfer.rounds_played > 0 && golfer.handicap_index !== null)).toBe(true);
    for (const flag of ['soft_cap_applied', 'hard_cap_applied', 'exceptional_scores']) {
      expect((await table(`&${flag}=true`)).length, flag).toBeGreaterThan(0);
    }
    const [hard] = await table('&hard_cap_applied=true');
    const [steady] = await table('&soft_cap_applied=false&hard_cap_applied=false');
    for (const golfer of [hard!, steady!]) {
      const answer = await call('GET', `/api/member_handicap_performance/?member_id=${golfer.member_id}`, 'admin');
      const performance = answer.json<{
        handicap_index: number;
        records: Record[];
        index_history: { effective_on: string; handicap_index: number; source: string }[];
      }>();
      const records = [...performance.records].sort(
        (first, second) => first.played_on.localeCompare(second.played_on) || first.id - second.id,
      );
      // 20-40 rounds of their own, imported from the federation (they do not sign in to Fairway), and any of last
      // season's events that counted.
      const own = records.filter((record) => record.source !== 'tournament_round');
      expect(own.length).toBeGreaterThanOrEqual(20);
      expect(own.length).toBeLessThanOrEqual(40);
      expect(own.every((record) => record.source === 'imported')).toBe(true);
      expect(records.every((record) => record.adjusted_gross_score! <= record.gross_score!)).toBe(true);
      const history = [...performance.index_history].sort((first, second) =>
        first.effective_on.localeCompare(second.effective_on),
      );
      expect(history[0]!.source).toBe('federation');
      expect(history.slice(1).every((entry) => entry.source === 'calculated')).toBe(true);
      expect(history.at(-1)!.handicap_index).toBe(performance.handicap_index);
      const differentials = records
        .filter((record) => record.counted_differential !== null)
        .map((record) => (Math.round(record.counted_differential! * 10) - record.esr_adjustment * 10) / 10);
      const uncapped = handicapIndex({ differentials })!;
      if (golfer === hard) {
        expect(records.at(-1)!.cap_applied).toBe('hard');
        expect(performance.handicap_index).toBeLessThan(uncapped);
      } else {
        expect(performance.handicap_index).toBe(uncapped);
      }
    }
  });

  it("lists every record of an individual round on its golfer's Individual Rounds, the round's card the record's", async () => {
    const records = await t.db
      .select({
        memberId: scoreRecords.member_id,
        userId: members.user_id,
        playerRoundId: scoreRecords.player_round_id,
        playedOn: scoreRecords.played_on,
        holes: scoreRecords.holes,
        grossScore: scoreRecords.gross_score,
      })
      .from(scoreRecords)
      .innerJoin(members, eq(members.id, scoreRecords.member_id))
      .where(eq(scoreRecords.source, 'individual_round'));
    // The demo member records their own rounds on Fairway: two years of them. The others' are the two rounds of
    // general play for handicap that the demo member marked and attested.
    const [member] = await t.db.select({ id: members.id }).from(members).where(eq(members.email, demo.member));
    const own = records.filter((record) => record.memberId === member!.id);
    expect(own.length).toBeGreaterThanOrEqual(20);
    expect(records.every((record) => record.playerRoundId !== null)).toBe(true);
    const othersRounds = records
      .filter((record) => record.memberId !== member!.id)
      .map((record) => record.playerRoundId!);
    const attested = await t.db
      .select({ markerMemberId: playerRounds.marker_member_id, attestedAt: playerRounds.attested_at })
      .from(playerRounds)
      .where(inArray(playerRounds.id, othersRounds));
    expect(attested).toHaveLength(2);
    expect(attested.every((round) => round.markerMemberId === member!.id && round.attestedAt !== null)).toBe(true);
    const answer = await call('GET', '/api/player_rounds_individual/', 'member');
    expect(answer.statusCode, answer.body).toBe(200);
    const listed = answer.json<{
      results: { id: number; play_date: string; holes: number; status: string; thru: number; gross: number }[];
    }>().results;
    for (const record of own) {
      expect(listed.find((round) => round.id === record.playerRoundId)).toEqual(
        expect.objectContaining({
          play_date: record.playedOn,
          holes: record.holes,
          status: 'completed',
          thru: record.holes,
          gross: record.grossScore,
        }),
      );
    }
  });

  it('has general play for handicap: one card waiting for the demo member as its marker, one not returned for the committee', async () => {
    type Round = { id: number; member_name: string; status: string; thru: number; marker_name: string };
    const general = '/api/player_rounds_individual/general_play/';
    const requests = (await call('GET', `${general}attest_requests/`, 'member')).json<Round[]>();
    expect(requests).toEqual([expect.objectContaining({ status: 'completed', thru: 18 })]);
    const overdue = (await call('GET', `${general}not_returned/`, 'admin')).json<Round[]>();
    expect(overdue).toEqual([
      expect.objectContaining({ status: 'active', thru: 11, marker_name: requests[0]!.marker_name }),
    ]);
    const penalty = await call('POST', `${general}${overdue[0]!.id}/penalty_score/`, 'admin', {
      basis: 'highest',
      reason: 'Card not returned within 24 hours',
    });
    expect(penalty.statusCode, penalty.body).toBe(201);
    expect((await call('GET', `${general}not_returned/`, 'admin')).json()).toEqual([]);
  });
});
