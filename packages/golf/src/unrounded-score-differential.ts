import { GolfInputError } from './golf-input-error.js';
import { toTenths } from './rounding.js';
import { assertSlopeRating } from './validation.js';
import { assertInteger, assertNumber } from './number-assertions.js';

/** Input of `scoreDifferential` and `unroundedScoreDifferential` (WHS Rule 5.1). */
export type ScoreDifferentialInput = {
  adjustedGrossScore: number;
  courseRating: number;
  slopeRating: number;
  /** Playing conditions calculation, -1.0 to +3.0; 0 by default. */
  pcc?: number;
};

/**
 * The score differential's numerator in tenths of a stroke, 113 x (adjusted gross score - course rating - PCC) x 10;
 * the differential is this divided by the slope rating, in tenths. Shared by both differential functions.
 */
export function differentialTenthsNumerator(input: ScoreDifferentialInput): number {
  const { adjustedGrossScore, courseRating, slopeRating, pcc = 0 } = input;
  assertInteger(adjustedGrossScore, 'adjustedGrossScore');
  if (adjustedGrossScore < 0)
    throw new GolfInputError('adjustedGrossScore', 'out_of_range', 'expected a score of at least 0');
  assertNumber(courseRating, 'courseRating');
  assertSlopeRating(slopeRating, 'slopeRating');
  assertNumber(pcc, 'pcc');
  const pccTenths = toTenths(pcc);
  if (pccTenths < -10 || pccTenths > 30) {
    throw new GolfInputError('pcc', 'pcc_out_of_range', `expected a PCC of -1.0 to +3.0, got ${pcc}`);
  }
  return 113 * (adjustedGrossScore * 10 - toTenths(courseRating) - pccTenths);
}

/**
 * The score differential before rounding, WHS Rule 5.1: (113 / slope rating) x (adjusted gross score - course
 * rating - PCC). Rule 5.9 tests exceptional scores on this unrounded value.
 */
export function unroundedScoreDifferential(input: ScoreDifferentialInput): number {
  return differentialTenthsNumerator(input) / input.slopeRating / 10;
}
