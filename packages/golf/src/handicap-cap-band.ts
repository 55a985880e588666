import { fromTenths, toTenths } from './rounding.js';
import { assertNumber } from './number-assertions.js';

/** WHS Rule 5.8: the soft cap halves a rise beyond 3.0 above the Low Handicap Index; the hard cap stops it at 5.0. */
export const SOFT_CAP_RISE = 3;
export const HARD_CAP_RISE = 5;
const MAXIMUM_INDEX_TENTHS = 540;

/**
 * The cap band of a Low Handicap Index, WHS Rule 5.8: the index from which the soft cap halves a rise and the index
 * the hard cap holds it to (neither above 54.0, Rule 5.3). The USGA's example: Low 6.5 gives 9.5 and 11.5.
 */
export function handicapCapBand(lowHandicapIndex: number): { softCapFrom: number; hardCapAt: number } {
  assertNumber(lowHandicapIndex, 'lowHandicapIndex');
  const lowTenths = toTenths(lowHandicapIndex);
  const capped = (riseTenths: number) => fromTenths(Math.min(lowTenths + riseTenths, MAXIMUM_INDEX_TENTHS));
  return { softCapFrom: capped(SOFT_CAP_RISE * 10), hardCapAt: capped(HARD_CAP_RISE * 10) };
}
