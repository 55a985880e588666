import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  GolfInputError,
  matchPlay,
  matchPlayHoleResults,
  matchPlayStrokes,
  playingHandicap,
  rankField,
  SIDE_ALLOWANCES,
  sideHandicap,
  type SideFormat,
} from '../src/index.js';
import { CARD, parCard } from './cards.js';
import { SOURCES } from './sources.js';

describe(`sideHandicap (${SOURCES.appendixC}; ${SOURCES.golfRulesWeeklyFormats})`, () => {
  it.each([
    // Foursomes: 50 % of the combined course handicaps. (10.3 + 17.6) x 0.5 = 13.95 -> 14.
    ['foursomes', [10.3, 17.6], 14],
    // (9 + 18) x 0.5 = 13.5 -> 14: half up.
    ['foursomes', [9, 18], 14],
    // A plus partner: (-3 + 2) x 0.5 = -0.5 -> 0, half up toward plus infinity (rules document, "Arithmetic").
    ['foursomes', [-3, 2], 0],
    // Greensomes: 60 % of the lower + 40 % of the higher. 12 x 0.6 + 20 x 0.4 = 7.2 + 8.0 = 15.2 -> 15.
    ['greensomes', [12, 20], 15],
    // The partners in either order: the lower is the lower. 21.7 x 0.4 + 8.4 x 0.6 = 8.68 + 5.04 = 13.72 -> 14.
    ['greensomes', [21.7, 8.4], 14],
    // Chapman / Pinehurst takes the same 60 / 40: 16.5 x 0.6 + 23.5 x 0.4 = 9.9 + 9.4 = 19.3 -> 19.
    ['chapman', [23.5, 16.5], 19],
  ] as [SideFormat, number[], number][])(
    'gives a %s side of course handicaps %j a playing handicap of %i',
    (format, courseHandicaps, expected) => {
      expect(sideHandicap({ format, courseHandicaps })).toBe(expected);
    },
  );

  it("takes the tournament's own allowance in place of Appendix C's", () => {
    // A club playing greensomes at 50 / 20: 12 x 0.5 + 20 x 0.2 = 6 + 4 = 10; foursomes at 37.5 % each of 10 and 16:
    // 26 x 0.375 = 9.75 -> 10.
    expect(sideHandicap({ format: 'greensomes', courseHandicaps: [20, 12], lowerPercent: 50, higherPercent: 20 })).toBe(
      10,
    );
    expect(
      sideHandicap({ format: 'foursomes', courseHandicaps: [10, 16], lowerPercent: 37.5, higherPercent: 37.5 }),
    ).toBe(10);
  });

  it('scores a greensomes side as one player on the card in Stableford and net stroke play', () => {
    // Side of 12 and 20: 15 strokes, one on stroke indexes 1-15. Par on every hole: 3 points on 15 holes and 2 on
    // the three of stroke index 16-18: 51 points; net 72 - 15 = 57 (rules document, "Stroke play, Stableford").
    const side = {
      id: 'side',
      strokes: parCard(),
      playingHandicap: sideHandicap({ format: 'greensomes', courseHandicaps: [12, 20] }),
    };
    expect(rankField({ holes: CARD, basis: 'stableford', entries: [side] })).toEqual([
      { id: 'side', position: 1, total: 51 },
    ]);
    expect(rankField({ holes: CARD, basis: 'net', entries: [side] })[0]).toMatchObject({ total: 57 });
  });

  it('gives the higher foursomes side the difference in a match, the lower side playing off 0', () => {
    // Side A of 10 and 16: (26) x 0.5 = 13. Side B of 4 and 8: 12 x 0.5 = 6. A receives 7 strokes, on stroke index
    // 1-7 (holes 2, 4, 6, 8, 12, 14, 17 of the card). Both sides make par everywhere: A wins those holes, 5 up after
    // 13 (dormie), 6 up with 4 to play after 14: 6&4.
    const sideA = sideHandicap({ format: 'foursomes', courseHandicaps: [10, 16] });
    const sideB = sideHandicap({ format: 'foursomes', courseHandicaps: [4, 8] });
    expect([sideA, sideB]).toEqual([13, 6]);
    expect(matchPlayStrokes([sideA, sideB])).toEqual([7, 0]);
    const holeResults = matchPlayHoleResults({
      holes: CARD,
      format: 'foursomes',
      sides: [[{ strokes: parCard(), playingHandicap: sideA }], [{ strokes: parCard(), playingHandicap: sideB }]],
    });
    expect(holeResults.map((result, index) => (result === 'A' ? index + 1 : 0)).filter(Boolean)).toEqual([
      2, 4, 6, 8, 12, 14, 17,
    ]);
    expect(matchPlay({ holeResults }).result).toEqual({ winner: 'A', text: '6&4', decidedAfterHole: 14 });
  });

  it.each([
    [{ format: 'greensomes', courseHandicaps: [12, 20, 8] }, 'courseHandicaps', 'side_size'],
    [{ format: 'foursomes', courseHandicaps: [12] }, 'courseHandicaps', 'side_size'],
    [{ format: 'chapman', courseHandicaps: 'x' }, 'courseHandicaps', 'side_size'],
    [{ format: 'foursomes', courseHandicaps: [12, Number.NaN] }, 'courseHandicaps[1]', 'not_a_number'],
    [{ format: 'greensomes', courseHandicaps: [12, 20], lowerPercent: 101 }, 'lowerPercent', 'allowance_out_of_range'],
    [{ format: 'greensomes', courseHandicaps: [12, 20], higherPercent: -1 }, 'higherPercent', 'allowance_out_of_range'],
    [{ format: 'scramble', courseHandicaps: [12, 20] }, 'format', 'invalid_option'],
  ])('refuses %j (%s: %s)', (input, field, code) => {
    expect(() => sideHandicap(input as never)).toThrow(expect.objectContaining({ field, code }));
    expect(() => sideHandicap(input as never)).toThrow(GolfInputError);
  });

  const courseHandicapFigure = fc.integer({ min: -100, max: 600 }).map((tenths) => tenths / 10);

  it('is the foursomes allowance of the sum, greensomes never above foursomes, either partner first', () => {
    fc.assert(
      fc.property(courseHandicapFigure, courseHandicapFigure, (first, second) => {
        const foursomes = sideHandicap({ format: 'foursomes', courseHandicaps: [first, second] });
        const greensomes = sideHandicap({ format: 'greensomes', courseHandicaps: [first, second] });
        expect(foursomes).toBe(playingHandicap({ courseHandicap: first + second, allowancePercent: 50 }));
        expect(sideHandicap({ format: 'greensomes', courseHandicaps: [second, first] })).toBe(greensomes);
        expect(sideHandicap({ format: 'chapman', courseHandicaps: [first, second] })).toBe(greensomes);
        // 0.6 L + 0.4 H - 0.5 (L + H) = 0.1 (L - H) <= 0, and rounding half up keeps the order.
        expect(greensomes).toBeLessThanOrEqual(foursomes);
        // 60 / 40 lies between the partners, so the side's figure lies between theirs rounded.
        const [lower, higher] = [Math.min(first, second), Math.max(first, second)];
        expect(greensomes).toBeGreaterThanOrEqual(playingHandicap({ courseHandicap: lower, allowancePercent: 100 }));
        expect(greensomes).toBeLessThanOrEqual(playingHandicap({ courseHandicap: higher, allowancePercent: 100 }));
      }),
    );
    expect(SIDE_ALLOWANCES.greensomes).toEqual({ lowerPercent: 60, higherPercent: 40 });
  });
});
