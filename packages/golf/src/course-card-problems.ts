import { strokeIndexLoops, strokeIndexProblems } from './stroke-index-problems.js';
import { assertInteger } from './number-assertions.js';

/** A hole of a course's card as entered: `null` where an index is not entered yet. */
export type CourseCardHole = {
  number: number;
  strokeIndex: number | null;
  /** The hole's own ladies' stroke index; `null`: the ladies play to `strokeIndex`. */
  strokeIndexLadies: number | null;
};

/** Input of `courseCardProblems`: the course's hole count (9, 18, 27 or 36) and its card, in card order. */
export type CourseCardProblemsInput = { holeCount: number; holes: readonly CourseCardHole[] };

/** The two stroke index allocations of a card: everyone's, and the ladies' where the club gives them their own. */
export type StrokeIndexField = 'strokeIndex' | 'strokeIndexLadies';

/**
 * One thing wrong with a card. `position` is the hole's place on the card (array index of `holes`), `number` its
 * hole number; the problems without a position are the card's own.
 */
export type CourseCardProblem =
  /** The card has another number of holes than the course. */
  | { rule: 'hole_count'; holeCount: number; holes: number }
  /** A hole number the course does not have (0, or 19 on an 18-hole course). */
  | { rule: 'hole_not_on_course'; position: number; field: 'number'; number: number; holeCount: number }
  /** A hole number an earlier place of the card already has. */
  | { rule: 'hole_repeated'; position: number; field: 'number'; number: number }
  /** A stroke index its 18 (or lone nine) does not reach: 19, or 10 on a 9-hole course. */
  | {
      rule: 'stroke_index_out_of_range';
      position: number;
      field: StrokeIndexField;
      number: number;
      strokeIndex: number;
      maximum: number;
    }
  /** A stroke index another hole of the 18 (or lone nine) has: said on both holes, each naming the other. */
  | {
      rule: 'stroke_index_repeated';
      position: number;
      field: StrokeIndexField;
      number: number;
      strokeIndex: number;
      otherHole: number;
    }
  /** The stroke indexes no hole of an 18 (or lone nine) has, once the card is otherwise whole. */
  | {
      rule: 'stroke_index_lacking';
      field: StrokeIndexField;
      firstHole: number;
      lastHole: number;
      strokeIndexes: number[];
    };

/**
 * What stops a course's card from being saved as its allocation, WHS Rule 6.2 and Appendix E: within each 18 the
 * holes carry stroke indexes 1 to 18 once each (a lone nine 1 to 9), the card has each of the course's holes once,
 * and so does the ladies' allocation once one hole has its own ladies' index (a hole without one plays to its
 * stroke index, so a problem of that index is said once, on the stroke index). Indexes lacking are named only when
 * the card has every hole and every stroke index, and no clash or index out of range hides which are lacking.
 */
export function courseCardProblems(input: CourseCardProblemsInput): CourseCardProblem[] {
  const { holeCount, holes } = input;
  strokeIndexLoops(holeCount);
  const problems: CourseCardProblem[] = [];
  if (holes.length !== holeCount) problems.push({ rule: 'hole_count', holeCount, holes: holes.length });
  const positionOf = new Map<number, number>();
  holes.forEach((hole, position) => {
    const { number } = hole;
    assertInteger(number, `holes[${position}].number`);
    if (number < 1 || number > holeCount) {
      problems.push({ rule: 'hole_not_on_course', position, field: 'number', number, holeCount });
    } else if (positionOf.has(number)) problems.push({ rule: 'hole_repeated', position, field: 'number', number });
    else positionOf.set(number, position);
  });

  const whole = holes.length === holeCount && holes.every((hole) => hole.strokeIndex !== null);
  const ownLadiesIndexes = holes.some((hole) => hole.strokeIndexLadies !== null);
  const fields: StrokeIndexField[] = ownLadiesIndexes ? ['strokeIndex', 'strokeIndexLadies'] : ['strokeIndex'];
  const holesWithStrokeIndexProblem = new Set<number>();
  for (const field of fields) {
    const indexOf = (hole: CourseCardHole) =>
      field === 'strokeIndex' ? hole.strokeIndex : (hole.strokeIndexLadies ?? hole.strokeIndex);
    const found = strokeIndexProblems(
      [...positionOf].flatMap(([number, position]) => {
        const strokeIndex = indexOf(holes[position]!);
        return strokeIndex === null ? [] : [{ number, strokeIndex }];
      }),
      holeCount,
    );
    const add = (problem: CourseCardProblem & { position: number; number: number }) => {
      if (field === 'strokeIndex') holesWithStrokeIndexProblem.add(problem.number);
      // A hole without its own ladies' index plays to its stroke index: a problem of that index is said once, on it.
      const saidOnStrokeIndex =
        field === 'strokeIndexLadies' &&
        holes[problem.position]!.strokeIndexLadies === null &&
        holesWithStrokeIndexProblem.has(problem.number);
      if (!saidOnStrokeIndex) problems.push(problem);
    };
    for (const { number, strokeIndex, maximum } of found.outOfRange) {
      add({
        rule: 'stroke_index_out_of_range',
        position: positionOf.get(number)!,
        field,
        number,
        strokeIndex,
        maximum,
      });
    }
    for (const { number, strokeIndex, sameAs } of found.clashes) {
      for (const [hole, otherHole] of [
        [sameAs, number],
        [number, sameAs],
      ] as const) {
        const position = positionOf.get(hole)!;
        add({ rule: 'stroke_index_repeated', position, field, number: hole, strokeIndex, otherHole });
      }
    }
    if (whole && found.clashes.length === 0 && found.outOfRange.length === 0) {
      for (const { loop, strokeIndexes } of found.missing) {
        const { firstHole, lastHole } = loop;
        problems.push({ rule: 'stroke_index_lacking', field, firstHole, lastHole, strokeIndexes });
      }
    }
  }
  return problems;
}
