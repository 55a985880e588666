import { GolfInputError } from './golf-input-error.js';
import { rankByKeys } from './rank-by-keys.js';
import { fromTenths } from './rounding.js';
import { scoreCard, type CardScore } from './score-card.js';
import type { CountbackFractions, EntryStatus, Hole, PlayerCard, ScoringBasis } from './types.js';
import {
  ENTRY_STATUSES,
  allocationIndexes,
  assertNumber,
  assertOption,
  assertStrokes,
  assertTenthsHandicap,
  assertWholeHandicap,
} from './validation.js';

/** Input of `rankEvent` (Committee Procedures 5A(7): multi-round ties, last round first). */
export type RankEventInput = {
  basis: ScoringBasis;
  /** The event's rounds in order played, each with the card of its course. */
  rounds: { holes: Hole[] }[];
  /** Each entry's cards, one per round in the same order. */
  entries: { id: string; rounds: PlayerCard[]; status?: EntryStatus }[];
  /** `'exact'` by default. */
  countbackFractions?: CountbackFractions;
};

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
  const { basis, rounds, entries, countbackFractions = 'exact' } = input;
  assertOption(basis, 'basis', ['gross', 'net', 'stableford'] as const);
  assertOption(countbackFractions, 'countbackFractions', ['exact', 'round_half_up'] as const);
  const indexesByRound = rounds.map((round, roundIndex) =>
    allocationIndexes(round.holes, `rounds[${roundIndex}].holes`),
  );
  const scored = entries.map((entry, entryIndex) => {
    const field = `entries[${entryIndex}]`;
    if (!Array.isArray(entry.rounds) || entry.rounds.length !== rounds.length) {
      throw new GolfInputError(`${field}.rounds`, 'length_mismatch', `expected ${rounds.length} cards, one per round`);
    }
    if (entry.status !== undefined) assertOption(entry.status, `${field}.status`, ENTRY_STATUSES);
    const cards: CardScore[] = entry.rounds.map((card, roundIndex) => {
      const holes = (rounds[roundIndex] as { holes: Hole[] }).holes;
      const cardField = `${field}.rounds[${roundIndex}]`;
      assertStrokes(card.strokes, holes.length, `${cardField}.strokes`);
      if (basis === 'stableford') assertWholeHandicap(card.playingHandicap, `${cardField}.playingHandicap`);
      else if (basis === 'net') assertTenthsHandicap(card.playingHandicap, `${cardField}.playingHandicap`);
      else assertNumber(card.playingHandicap, `${cardField}.playingHandicap`);
      return scoreCard(
        holes,
        indexesByRound[roundIndex] ?? [],
        card.strokes,
        card.playingHandicap,
        basis,
        countbackFractions,
      );
    });
    const ranked = entry.status === undefined && (basis === 'stableford' || cards.every((card) => card.complete));
    const totalKey = cards.reduce((total, card) => total + card.totalKey, 0);
    const keys = ranked
      ? [totalKey, ...cards.toReversed().flatMap((card) => [card.totalKey, ...card.countbackKeys])]
      : null;
    const total = !ranked
      ? null
      : basis === 'net'
        ? fromTenths(totalKey)
        : basis === 'stableford'
          ? totalKey === 0
            ? 0
            : -totalKey
          : totalKey;
    return {
      id: entry.id,
      keys,
      total,
      roundTotals: cards.map((card) => (entry.status === undefined ? card.total : null)),
    };
  });
  const { order, positions } = rankByKeys(scored.map((entry) => entry.keys));
  return order.map((index) => {
    const entry = scored[index] as (typeof scored)[number];
    return { id: entry.id, position: positions[index] ?? null, total: entry.total, roundTotals: entry.roundTotals };
  });
}
