import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GolfInputError, strokeIndexLoops, strokeIndexProblems, type NumberedHole } from '../src/index.js';

const numbered = (strokeIndexes: readonly number[], firstHole = 1): NumberedHole[] =>
  strokeIndexes.map((strokeIndex, index) => ({ number: firstHole + index, strokeIndex }));

// The usual allocation of WHS Appendix E: odd indexes on the front nine, even on the back.
const frontOddBackEven = [7, 3, 15, 1, 11, 17, 5, 13, 9, 8, 14, 2, 16, 6, 12, 18, 4, 10];
const none = { clashes: [], outOfRange: [], missing: [] };

describe('stroke index problems', () => {
  it('finds none on an 18-hole course with odd indexes out and even ones in', () => {
    expect(strokeIndexProblems(numbered(frontOddBackEven), 18)).toEqual(none);
  });

  it('finds none on a 9-hole course indexed 1 to 9', () => {
    expect(strokeIndexProblems(numbered([5, 1, 9, 3, 7, 2, 8, 4, 6]), 9)).toEqual(none);
  });

  it('names the later hole of a clash and the hole it clashes with, and the index then missing', () => {
    const card = [...frontOddBackEven];
    card[6] = 3; // hole 7 takes hole 2's 3; 5 is then on no hole
    expect(strokeIndexProblems(numbered(card), 18)).toEqual({
      clashes: [{ number: 7, strokeIndex: 3, sameAs: 2 }],
      outOfRange: [],
      missing: [{ loop: { firstHole: 1, lastHole: 18, size: 18 }, strokeIndexes: [5] }],
    });
  });

  it('refuses 0 and 19 on an 18, and 10 on a lone nine', () => {
    const card = [...frontOddBackEven];
    card[0] = 19;
    card[1] = 0;
    expect(strokeIndexProblems(numbered(card), 18).outOfRange).toEqual([
      { number: 1, strokeIndex: 19, maximum: 18 },
      { number: 2, strokeIndex: 0, maximum: 18 },
    ]);
    expect(strokeIndexProblems(numbered([10, 1, 2, 3, 4, 5, 6, 7, 8]), 9).outOfRange).toEqual([
      { number: 1, strokeIndex: 10, maximum: 9 },
    ]);
  });

  it('lists what an unfinished course still lacks, per 18', () => {
    const problems = strokeIndexProblems(numbered([1, 2, 3]), 18);
    expect(problems.clashes).toEqual([]);
    expect(problems.missing[0]!.strokeIndexes).toEqual(Array.from({ length: 15 }, (_, index) => index + 4));
  });

  it('checks each 18 of a 36-hole course and the last nine of a 27 apart', () => {
    expect(strokeIndexLoops(27)).toEqual([
      { firstHole: 1, lastHole: 18, size: 18 },
      { firstHole: 19, lastHole: 27, size: 9 },
    ]);
    const thirtySix = [...numbered(frontOddBackEven), ...numbered(frontOddBackEven, 19)];
    expect(strokeIndexProblems(thirtySix, 36)).toEqual(none);
    const twentySeven = [...numbered(frontOddBackEven), ...numbered([1, 2, 3, 4, 5, 6, 7, 8, 8], 19)];
    expect(strokeIndexProblems(twentySeven, 27)).toMatchObject({
      clashes: [{ number: 27, strokeIndex: 8, sameAs: 26 }],
      missing: [{ loop: { firstHole: 19 }, strokeIndexes: [9] }],
    });
  });

  it('refuses a hole count no course has, and a stroke index that is not a whole number', () => {
    expect(() => strokeIndexProblems([], 17)).toThrow(GolfInputError);
    expect(() => strokeIndexProblems([{ number: 1, strokeIndex: 1.5 }], 18)).toThrow(GolfInputError);
  });

  it('finds none in any permutation, and exactly the clash made by copying one index onto another hole', () => {
    const permutation = fc.shuffledSubarray(
      Array.from({ length: 18 }, (_, index) => index + 1),
      { minLength: 18, maxLength: 18 },
    );
    fc.assert(
      fc.property(permutation, fc.integer({ min: 0, max: 17 }), fc.integer({ min: 0, max: 17 }), (order, from, to) => {
        expect(strokeIndexProblems(numbered(order), 18)).toEqual(none);
        fc.pre(from !== to);
        const changed = [...order];
        const lost = changed[to]!;
        changed[to] = changed[from]!;
        const problems = strokeIndexProblems(numbered(changed), 18);
        const [first, second] = [from + 1, to + 1].sort((left, right) => left - right);
        expect(problems.clashes).toEqual([{ number: second, strokeIndex: order[from], sameAs: first }]);
        expect(problems.missing).toEqual([{ loop: { firstHole: 1, lastHole: 18, size: 18 }, strokeIndexes: [lost] }]);
      }),
    );
  });
});
