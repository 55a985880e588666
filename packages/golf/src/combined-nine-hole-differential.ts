import { divideHalfUp, fromTenths } from './rounding.js';
import { differentialTenthsNumerator, type ScoreDifferentialInput } from './unrounded-score-differential.js';

/** Two 9-hole scores combined into one 18-hole score differential, unrounded and rounded. */
export type CombinedNineHoleDifferential = { differential: number; unroundedDifferential: number };

/**
 * Two 9-hole scores as one 18-hole score differential, the pre-2024 method the rules document keeps ("Nine-hole
 * scores"): the sum of the two 9-hole differentials, each (113 / slope9) x (AGS9 - CR9 - PCC), rounded half up to a
 * tenth once, on the exact sum. The unrounded sum is what Rule 5.9 tests for an exceptional score.
 *
 * @throws GolfInputError for a slope rating outside 55-155 or a PCC outside -1.0 to +3.0
 */
export function combinedNineHoleDifferential(
  first: ScoreDifferentialInput,
  second: ScoreDifferentialInput,
): CombinedNineHoleDifferential {
  const firstNumerator = differentialTenthsNumerator(first);
  const secondNumerator = differentialTenthsNumerator(second);
  const numerator = firstNumerator * second.slopeRating + secondNumerator * first.slopeRating;
  const denominator = first.slopeRating * second.slopeRating;
  return {
    differential: fromTenths(divideHalfUp(numerator, denominator)),
    unroundedDifferential: numerator / denominator / 10,
  };
}
