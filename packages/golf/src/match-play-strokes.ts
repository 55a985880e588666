import { assertWholeHandicap } from './number-assertions.js';

/**
 * Strokes in a match, WHS Appendix C (and Rules of Golf Rule 3.2c): the player with the lowest playing handicap
 * plays off 0 and the others receive the difference.
 */
export function matchPlayStrokes(playingHandicaps: number[]): number[] {
  playingHandicaps.forEach((handicap, index) => assertWholeHandicap(handicap, `playingHandicaps[${index}]`));
  const lowest = Math.min(...playingHandicaps);
  return playingHandicaps.map((handicap) => handicap - lowest);
}
