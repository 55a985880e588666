import { eventCards } from './event-cards.js';
import { rankByKeys } from './rank-by-keys.js';
import type { RankEventInput } from './types.js';

/** An entry's line in the results of `rankEvent`. */
export type EventPlacing = {
  id: string;
  position: number | null;
  /** Event total: strokes (lower is better) or points (higher is better). */
  total: number | null;
  /** Per round, as `rankField` would give it. */
  roundTotals: (number | null)[];
};

/**
 * The results of a multi-round event (Committee Procedures 5A(7); rules document, "Countback (ties)": a multi-round event compares the last
 * round first): ranked on the total over all rounds; ties are broken by the last round's score and then its
 * countback (last 9, 6, 3, 1 holes, with handicap fractions on a net basis), then the round before, and so on.
 * An entry with a status or an incomplete stroke-play card in any round has no position.
 */
export function rankEvent(input: RankEventInput): EventPlacing[] {
  const scored = eventCards(input);
  const { order, positions } = rankByKeys(scored.map((entry) => entry.keys));
  return order.map((index) => {
    const entry = scored[index] as (typeof scored)[number];
    return { id: entry.id, position: positions[index] ?? null, total: entry.total, roundTotals: entry.roundTotals };
  });
}
