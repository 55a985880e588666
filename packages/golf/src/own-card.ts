import { GolfInputError } from './golf-input-error.js';
import type { Hole } from './types.js';
import { allocationIndexes } from './validation.js';

/**
 * The card a player plays, rules document "Each player on their own card, in every format": the pars and stroke
 * indexes of their own tee set and gender where given, else the event's card (`holes`, its allocation order worked
 * out once as `cardIndexes`), with that card's holes in stroke-allocation order.
 *
 * @throws GolfInputError for an own card of another length than the event's, or not a valid card
 */
export function ownCard(
  own: readonly Hole[] | undefined,
  holes: readonly Hole[],
  cardIndexes: number[],
  field: string,
): { card: readonly Hole[]; indexes: number[] } {
  if (own === undefined) return { card: holes, indexes: cardIndexes };
  if (own.length !== holes.length) {
    throw new GolfInputError(field, 'hole_count', `expected ${holes.length} holes, got ${own.length}`);
  }
  return { card: own, indexes: allocationIndexes(own, field) };
}
