import { allocatedStrokes } from './allocation.js';
import { divideHalfUp, fromTenths, toTenths } from './rounding.js';
import type { CountbackFractions, Hole, ScoringBasis } from './types.js';

export type CardScore = {
  /** Every hole has a score. */
  complete: boolean;
  /** The figure shown: gross or net strokes, or Stableford points; `null` for an incomplete stroke-play card. */
  total: number | null;
  /** Sort key of the total, lower is better: strokes, net tenths, or minus the points. */
  totalKey: number;
  /** Sort keys of the countback segments, last 9, 6, 3 and 1 holes (6, 3, 1 on nine holes), lower is better. */
  countbackKeys: number[];
  /** Gross strokes over the same segments, for the India Peoria tie-break. */
  grossCountback: number[];
};

/** Holes compared in a countback, rules document "Countback (ties)": the last 9, 6, 3, 1 of 18; 6, 3, 1 of 9. */
export function countbackLengths(holeCount: number): number[] {
  return holeCount === 18 ? [9, 6, 3, 1] : [6, 3, 1];
}

/**
 * Scores one already-checked card for ranking. Net countback keys are in 1/180 stroke: the segment's gross x 180
 * minus the playing handicap in tenths x its share in eighteenths (9, 6, 3, 1 of 18 holes; 12, 6, 2 of 9), so that
 * thirds and sixths tie exactly; `round_half_up` rounds the deducted share to a whole stroke first.
 */
export function scoreCard(
  holes: readonly Hole[],
  indexes: readonly number[],
  strokes: readonly (number | null)[],
  playingHandicap: number,
  basis: ScoringBasis,
  fractions: CountbackFractions,
): CardScore {
  const holeCount = holes.length;
  const lengths = countbackLengths(holeCount);
  const stableford = basis === 'stableford';
  const countbackValues: number[] = [];
  const grossCountback: number[] = [];
  let complete = true;
  let grossSum = 0;
  let pointsSum = 0;
  let segment = lengths.length - 1;
  // One pass from the last hole back, noting the running sums where each countback segment begins.
  for (let index = holeCount - 1; index >= 0; index -= 1) {
    const score = strokes[index] ?? null;
    if (score === null) complete = false;
    else {
      grossSum += score;
      if (stableford) {
        const received = allocatedStrokes(playingHandicap, indexes[index] ?? 0, holeCount);
        pointsSum += Math.max(0, 2 + (holes[index] as Hole).par + received - score);
      }
    }
    if (segment >= 0 && holeCount - index === lengths[segment]) {
      grossCountback[segment] = grossSum;
      countbackValues[segment] = -pointsSum;
      segment -= 1;
    }
  }
  if (stableford) {
    return { complete, total: pointsSum, totalKey: -pointsSum, countbackKeys: countbackValues, grossCountback };
  }
  if (basis === 'gross') {
    return {
      complete,
      total: complete ? grossSum : null,
      totalKey: grossSum,
      countbackKeys: grossCountback,
      grossCountback,
    };
  }
  const handicapTenths = toTenths(playingHandicap);
  const totalKey = grossSum * 10 - handicapTenths;
  const countbackKeys = new Array<number>(lengths.length);
  for (let index = 0; index < lengths.length; index += 1) {
    const shareUnits = (handicapTenths * 18 * (lengths[index] ?? 0)) / holeCount;
    const deducted = fractions === 'exact' ? shareUnits : 180 * divideHalfUp(shareUnits, 180);
    countbackKeys[index] = 180 * (grossCountback[index] ?? 0) - deducted;
  }
  return { complete, total: complete ? fromTenths(totalKey) : null, totalKey, countbackKeys, grossCountback };
}
