import { fieldCard } from './field-card.js';
import { rankByKeys } from './rank-by-keys.js';
import { toTenths } from './rounding.js';
import type { CountbackFractions, EntryStatus, Hole, Placing, ScoringBasis } from './types.js';
import { allocationIndexes, assertOption } from './validation.js';

/** Tie-break of `rankField`: countback (Committee Procedures 5A(7)), or the India Double Peoria rule. */
export type FieldTieBreak = 'countback' | 'lower_handicap_then_gross_countback';

/** A player's card in `rankField`. */
export type FieldEntry = {
  id: string;
  strokes: (number | null)[];
  /** Whole for Stableford; may carry one decimal on a net basis (a Peoria handicap). */
  playingHandicap: number;
  status?: EntryStatus;
  /** The player's own card where their tee set or gender gives a hole another par or stroke index. */
  holes?: Hole[];
};

/** Input of `rankField` (Rules of Golf Rules 3.3, 21.1; Committee Procedures 5A(7)). */
export type RankFieldInput = {
  holes: Hole[];
  basis: ScoringBasis;
  entries: FieldEntry[];
  /** `'exact'` by default. */
  countbackFractions?: CountbackFractions;
  /** `'countback'` by default; the second is the India Double Peoria rule. */
  tieBreak?: FieldTieBreak;
};

/**
 * The results table of a stroke-play or Stableford round (Rules of Golf Rules 3.3 and 21.1, rules document
 * "Stroke play, Stableford" and "Countback (ties)"): gross, net (gross - playing handicap) or Stableford points;
 * ties broken by countback on the last 9, 6, 3 and 1 holes of the card (6, 3, 1 on nine holes), deducting 1/2, 1/3,
 * 1/6, 1/18 of the playing handicap on a net basis, or, for the India Double Peoria, by the lower Peoria handicap and
 * then gross countback on the last 9, 6 and 3 holes. Entries still equal share a position and keep input order.
 * An entry with a status, or an incomplete stroke-play card, has no position and sorts last.
 *
 * @returns best first; `total` is strokes (lower is better) or points (higher is better)
 */
export function rankField(input: RankFieldInput): Placing[] {
  const { holes, basis, entries, countbackFractions = 'exact', tieBreak = 'countback' } = input;
  const indexes = allocationIndexes(holes);
  assertOption(basis, 'basis', ['gross', 'net', 'stableford'] as const);
  assertOption(countbackFractions, 'countbackFractions', ['exact', 'round_half_up'] as const);
  assertOption(tieBreak, 'tieBreak', ['countback', 'lower_handicap_then_gross_countback'] as const);
  const totals: (number | null)[] = [];
  const keys = entries.map((entry, index) => {
    const card = fieldCard(entry, index, holes, indexes, basis, countbackFractions);
    const ranked = entry.status === undefined && (card.complete || basis === 'stableford');
    totals.push(ranked ? card.total : null);
    if (!ranked) return null;
    if (tieBreak === 'lower_handicap_then_gross_countback') {
      return [card.totalKey, toTenths(entry.playingHandicap), ...card.grossCountback.slice(0, 3)];
    }
    return [card.totalKey, ...card.countbackKeys];
  });
  const { order, positions } = rankByKeys(keys);
  return order.map((index) => ({
    id: (entries[index] as FieldEntry).id,
    position: positions[index] ?? null,
    total: totals[index] ?? null,
  }));
}
