import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { abcdTeamDraw, equalFlights, flightsByIndexBands, GolfInputError, type FlightPlayer } from '../src/index.js';
import { SOURCES } from './sources.js';

const field: FlightPlayer[] = [
  { id: 'ann', handicapIndex: 12.0 },
  { id: 'ben', handicapIndex: 12.1 },
  { id: 'cat', handicapIndex: 3.4 },
  { id: 'dev', handicapIndex: 24.0 },
  { id: 'eve', handicapIndex: -1.2 },
  { id: 'fay', handicapIndex: 30.5 },
  { id: 'gus', handicapIndex: null },
];
const bands = [
  { name: 'B', fromIndex: 12.1, toIndex: 24.0 },
  { name: 'A', fromIndex: -10, toIndex: 12.0 },
];

describe(`flightsByIndexBands (${SOURCES.golfRulesWeeklyFormats})`, () => {
  it('puts each player in the band holding their index, 12.0 and 12.1 either side of 0-12.0 / 12.1-24.0', () => {
    expect(flightsByIndexBands({ players: field, bands })).toEqual({
      flights: [
        { name: 'A', playerIds: ['eve', 'cat', 'ann'] },
        { name: 'B', playerIds: ['ben', 'dev'] },
      ],
      // Fay's 30.5 is above every band; Gus has no index.
      unplaced: ['fay', 'gus'],
    });
  });

  it.each([
    [[bands[1], { name: 'B', fromIndex: 12.0, toIndex: 24 }], 'bands[1].fromIndex', 'band_overlap'],
    [[bands[1], { name: 'B', fromIndex: 12.2, toIndex: 24 }], 'bands[1].fromIndex', 'band_gap'],
    [[{ name: 'A', fromIndex: 12, toIndex: 0 }], 'bands[0].toIndex', 'out_of_range'],
    [[{ name: 'A', fromIndex: 'low', toIndex: 0 }], 'bands[0].fromIndex', 'not_a_number'],
    [[{ name: 'A', fromIndex: 0, toIndex: null }], 'bands[0].toIndex', 'not_a_number'],
  ])('refuses bands %j (%s: %s)', (given, field, code) => {
    const call = () => flightsByIndexBands({ players: [], bands: given as never });
    expect(call).toThrow(expect.objectContaining({ field, code }));
    expect(call).toThrow(GolfInputError);
  });

  it('refuses a player twice, or an index that is not a number', () => {
    expect(() => flightsByIndexBands({ players: [field[0]!, field[0]!], bands })).toThrow(
      expect.objectContaining({ field: 'players', code: 'invalid_option' }),
    );
    expect(() => flightsByIndexBands({ players: [{ id: 'ann', handicapIndex: 'low' as never }], bands })).toThrow(
      expect.objectContaining({ field: 'players[0].handicapIndex', code: 'not_a_number' }),
    );
  });

  it('places every player once, in the band holding their index', () => {
    fc.assert(
      fc.property(
        fc.array(fc.option(fc.integer({ min: -100, max: 540 }), { freq: 10 }), { maxLength: 40 }),
        fc.uniqueArray(fc.integer({ min: -99, max: 539 }), { maxLength: 5 }),
        (indexes, cuts) => {
          const players = indexes.map((tenths, index) => ({
            id: `p${index}`,
            handicapIndex: tenths === null ? null : tenths / 10,
          }));
          const ends = [...cuts].sort((left, right) => left - right);
          const flightBands = [-100, ...ends.map((end) => end + 1)].map((from, index) => ({
            name: `flight ${index + 1}`,
            fromIndex: from / 10,
            toIndex: (ends[index] ?? 540) / 10,
          }));
          const { flights, unplaced } = flightsByIndexBands({ players, bands: [...flightBands].reverse() });
          const placed = flights.flatMap((flight) => flight.playerIds);
          expect([...placed, ...unplaced].sort()).toEqual(players.map((player) => player.id).sort());
          expect(unplaced.every((id) => players.find((player) => player.id === id)!.handicapIndex === null)).toBe(true);
          flights.forEach((flight) => {
            const band = flightBands.find((candidate) => candidate.name === flight.name)!;
            for (const id of flight.playerIds) {
              const index = players.find((player) => player.id === id)!.handicapIndex!;
              expect(index).toBeGreaterThanOrEqual(band.fromIndex);
              expect(index).toBeLessThanOrEqual(band.toIndex);
            }
          });
        },
      ),
    );
  });
});

describe(`equalFlights (${SOURCES.golfRulesWeeklyFormats})`, () => {
  it('splits the field by index order into flights as even as can be, the larger first, players without an index last', () => {
    // 7 players in 3 flights: 3, 2, 2.
    expect(equalFlights({ players: field, flightCount: 3 })).toEqual([
      ['eve', 'cat', 'ann'],
      ['ben', 'dev'],
      ['fay', 'gus'],
    ]);
  });

  it.each([
    [0, 'out_of_range'],
    [8, 'out_of_range'],
    [1.5, 'not_an_integer'],
  ])('refuses %s flights (%s)', (flightCount, code) => {
    expect(() => equalFlights({ players: field, flightCount })).toThrow(
      expect.objectContaining({ field: 'flightCount', code }),
    );
  });

  it('gives flights at most one player apart, each flight of lower indexes than the next', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: -100, max: 540 }), { minLength: 1, maxLength: 60 }),
        fc.integer({ min: 1, max: 8 }),
        (indexes, wanted) => {
          const players = indexes.map((tenths, index) => ({ id: `p${index}`, handicapIndex: tenths / 10 }));
          const flightCount = Math.min(wanted, players.length);
          const flights = equalFlights({ players, flightCount });
          expect(flights).toHaveLength(flightCount);
          const sizes = flights.map((flight) => flight.length);
          expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(1);
          expect(sizes).toEqual([...sizes].sort((left, right) => right - left));
          const indexOf = (id: string) => players.find((player) => player.id === id)!.handicapIndex;
          flights.slice(1).forEach((flight, order) => {
            expect(Math.min(...flight.map(indexOf))).toBeGreaterThanOrEqual(Math.max(...flights[order]!.map(indexOf)));
          });
        },
      ),
    );
  });
});

describe(`abcdTeamDraw (${SOURCES.golfRulesWeeklyFormats})`, () => {
  const eight = Array.from({ length: 8 }, (_, index) => ({ id: `p${index + 1}`, handicapIndex: 28 - index * 3.5 }));

  it('draws each team one player from each quarter of the field, A the lowest indexes', () => {
    // Indexes 28, 24.5, 21, 17.5, 14, 10.5, 7, 3.5: A is p8 and p7, B p6 and p5, C p4 and p3, D p2 and p1.
    const teams = abcdTeamDraw({ players: eight, seed: 2026 });
    expect(teams).toHaveLength(2);
    const quarters = [
      ['p8', 'p7'],
      ['p6', 'p5'],
      ['p4', 'p3'],
      ['p2', 'p1'],
    ];
    for (const team of teams) team.forEach((id, letter) => expect(quarters[letter]).toContain(id));
    // The seed replays the draw, as the README shows it.
    expect(teams).toEqual([
      ['p7', 'p5', 'p4', 'p2'],
      ['p8', 'p6', 'p3', 'p1'],
    ]);
  });

  it.each([
    [{ players: eight.slice(0, 6), seed: 1 }, 'players', 'side_size'],
    [{ players: [], seed: 1 }, 'players', 'side_size'],
    [{ players: eight, seed: 0.5 }, 'seed', 'not_an_integer'],
  ])('refuses %j (%s: %s)', (input, field, code) => {
    expect(() => abcdTeamDraw(input)).toThrow(expect.objectContaining({ field, code }));
  });

  it('uses every player once, each team one of each quarter, the same seed the same draw', () => {
    fc.assert(
      fc.property(
        fc
          .integer({ min: 1, max: 12 })
          .chain((teams) =>
            fc.array(fc.integer({ min: -50, max: 540 }), { minLength: teams * 4, maxLength: teams * 4 }),
          ),
        fc.integer(),
        (indexes, seed) => {
          const players = indexes.map((tenths, index) => ({ id: `p${index}`, handicapIndex: tenths / 10 }));
          const teams = abcdTeamDraw({ players, seed });
          expect(teams.flat().sort()).toEqual(players.map((player) => player.id).sort());
          const indexOf = (id: string) => players.find((player) => player.id === id)!.handicapIndex;
          for (let letter = 1; letter < 4; letter += 1) {
            const before = Math.max(...teams.map((team) => indexOf(team[letter - 1]!)));
            expect(Math.min(...teams.map((team) => indexOf(team[letter]!)))).toBeGreaterThanOrEqual(before);
          }
          expect(abcdTeamDraw({ players, seed })).toEqual(teams);
        },
      ),
    );
  });
});
