import { divideHalfUp, fromTenths } from './rounding.js';
import { differentialTenthsNumerator, type ScoreDifferentialInput } from './unrounded-score-differential.js';

/**
 * The score differential, WHS Rule 5.1: (113 / slope rating) x (adjusted gross score - course rating - PCC),
 * rounded half up to the nearest tenth.
 *
 * @throws GolfInputError for a slope rating outside 55-155 or a PCC outside -1.0 to +3.0
 */
export function scoreDifferential(input: ScoreDifferentialInput): number {
  return fromTenths(divideHalfUp(differentialTenthsNumerator(input), input.slopeRating));
}
