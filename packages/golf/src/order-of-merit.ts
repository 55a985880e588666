import { meritTableTenths, placingsTenths, type MeritPlacing } from './merit-points-tenths.js';
import { GolfInputError } from './golf-input-error.js';
import { rankByKeys } from './rank-by-keys.js';
import { fromTenths } from './rounding.js';
import { assertInteger } from './number-assertions.js';

/** A counting event of an order of merit: its day, its weight and its finishing positions. */
export type MeritEvent = {
  id: string;
  /** YYYY-MM-DD */
  date: string;
  /** 100 by default; a major's 200. */
  weightPercent?: number;
  placings: MeritPlacing[];
};

/** Input of `orderOfMerit`. */
export type OrderOfMeritInput = {
  table: readonly number[];
  events: readonly MeritEvent[];
  /** Only each player's best N results count; all of them by default. */
  bestN?: number;
  /** A rolling 12 months: only events after the same day a year before this day (YYYY-MM-DD), up to it, count. */
  rolling12MonthsTo?: string;
};

/** A player's result in one event of the order of merit, and whether it is one of their best N. */
export type MeritResult = { eventId: string; position: number | null; points: number; counting: boolean };

/** A line of the order of merit. */
export type MeritStanding = { id: string; position: number; points: number; results: MeritResult[] };

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function assertDay(value: string, field: string): void {
  if (typeof value !== 'string' || !DAY.test(value))
    throw new GolfInputError(field, 'invalid_option', `expected a day as YYYY-MM-DD, got ${String(value)}`);
}

/**
 * The order of merit, golf-rules "Formats clubs play every week": each player's points from the events (the club's
 * table, tied players sharing the places they cover, to 0.1 point, majors at their weight: `eventMeritPoints`), the best
 * N results of the season's events or of a rolling 12 months counting; players ranked on their points, a tie going to
 * the better best result, then the next best, and so on; still level, they share the position.
 *
 * @returns best first; a player's results in the order of the events given
 * @throws GolfInputError as `eventMeritPoints` does, for an event named twice, a day not written YYYY-MM-DD, or a
 *   best N that is not a whole number of at least 1
 */
export function orderOfMerit(input: OrderOfMeritInput): MeritStanding[] {
  const { events, bestN, rolling12MonthsTo } = input;
  const tableTenths = meritTableTenths(input.table);
  if (bestN !== undefined) {
    assertInteger(bestN, 'bestN');
    if (bestN < 1) throw new GolfInputError('bestN', 'out_of_range', `expected at least 1, got ${bestN}`);
  }
  let after = '';
  if (rolling12MonthsTo !== undefined) {
    assertDay(rolling12MonthsTo, 'rolling12MonthsTo');
    // The same day a year before, compared as text: 2025-11-29 is out of the 12 months to 2026-11-29, 2025-11-30 in.
    after = `${Number(rolling12MonthsTo.slice(0, 4)) - 1}${rolling12MonthsTo.slice(4)}`;
  }
  const eventIds = new Set<string>();
  const players = new Map<string, { result: MeritResult; tenths: number; order: number }[]>();
  events.forEach((event, eventIndex) => {
    const field = `events[${eventIndex}].`;
    if (eventIds.has(event.id)) throw new GolfInputError(`${field}id`, 'invalid_option', `${event.id} is given twice`);
    eventIds.add(event.id);
    assertDay(event.date, `${field}date`);
    const tenths = placingsTenths(tableTenths, event.placings, event.weightPercent ?? 100, field);
    if (rolling12MonthsTo !== undefined && (event.date <= after || event.date > rolling12MonthsTo)) return;
    event.placings.forEach((placing, index) => {
      const results = players.get(placing.id) ?? [];
      const points = tenths[index] ?? 0;
      const result = { eventId: event.id, position: placing.position, points: fromTenths(points), counting: false };
      results.push({ result, tenths: points, order: eventIndex });
      players.set(placing.id, results);
    });
  });
  const lines = [...players].map(([id, results]) => {
    const best = [...results].sort((left, right) => right.tenths - left.tenths || left.order - right.order);
    const counting = best.slice(0, bestN ?? best.length);
    for (const entry of counting) entry.result.counting = true;
    return {
      id,
      countingTenths: counting.map((entry) => entry.tenths),
      results: results.map((entry) => entry.result),
    };
  });
  const longest = Math.max(0, ...lines.map((line) => line.countingTenths.length));
  const keys = lines.map((line) => {
    const total = line.countingTenths.reduce((sum, tenths) => sum + tenths, 0);
    const bestFirst = Array.from({ length: longest }, (_, index) => -(line.countingTenths[index] ?? 0));
    return [-total, ...bestFirst];
  });
  const { order, positions } = rankByKeys(keys);
  return order.map((index) => {
    const line = lines[index]!;
    return {
      id: line.id,
      position: positions[index]!,
      points: fromTenths(-keys[index]![0]!),
      results: line.results,
    };
  });
}
