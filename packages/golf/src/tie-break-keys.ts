import { toTenths } from './rounding.js';
import type { CardScore } from './score-card.js';
import type { FieldTieBreak } from './types.js';

/** The tie-breaks `rankField` and `countbackNotes` know. */
export const FIELD_TIE_BREAKS: readonly FieldTieBreak[] = [
  'countback',
  'gross_countback',
  'lower_handicap_then_gross_countback',
];

/**
 * The sort keys after the total that split a tie (rules document "Countback (ties)" and "Peoria family"): the
 * countback segments (net after the handicap share, or points); gross strokes over the last 9, 6 and 3 holes for the
 * Peoria and Double Peoria, no handicap fractions (the handicap is itself drawn from the card); the India formats put
 * the Peoria handicap in tenths, lower first, before that gross countback.
 */
export function tieBreakKeys(card: CardScore, playingHandicap: number, tieBreak: FieldTieBreak): number[] {
  if (tieBreak === 'countback') return card.countbackKeys;
  const gross = card.grossCountback.slice(0, 3);
  return tieBreak === 'gross_countback' ? gross : [toTenths(playingHandicap), ...gross];
}
