import { allocatedStrokes } from './allocation.js';
import { GolfInputError } from './golf-input-error.js';
import { ownCard } from './own-card.js';
import type { Hole, HoleResult, PlayerCard } from './types.js';
import { allocationIndexes, assertOption, assertStrokes } from './validation.js';
import { assertWholeHandicap } from './number-assertions.js';

/** Match formats: singles (Rule 3.2), four-ball (Rule 23), foursomes (Rule 22). */
export type MatchFormat = 'singles' | 'fourball' | 'foursomes';

/** Input of `matchPlayHoleResults` (Rules of Golf Rules 3.2, 22, 23). */
export type MatchPlayHoleResultsInput = {
  /** The event's card: the card of a player without their own (`PlayerCard.holes`). */
  holes: Hole[];
  format: MatchFormat;
  /**
   * Side A's players and side B's, each on their own card (their tee set's and gender's stroke indexes); in foursomes,
   * one card per side with the side's playing handicap, on the card of the tees the side plays.
   */
  sides: [PlayerCard[], PlayerCard[]];
};

const SIDE_SIZES: Record<MatchFormat, readonly number[]> = { singles: [1], fourball: [1, 2], foursomes: [1] };

/**
 * Hole results of a match from net scores, Rules of Golf Rules 3.2 (singles), 23 (four-ball: the better net ball
 * of each side) and 22 (foursomes: one ball per side), with WHS Appendix C: playing handicaps already carry the
 * allowance (100 %, 90 %, 50 % of the partners' sum) and strokes are taken relative to the lowest, who plays off 0,
 * each player receiving them on the stroke indexes of their own card (a lady on the red tees on the ladies' indexes).
 * A hole has a result once both sides have played it: a side whose every ball was picked up (played, no strokes)
 * has conceded it (Rule 3.2b), and both doing so halve it; a hole a side has not played yet has no result.
 *
 * @throws GolfInputError for a side of the wrong size, cards of the wrong length or a non-integer handicap
 */
export function matchPlayHoleResults(input: MatchPlayHoleResultsInput): (HoleResult | null)[] {
  const { holes, format, sides } = input;
  const indexes = allocationIndexes(holes);
  assertOption(format, 'format', ['singles', 'fourball', 'foursomes'] as const);
  if (!Array.isArray(sides) || sides.length !== 2) throw new GolfInputError('sides', 'side_size', 'expected two sides');
  const allocation = sides.map((side, sideIndex) => {
    if (!SIDE_SIZES[format].includes(side.length)) {
      throw new GolfInputError(
        `sides[${sideIndex}]`,
        'side_size',
        `${format} takes ${SIDE_SIZES[format].join(' or ')} card(s) a side, got ${side.length}`,
      );
    }
    return side.map((card, cardIndex) => {
      const field = `sides[${sideIndex}][${cardIndex}]`;
      assertWholeHandicap(card.playingHandicap, `${field}.playingHandicap`);
      assertStrokes(card.strokes, holes.length, `${field}.strokes`);
      return ownCard(card.holes, holes, indexes, `${field}.holes`).indexes;
    });
  });
  const lowest = Math.min(...sides.flat().map((card) => card.playingHandicap));
  const sideScore = (sideIndex: number, holeIndex: number): number | null => {
    let best: number | null = null;
    for (const [cardIndex, card] of sides[sideIndex]!.entries()) {
      const strokes = card.strokes[holeIndex] ?? null;
      if (strokes === null) continue;
      const strokeIndex = allocation[sideIndex]![cardIndex]![holeIndex] ?? 0;
      const net = strokes - allocatedStrokes(card.playingHandicap - lowest, strokeIndex, holes.length);
      if (best === null || net < best) best = net;
    }
    return best;
  };
  const pickedUp = (side: PlayerCard[], holeIndex: number): boolean =>
    side.every((card) => card.played?.[holeIndex] === true && (card.strokes[holeIndex] ?? null) === null);
  return holes.map((_hole, holeIndex) => {
    const scoreA = sideScore(0, holeIndex);
    const scoreB = sideScore(1, holeIndex);
    const concededA = scoreA === null && pickedUp(sides[0], holeIndex);
    const concededB = scoreB === null && pickedUp(sides[1], holeIndex);
    if (concededA && concededB) return 'halved';
    if (concededA && scoreB !== null) return 'B';
    if (concededB && scoreA !== null) return 'A';
    if (scoreA === null || scoreB === null) return null;
    if (scoreA === scoreB) return 'halved';
    return scoreA < scoreB ? 'A' : 'B';
  });
}
