import { allocatedStrokes } from './allocation.js';
import type { Hole } from './types.js';
import { allocationIndexes } from './validation.js';
import { assertWholeHandicap } from './number-assertions.js';

/**
 * The strokes a player receives on each hole of a card, in card order (WHS Rule 6.2 and Appendix E; Rules of Golf
 * Rule 3.3c): allocated by stroke index, on a nine-hole card by the holes' order of stroke index within the nine; a
 * plus handicap gives strokes back (negative) from the highest index.
 */
export function strokesReceivedByHole(holes: readonly Hole[], playingHandicap: number): number[] {
  assertWholeHandicap(playingHandicap, 'playingHandicap');
  const indexes = allocationIndexes(holes);
  return indexes.map((index) => allocatedStrokes(playingHandicap, index, holes.length));
}
