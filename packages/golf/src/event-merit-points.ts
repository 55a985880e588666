import { meritTableTenths, placingsTenths, type MeritPlacing } from './merit-points-tenths.js';
import { fromTenths } from './rounding.js';

export type { MeritPlacing };

/** Input of `eventMeritPoints`. */
export type EventMeritPointsInput = {
  /** The club's points for 1st, 2nd, 3rd ...: positions beyond it earn 0. */
  table: readonly number[];
  placings: readonly MeritPlacing[];
  /** The event's weight in percent: 100 by default, 200 for a major counting double. */
  weightPercent?: number;
};

/** A player's order-of-merit points from one event, to 0.1 point. */
export type MeritPoints = { id: string; position: number | null; points: number };

/**
 * A player's order-of-merit points from one event, golf-rules "Formats clubs play every week": the club table's
 * points for the finishing position, players tied on a position sharing equally the points of the places they cover
 * (two tied 2nd of 100, 80, 70 get 75 each), to 0.1 point rounded half up, at the event's weight (a major's 200 %).
 * No position earns 0.
 *
 * @throws GolfInputError for an empty table, a table position that is negative or not a number, a position below 1,
 *   or a weight that is not a whole, non-negative percentage
 */
export function eventMeritPoints(input: EventMeritPointsInput): MeritPoints[] {
  const tableTenths = meritTableTenths(input.table);
  const points = placingsTenths(tableTenths, input.placings, input.weightPercent ?? 100, '');
  return input.placings.map((placing, index) => ({
    id: placing.id,
    position: placing.position,
    points: fromTenths(points[index] ?? 0),
  }));
}
