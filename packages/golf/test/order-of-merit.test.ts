import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { eventMeritPoints, GolfInputError, orderOfMerit, type MeritEvent } from '../src/index.js';
import { SOURCES } from './sources.js';

const TABLE = [100, 80, 70, 60, 50];

describe(`eventMeritPoints (${SOURCES.golfRulesWeeklyFormats})`, () => {
  it('gives each position its points from the table, players tied sharing the places they cover', () => {
    // Ben and Cat tied 2nd cover 2nd and 3rd: (80 + 70) / 2 = 75 each. Dev 4th: 60. Past the table: 0. No position: 0.
    expect(
      eventMeritPoints({
        table: TABLE,
        placings: [
          { id: 'ann', position: 1 },
          { id: 'ben', position: 2 },
          { id: 'cat', position: 2 },
          { id: 'dev', position: 4 },
          { id: 'eve', position: 6 },
          { id: 'fay', position: null },
        ],
      }).map((line) => line.points),
    ).toEqual([100, 75, 75, 60, 0, 0]);
  });

  it.each([
    // Three tied 1st: (100 + 80 + 70) / 3 = 83.33 -> 83.3.
    [[1, 1, 1], 100, [83.3, 83.3, 83.3]],
    // A major at 200 %, three tied 2nd: (80 + 70 + 60) x 2 / 3 = 140.
    [[1, 2, 2, 2], 200, [200, 140, 140, 140]],
    // Tied 4th at the end of the table: (60 + 50 + 0) / 3 = 36.67 -> 36.7.
    [[1, 2, 3, 4, 4, 4], 100, [100, 80, 70, 36.7, 36.7, 36.7]],
    // At 150 %: two tied 3rd (70 + 60) x 1.5 / 2 = 97.5.
    [[1, 2, 3, 3], 150, [150, 120, 97.5, 97.5]],
  ])('shares positions %j at %i %% to 0.1 point as %j', (positions, weightPercent, expected) => {
    const placings = positions.map((position, index) => ({ id: `p${index}`, position }));
    expect(eventMeritPoints({ table: TABLE, placings, weightPercent }).map((line) => line.points)).toEqual(expected);
  });

  it('rounds a share half up to 0.1 point', () => {
    // (10.1 + 10) / 2 = 10.05 -> 10.1.
    const placings = [
      { id: 'ann', position: 1 },
      { id: 'ben', position: 1 },
    ];
    expect(eventMeritPoints({ table: [10.1, 10], placings }).map((line) => line.points)).toEqual([10.1, 10.1]);
  });

  it.each([
    [{ table: [] }, 'table', 'out_of_range'],
    [{ table: [100, -5] }, 'table[1]', 'out_of_range'],
    [{ table: [100, null] }, 'table[1]', 'not_a_number'],
    [{ table: [100, 80.25] }, 'table[1]', 'out_of_range'],
    [{ placings: [{ id: 'ann', position: 0 }] }, 'placings[0].position', 'out_of_range'],
    [{ placings: [{ id: 'ann', position: 1.5 }] }, 'placings[0].position', 'not_an_integer'],
    [{ weightPercent: -100 }, 'weightPercent', 'out_of_range'],
    [{ weightPercent: 150.5 }, 'weightPercent', 'not_an_integer'],
  ])('refuses %j (%s: %s)', (change, field, code) => {
    const call = () => eventMeritPoints({ table: TABLE, placings: [{ id: 'ann', position: 1 }], ...change } as never);
    expect(call).toThrow(expect.objectContaining({ field, code }));
    expect(call).toThrow(GolfInputError);
  });

  it("shares out exactly the tied places' points, and a tie never earns more than the better place alone", () => {
    fc.assert(
      fc.property(
        fc
          .array(fc.integer({ min: 0, max: 1000 }), { minLength: 1, maxLength: 10 })
          .map((points) => [...points].sort((left, right) => right - left)),
        fc.array(fc.integer({ min: 1, max: 4 }), { minLength: 1, maxLength: 6 }),
        (table, groups) => {
          // Players in groups tied on a position: positions 1, then 1 + the first group's size, and so on.
          let position = 1;
          const placings = groups.flatMap((size, group) => {
            const tied = Array.from({ length: size }, (_, index) => ({ id: `g${group}p${index}`, position }));
            position += size;
            return tied;
          });
          const points = eventMeritPoints({ table, placings });
          const total = points.reduce((sum, line) => sum + line.points * 10, 0);
          const tableTotal = table.slice(0, placings.length).reduce((sum, value) => sum + value * 10, 0);
          // Each share is rounded to 0.1 at most half a tenth away.
          expect(Math.abs(total - tableTotal)).toBeLessThanOrEqual(placings.length / 2 + 1e-6);
          for (const line of points) {
            expect(line.points).toBeLessThanOrEqual(table[line.position! - 1] ?? 0);
            expect(line.points).toBe(points.find((other) => other.position === line.position)!.points);
          }
        },
      ),
    );
  });
});

// The season: two medals and a major at double points.
const season: MeritEvent[] = [
  {
    id: 'spring-medal',
    date: '2026-04-12',
    placings: [
      { id: 'ann', position: 1 },
      { id: 'ben', position: 2 },
      { id: 'cat', position: 2 },
      { id: 'dev', position: 4 },
    ],
  },
  {
    id: 'summer-major',
    date: '2026-06-20',
    weightPercent: 200,
    placings: [
      { id: 'ben', position: 1 },
      { id: 'dev', position: 2 },
      { id: 'ann', position: 3 },
      { id: 'cat', position: null },
    ],
  },
  {
    id: 'autumn-medal',
    date: '2026-09-05',
    placings: [
      { id: 'cat', position: 1 },
      { id: 'ann', position: 2 },
      { id: 'ben', position: 3 },
      { id: 'dev', position: 4 },
      { id: 'eve', position: 5 },
    ],
  },
];

describe(`orderOfMerit (${SOURCES.golfRulesWeeklyFormats})`, () => {
  it("counts each player's best N results of the season, majors at their weight", () => {
    // Ann 100, 140 (3rd at 200 %), 80: best two 240. Ben 75, 200, 70: 275. Cat 75, 0, 100: 175. Dev 60, 160, 60: 220.
    // Eve 50.
    const standings = orderOfMerit({ table: TABLE, events: season, bestN: 2 });
    expect(standings.map((line) => [line.id, line.position, line.points])).toEqual([
      ['ben', 1, 275],
      ['ann', 2, 240],
      ['dev', 3, 220],
      ['cat', 4, 175],
      ['eve', 5, 50],
    ]);
    expect(standings[1]!.results).toEqual([
      { eventId: 'spring-medal', position: 1, points: 100, counting: true },
      { eventId: 'summer-major', position: 3, points: 140, counting: true },
      { eventId: 'autumn-medal', position: 2, points: 80, counting: false },
    ]);
    // Every result counting: Ben 345, Ann 320, Dev 280, Cat 175, Eve 50.
    expect(orderOfMerit({ table: TABLE, events: season }).map((line) => line.points)).toEqual([345, 320, 280, 175, 50]);
  });

  it('breaks a tie on points by the better best result, and shares the position when every result is level', () => {
    // Table 100, 80, 70. Event 1: Xan 1st 100, Yas 2nd 80, Zoe 3rd 70. Event 2: Yas and Zoe tied 1st (100 + 80) / 2 =
    // 90 each, Xan 3rd 70. Xan 170 (best 100) and Yas 170 (best 90): Xan ahead. Zoe 160.
    const events: MeritEvent[] = [
      {
        id: 'e1',
        date: '2026-05-01',
        placings: [
          { id: 'xan', position: 1 },
          { id: 'yas', position: 2 },
          { id: 'zoe', position: 3 },
        ],
      },
      {
        id: 'e2',
        date: '2026-05-08',
        placings: [
          { id: 'yas', position: 1 },
          { id: 'zoe', position: 1 },
          { id: 'xan', position: 3 },
        ],
      },
    ];
    expect(orderOfMerit({ table: [100, 80, 70], events }).map((line) => [line.id, line.position, line.points])).toEqual(
      [
        ['xan', 1, 170],
        ['yas', 2, 170],
        ['zoe', 3, 160],
      ],
    );
    const level = orderOfMerit({
      table: [100, 80],
      events: [
        {
          ...events[0]!,
          placings: [
            { id: 'xan', position: 1 },
            { id: 'yas', position: 2 },
          ],
        },
        {
          ...events[1]!,
          placings: [
            { id: 'yas', position: 1 },
            { id: 'xan', position: 2 },
          ],
        },
      ],
    });
    expect(level.map((line) => [line.id, line.position])).toEqual([
      ['xan', 1],
      ['yas', 1],
    ]);
  });

  it('counts a rolling 12 months up to a day: after the same day a year before, up to that day', () => {
    const on = (id: string, date: string): MeritEvent => ({ id, date, placings: [{ id: 'ann', position: 1 }] });
    const standings = orderOfMerit({
      table: TABLE,
      events: [
        on('too-early', '2025-11-29'),
        on('first-day', '2025-11-30'),
        on('last-day', '2026-11-29'),
        on('later', '2026-11-30'),
      ],
      rolling12MonthsTo: '2026-11-29',
    });
    expect(standings[0]!.results.map((result) => result.eventId)).toEqual(['first-day', 'last-day']);
    expect(standings[0]!.points).toBe(200);
  });

  it.each([
    [{ bestN: 0 }, 'bestN', 'out_of_range'],
    [{ bestN: 2.5 }, 'bestN', 'not_an_integer'],
    [{ rolling12MonthsTo: '29/11/2026' }, 'rolling12MonthsTo', 'invalid_option'],
    [{ events: [season[0], season[0]] }, 'events[1].id', 'invalid_option'],
    [{ events: [{ ...season[0], date: 'spring' }] }, 'events[0].date', 'invalid_option'],
    [{ events: [{ ...season[0], weightPercent: -1 }] }, 'events[0].weightPercent', 'out_of_range'],
    [{ table: [100, -1] }, 'table[1]', 'out_of_range'],
  ])('refuses %j (%s: %s)', (change, field, code) => {
    const call = () => orderOfMerit({ table: TABLE, events: season, ...change } as never);
    expect(call).toThrow(expect.objectContaining({ field, code }));
  });

  const event = (index: number) =>
    fc
      .record({
        weightPercent: fc.constantFrom(100, 150, 200),
        positions: fc.array(fc.option(fc.integer({ min: 1, max: 8 }), { freq: 8 }), { minLength: 8, maxLength: 8 }),
      })
      .map(({ weightPercent, positions }) => ({
        id: `event-${index}`,
        date: `2026-0${1 + (index % 9)}-1${index % 10}`,
        weightPercent,
        placings: positions.map((position, player) => ({ id: `player-${player}`, position })),
      }));

  it('totals the best N results, ranks on the total, and does not depend on the order the events are given in', () => {
    fc.assert(
      fc.property(
        fc
          .integer({ min: 1, max: 8 })
          .chain((count) => fc.tuple(...Array.from({ length: count }, (_, index) => event(index)))),
        fc.integer({ min: 1, max: 5 }),
        (events, bestN) => {
          const standings = orderOfMerit({ table: TABLE, events, bestN });
          for (const line of standings) {
            const counting = line.results.filter((result) => result.counting);
            expect(counting.length).toBe(Math.min(bestN, line.results.length));
            expect(Math.round(line.points * 10)).toBe(
              counting.reduce((sum, result) => sum + Math.round(result.points * 10), 0),
            );
            const lowestCounting = Math.min(...counting.map((result) => result.points));
            for (const result of line.results)
              if (!result.counting) expect(result.points).toBeLessThanOrEqual(lowestCounting);
          }
          standings
            .slice(1)
            .forEach((line, index) => expect(line.points).toBeLessThanOrEqual(standings[index]!.points));
          const reversed = orderOfMerit({ table: TABLE, events: [...events].reverse(), bestN });
          const byId = (lines: typeof standings) =>
            Object.fromEntries(lines.map((line) => [line.id, [line.position, line.points]]));
          expect(byId(reversed)).toEqual(byId(standings));
        },
      ),
    );
  });
});
