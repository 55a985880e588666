import { divideHalfUp } from './rounding.js';
import type { ScoringBasis } from './types.js';

/**
 * A countback segment's sort key as a person reads it: strokes, net strokes (keys in 1/180 of a stroke) to at most two
 * decimals, or points.
 */
export function countbackFigure(key: number, basis: ScoringBasis): string {
  if (basis === 'stableford') return String(-key);
  if (basis === 'gross') return String(key);
  return String(divideHalfUp(key * 100, 180) / 100);
}
