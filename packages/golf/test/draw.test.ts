import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createSeededRandom, drawGroups, GolfInputError, teeSheetStarts, type DrawPlayer } from '../src/index.js';

const field = (handicaps: (number | null)[]): DrawPlayer[] =>
  handicaps.map((playingHandicap, index) => ({ id: index + 1, playingHandicap }));

describe('drawGroups', () => {
  it('groups low with low in fours, the sizes as even as can be (10 players: 4, 3, 3)', () => {
    const players = field([20, 3, 15, 8, 30, 1, 12, 25, 5, null]);
    expect(drawGroups({ players, method: 'handicap_low_with_low', groupSize: 4 })).toEqual([
      [6, 2, 9, 4],
      [7, 3, 1],
      [8, 5, 10],
    ]);
  });

  it('gives every group of a mixed draw one player of each band', () => {
    const players = field([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(drawGroups({ players, method: 'handicap_mixed', groupSize: 4 })).toEqual([
      [1, 4, 7, 10],
      [2, 5, 8, 11],
      [3, 6, 9, 12],
    ]);
  });

  it('pairs side A against side B: two of each in a four-ball group', () => {
    const players: DrawPlayer[] = [
      { id: 1, playingHandicap: 10, side: 'A' },
      { id: 2, playingHandicap: 2, side: 'A' },
      { id: 3, playingHandicap: 5, side: 'B' },
      { id: 4, playingHandicap: 7, side: 'B' },
      { id: 5, playingHandicap: 12, side: 'A' },
      { id: 6, playingHandicap: 1, side: 'A' },
      { id: 7, playingHandicap: 9, side: 'B' },
      { id: 8, playingHandicap: 3, side: 'B' },
    ];
    expect(drawGroups({ players, method: 'team_pairing', groupSize: 4 })).toEqual([
      [6, 2, 8, 3],
      [1, 5, 4, 7],
    ]);
  });

  it('refuses a team pairing of unequal sides, and groups of five', () => {
    const players: DrawPlayer[] = [
      { id: 1, playingHandicap: 10, side: 'A' },
      { id: 2, playingHandicap: 2, side: 'A' },
      { id: 3, playingHandicap: 5, side: 'B' },
    ];
    expect(() => drawGroups({ players, method: 'team_pairing', groupSize: 2 })).toThrow(GolfInputError);
    expect(() => drawGroups({ players, method: 'random', groupSize: 5 })).toThrow(GolfInputError);
  });

  it('draws every player once, in as few groups as the size allows, their sizes at most one apart (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.option(fc.integer({ min: -5, max: 54 }), { freq: 6 }), { minLength: 2, maxLength: 160 }),
        fc.constantFrom('handicap_low_with_low', 'handicap_mixed', 'random') as fc.Arbitrary<
          'handicap_low_with_low' | 'handicap_mixed' | 'random'
        >,
        fc.integer({ min: 2, max: 4 }),
        fc.integer({ min: 0, max: 1000 }),
        (handicaps, method, groupSize, seed) => {
          const players = field(handicaps);
          const groups = drawGroups({ players, method, groupSize, random: createSeededRandom(seed) });
          expect(groups.flat().sort((a, b) => a - b)).toEqual(players.map((player) => player.id));
          expect(groups.length).toBe(Math.ceil(players.length / groupSize));
          const sizes = groups.map((group) => group.length);
          expect(Math.max(...sizes)).toBeLessThanOrEqual(groupSize);
          expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(1);
        },
      ),
    );
  });
});

describe('teeSheetStarts', () => {
  it('starts groups an interval apart from the first tee time', () => {
    expect(
      teeSheetStarts({ startType: 'tee_times', groupCount: 3, firstTeeTime: '07:52', intervalMinutes: 8 }).map(
        (start) => start.teeTime,
      ),
    ).toEqual(['07:52', '08:00', '08:08']);
  });

  it('refuses tee times past midnight', () => {
    expect(() =>
      teeSheetStarts({ startType: 'tee_times', groupCount: 10, firstTeeTime: '23:00', intervalMinutes: 10 }),
    ).toThrow(GolfInputError);
  });

  it('puts the groups of a shotgun one a hole, then two as A and B', () => {
    const holes = [1, 2, 3];
    expect(
      teeSheetStarts({ startType: 'shotgun', groupCount: 5, holes }).map(
        (start) => `${start.startingHole}${start.suffix}`,
      ),
    ).toEqual(['1A', '1B', '2A', '2B', '3']);
    expect(() => teeSheetStarts({ startType: 'shotgun', groupCount: 7, holes })).toThrow(GolfInputError);
  });
});
