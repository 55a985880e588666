import { GolfInputError } from './golf-input-error.js';
import { assertPar } from './validation.js';
import { assertInteger } from './number-assertions.js';

/** Input of `stablefordPoints` (Rules of Golf Rule 21.1b). */
export type StablefordPointsInput = { par: number; strokes: number | null; strokesReceived: number };

/**
 * Stableford points on a hole, Rules of Golf Rule 21.1b: max(0, 2 + par + strokes received - strokes); no score
 * is 0 points. Gross Stableford passes 0 strokes received.
 */
export function stablefordPoints(input: StablefordPointsInput): number {
  const { par, strokes, strokesReceived } = input;
  assertPar(par, 'par');
  assertInteger(strokesReceived, 'strokesReceived');
  if (strokes === null) return 0;
  if (typeof strokes !== 'number' || !Number.isInteger(strokes) || strokes < 1) {
    throw new GolfInputError(
      'strokes',
      'invalid_strokes',
      `expected a whole number of strokes of at least 1, got ${String(strokes)}`,
    );
  }
  return Math.max(0, 2 + par + strokesReceived - strokes);
}
