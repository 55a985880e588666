import { allocatedStrokes } from './allocation.js';
import { roundCourseHandicap } from './rounding.js';
import type { Hole } from './types.js';
import { allocationIndexes, assertStrokes } from './validation.js';
import { assertNumber } from './number-assertions.js';

/** Input of `adjustedGrossScore` (WHS Rules 3.1, 3.2). */
export type AdjustedGrossScoreInput = {
  holes: Hole[];
  strokes: (number | null)[];
  /** Unrounded course handicap; `null` for a player without a Handicap Index. */
  courseHandicap: number | null;
};

/**
 * The adjusted gross score for handicap purposes, WHS Rules 3.1 and 3.2: each hole capped at net double bogey
 * (par + 2 + strokes received, from the course handicap rounded half up), or at par + 5 for a player without a
 * Handicap Index (Rule 3.1a); a hole not played counts as net par (par + strokes received, Rule 3.2), which Fairway
 * marks as an estimated score.
 */
export function adjustedGrossScore(input: AdjustedGrossScoreInput): number {
  const { holes, strokes, courseHandicap } = input;
  const indexes = allocationIndexes(holes);
  assertStrokes(strokes, holes.length, 'strokes');
  if (courseHandicap !== null) assertNumber(courseHandicap, 'courseHandicap');
  const roundedHandicap = courseHandicap === null ? null : roundCourseHandicap(courseHandicap);
  let total = 0;
  holes.forEach((hole, index) => {
    const received =
      roundedHandicap === null ? 0 : allocatedStrokes(roundedHandicap, indexes[index] ?? 0, holes.length);
    const maximum = roundedHandicap === null ? hole.par + 5 : hole.par + 2 + received;
    const score = strokes[index] ?? null;
    total += score === null ? hole.par + received : Math.min(score, maximum);
  });
  return total;
}
