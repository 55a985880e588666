import { allocatedStrokes } from './allocation.js';
import { GolfInputError } from './golf-input-error.js';
import { assertInteger, assertWholeHandicap } from './number-assertions.js';

/**
 * Strokes a player receives on one hole (negative: strokes given back), by the stroke index allocation of
 * WHS Rule 6.2 and Appendix E (Rules of Golf Rule 3.2c/3.3c): `floor(P / n)` on every hole plus one more where the
 * stroke index is at most `P mod n`; a plus handicap gives strokes back starting at the highest stroke index.
 *
 * @param playingHandicap whole playing handicap (a plus handicap is negative)
 * @param strokeIndex the hole's stroke index, 1 to 18; on a 9-hole card its rank within the nine, 1 to 9
 * @param holeCount holes on the card, 18 by default
 * @throws GolfInputError for a non-integer handicap or a stroke index outside 1 to `holeCount`
 */
export function strokesReceived(playingHandicap: number, strokeIndex: number, holeCount: 9 | 18 = 18): number {
  assertWholeHandicap(playingHandicap, 'playingHandicap');
  if (holeCount !== 9 && holeCount !== 18) {
    throw new GolfInputError('holeCount', 'hole_count', `expected 9 or 18, got ${String(holeCount)}`);
  }
  assertInteger(strokeIndex, 'strokeIndex');
  if (strokeIndex < 1 || strokeIndex > holeCount) {
    throw new GolfInputError(
      'strokeIndex',
      'stroke_index_out_of_range',
      `expected 1 to ${holeCount}, got ${strokeIndex}`,
    );
  }
  return allocatedStrokes(playingHandicap, strokeIndex, holeCount);
}
