import { fieldCard } from './field-card.js';
import { rankByKeys } from './rank-by-keys.js';
import { FIELD_TIE_BREAKS, tieBreakKeys } from './tie-break-keys.js';
import type { CountbackFractions, FieldEntry, FieldTieBreak, Hole, Placing, ScoringBasis } from './types.js';
import { allocationIndexes, assertOption } from './validation.js';

/** Input of `rankField` (Rules of Golf Rules 3.3, 21.1; Committee Procedures 5A(7)). */
export type RankFieldInput = {
  holes: Hole[];
  basis: ScoringBasis;
  entries: FieldEntry[];
  /** `'exact'` by default. */
  countbackFractions?: CountbackFractions;
  /** `'countback'` by default; the others are the Peoria family's rules. */
  tieBreak?: FieldTieBreak;
};

/**
 * The results table of a stroke-play or Stableford round (Rules of Golf Rules 3.3 and 21.1, rules document
 * "Stroke play, Stableford" and "Countback (ties)"): gross, net (gross - playing handicap) or Stableford points;
 * ties broken by countback on the last 9, 6, 3 and 1 holes of the card (6, 3, 1 on nine holes), deducting 1/2, 1/3,
 * 1/6, 1/18 of the playing handicap on a net basis; in the Peoria family (rules document "Peoria family") by gross
 * countback on the last 9, 6 and 3 holes, strokes without handicap fractions, after the lower Peoria handicap in the
 * India formats. Entries still equal share a position and keep input order.
 * An entry with a status, or an incomplete stroke-play card, has no position and sorts last.
 *
 * @returns best first; `total` is strokes (lower is better) or points (higher is better)
 */
export function rankField(input: RankFieldInput): Placing[] {
  const { holes, basis, entries, countbackFractions = 'exact', tieBreak = 'countback' } = input;
  const indexes = allocationIndexes(holes);
  assertOption(basis, 'basis', ['gross', 'net', 'stableford'] as const);
  assertOption(countbackFractions, 'countbackFractions', ['exact', 'round_half_up'] as const);
  assertOption(tieBreak, 'tieBreak', FIELD_TIE_BREAKS);
  const totals: (number | null)[] = [];
  const keys = entries.map((entry, index) => {
    const card = fieldCard(entry, index, holes, indexes, basis, countbackFractions);
    const ranked = entry.status === undefined && (card.complete || basis === 'stableford');
    totals.push(ranked ? card.total : null);
    if (!ranked) return null;
    return [card.totalKey, ...tieBreakKeys(card, entry.playingHandicap, tieBreak)];
  });
  const { order, positions } = rankByKeys(keys);
  return order.map((index) => ({
    id: (entries[index] as FieldEntry).id,
    position: positions[index] ?? null,
    total: totals[index] ?? null,
  }));
}
