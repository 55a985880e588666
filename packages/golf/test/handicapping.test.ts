import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  grossScoreForDifferential,
  adjustedGrossScore,
  combinedNineHoleDifferential,
  countingDifferentials,
  courseHandicap,
  exceptionalScoreReduction,
  handicapIndex,
  matchPlayStrokes,
  playingHandicap,
  scoreDifferential,
  strokesReceived,
  unroundedScoreDifferential,
  type Hole,
} from '../src/index.js';
import { SOURCES } from './sources.js';

import { CARD } from './cards.js';

describe('strokesReceived (WHS Rule 6.2, Appendix E)', () => {
  it.each([
    // [playing handicap, stroke index, hole count, strokes, source]
    [15, 10, 18, 1, SOURCES.usgaFaqMaximumHoleScore],
    [12, 10, 18, 1, SOURCES.simsburyMaximumHoleScore],
    [21, 8, 18, 1, SOURCES.bridgeGolfStableford],
    [21, 3, 18, 2, SOURCES.bridgeGolfStableford],
    [28, 10, 18, 2, SOURCES.bridgeGolfStableford],
    [23, 4, 18, 2, SOURCES.futureGolfStableford],
    [23, 15, 18, 1, SOURCES.futureGolfStableford],
    [30, 7, 18, 2, SOURCES.northHaltonNetPar],
    [30, 13, 18, 1, SOURCES.northHaltonNetPar],
    [-2, 18, 18, -1, SOURCES.appendixC],
    [-2, 17, 18, -1, SOURCES.appendixC],
    [-2, 16, 18, 0, SOURCES.appendixC],
    [0, 1, 18, 0, SOURCES.rulesOfHandicapping],
    [4, 4, 9, 1, SOURCES.appendixE],
    [4, 5, 9, 0, SOURCES.appendixE],
    [-1, 9, 9, -1, SOURCES.appendixE],
  ] as const)(
    'P %i on stroke index %i of %i holes receives %i (%s)',
    (handicap, strokeIndex, holeCount, expected, _source) => {
      expect(strokesReceived(handicap, strokeIndex, holeCount)).toBe(expected);
    },
  );
});

describe('adjustedGrossScore (WHS Rules 3.1, 3.2)', () => {
  const parFours = (strokeIndexes: number[]): Hole[] => strokeIndexes.map((strokeIndex) => ({ par: 4, strokeIndex }));

  it('caps a par 4 of stroke index 10 at 7 for course handicap 15 (USGA FAQ)', () => {
    // Source: usgaFaqMaximumHoleScore. Hole 10 of the card has stroke index 10; a 10 there counts as 7.
    const strokes = CARD.map((hole) => hole.par);
    strokes[9] = 10;
    expect(adjustedGrossScore({ holes: CARD, strokes, courseHandicap: 15 })).toBe(72 + 3);
  });

  it('caps the same hole at 7 for course handicap 12 (Simsbury Farms)', () => {
    // Source: simsburyMaximumHoleScore.
    const strokes = CARD.map((hole) => hole.par);
    strokes[9] = 9;
    expect(adjustedGrossScore({ holes: CARD, strokes, courseHandicap: 12 })).toBe(72 + 3);
  });

  it('counts holes not played as net par: 7 on a par 5 of index 7 and 6 on a par 4 of index 9 for a 30 (North Halton)', () => {
    // Source: northHaltonNetPar. Alice, course handicap 30, missed holes 1 (par 5, SI 7) and 2 (par 4, SI 9).
    const holes: Hole[] = CARD.map((hole, index) => ({
      ...hole,
      strokeIndex: [7, 9, 1][[0, 1, 7].indexOf(index)] ?? hole.strokeIndex,
    }));
    holes[0] = { par: 5, strokeIndex: 7 };
    const strokes: (number | null)[] = [null, null, ...CARD.slice(2).map((hole) => hole.par)];
    const played = 72 - 4 - 4;
    expect(adjustedGrossScore({ holes, strokes, courseHandicap: 30 })).toBe(played + 7 + 6);
  });

  it('caps at par + 5 before a Handicap Index exists (Rule 3.1a, USGA FAQ)', () => {
    // Source: usgaFaqMaximumHoleScore ("limited to Par + 5").
    const strokes = CARD.map((hole) => hole.par);
    strokes[0] = 12;
    expect(adjustedGrossScore({ holes: CARD, strokes, courseHandicap: null })).toBe(72 + 5);
  });

  it('rounds the course handicap half up before allocating: 12.5 gives a stroke on index 13', () => {
    // Source: usgaFaqCourseHandicap ("rounded to the nearest whole number when applying net double bogey").
    const holes = parFours([13, ...Array.from({ length: 17 }, (_, index) => (index < 12 ? index + 1 : index + 2))]);
    const strokes = holes.map(() => 4);
    strokes[0] = 10;
    expect(adjustedGrossScore({ holes, strokes, courseHandicap: 12.5 })).toBe(17 * 4 + 7);
    expect(adjustedGrossScore({ holes, strokes, courseHandicap: 12.49 })).toBe(17 * 4 + 6);
  });

  it('caps a plus handicap at double bogey less the stroke given back on index 18 (Appendix C)', () => {
    // Source: appendixC (+2 gives strokes back at stroke index 18 and 17).
    const strokes = CARD.map((hole) => hole.par + 4);
    const expected = CARD.reduce((sum, hole) => sum + hole.par + 2 - (hole.strokeIndex >= 17 ? 1 : 0), 0);
    expect(adjustedGrossScore({ holes: CARD, strokes, courseHandicap: -2 })).toBe(expected);
  });

  it('allocates a 9-hole card by rank within the nine (Appendix E)', () => {
    // Source: appendixE. Front nine of CARD (indexes 9,1,17,5,11,3,15,7,13) ranks 5,1,9,3,6,2,8,4,7; 9-hole CH 4.
    const nine = CARD.slice(0, 9);
    const strokes = nine.map((hole) => hole.par + 4);
    // Ranks 1-4 (holes 2, 6, 4, 8) get a stroke: caps par + 3 there, par + 2 elsewhere.
    const expected = nine.reduce((sum, hole, index) => sum + hole.par + 2 + ([1, 3, 5, 7].includes(index) ? 1 : 0), 0);
    expect(adjustedGrossScore({ holes: nine, strokes, courseHandicap: 4 })).toBe(expected);
  });
});

describe('scoreDifferential and unroundedScoreDifferential (WHS Rule 5.1)', () => {
  it.each([
    // [AGS, course rating, slope, pcc, differential, source]
    [85, 73.1, 129, 0, 10.4, SOURCES.rulesOfHandicapping],
    [95, 71.5, 113, 0, 23.5, SOURCES.rulesOfHandicapping],
    [90, 72.0, 113, 1, 17.0, SOURCES.rulesOfHandicapping],
    [72, 72.4, 130, 0, -0.3, SOURCES.rulesOfHandicapping],
    [88, 71.2, 125, -1, 16.1, SOURCES.rulesOfHandicapping],
  ] as const)(
    'AGS %i on %f / %i with PCC %i gives %f (%s)',
    (ags, courseRating, slopeRating, pcc, expected, _source) => {
      expect(scoreDifferential({ adjustedGrossScore: ags, courseRating, slopeRating, pcc })).toBe(expected);
    },
  );

  it('turned round, gives the gross score of a wanted differential: 85 on 73.1 / 129 is 10.424 back again', () => {
    expect(grossScoreForDifferential({ differential: 10.424, courseRating: 73.1, slopeRating: 129 })).toBeCloseTo(
      85,
      3,
    );
    expect(grossScoreForDifferential({ differential: 17, courseRating: 72, slopeRating: 113, pcc: 1 })).toBe(90);
    // A 9-hole rating: half the differential, 36.1 + 5.2 x 120 / 113.
    expect(
      grossScoreForDifferential({ differential: 10.4, courseRating: 36.1, slopeRating: 120, holes: 9 }),
    ).toBeCloseTo(36.1 + (5.2 * 120) / 113, 9);
    fc.assert(
      fc.property(
        fc.integer({ min: -100, max: 540 }),
        fc.integer({ min: 600, max: 800 }),
        fc.integer({ min: 55, max: 155 }),
        fc.integer({ min: -10, max: 30 }),
        (differentialTenths, ratingTenths, slopeRating, pccTenths) => {
          const [differential, courseRating, pcc] = [differentialTenths / 10, ratingTenths / 10, pccTenths / 10];
          const gross = grossScoreForDifferential({ differential, courseRating, slopeRating, pcc });
          expect((113 / slopeRating) * (gross - courseRating - pcc)).toBeCloseTo(differential, 9);
        },
      ),
    );
  });

  it('keeps the unrounded value for the exceptional-score test', () => {
    // Source: rulesOfHandicapping Rule 5.9 ("based on the difference between the Score Differential (unrounded)").
    expect(unroundedScoreDifferential({ adjustedGrossScore: 85, courseRating: 73.1, slopeRating: 129 })).toBeCloseTo(
      10.424,
      4,
    );
  });

  it('rounds a differential of exactly .x5 up: 113 / 113 x 12.45 cannot occur, 85 - 72.5 on slope 113 gives 12.5', () => {
    // Source: rulesOfHandicapping Rule 5.1 (rounded to the nearest tenth).
    expect(scoreDifferential({ adjustedGrossScore: 85, courseRating: 72.5, slopeRating: 113 })).toBe(12.5);
  });
});

describe('handicapIndex (WHS Rules 5.2, 5.8)', () => {
  // Differentials 10.0, 11.0, ... (most recent last): the lowest k average 10 + (k - 1) / 2.
  const ladder = (count: number): number[] => Array.from({ length: count }, (_, index) => 10 + count - 1 - index);

  it.each([
    // [differentials held, Handicap Index] from the Rule 5.2a table (source: rulesOfHandicapping)
    [0, null],
    [1, null],
    [2, null],
    [3, 8.0],
    [4, 9.0],
    [5, 10.0],
    [6, 9.5],
    [7, 10.5],
    [8, 10.5],
    [9, 11.0],
    [11, 11.0],
    [12, 11.5],
    [14, 11.5],
    [15, 12.0],
    [16, 12.0],
    [17, 12.5],
    [18, 12.5],
    [19, 13.0],
    [20, 13.5],
  ] as const)('with %i differentials gives %s (Rule 5.2a table)', (count, expected) => {
    expect(handicapIndex({ differentials: ladder(count) })).toBe(expected);
  });

  it('uses only the most recent 20 differentials', () => {
    // Source: rulesOfHandicapping Rule 5.2b.
    expect(handicapIndex({ differentials: [0, 0, 0, ...ladder(20)] })).toBe(13.5);
  });

  it('gives 13.2 from 15.3, 15.2, 16.6 (R&A Rule 5 Interpretations)', () => {
    // Source: randaRule5Interpretations.
    expect(handicapIndex({ differentials: [15.3, 15.2, 16.6] })).toBe(13.2);
  });

  it('gives 34.1 from 40.7, 42.4, 36.1 and then 37.4 after 45.9, 43.6, 45.0 (R&A Rule 5 Interpretations)', () => {
    // Source: randaRule5Interpretations.
    expect(handicapIndex({ differentials: [40.7, 42.4, 36.1] })).toBe(34.1);
    expect(handicapIndex({ differentials: [40.7, 42.4, 36.1, 45.9, 43.6, 45.0] })).toBe(37.4);
  });

  it('applies the soft cap: average 11.6 with Low 6.5 gives 10.6, not the 10.5 of floating point (USGA)', () => {
    // Source: usgaCapExamples (11.6 - 1.05 = 10.55, rounded to 10.6).
    const differentials = [...Array<number>(8).fill(11.6), ...Array<number>(12).fill(25)];
    expect(handicapIndex({ differentials, lowHandicapIndex: 6.5 })).toBe(10.6);
  });

  it('applies the hard cap: average 18.2 with Low 10.2 gives 15.2 (USGA)', () => {
    // Source: usgaCapExamples.
    const differentials = [...Array<number>(12).fill(30), ...Array<number>(8).fill(18.2)];
    expect(handicapIndex({ differentials, lowHandicapIndex: 10.2 })).toBe(15.2);
  });

  it('leaves a rise of 3.0 or less alone and never lowers an index (USGA cap examples)', () => {
    // Source: usgaCapExamples ("unrestricted up to 3.0 strokes above the Low Handicap Index").
    expect(handicapIndex({ differentials: Array<number>(20).fill(9.5), lowHandicapIndex: 6.5 })).toBe(9.5);
    expect(handicapIndex({ differentials: Array<number>(20).fill(4.0), lowHandicapIndex: 6.5 })).toBe(4);
  });

  it('caps at 54.0 (Rule 5.3)', () => {
    // Source: rulesOfHandicapping Rule 5.3 (maximum Handicap Index 54.0).
    expect(handicapIndex({ differentials: Array<number>(20).fill(60.2) })).toBe(54);
  });

  it('rounds the average half up: 12.4 and 12.5 average 12.45 -> 12.5', () => {
    // Source: rulesOfHandicapping Rule 5.2 ("round to the nearest tenth").
    expect(handicapIndex({ differentials: [12.4, 12.5, 30, 30, 30, 30, 30] })).toBe(12.5);
  });
});

describe('exceptionalScoreReduction (WHS Rule 5.9)', () => {
  it.each([
    // [unrounded differential, Handicap Index, reduction, source]
    [6.8, 14.8, 1, SOURCES.danishExceptionalScore],
    [8.2, 15.2, 1, SOURCES.usgaFaqExceptionalScore],
    [5.2, 15.2, 2, SOURCES.usgaFaqExceptionalScore],
    [8.3, 15.2, 0, SOURCES.usgaFaqExceptionalScore],
    [5.25, 15.2, 1, SOURCES.usgaFaqExceptionalScore],
    [3.3, 10.3, 1, SOURCES.usgaFaqExceptionalScore],
  ] as const)('differential %f against index %f takes %i off (%s)', (differential, index, expected, _source) => {
    expect(exceptionalScoreReduction({ differential, handicapIndex: index })).toBe(expected);
  });

  it('compares the unrounded differential exactly at the 7.0 boundary', () => {
    // Source: rulesOfHandicapping Rule 5.9. 113 / 113 x (80 - 71.7) = 8.3 against 15.3 is exactly 7.0 below.
    const differential = unroundedScoreDifferential({ adjustedGrossScore: 80, courseRating: 71.7, slopeRating: 113 });
    expect(exceptionalScoreReduction({ differential, handicapIndex: 15.3 })).toBe(1);
    expect(exceptionalScoreReduction({ differential, handicapIndex: 15.2 })).toBe(0);
  });
});

describe('courseHandicap and playingHandicap (WHS Rules 6.1, 6.2, Appendix C)', () => {
  it('gives 16.535... for 15.4 on 125 / 71.5 / par 72, playing 17 at 100 % (Golf with Brio)', () => {
    // Source: golfWithBrioCourseHandicap.
    const value = courseHandicap({ handicapIndex: 15.4, slopeRating: 125, courseRating: 71.5, par: 72 });
    expect(value).toBeCloseTo(16.5354, 4);
    expect(playingHandicap({ courseHandicap: value, allowancePercent: 100 })).toBe(17);
  });

  it('gives 11.5 -> 12 for 10.4 on slope 125 when the course rating equals par (USGA)', () => {
    // Source: usgaLegacyFaqCourseHandicap.
    const value = courseHandicap({ handicapIndex: 10.4, slopeRating: 125, courseRating: 72, par: 72 });
    expect(playingHandicap({ courseHandicap: value, allowancePercent: 100 })).toBe(12);
  });

  it('gives a 9-hole course handicap of 4 for 8.7 on 35.3 / 121 / par 36 (USGA)', () => {
    // Source: usgaNineHoleCourseHandicap.
    const value = courseHandicap({ handicapIndex: 8.7, slopeRating: 121, courseRating: 35.3, par: 36, holes: 9 });
    expect(playingHandicap({ courseHandicap: value, allowancePercent: 100 })).toBe(4);
  });

  it.each([
    // [course handicap, allowance, playing handicap, source]
    [11, 90, 10, SOURCES.golfCanadaAllowances],
    [20, 90, 18, SOURCES.golfCanadaAllowances],
    [14, 60, 8, SOURCES.golfCanadaAllowances],
    [17, 40, 7, SOURCES.golfCanadaAllowances],
    [10, 85, 9, SOURCES.appendixC],
    [-2.5, 100, -2, SOURCES.appendixC],
    [-3, 95, -3, SOURCES.appendixC],
    [-1, 50, 0, SOURCES.appendixC],
    [16.5, 100, 17, SOURCES.appendixC],
  ] as const)('course handicap %f at %i percent plays off %i (%s)', (value, allowancePercent, expected, _source) => {
    expect(playingHandicap({ courseHandicap: value, allowancePercent })).toBe(expected);
  });

  it('gives the lowest player 0 and the others the difference: 5, 10, 15, 20 -> 0, 5, 10, 15 (Golf Canada)', () => {
    // Source: golfCanadaAllowances (four-ball match play example).
    expect(matchPlayStrokes([5, 10, 15, 20])).toEqual([0, 5, 10, 15]);
  });

  it('gives strokes relative to a plus handicap (Appendix C)', () => {
    // Source: appendixC (the lowest plays off zero, the others receive the difference).
    expect(matchPlayStrokes([12, -2, 7])).toEqual([14, 0, 9]);
  });
});

describe('countingDifferentials (WHS Rules 5.2, 5.2a)', () => {
  it('marks the lowest of the fewer-than-20 table, and the lowest 8 of the latest 20', () => {
    expect(countingDifferentials([15.3, 15.2, 16.6])).toEqual([1]);
    expect(countingDifferentials([15.3, 15.2])).toEqual([]);
    expect(countingDifferentials([9, 8, 7, 6, 5, 4])).toEqual([4, 5]);
    // 22 differentials: the two oldest (the lowest) no longer count; of equal ones the more recent is marked.
    const history = [1, 1, ...Array.from({ length: 20 }, (_, index) => (index % 2 === 0 ? 10 : 20))];
    expect(countingDifferentials(history)).toEqual([6, 8, 10, 12, 14, 16, 18, 20]);
    expect(handicapIndex({ differentials: history })).toBe(10);
  });
});

describe('combinedNineHoleDifferential (two 9-hole scores as one 18-hole differential)', () => {
  it('adds the two nines exactly and rounds once', () => {
    const front = { adjustedGrossScore: 42, courseRating: 35.3, slopeRating: 121 };
    const back = { adjustedGrossScore: 44, courseRating: 36.1, slopeRating: 125 };
    const combined = combinedNineHoleDifferential(front, back);
    expect(combined.unroundedDifferential).toBeCloseTo(
      unroundedScoreDifferential(front) + unroundedScoreDifferential(back),
      10,
    );
    // 6.2570 + 7.1416 = 13.3986
    expect(combined.differential).toBe(13.4);
  });
});
