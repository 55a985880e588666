import { GolfInputError } from './golf-input-error.js';
import { fromTenths } from './rounding.js';
import { scoreCard, type CardScore } from './score-card.js';
import type { Hole, RankEventInput } from './types.js';
import { ENTRY_STATUSES, allocationIndexes, assertOption, assertStrokes, assertTenthsHandicap } from './validation.js';
import { assertNumber, assertWholeHandicap } from './number-assertions.js';

/** An entry of a multi-round event scored: its cards, its sort keys (null: no position), total and round totals. */
export type EventEntryScore = {
  id: string;
  cards: CardScore[];
  keys: number[] | null;
  total: number | null;
  roundTotals: (number | null)[];
};

/**
 * Every entry of a multi-round event checked and scored, each round on the entry's own card where it has one, for
 * `rankEvent` and `eventCountbackNotes`: sort keys are the event total, then per round from the last the round's total
 * and its countback segments.
 */
export function eventCards(input: RankEventInput): EventEntryScore[] {
  const { basis, rounds, entries, countbackFractions = 'exact' } = input;
  assertOption(basis, 'basis', ['gross', 'net', 'stableford'] as const);
  assertOption(countbackFractions, 'countbackFractions', ['exact', 'round_half_up'] as const);
  const indexesByRound = rounds.map((round, roundIndex) =>
    allocationIndexes(round.holes, `rounds[${roundIndex}].holes`),
  );
  return entries.map((entry, entryIndex) => {
    const field = `entries[${entryIndex}]`;
    if (!Array.isArray(entry.rounds) || entry.rounds.length !== rounds.length) {
      throw new GolfInputError(`${field}.rounds`, 'length_mismatch', `expected ${rounds.length} cards, one per round`);
    }
    if (entry.status !== undefined) assertOption(entry.status, `${field}.status`, ENTRY_STATUSES);
    const cards: CardScore[] = entry.rounds.map((card, roundIndex) => {
      const roundHoles = (rounds[roundIndex] as { holes: Hole[] }).holes;
      const cardField = `${field}.rounds[${roundIndex}]`;
      assertStrokes(card.strokes, roundHoles.length, `${cardField}.strokes`);
      if (basis === 'stableford') assertWholeHandicap(card.playingHandicap, `${cardField}.playingHandicap`);
      else if (basis === 'net') assertTenthsHandicap(card.playingHandicap, `${cardField}.playingHandicap`);
      else assertNumber(card.playingHandicap, `${cardField}.playingHandicap`);
      if (card.holes !== undefined && card.holes.length !== roundHoles.length) {
        throw new GolfInputError(
          `${cardField}.holes`,
          'hole_count',
          `expected ${roundHoles.length} holes, got ${card.holes.length}`,
        );
      }
      const holes = card.holes ?? roundHoles;
      const indexes = card.holes
        ? allocationIndexes(card.holes, `${cardField}.holes`)
        : (indexesByRound[roundIndex] ?? []);
      return scoreCard(holes, indexes, card.strokes, card.playingHandicap, basis, countbackFractions);
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
      cards,
      keys,
      total,
      roundTotals: cards.map((card) => (entry.status === undefined ? card.total : null)),
    };
  });
}
