import { orderOfMerit, type MeritEvent } from '@fairway/golf';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { tournamentMasters, tournamentResults, tournaments } from '../src/db/schema/index.js';
import { callsAs, demoClubId, secondClubId, useTestApp } from './test-app.js';

const t = useTestApp({ logLevel: 'error' });
const call = callsAs(t);

type Standing = {
  position: number;
  position_display: string;
  member_id: number;
  points: number;
  results: { tournament_id: number; position: number | null; points: number; counting: boolean }[];
};

/** The demo's Monthly Medal series and its medals with published results, oldest first, as stored. */
async function monthlyMedal() {
  const [series] = await t.db
    .select({ id: tournamentMasters.id })
    .from(tournamentMasters)
    .where(and(eq(tournamentMasters.golf_course_id, demoClubId), eq(tournamentMasters.name, 'Monthly Medal')));
  const medals = await t.db
    .select({ id: tournaments.id, endDate: tournaments.end_date, categories: tournamentResults.categories })
    .from(tournaments)
    .innerJoin(tournamentResults, eq(tournamentResults.tournament_id, tournaments.id))
    .where(
      and(
        eq(tournaments.tournament_master_id, series!.id),
        eq(tournamentResults.published, true),
        isNull(tournamentResults.replaced_at),
      ),
    )
    .orderBy(asc(tournaments.end_date));
  return { seriesId: series!.id, medals };
}

/**
 * The events of the order of merit from a medal's stored results: each results table (a category) places its players
 * on its own, each player as in the first table they are in; named `tournament/table`.
 */
function meritEvents(
  medal: Awaited<ReturnType<typeof monthlyMedal>>['medals'][number],
  weightPercent: number,
): MeritEvent[] {
  const placed = new Set<string>();
  return medal.categories
    .map((table, index) => ({
      id: `${medal.id}/${index + 1}`,
      date: medal.endDate,
      weightPercent,
      placings: table.rows
        .filter((row) => !placed.has(String(row.member_id)) && placed.add(String(row.member_id)))
        .map((row) => ({ id: String(row.member_id), position: row.position })),
    }))
    .filter((event) => event.placings.length > 0);
}

/** `orderOfMerit`'s standings with each result named by its tournament, as the answer names them. */
const byTournament = (standings: ReturnType<typeof orderOfMerit>) =>
  standings.map((standing) => ({
    ...standing,
    results: standing.results.map((result) => ({ ...result, eventId: result.eventId.split('/')[0]! })),
  }));

/** The answer's standings as `@fairway/golf`'s `orderOfMerit` gives them. */
const asGolf = (standings: Standing[]) =>
  standings.map((standing) => ({
    id: String(standing.member_id),
    position: standing.position,
    points: standing.points,
    results: standing.results.map((result) => ({
      eventId: String(result.tournament_id),
      position: result.position,
      points: result.points,
      counting: result.counting,
    })),
  }));

const table = [100, 80, 70, 60, 50, 40, 30, 20, 10, 5];

describe('the order of merit', () => {
  it("ranks the series' players on their best N results' points from the published results, majors weighted", async () => {
    const { seriesId, medals } = await monthlyMedal();
    expect(medals.length).toBeGreaterThanOrEqual(2);
    const url = `/api/tournament_masters/${seriesId}/order_of_merit/`;
    const series = `/api/tournament_masters/${seriesId}/`;
    const latest = medals.at(-1)!;
    const earlier = medals.at(-2)!;
    // The medal's board names its series, whose order of merit the board shows after it.
    const board = await call('GET', `/api/tournaments/${latest.id}/detailed_leaderboard/`, 'admin');
    expect(board.json().tournament_master_id).toBe(seriesId);

    // The demo's medals as a running order of merit: the 12 months' medals, each player's best 8 counting.
    const demo = await call('GET', url, 'member');
    expect(demo.statusCode, demo.body).toBe(200);
    const demoTable = [50, 40, 35, 30, 25, 20, 18, 16, 14, 12, 10, 8, 6, 4, 2];
    expect(demo.json()).toMatchObject({ period: 'rolling_12_months', best_n: 8, points_table: demoTable });
    expect(asGolf(demo.json().standings)).toEqual(
      byTournament(
        orderOfMerit({
          table: demoTable,
          events: medals.flatMap((medal) => meritEvents(medal, 100)),
          bestN: 8,
          rolling12MonthsTo: latest.endDate,
        }),
      ),
    );

    // Each category places its players on its own: the October medal's Men's and Ladies' winners score 1st place's.
    const winners = (demo.json().standings as Standing[])
      .flatMap((standing) => standing.results)
      .filter((result) => result.tournament_id === latest.id && result.position === 1);
    expect(winners.length).toBeGreaterThan(1);

    const set = await call('PATCH', series, 'admin', {
      merit_points: table,
      merit_best_n: 1,
      merit_period: 'rolling_12_months',
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toMatchObject({ merit_points: table, merit_best_n: 1, merit_period: 'rolling_12_months' });
    const major = await call('PATCH', `/api/tournaments/${latest.id}/`, 'admin', { merit_weight_percent: 200 });
    expect(major.statusCode, major.body).toBe(200);
    expect(major.json().merit_weight_percent).toBe(200);

    // After the latest medal, by default: every medal of the 12 months, the latest at double points, the best 1 counting.
    const read = await call('GET', url, 'member');
    expect(read.statusCode, read.body).toBe(200);
    const answer = read.json();
    const events = medals.flatMap((medal) => meritEvents(medal, medal.id === latest.id ? 200 : 100));
    const expected = byTournament(orderOfMerit({ table, events, bestN: 1, rolling12MonthsTo: latest.endDate }));
    expect(answer).toMatchObject({ period: 'rolling_12_months', to: latest.endDate, points_table: table, best_n: 1 });
    expect(answer.events.map((event: { tournament_id: number }) => event.tournament_id)).toEqual(
      medals.map((medal) => medal.id),
    );
    expect(asGolf(answer.standings)).toEqual(expected);
    expect(answer.explanation).toContain("Each player's best 1 results count.");
    expect(answer.explanation.join(' ')).toContain('200 %');

    // As it stood after the earlier medal: that medal alone.
    const before = await call('GET', `${url}?to=${earlier.endDate}`, 'member');
    expect(before.statusCode, before.body).toBe(200);
    expect(asGolf(before.json().standings)).toEqual(
      byTournament(
        orderOfMerit({ table, events: meritEvents(earlier, 100), bestN: 1, rolling12MonthsTo: earlier.endDate }),
      ),
    );

    // A season: the calendar year's medals only; every result counting when best N is cleared.
    const season = await call('PATCH', series, 'admin', { merit_period: 'season', merit_best_n: null });
    expect(season.statusCode, season.body).toBe(200);
    const seasonal = (await call('GET', url, 'member')).json();
    const year = latest.endDate.slice(0, 4);
    expect(asGolf(seasonal.standings)).toEqual(
      byTournament(orderOfMerit({ table, events: events.filter((event) => event.date.startsWith(year)) })),
    );
    expect(seasonal.explanation).toContain('Every result counts.');

    // An event left out at weight 0 counts no more.
    expect(
      (await call('PATCH', `/api/tournaments/${latest.id}/`, 'admin', { merit_weight_percent: 0 })).statusCode,
    ).toBe(200);
    const without = (await call('GET', url, 'member')).json();
    expect(without.events.map((event: { tournament_id: number }) => event.tournament_id)).not.toContain(latest.id);

    // The club's orders of merit, for its members; another club's list holds none of them.
    const listed = await call('GET', '/api/tournament_masters/orders_of_merit/', 'member');
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json()).toContainEqual({
      tournament_master_id: seriesId,
      name: 'Monthly Medal',
      period: 'season',
      best_n: null,
    });
    const elsewhere = await call(
      'GET',
      '/api/tournament_masters/orders_of_merit/',
      'secondAdmin',
      undefined,
      secondClubId,
    );
    expect(elsewhere.statusCode).toBe(200);
    expect(elsewhere.json().map((one: { tournament_master_id: number }) => one.tournament_master_id)).not.toContain(
      seriesId,
    );
  });

  it("refuses a points table with an empty position, another club's series, and a series without a table", async () => {
    const { seriesId } = await monthlyMedal();
    const series = `/api/tournament_masters/${seriesId}/`;
    const url = `${series}order_of_merit/`;
    const { merit_points: before } = (await call('GET', series, 'admin')).json();

    for (const [merit_points, message] of [
      [[100, null, 70], 'Position 2 of the points table is empty: give it its points, 0 for none.'],
      [[], 'The points table needs points for 1st place at least; none for a series without an order of merit.'],
      [[100, 80.25], 'Position 2 of the points table needs points to one decimal.'],
    ] as const) {
      const refused = await call('PATCH', series, 'admin', { merit_points });
      expect(refused.statusCode, refused.body).toBe(400);
      expect(refused.json()).toEqual({ merit_points: [message] });
    }
    const noBest = await call('PATCH', series, 'admin', { merit_points: table, merit_best_n: 0 });
    expect(noBest.statusCode).toBe(400);
    expect(Object.keys(noBest.json())).toEqual(['merit_best_n']);
    expect((await call('GET', series, 'admin')).json().merit_points).toEqual(before);

    // A series keeping no order of merit says so; a day not written YYYY-MM-DD names the field.
    const cleared = await call('PATCH', series, 'admin', { merit_points: null });
    expect(cleared.statusCode, cleared.body).toBe(200);
    const none = await call('GET', url, 'member');
    expect(none.statusCode).toBe(409);
    expect(none.json()).toEqual({
      detail: 'Monthly Medal keeps no order of merit: give the series a points table.',
    });
    expect((await call('PATCH', series, 'admin', { merit_points: table })).statusCode).toBe(200);
    const badDay = await call('GET', `${url}?to=29-11-2026`, 'member');
    expect(badDay.statusCode).toBe(400);
    expect(Object.keys(badDay.json())).toEqual(['to']);

    // Another club's people find neither the series nor its table, nor may they set it; a member may not set it.
    expect((await call('GET', url, 'secondAdmin', undefined, secondClubId)).statusCode).toBe(404);
    expect((await call('PATCH', series, 'secondAdmin', { merit_points: [1] }, secondClubId)).statusCode).toBe(404);
    expect((await call('PATCH', series, 'member', { merit_points: [1] })).statusCode).toBe(403);
    expect((await call('GET', url, 'anonymous')).statusCode).toBe(401);
    expect((await call('GET', '/api/tournament_masters/999999/order_of_merit/', 'member')).statusCode).toBe(404);
    expect((await call('GET', series, 'admin')).json().merit_points).toEqual(table);
  });
});
