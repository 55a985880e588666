import { GolfInputError } from './golf-input-error.js';
import { toTenths } from './rounding.js';
import { assertNumber } from './number-assertions.js';

/** A player of a field to split: their Handicap Index, `null` without one. */
export type FlightPlayer = { id: string; handicapIndex: number | null };

/**
 * A field checked and in Handicap Index order, the lowest first, in tenths; players without an index last; equal
 * indexes keep the order they were given in.
 */
export function byHandicapIndex(players: readonly FlightPlayer[]): { id: string; tenths: number | null }[] {
  if (new Set(players.map((player) => player.id)).size !== players.length) {
    throw new GolfInputError('players', 'invalid_option', 'a player is named twice');
  }
  return players
    .map((player, index) => {
      if (player.handicapIndex === null) return { id: player.id, tenths: null };
      assertNumber(player.handicapIndex, `players[${index}].handicapIndex`);
      return { id: player.id, tenths: toTenths(player.handicapIndex) };
    })
    .sort((left, right) => (left.tenths ?? Number.POSITIVE_INFINITY) - (right.tenths ?? Number.POSITIVE_INFINITY));
}
