import { allocatedStrokes } from './allocation.js';
import { GolfInputError } from './golf-input-error.js';
import { ownCard } from './own-card.js';
import type { Hole, PlayerCard, ScoringBasis } from './types.js';
import { allocationIndexes, assertOption, assertStrokes } from './validation.js';
import { assertWholeHandicap } from './number-assertions.js';

/** Input of `fourBallBetterBall` (Rules of Golf Rule 23.2). */
export type FourBallBetterBallInput = {
  /** The event's card: the card of a partner without their own (`PlayerCard.holes`). */
  holes: Hole[];
  basis: ScoringBasis;
  /**
   * The two partners, each with the full playing handicap of the format (allowance already applied), each on their
   * own card (a mixed pair: the lady on her tees' ladies' pars and stroke indexes).
   */
  partners: [PlayerCard, PlayerCard];
};

/** Output of `fourBallBetterBall`. */
export type FourBallBetterBallOutcome = { holeScores: (number | null)[]; total: number | null };

/**
 * A four-ball side's score in stroke play or Stableford, Rules of Golf Rule 23.2 (rules document, "Four-ball"):
 * on each hole the better of the partners' gross or net scores, or the more points, each partner's strokes received and
 * par taken from their own card; if only one partner scores, that
 * score counts; if neither does, the hole has no score (`null`). In stroke play the total is then `null` (no
 * return); in Stableford such a hole adds 0 points.
 */
export function fourBallBetterBall(input: FourBallBetterBallInput): FourBallBetterBallOutcome {
  const { holes, basis, partners } = input;
  const indexes = allocationIndexes(holes);
  assertOption(basis, 'basis', ['gross', 'net', 'stableford'] as const);
  if (!Array.isArray(partners) || partners.length !== 2)
    throw new GolfInputError('partners', 'side_size', 'expected two partners');
  const cards = partners.map((partner, index) => {
    if (basis !== 'gross') assertWholeHandicap(partner.playingHandicap, `partners[${index}].playingHandicap`);
    assertStrokes(partner.strokes, holes.length, `partners[${index}].strokes`);
    return ownCard(partner.holes, holes, indexes, `partners[${index}].holes`);
  });
  const holeScores = holes.map((_hole, holeIndex) => {
    let best: number | null = null;
    for (const [partnerIndex, partner] of partners.entries()) {
      const strokes = partner.strokes[holeIndex] ?? null;
      if (strokes === null) continue;
      const { card, indexes: ownIndexes } = cards[partnerIndex]!;
      const received =
        basis === 'gross' ? 0 : allocatedStrokes(partner.playingHandicap, ownIndexes[holeIndex] ?? 0, holes.length);
      if (basis === 'stableford') {
        const points = Math.max(0, 2 + (card[holeIndex]?.par ?? 0) + received - strokes);
        best = best === null ? points : Math.max(best, points);
      } else {
        const score = strokes - received;
        best = best === null ? score : Math.min(best, score);
      }
    }
    return best;
  });
  let total: number | null = 0;
  for (const score of holeScores) {
    if (score !== null) total += score;
    else if (basis !== 'stableford') total = null;
    if (total === null) break;
  }
  return { holeScores, total };
}
