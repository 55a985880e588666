import { GolfInputError } from './golf-input-error.js';
import { divideHalfUp, isWholeTenths, toTenths } from './rounding.js';
import { assertInteger, assertNumber } from './number-assertions.js';

/** A player's finishing position in an event: `null` for no position (no return, disqualified). */
export type MeritPlacing = { id: string; position: number | null };

/** The points table in tenths, checked: each position a number of at least 0, to one decimal. */
export function meritTableTenths(table: readonly number[]): number[] {
  if (!Array.isArray(table) || table.length === 0) {
    throw new GolfInputError('table', 'out_of_range', 'a points table needs at least one position');
  }
  return Array.from(table, (points, index) => {
    const field = `table[${index}]`;
    assertNumber(points, field);
    if (points < 0 || !isWholeTenths(points)) {
      throw new GolfInputError(field, 'out_of_range', `expected points of at least 0 to one decimal, got ${points}`);
    }
    return toTenths(points);
  });
}

/** The points in tenths of each placing: tied players share the places they cover, rounded half up to 0.1. */
export function placingsTenths(
  tableTenths: readonly number[],
  placings: readonly MeritPlacing[],
  weightPercent: number,
  field: string,
): (number | null)[] {
  assertInteger(weightPercent, `${field}weightPercent`);
  if (weightPercent < 0) {
    throw new GolfInputError(`${field}weightPercent`, 'out_of_range', `expected at least 0, got ${weightPercent}`);
  }
  const tied = new Map<number, number>();
  placings.forEach((placing, index) => {
    if (placing.position === null) return;
    assertInteger(placing.position, `${field}placings[${index}].position`);
    if (placing.position < 1) {
      throw new GolfInputError(
        `${field}placings[${index}].position`,
        'out_of_range',
        `expected a position of at least 1, got ${placing.position}`,
      );
    }
    tied.set(placing.position, (tied.get(placing.position) ?? 0) + 1);
  });
  return placings.map(({ position }) => {
    if (position === null) return null;
    const players = tied.get(position) ?? 1;
    let covered = 0;
    for (let place = position; place < position + players; place += 1) covered += tableTenths[place - 1] ?? 0;
    return divideHalfUp(covered * weightPercent, 100 * players);
  });
}
