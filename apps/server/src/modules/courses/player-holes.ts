import type { Hole } from '@fairway/golf';
import type { RoundCardHole } from './round-card-holes.js';

/**
 * A player's card: each hole's par and stroke index from the player's tee set where it sets its own, else the
 * hole's, with the ladies' stroke index for a woman where the course has one.
 */
export function playerHoles(
  holes: readonly RoundCardHole[],
  holeCategoryId: number | null,
  gender: string | null,
): Hole[] {
  return holes.map((hole) => {
    const teeSet = holeCategoryId === null ? undefined : hole.teeSets.get(holeCategoryId);
    const strokeIndex =
      teeSet?.strokeIndex ?? (gender === 'F' ? (hole.strokeIndexLadies ?? hole.strokeIndex) : hole.strokeIndex);
    return { par: teeSet?.par ?? hole.par, strokeIndex };
  });
}
