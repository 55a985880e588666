import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { courseCardProblems, GolfInputError, type CourseCardHole } from '../src/index.js';
import { SOURCES } from './sources.js';

// The usual allocation of WHS Appendix E: odd indexes on the front nine, even on the back.
const frontOddBackEven = [7, 3, 15, 1, 11, 17, 5, 13, 9, 8, 14, 2, 16, 6, 12, 18, 4, 10];

const cardOf = (strokeIndexes: readonly (number | null)[], ladies: readonly (number | null)[] = []): CourseCardHole[] =>
  strokeIndexes.map((strokeIndex, index) => ({
    number: index + 1,
    strokeIndex,
    strokeIndexLadies: ladies[index] ?? null,
  }));

describe(`courseCardProblems (WHS Rule 6.2, Appendix E: ${SOURCES.appendixE})`, () => {
  it('finds none on an 18-hole card indexed odd out and even in', () => {
    expect(courseCardProblems({ holeCount: 18, holes: cardOf(frontOddBackEven) })).toEqual([]);
  });

  it('says a clash on both holes, each naming the other, and not the index it leaves lacking', () => {
    const indexes = [...frontOddBackEven];
    indexes[6] = 7; // hole 7 takes hole 1's 7; 5 is then on no hole
    expect(courseCardProblems({ holeCount: 18, holes: cardOf(indexes) })).toEqual([
      { rule: 'stroke_index_repeated', position: 0, field: 'strokeIndex', number: 1, strokeIndex: 7, otherHole: 7 },
      { rule: 'stroke_index_repeated', position: 6, field: 'strokeIndex', number: 7, strokeIndex: 7, otherHole: 1 },
    ]);
  });

  it('names a card of another hole count, and hole numbers off the course or on the card twice', () => {
    expect(courseCardProblems({ holeCount: 18, holes: cardOf(frontOddBackEven.slice(0, 17)) })).toEqual([
      { rule: 'hole_count', holeCount: 18, holes: 17 },
    ]);
    const holes = cardOf(frontOddBackEven);
    holes[11] = { ...holes[11]!, number: 3 };
    holes[17] = { ...holes[17]!, number: 19 };
    expect(courseCardProblems({ holeCount: 18, holes })).toEqual([
      { rule: 'hole_repeated', position: 11, field: 'number', number: 3 },
      { rule: 'hole_not_on_course', position: 17, field: 'number', number: 19, holeCount: 18 },
      // Holes 12 and 18 are no longer on the card: their indexes are lacking.
      { rule: 'stroke_index_lacking', field: 'strokeIndex', firstHole: 1, lastHole: 18, strokeIndexes: [2, 10] },
    ]);
  });

  it('names no index lacking while a hole has none, and checks the last nine of a 27 on its own', () => {
    expect(courseCardProblems({ holeCount: 9, holes: cardOf([1, 2, 3, 4, 5, 6, 7, 8, null]) })).toEqual([]);
    const twentySeven = cardOf([...frontOddBackEven, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(courseCardProblems({ holeCount: 27, holes: twentySeven })).toEqual([]);
    twentySeven[25] = { ...twentySeven[25]!, strokeIndex: 6 };
    expect(courseCardProblems({ holeCount: 27, holes: twentySeven })).toEqual([
      { rule: 'stroke_index_repeated', position: 23, field: 'strokeIndex', number: 24, strokeIndex: 6, otherHole: 26 },
      { rule: 'stroke_index_repeated', position: 25, field: 'strokeIndex', number: 26, strokeIndex: 6, otherHole: 24 },
    ]);
  });

  it('reaches 9 on a 9-hole course, for the ladies too', () => {
    const holes = cardOf([9, 8, 7, 6, 5, 4, 3, 2, 1], [10]);
    expect(courseCardProblems({ holeCount: 9, holes })).toEqual([
      {
        rule: 'stroke_index_out_of_range',
        position: 0,
        field: 'strokeIndexLadies',
        number: 1,
        strokeIndex: 10,
        maximum: 9,
      },
    ]);
  });

  it("checks the ladies' allocation once a hole has its own index, an empty one playing to the stroke index", () => {
    const ladies = Array<number | null>(18).fill(null);
    ladies[0] = 3; // hole 2's index: hole 2, without its own ladies' index, now clashes with hole 1 for the ladies
    expect(courseCardProblems({ holeCount: 18, holes: cardOf(frontOddBackEven, ladies) })).toEqual([
      {
        rule: 'stroke_index_repeated',
        position: 0,
        field: 'strokeIndexLadies',
        number: 1,
        strokeIndex: 3,
        otherHole: 2,
      },
      {
        rule: 'stroke_index_repeated',
        position: 1,
        field: 'strokeIndexLadies',
        number: 2,
        strokeIndex: 3,
        otherHole: 1,
      },
    ]);
    ladies[0] = 7;
    ladies[1] = 3;
    expect(courseCardProblems({ holeCount: 18, holes: cardOf(frontOddBackEven, ladies) })).toEqual([]);
  });

  it("says a problem of a stroke index once, on it, where the hole has no ladies' index of its own", () => {
    const indexes = [...frontOddBackEven];
    indexes[1] = 19;
    const ladies = Array<number | null>(18).fill(null);
    ladies[0] = 7;
    expect(courseCardProblems({ holeCount: 18, holes: cardOf(indexes, ladies) })).toEqual([
      { rule: 'stroke_index_out_of_range', position: 1, field: 'strokeIndex', number: 2, strokeIndex: 19, maximum: 18 },
    ]);
  });

  it('refuses a hole count no course has, and a hole number that is not whole', () => {
    expect(() => courseCardProblems({ holeCount: 12, holes: [] })).toThrow(GolfInputError);
    const holes = [{ number: 1.5, strokeIndex: 1, strokeIndexLadies: null }];
    expect(() => courseCardProblems({ holeCount: 9, holes })).toThrow(GolfInputError);
  });

  const permutation = fc.shuffledSubarray(
    Array.from({ length: 18 }, (_, index) => index + 1),
    { minLength: 18, maxLength: 18 },
  );

  it('finds none in any allocation, for everyone and for the ladies', () => {
    fc.assert(
      fc.property(permutation, permutation, (strokeIndexes, ladies) => {
        expect(courseCardProblems({ holeCount: 18, holes: cardOf(strokeIndexes, ladies) })).toEqual([]);
      }),
    );
  });

  it('says each clash on exactly two holes, naming each other, at their places on the card', () => {
    fc.assert(
      fc.property(permutation, fc.integer({ min: 0, max: 17 }), fc.integer({ min: 0, max: 17 }), (order, from, to) => {
        fc.pre(from !== to);
        const indexes = [...order];
        indexes[to] = indexes[from]!;
        const holes = cardOf(indexes).toReversed();
        const problems = courseCardProblems({ holeCount: 18, holes });
        expect(problems).toHaveLength(2);
        for (const problem of problems) {
          expect(problem).toMatchObject({ rule: 'stroke_index_repeated', strokeIndex: order[from] });
          if (problem.rule !== 'stroke_index_repeated') continue;
          expect(holes[problem.position]!.number).toBe(problem.number);
          expect(problems.some((other) => 'number' in other && other.number === problem.otherHole)).toBe(true);
        }
      }),
    );
  });

  it("never says a ladies' problem on a hole without its own index whose stroke index has one", () => {
    const index = fc.option(fc.integer({ min: 0, max: 20 }), { nil: null });
    fc.assert(
      fc.property(fc.array(index, { minLength: 9, maxLength: 9 }), fc.array(index, { maxLength: 9 }), (men, ladies) => {
        const holes = cardOf(men, ladies);
        const problems = courseCardProblems({ holeCount: 9, holes });
        const troubled = new Set(
          problems.flatMap((problem) =>
            'position' in problem && problem.field === 'strokeIndex' ? [problem.position] : [],
          ),
        );
        for (const problem of problems) {
          if (!('position' in problem) || problem.field !== 'strokeIndexLadies') continue;
          expect(holes[problem.position]!.strokeIndexLadies !== null || !troubled.has(problem.position)).toBe(true);
        }
      }),
    );
  });
});
