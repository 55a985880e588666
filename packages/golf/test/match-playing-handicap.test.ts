import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  courseHandicap,
  GolfInputError,
  matchFormatAllowance,
  matchPlayHoleResults,
  matchPlayingHandicap,
  matchPlay,
  playingHandicap,
} from '../src/index.js';

const whiteTees = { courseRating: 71.5, slopeRating: 125, par: 72 };

describe('matchFormatAllowance (WHS Appendix C)', () => {
  it.each([
    ['singles', 100],
    ['fourball', 90],
    ['foursomes', 50],
  ] as const)('gives %s matches %i %%', (format, expected) => {
    // Source: appendixC (match play: singles 100 %, four-ball 90 %, foursomes 50 % of the partners' combined).
    expect(matchFormatAllowance(format)).toBe(expected);
  });

  it('refuses a format that is not a match', () => {
    expect(() => matchFormatAllowance('stableford' as never)).toThrow(GolfInputError);
  });
});

describe('matchPlayingHandicap (allowance per format of play)', () => {
  it("gives a Ryder Cup's singles and four-balls each their own allowance of the same entry", () => {
    // Index 15.4 on the white tees: 15.4 x 125 / 113 + (71.5 - 72) = 17.035 - 0.5 = 16.535 unrounded.
    // Singles 100 %: 16.535 -> 17. Four-ball 90 %: 14.882 -> 15.
    // Index 8.2: 8.2 x 125 / 113 - 0.5 = 8.571; singles 9, four-ball 7.714 -> 8.
    expect(matchPlayingHandicap({ ...whiteTees, handicapIndex: 15.4, format: 'singles' })).toBe(17);
    expect(matchPlayingHandicap({ ...whiteTees, handicapIndex: 15.4, format: 'fourball' })).toBe(15);
    expect(matchPlayingHandicap({ ...whiteTees, handicapIndex: 8.2, format: 'singles' })).toBe(9);
    expect(matchPlayingHandicap({ ...whiteTees, handicapIndex: 8.2, format: 'fourball' })).toBe(8);
  });

  it('gives the higher player of a single the full difference, where one event allowance of 90 % gave one fewer', () => {
    // Par 4s with stroke indexes 1-18 in hole order; the higher handicap scores 5 on every hole, the lower 4.
    // Singles at 100 %: 17 - 9 = 8 strokes, on stroke indexes 1-8: holes 1-8 halved (net 4 v 4), holes 9-18 won by
    // the lower: 5 up with 5 to play after hole 13, 6 up with 4 to play after 14: 6&4.
    // At the event's single 90 %: 15 - 8 = 7 strokes: holes 1-7 halved, 8-18 lost: 6 up with 5 to play after 13: 6&5.
    const holes = Array.from({ length: 18 }, (_, index) => ({ par: 4, strokeIndex: index + 1 }));
    const single = (higherHandicap: number, lowerHandicap: number) =>
      matchPlay({
        holeResults: matchPlayHoleResults({
          holes,
          format: 'singles',
          sides: [
            [{ strokes: holes.map(() => 5), playingHandicap: higherHandicap }],
            [{ strokes: holes.map(() => 4), playingHandicap: lowerHandicap }],
          ],
        }),
        holeCount: 18,
      }).result;
    const higher = matchPlayingHandicap({ ...whiteTees, handicapIndex: 15.4, format: 'singles' });
    const lower = matchPlayingHandicap({ ...whiteTees, handicapIndex: 8.2, format: 'singles' });
    expect(single(higher, lower)).toMatchObject({ winner: 'B', text: '6&4' });
    expect(single(15, 8)).toMatchObject({ winner: 'B', text: '6&5' });
  });

  it('keeps the competition maximum', () => {
    expect(
      matchPlayingHandicap({ ...whiteTees, handicapIndex: 36.0, format: 'singles', maximumPlayingHandicap: 28 }),
    ).toBe(28);
  });

  it("refuses foursomes, whose handicap is the side's", () => {
    expect(() => matchPlayingHandicap({ ...whiteTees, handicapIndex: 10, format: 'foursomes' as never })).toThrow(
      GolfInputError,
    );
  });

  it('is the unrounded course handicap at the format allowance, and a four-ball never above the single', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -50, max: 540 }).map((tenths) => tenths / 10),
        fc.integer({ min: 55, max: 155 }),
        fc.integer({ min: 600, max: 800 }).map((tenths) => tenths / 10),
        fc.integer({ min: 66, max: 74 }),
        (handicapIndex, slopeRating, courseRating, par) => {
          const entry = { handicapIndex, slopeRating, courseRating, par };
          const unrounded = courseHandicap({ ...entry, holes: 18 });
          const singles = matchPlayingHandicap({ ...entry, format: 'singles' });
          const fourball = matchPlayingHandicap({ ...entry, format: 'fourball' });
          expect(singles).toBe(playingHandicap({ courseHandicap: unrounded, allowancePercent: 100 }));
          expect(fourball).toBe(playingHandicap({ courseHandicap: unrounded, allowancePercent: 90 }));
          if (unrounded >= 0) expect(fourball).toBeLessThanOrEqual(singles);
        },
      ),
    );
  });
});
