import { divideHalfUp, fromTenths, toTenths } from './rounding.js';
import { assertNumber } from './number-assertions.js';

/** Input of `handicapIndex` (WHS Rules 5.2, 5.8). */
export type HandicapIndexInput = {
  /** Score differentials, most recent last, already adjusted for exceptional scores; only the last 20 count. */
  differentials: number[];
  /** Lowest Handicap Index of the last 365 days; when given, the soft and hard caps apply. */
  lowHandicapIndex?: number | null;
};

/** WHS Rule 5.2a: for 3 to 20 differentials, how many of the lowest to average and the adjustment in tenths. */
export const LOWEST_USED: readonly (readonly [used: number, adjustmentTenths: number])[] = [
  [0, 0],
  [0, 0],
  [0, 0],
  [1, -20],
  [1, -10],
  [1, 0],
  [2, -10],
  [2, 0],
  [2, 0],
  [3, 0],
  [3, 0],
  [3, 0],
  [4, 0],
  [4, 0],
  [4, 0],
  [5, 0],
  [5, 0],
  [6, 0],
  [6, 0],
  [7, 0],
  [8, 0],
];

const SOFT_CAP_TENTHS = 30;
const HARD_CAP_TENTHS = 50;
const MAXIMUM_INDEX_TENTHS = 540;
/** The most recent score differentials a Handicap Index is computed from (WHS Rule 5.2). */
export const MOST_RECENT = 20;

/**
 * The Handicap Index, WHS Rules 5.2 (the average of the lowest 8 of the most recent 20 score differentials, or the
 * fewer-than-20 table of Rule 5.2a), 5.8 (soft cap: a rise beyond 3.0 above the Low Handicap Index is halved; hard
 * cap: at most Low + 5.0) and 5.3 (at most 54.0). Computed in tenths, so the USGA's soft-cap example (average 11.6,
 * Low 6.5) gives 10.6, not the 10.5 of floating point.
 *
 * @returns the index, or `null` with fewer than 3 differentials
 */
export function handicapIndex(input: HandicapIndexInput): number | null {
  const { differentials, lowHandicapIndex = null } = input;
  const count = Math.min(differentials.length, MOST_RECENT);
  const [used, adjustmentTenths] = LOWEST_USED[count] ?? [0, 0];
  if (used === 0) return null;
  const offset = differentials.length - count;
  const tenths = new Int32Array(count);
  for (let index = 0; index < count; index += 1) {
    const differential = differentials[offset + index];
    assertNumber(differential, `differentials[${offset + index}]`);
    tenths[index] = toTenths(differential);
  }
  tenths.sort();
  let sum = 0;
  for (let index = 0; index < used; index += 1) sum += tenths[index] ?? 0;
  let indexTenths = divideHalfUp(sum, used) + adjustmentTenths;
  if (lowHandicapIndex !== null) {
    assertNumber(lowHandicapIndex, 'lowHandicapIndex');
    const lowTenths = toTenths(lowHandicapIndex);
    const rise = indexTenths - lowTenths;
    if (rise > SOFT_CAP_TENTHS) indexTenths = lowTenths + SOFT_CAP_TENTHS + divideHalfUp(rise - SOFT_CAP_TENTHS, 2);
    indexTenths = Math.min(indexTenths, lowTenths + HARD_CAP_TENTHS);
  }
  return fromTenths(Math.min(indexTenths, MAXIMUM_INDEX_TENTHS));
}
