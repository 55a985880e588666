import { GolfInputError } from './golf-input-error.js';
import { MOST_RECENT } from './handicap-index.js';
import { assertNumber } from './number-assertions.js';

/** Which of the recent differentials a penalty score takes. */
export type PenaltyScoreBasis = 'highest' | 'lowest';

/** Input of `penaltyScoreDifferential`. */
export type PenaltyScoreInput = {
  /** The golfer's score differentials, most recent last; only the most recent 20 count. */
  differentials: readonly number[];
  /**
   * `highest` for a score not returned (it cannot lower the index); `lowest` where the committee finds the score was
   * withheld to gain an advantage.
   */
  basis: PenaltyScoreBasis;
};

/**
 * The differential of a penalty score the Handicap Committee enters for a round registered for handicap and not
 * returned, WHS Rule 7.2a and its interpretation: the highest (or, for a score withheld to gain an advantage, the
 * lowest) of the golfer's most recent 20 score differentials.
 *
 * @returns `null` when the golfer has no differential to take it from
 */
export function penaltyScoreDifferential(input: PenaltyScoreInput): number | null {
  const { differentials, basis } = input;
  if (basis !== 'highest' && basis !== 'lowest') {
    throw new GolfInputError('basis', 'invalid_option', `expected highest or lowest, got ${String(basis)}`);
  }
  differentials.forEach((differential, index) => assertNumber(differential, `differentials[${index}]`));
  const recent = differentials.slice(-MOST_RECENT);
  if (recent.length === 0) return null;
  return basis === 'highest' ? Math.max(...recent) : Math.min(...recent);
}
