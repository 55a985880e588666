import { GolfInputError } from './golf-input-error.js';
import { assertPar } from './validation.js';

/** Names of a hole score relative to par, and the hole-in-one. */
export type ScoreTerm =
  'hole_in_one' | 'condor' | 'albatross' | 'eagle' | 'birdie' | 'par' | 'bogey' | 'double_bogey' | 'triple_bogey';

/** Input of `scoreTerm`. */
export type ScoreTermInput = { par: number; strokes: number | null };

const TERMS_BY_STROKES_TO_PAR = new Map<number, ScoreTerm>([
  [-4, 'condor'],
  [-3, 'albatross'],
  [-2, 'eagle'],
  [-1, 'birdie'],
  [0, 'par'],
  [1, 'bogey'],
  [2, 'double_bogey'],
  [3, 'triple_bogey'],
]);

/**
 * The name of a hole score relative to par (Rules of Golf, Definitions of "par"; the common names of the game):
 * condor (4 under), albatross, eagle, birdie, par, bogey, double bogey, triple bogey; a score of 1 is a hole-in-one
 * whatever the par. Scores with no common name (worse than triple bogey) and no score give `null`.
 */
export function scoreTerm(input: ScoreTermInput): ScoreTerm | null {
  const { par, strokes } = input;
  assertPar(par, 'par');
  if (strokes === null) return null;
  if (typeof strokes !== 'number' || !Number.isInteger(strokes) || strokes < 1) {
    throw new GolfInputError(
      'strokes',
      'invalid_strokes',
      `expected a whole number of strokes of at least 1, got ${String(strokes)}`,
    );
  }
  if (strokes === 1) return 'hole_in_one';
  return TERMS_BY_STROKES_TO_PAR.get(strokes - par) ?? null;
}
