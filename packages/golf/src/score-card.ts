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
  const holeValues = new Array<number>(holeCount);
  const grossValues = new Array<number>(holeCount);
  let complete = true;
  for (let index = 0; index < holeCount; index += 1) {
    const score = strokes[index] ?? null;
    if (score === null) complete = false;
    grossValues[index] = score ?? 0;
    if (basis === 'stableford') {
      const hole = holes[index] as Hole;
      const received = allocatedStrokes(playingHandicap, indexes[index] ?? 0, holeCount);
      holeValues[index] = score === null ? 0 : -Math.max(0, 2 + hole.par + received - score);
    } else {
      holeValues[index] = score ?? 0;
    }
  }
  const lastHolesSum = (values: number[], length: number): number => {
    let sum = 0;
    for (let index = holeCount - length; index < holeCount; index += 1) sum += values[index] ?? 0;
    return sum;
  };
  const grossCountback = lengths.map((length) => lastHolesSum(grossValues, length));
  const sum = lastHolesSum(holeValues, holeCount);
  if (basis === 'stableford') {
    const countbackKeys = lengths.map((length) => lastHolesSum(holeValues, length));
    return { complete, total: sum === 0 ? 0 : -sum, totalKey: sum, countbackKeys, grossCountback };
  }
  if (basis === 'gross') {
    return { complete, total: complete ? sum : null, totalKey: sum, countbackKeys: grossCountback, grossCountback };
  }
  const handicapTenths = toTenths(playingHandicap);
  const totalKey = sum * 10 - handicapTenths;
  const countbackKeys = lengths.map((length, segment) => {
    const eighteenths = (18 * length) / holeCount;
    const shareUnits = handicapTenths * eighteenths;
    const deducted = fractions === 'exact' ? shareUnits : 180 * divideHalfUp(shareUnits, 180);
    return 180 * (grossCountback[segment] ?? 0) - deducted;
  });
  return { complete, total: complete ? fromTenths(totalKey) : null, totalKey, countbackKeys, grossCountback };
}
