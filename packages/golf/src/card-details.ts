import { allocatedStrokes } from './allocation.js';
import { roundCourseHandicap } from './rounding.js';
import { stablefordPoints } from './stableford-points.js';
import type { Hole } from './types.js';
import { allocationIndexes, assertStrokes } from './validation.js';
import { assertWholeHandicap } from './number-assertions.js';

/** Input of `cardDetails`: a card as played, with the entry's handicaps. */
export type CardDetailsInput = {
  holes: readonly Hole[];
  /** Strokes per hole in card order; null where the hole has no score. */
  strokes: readonly (number | null)[];
  playingHandicap: number;
  /** The course handicap for net double bogey; null for a player without a Handicap Index. */
  courseHandicap: number | null;
};

/** One hole of a card worked out. */
export type HoleDetails = {
  strokes: number | null;
  /** Strokes received from the playing handicap (negative for a plus handicap giving strokes back). */
  received: number;
  /** Strokes minus strokes received; null without a score. */
  net: number | null;
  points: number;
  /** The hole's score for handicap purposes: capped at net double bogey, net par where not played. */
  adjusted: number;
  /** Whether `adjusted` is a net par counted for a hole not played. */
  estimated: boolean;
};

/** A card worked out hole by hole, with its totals. */
export type CardDetails = {
  holes: HoleDetails[];
  /** Gross and net strokes of a complete card; null while a hole has no score. */
  gross: number | null;
  net: number | null;
  points: number;
  /** The adjusted gross score, equal to `adjustedGrossScore` of the same card. */
  adjustedGross: number;
};

/**
 * A card hole by hole as a results sheet explains it: the strokes received on each hole from the playing handicap
 * (WHS Rule 6.2, Appendix E), the net score, the Stableford points (Rules of Golf Rule 21.1b), and the hole's score
 * for handicap purposes from the course handicap rounded half up (WHS Rules 3.1 and 3.2: net double bogey, par + 5
 * without an index, net par marked estimated where not played).
 */
export function cardDetails(input: CardDetailsInput): CardDetails {
  const { holes, strokes, playingHandicap, courseHandicap } = input;
  assertStrokes(strokes, holes.length, 'strokes');
  assertWholeHandicap(playingHandicap, 'playingHandicap');
  const indexes = allocationIndexes(holes);
  const handicapForAdjusting = courseHandicap === null ? null : roundCourseHandicap(courseHandicap);
  const details = holes.map((hole, index): HoleDetails => {
    const score = strokes[index] ?? null;
    const received = allocatedStrokes(playingHandicap, indexes[index] ?? 0, holes.length);
    const receivedForAdjusting =
      handicapForAdjusting === null ? 0 : allocatedStrokes(handicapForAdjusting, indexes[index] ?? 0, holes.length);
    const maximum = handicapForAdjusting === null ? hole.par + 5 : hole.par + 2 + receivedForAdjusting;
    return {
      strokes: score,
      received,
      net: score === null ? null : score - received,
      points: stablefordPoints({ par: hole.par, strokes: score, strokesReceived: received }),
      adjusted: score === null ? hole.par + receivedForAdjusting : Math.min(score, maximum),
      estimated: score === null,
    };
  });
  const complete = details.every((hole) => hole.strokes !== null);
  const sum = (pick: (hole: HoleDetails) => number) => details.reduce((total, hole) => total + pick(hole), 0);
  return {
    holes: details,
    gross: complete ? sum((hole) => hole.strokes!) : null,
    net: complete ? sum((hole) => hole.net!) : null,
    points: sum((hole) => hole.points),
    adjustedGross: sum((hole) => hole.adjusted),
  };
}
