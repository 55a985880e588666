import { isAtMostTenths, toTenths } from './rounding.js';
import { assertNumber } from './number-assertions.js';

/** Input of `exceptionalScoreReduction` (WHS Rule 5.9). */
export type ExceptionalScoreReductionInput = {
  /** The unrounded score differential of the round. */
  differential: number;
  /** The Handicap Index in force when the round was played. */
  handicapIndex: number;
};

/**
 * The exceptional score reduction, WHS Rule 5.9: a differential (unrounded) 7.0 to 9.9 strokes below the Handicap
 * Index in force takes 1.0 off each of the most recent 20 differentials; 10.0 or more below takes 2.0.
 *
 * @returns strokes to take off each differential: 0, 1 or 2
 */
export function exceptionalScoreReduction(input: ExceptionalScoreReductionInput): 0 | 1 | 2 {
  const { differential, handicapIndex } = input;
  assertNumber(differential, 'differential');
  assertNumber(handicapIndex, 'handicapIndex');
  const indexTenths = toTenths(handicapIndex);
  if (isAtMostTenths(differential, indexTenths - 100)) return 2;
  if (isAtMostTenths(differential, indexTenths - 70)) return 1;
  return 0;
}
