import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  COMPETITION_FORMATS,
  courseHandicap,
  entryHandicaps,
  fieldCategory,
  GolfInputError,
  playingHandicap,
  recommendedAllowance,
} from '../src/index.js';

describe('recommendedAllowance (WHS Appendix C)', () => {
  it.each([
    ['stroke_play', undefined, 95],
    ['stableford', undefined, 95],
    ['fourball', undefined, 85],
    ['press_repress', undefined, 100],
    ['ryder_cup', undefined, 100],
    ['peoria', undefined, 100],
    ['double_peoria_india', undefined, 100],
    ['foursomes', undefined, 100],
    ['greensomes', undefined, 100],
    ['chapman', undefined, 100],
    ['scramble', undefined, 100],
    ['skins', undefined, 100],
    ['eclectic', undefined, 95],
    ['knockout', undefined, 100],
    ['team', 1, 75],
    ['team', 2, 85],
    ['team', 3, 100],
    ['team', 4, 100],
  ] as const)('recommends for %s (best %s) %i %% (%s)', (format, teamBestN, expected) => {
    // Source: appendixC (individual stroke play 95 %, four-ball 85 %, match play 100 %, teams 75/85/100 %).
    expect(recommendedAllowance({ format, teamBestN })).toBe(expected);
  });

  it('refuses a team event without the number of scores that count', () => {
    expect(() => recommendedAllowance({ format: 'team' })).toThrow(GolfInputError);
    expect(() => recommendedAllowance({ format: 'team', teamBestN: 0 })).toThrow(GolfInputError);
  });

  it('gives every format an allowance between 0 and 100 %', () => {
    for (const format of COMPETITION_FORMATS) {
      const allowance = recommendedAllowance({ format, teamBestN: 2 });
      expect(allowance).toBeGreaterThan(0);
      expect(allowance).toBeLessThanOrEqual(100);
    }
  });
});

describe('entryHandicaps (WHS Rules 6.1, 6.2)', () => {
  it('gives 15.4 on 125 / 71.5 / par 72 a course handicap of 17 and at 95 % a playing handicap of 16', () => {
    // Source: golfWithBrioCourseHandicap: 16.535 -> 17; 16.535 x 0.95 = 15.71 -> 16 (the unrounded value is used).
    expect(
      entryHandicaps({ handicapIndex: 15.4, courseRating: 71.5, slopeRating: 125, par: 72, allowancePercent: 95 }),
    ).toEqual({
      unroundedCourseHandicap: expect.closeTo(16.535, 3),
      courseHandicap: 17,
      playingHandicap: 16,
      cappedByMaximum: false,
    });
  });

  it('gives a 9-hole event the nine\u2019s course handicap: 8.7 on 35.3 / 121 / par 36 is 4 (USGA)', () => {
    // Source: usgaNineHoleCourseHandicap.
    expect(
      entryHandicaps({
        handicapIndex: 8.7,
        courseRating: 35.3,
        slopeRating: 121,
        par: 36,
        holes: 9,
        allowancePercent: 100,
      }).courseHandicap,
    ).toBe(4);
  });

  it('keeps a plus handicap plus: +2.0 on 130 / 73.4 / par 72 plays off -1 at 95 %', () => {
    // -2.0 x 130 / 113 + 1.4 = -0.9009 -> course handicap -1; x 0.95 = -0.856 -> -1.
    expect(
      entryHandicaps({ handicapIndex: -2, courseRating: 73.4, slopeRating: 130, par: 72, allowancePercent: 95 }),
    ).toEqual({
      unroundedCourseHandicap: expect.closeTo(-0.9009, 4),
      courseHandicap: -1,
      playingHandicap: -1,
      cappedByMaximum: false,
    });
  });

  it('holds the playing handicap at the competition maximum', () => {
    const handicaps = entryHandicaps({
      handicapIndex: 40,
      courseRating: 70.1,
      slopeRating: 135,
      par: 72,
      allowancePercent: 95,
      maximumPlayingHandicap: 36,
    });
    // 40 x 135 / 113 - 1.9 = 45.888 -> 46; x 0.95 = 43.59 -> 44, held at 36.
    expect(handicaps).toEqual({
      unroundedCourseHandicap: expect.closeTo(45.888, 3),
      courseHandicap: 46,
      playingHandicap: 36,
      cappedByMaximum: true,
    });
  });

  it('equals courseHandicap and playingHandicap composed, below any maximum (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -100, max: 540 }),
        fc.integer({ min: 55, max: 155 }),
        fc.integer({ min: 600, max: 780 }),
        fc.integer({ min: 68, max: 74 }),
        fc.integer({ min: 0, max: 100 }),
        (indexTenths, slopeRating, ratingTenths, par, allowancePercent) => {
          const input = {
            handicapIndex: indexTenths / 10,
            courseRating: ratingTenths / 10,
            slopeRating,
            par,
          };
          const unrounded = courseHandicap(input);
          const handicaps = entryHandicaps({ ...input, allowancePercent, maximumPlayingHandicap: 60 });
          expect(handicaps.playingHandicap).toBe(
            Math.min(60, playingHandicap({ courseHandicap: unrounded, allowancePercent })),
          );
          expect(Math.abs(handicaps.courseHandicap - unrounded)).toBeLessThanOrEqual(0.5);
        },
      ),
    );
  });
});

describe('fieldCategory', () => {
  const categories = [
    { name: 'Seniors', gender: 'M' as const, min_age: 65 },
    { name: 'A', gender: 'M' as const, max_index: 12 },
    { name: 'B', gender: 'M' as const, min_index: 12.1, max_index: 24 },
    { name: 'Ladies', gender: 'F' as const },
  ];

  it.each([
    ['M', 12.0, 40, 'A'],
    ['M', 12.1, 40, 'B'],
    ['M', -1.2, 30, 'A'],
    ['M', 24.0, null, 'B'],
    ['M', 24.1, 50, ''],
    ['M', 8.0, 66, 'Seniors'],
    ['F', 30.2, 70, 'Ladies'],
    ['M', null, 40, ''],
  ] as const)('puts %s, index %s, age %s in %j', (gender, handicapIndex, age, expected) => {
    expect(fieldCategory({ categories, gender, handicapIndex, age })).toBe(expected);
  });

  it('puts everyone in no category when there are none', () => {
    expect(fieldCategory({ categories: [], gender: 'M', handicapIndex: 10, age: 30 })).toBe('');
  });
});
