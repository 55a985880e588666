import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  GolfInputError,
  playingHandicap,
  rankField,
  SCRAMBLE_ALLOWANCES,
  scrambleDrives,
  scrambleHandicap,
} from '../src/index.js';
import { CARD, parCard } from './cards.js';
import { SOURCES } from './sources.js';

describe(`scrambleHandicap (${SOURCES.appendixC}; ${SOURCES.golfRulesWeeklyFormats})`, () => {
  it.each([
    // Four: 25 / 20 / 15 / 10 % from the lowest: 4 x 0.25 + 10 x 0.2 + 16 x 0.15 + 22 x 0.1 = 1 + 2 + 2.4 + 2.2 = 7.6 -> 8.
    [[22, 4, 16, 10], 8],
    // Three: 30 / 20 / 10 %: 6.2 x 0.3 + 14.8 x 0.2 + 25.1 x 0.1 = 1.86 + 2.96 + 2.51 = 7.33 -> 7.
    [[14.8, 25.1, 6.2], 7],
    // Two: 35 / 15 %: 9 x 0.35 + 18 x 0.15 = 3.15 + 2.7 = 5.85 -> 6.
    [[18, 9], 6],
    // The sum rounded once, half up: 0 x 0.35 + 10 x 0.15 = 1.5 -> 2.
    [[10, 0], 2],
    // A plus player lowest: -2.5 x 0.35 + 12 x 0.15 = -0.875 + 1.8 = 0.925 -> 1.
    [[12, -2.5], 1],
  ])('gives a team of %j a playing handicap of %i', (courseHandicaps, expected) => {
    expect(scrambleHandicap({ courseHandicaps })).toBe(expected);
  });

  it("takes the tournament's own allowances, lowest course handicap's first", () => {
    // Ambrose at 20 / 15 / 10 / 5 %: 4 x 0.2 + 10 x 0.15 + 16 x 0.1 + 22 x 0.05 = 0.8 + 1.5 + 1.6 + 1.1 = 5.0 -> 5.
    expect(scrambleHandicap({ courseHandicaps: [4, 10, 16, 22], percents: [20, 15, 10, 5] })).toBe(5);
  });

  it("scores the team's one card as one player: net 64 - 8 = 56", () => {
    const team = {
      id: 'team',
      strokes: parCard({ 1: 3, 2: 3, 3: 2, 4: 4, 5: 3, 6: 3, 7: 2, 8: 3 }),
      playingHandicap: 8,
    };
    expect(rankField({ holes: CARD, basis: 'net', entries: [team] })).toEqual([{ id: 'team', position: 1, total: 56 }]);
  });

  it.each([
    [{ courseHandicaps: [10] }, 'courseHandicaps', 'side_size'],
    [{ courseHandicaps: [1, 2, 3, 4, 5] }, 'courseHandicaps', 'side_size'],
    [{ courseHandicaps: null }, 'courseHandicaps', 'side_size'],
    [{ courseHandicaps: [1, Number.POSITIVE_INFINITY] }, 'courseHandicaps[1]', 'not_a_number'],
    [{ courseHandicaps: [1, 2, 3], percents: [30, 20] }, 'percents', 'length_mismatch'],
    [{ courseHandicaps: [1, 2], percents: [35, 115] }, 'percents[1]', 'allowance_out_of_range'],
    [{ courseHandicaps: [1, 2], percents: [-1, 15] }, 'percents[0]', 'allowance_out_of_range'],
    [{ courseHandicaps: [1, 2], percents: [35, 'x'] }, 'percents[1]', 'not_a_number'],
  ])('refuses %j (%s: %s)', (input, field, code) => {
    expect(() => scrambleHandicap(input as never)).toThrow(expect.objectContaining({ field, code }));
    expect(() => scrambleHandicap(input as never)).toThrow(GolfInputError);
  });

  const team = fc.array(
    fc.integer({ min: -50, max: 600 }).map((tenths) => tenths / 10),
    { minLength: 2, maxLength: 4 },
  );

  it('takes the players in any order, never falls when a player rises, and lies within the allowances of the extremes', () => {
    fc.assert(
      fc.property(team, fc.nat(), fc.integer({ min: 1, max: 100 }), (courseHandicaps, pick, rise) => {
        const handicap = scrambleHandicap({ courseHandicaps });
        expect(scrambleHandicap({ courseHandicaps: [...courseHandicaps].reverse() })).toBe(handicap);
        const risen = courseHandicaps.map((value, index) =>
          index === pick % courseHandicaps.length ? value + rise / 10 : value,
        );
        expect(scrambleHandicap({ courseHandicaps: risen })).toBeGreaterThanOrEqual(handicap);
        const total = SCRAMBLE_ALLOWANCES[courseHandicaps.length as 2 | 3 | 4].reduce(
          (sum, percent) => sum + percent,
          0,
        );
        const lowest = Math.min(...courseHandicaps);
        const highest = Math.max(...courseHandicaps);
        expect(handicap).toBeGreaterThanOrEqual(playingHandicap({ courseHandicap: lowest, allowancePercent: total }));
        expect(handicap).toBeLessThanOrEqual(playingHandicap({ courseHandicap: highest, allowancePercent: total }));
      }),
    );
  });
});

describe(`scrambleDrives (${SOURCES.golfRulesWeeklyFormats}: a minimum of drives per player, recorded per hole)`, () => {
  it("counts each player's drives used and what each still lacks", () => {
    // Four players, three drives each, after 14 holes: Ann 6, Ben 4, Cat 2, Dev 2; 4 holes left for 2 short: possible.
    const drivesUsed = [
      ...['ann', 'ann', 'ben', 'ann', 'cat', 'ben', 'ann', 'ben', 'dev', 'ann', 'ben', 'cat', 'ann', 'dev'],
      ...[null, null, null, null],
    ];
    expect(scrambleDrives({ players: ['ann', 'ben', 'cat', 'dev'], drivesUsed, minimumDrives: 3 })).toEqual({
      players: [
        { id: 'ann', drives: 6, short: 0 },
        { id: 'ben', drives: 4, short: 0 },
        { id: 'cat', drives: 2, short: 1 },
        { id: 'dev', drives: 2, short: 1 },
      ],
      holesLeft: 4,
      met: false,
      stillPossible: true,
    });
  });

  it('says when the holes left can no longer make the minimum up, and when a finished card met it', () => {
    const lateCard = [...Array.from({ length: 17 }, () => 'ann'), null];
    expect(scrambleDrives({ players: ['ann', 'ben'], drivesUsed: lateCard, minimumDrives: 4 })).toMatchObject({
      met: false,
      stillPossible: false,
      holesLeft: 1,
    });
    const finished = Array.from({ length: 18 }, (_, hole) => (hole % 3 === 0 ? 'ben' : 'ann'));
    expect(scrambleDrives({ players: ['ann', 'ben'], drivesUsed: finished, minimumDrives: 6 })).toMatchObject({
      players: [
        { id: 'ann', drives: 12, short: 0 },
        { id: 'ben', drives: 6, short: 0 },
      ],
      met: true,
      stillPossible: true,
    });
  });

  it.each([
    [{ players: ['ann', 'ann'], drivesUsed: [], minimumDrives: 0 }, 'players', 'invalid_option'],
    [{ players: ['ann', 'ben'], drivesUsed: ['ann', 'cat'], minimumDrives: 0 }, 'drivesUsed[1]', 'invalid_option'],
    [{ players: ['ann', 'ben'], drivesUsed: [null, null], minimumDrives: 2 }, 'minimumDrives', 'out_of_range'],
    [{ players: [], drivesUsed: [null], minimumDrives: -1 }, 'minimumDrives', 'out_of_range'],
    [{ players: ['ann'], drivesUsed: [null], minimumDrives: 0.5 }, 'minimumDrives', 'not_an_integer'],
  ])('refuses %j (%s: %s)', (input, field, code) => {
    expect(() => scrambleDrives(input)).toThrow(expect.objectContaining({ field, code }));
  });

  it('counts every recorded drive once, and meets the minimum only with no shortfall', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 4 }),
        fc.array(fc.option(fc.nat(3)), { minLength: 18, maxLength: 18 }),
        fc.nat(4),
        (size, picks, minimumDrives) => {
          const players = ['ann', 'ben', 'cat', 'dev'].slice(0, size);
          const drivesUsed = picks.map((pick) => (pick === null ? null : players[pick % size]!));
          const drives = scrambleDrives({ players, drivesUsed, minimumDrives });
          const recorded = drivesUsed.filter((player) => player !== null).length;
          expect(drives.players.reduce((sum, line) => sum + line.drives, 0)).toBe(recorded);
          expect(drives.holesLeft).toBe(18 - recorded);
          expect(drives.met).toBe(drives.players.every((line) => line.drives >= minimumDrives));
          if (drives.met) expect(drives.stillPossible).toBe(true);
        },
      ),
    );
  });
});
