import { GolfInputError } from './golf-input-error.js';
import { type CardScore, scoreCard } from './score-card.js';
import type { CountbackFractions, FieldEntry, Hole, ScoringBasis } from './types.js';
import { ENTRY_STATUSES, allocationIndexes, assertOption, assertStrokes, assertTenthsHandicap } from './validation.js';
import { assertNumber, assertWholeHandicap } from './number-assertions.js';

/**
 * One entry of a field checked and scored on its own card (its tee set's, else the field's), for `rankField` and
 * `countbackNotes`.
 */
export function fieldCard(
  entry: FieldEntry,
  index: number,
  holes: readonly Hole[],
  indexes: readonly number[],
  basis: ScoringBasis,
  countbackFractions: CountbackFractions,
): CardScore {
  const field = `entries[${index}]`;
  assertStrokes(entry.strokes, holes.length, `${field}.strokes`);
  if (basis === 'stableford') assertWholeHandicap(entry.playingHandicap, `${field}.playingHandicap`);
  else if (basis === 'net') assertTenthsHandicap(entry.playingHandicap, `${field}.playingHandicap`);
  else assertNumber(entry.playingHandicap, `${field}.playingHandicap`);
  if (entry.status !== undefined) assertOption(entry.status, `${field}.status`, ENTRY_STATUSES);
  if (entry.holes !== undefined && entry.holes.length !== holes.length) {
    throw new GolfInputError(
      `${field}.holes`,
      'hole_count',
      `expected ${holes.length} holes, got ${entry.holes.length}`,
    );
  }
  const card = entry.holes ?? holes;
  const cardIndexes = entry.holes ? allocationIndexes(entry.holes, `${field}.holes`) : indexes;
  return scoreCard(card, cardIndexes, entry.strokes, entry.playingHandicap, basis, countbackFractions);
}
