import { byHandicapIndex, type FlightPlayer } from './flight-player.js';
import { GolfInputError } from './golf-input-error.js';
import { assertInteger } from './number-assertions.js';

/** Input of `equalFlights`. */
export type EqualFlightsInput = { players: readonly FlightPlayer[]; flightCount: number };

/**
 * A field split into `flightCount` flights of equal size by Handicap Index order, golf-rules "Formats clubs play every
 * week": the lowest indexes in the first flight; sizes as even as can be, the larger flights first (14 in 3: 5, 5, 4);
 * players without an index last; equal indexes in the order given.
 *
 * @returns the flights' player ids, the first flight first
 * @throws GolfInputError for a flight count that is not whole, below 1 or above the field, or a player twice
 */
export function equalFlights(input: EqualFlightsInput): string[][] {
  const { flightCount } = input;
  const ordered = byHandicapIndex(input.players);
  assertInteger(flightCount, 'flightCount');
  if (flightCount < 1 || flightCount > ordered.length) {
    throw new GolfInputError(
      'flightCount',
      'out_of_range',
      `expected 1 to ${ordered.length} flights, got ${flightCount}`,
    );
  }
  const base = Math.floor(ordered.length / flightCount);
  const larger = ordered.length % flightCount;
  let start = 0;
  return Array.from({ length: flightCount }, (_, flight) => {
    const size = base + (flight < larger ? 1 : 0);
    const ids = ordered.slice(start, start + size).map((player) => player.id);
    start += size;
    return ids;
  });
}
