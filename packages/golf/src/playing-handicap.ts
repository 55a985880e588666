import { GolfInputError } from './golf-input-error.js';
import { COURSE_HANDICAP_UNITS, divideHalfUp, toCourseHandicapUnits, toTenths } from './rounding.js';
import { assertNumber } from './number-assertions.js';

/** Input of `playingHandicap` (WHS Rule 6.2). */
export type PlayingHandicapInput = {
  /** Unrounded course handicap. */
  courseHandicap: number;
  /** Handicap allowance in percent: 95 means 95 %. */
  allowancePercent: number;
};

/**
 * The playing handicap, WHS Rule 6.2 and Appendix C: the unrounded course handicap times the handicap allowance,
 * rounded half up to a whole number (a plus handicap moves toward zero: -2.5 -> -2).
 *
 * @throws GolfInputError for an allowance outside 0-100 %
 */
export function playingHandicap(input: PlayingHandicapInput): number {
  const { courseHandicap, allowancePercent } = input;
  assertNumber(courseHandicap, 'courseHandicap');
  assertNumber(allowancePercent, 'allowancePercent');
  if (allowancePercent < 0 || allowancePercent > 100) {
    throw new GolfInputError(
      'allowancePercent',
      'allowance_out_of_range',
      `expected 0 to 100, got ${allowancePercent}`,
    );
  }
  const allowanceTenthsOfPercent = toTenths(allowancePercent);
  return divideHalfUp(toCourseHandicapUnits(courseHandicap) * allowanceTenthsOfPercent, COURSE_HANDICAP_UNITS * 1000);
}
