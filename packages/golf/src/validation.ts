import { GolfInputError } from './golf-input-error.js';
import { assertInteger, assertNumber } from './number-assertions.js';
import { isWholeTenths } from './rounding.js';
import type { EntryStatus, Hole } from './types.js';

export const ENTRY_STATUSES: readonly EntryStatus[] = ['no_return', 'disqualified', 'withdrawn'];

/** A whole number from `least` to `most`: places in a slot, players in a booking, days ahead. */
export function assertWholeNumberBetween(
  value: unknown,
  field: string,
  least: number,
  most = Number.MAX_SAFE_INTEGER,
): asserts value is number {
  assertInteger(value, field);
  if (value < least || value > most) {
    const expected = most === Number.MAX_SAFE_INTEGER ? `${least} or more` : `${least} to ${most}`;
    throw new GolfInputError(field, 'out_of_range', `expected ${expected}, got ${value}`);
  }
}

/** A playing handicap that strokes are allocated from must be whole (rules document, "Strokes received"). */
/** A slope rating: a whole number from 55 to 155 (WHS Rule 6.1). */
export function assertSlopeRating(value: unknown, field: string): asserts value is number {
  assertInteger(value, field);
  if (value < 55 || value > 155) {
    throw new GolfInputError(field, 'slope_out_of_range', `expected a slope rating of 55 to 155, got ${value}`);
  }
}

/** A Peoria playing handicap may carry one decimal; more would be a figure the rules never produce. */
export function assertTenthsHandicap(value: unknown, field: string): asserts value is number {
  assertNumber(value, field);
  if (!isWholeTenths(value)) {
    throw new GolfInputError(field, 'handicap_not_tenths', `expected a handicap to one decimal, got ${value}`);
  }
}

export function assertPar(value: unknown, field: string): asserts value is number {
  assertInteger(value, field);
  if (value < 2 || value > 7)
    throw new GolfInputError(field, 'par_out_of_range', `expected a par of 2 to 7, got ${value}`);
}

export function assertOption<T extends string>(
  value: unknown,
  field: string,
  options: readonly T[],
): asserts value is T {
  if (!options.includes(value as T)) {
    throw new GolfInputError(field, 'invalid_option', `expected one of ${options.join(', ')}, got ${String(value)}`);
  }
}

export function assertSameLength(values: readonly unknown[], expected: number, field: string): void {
  if (!Array.isArray(values)) throw new GolfInputError(field, 'length_mismatch', 'expected an array');
  if (values.length !== expected) {
    throw new GolfInputError(
      field,
      'length_mismatch',
      `expected ${expected} entries, one per hole, got ${values.length}`,
    );
  }
}

/** Hole scores: whole numbers of at least 1, or `null` for no score. */
export function assertStrokes(strokes: readonly (number | null)[], holeCount: number, field: string): void {
  assertSameLength(strokes, holeCount, field);
  for (let index = 0; index < holeCount; index += 1) {
    const value = strokes[index];
    if (value === null) continue;
    if (typeof value !== 'number' || !Number.isInteger(value) || value < 1) {
      throw new GolfInputError(
        `${field}[${index}]`,
        'invalid_strokes',
        `expected a whole number of strokes of at least 1, got ${String(value)}`,
      );
    }
  }
}

export function assertHoleCount(count: number, field: string): asserts count is 9 | 18 {
  if (count !== 9 && count !== 18) {
    throw new GolfInputError(field, 'hole_count', `expected a card of 9 or 18 holes, got ${count}`);
  }
}

/**
 * Checks a card and returns each hole's stroke index as used for allocation: on 18 holes the index itself; on 9
 * holes its rank within the nine, "taken in ascending order of the 18-hole allocation" (WHS Appendix E), so a nine
 * marked 1, 3, 5 ... 17 or 1 ... 9 allocates the same way.
 */
export function allocationIndexes(holes: readonly Hole[], field = 'holes'): number[] {
  if (!Array.isArray(holes)) throw new GolfInputError(field, 'hole_count', 'expected an array of holes');
  assertHoleCount(holes.length, field);
  const seen = new Map<number, number>();
  holes.forEach((hole, index) => {
    assertPar(hole.par, `${field}[${index}].par`);
    const strokeIndex = hole.strokeIndex;
    const strokeIndexField = `${field}[${index}].strokeIndex`;
    assertInteger(strokeIndex, strokeIndexField);
    if (strokeIndex < 1 || strokeIndex > 18) {
      throw new GolfInputError(
        strokeIndexField,
        'stroke_index_out_of_range',
        `expected a stroke index of 1 to 18, got ${strokeIndex}`,
      );
    }
    if (seen.has(strokeIndex)) {
      throw new GolfInputError(
        strokeIndexField,
        'stroke_index_repeated',
        `stroke index ${strokeIndex} is also on hole ${(seen.get(strokeIndex) ?? 0) + 1}`,
      );
    }
    seen.set(strokeIndex, index);
  });
  if (holes.length === 18) return holes.map((hole) => hole.strokeIndex);
  const ascending = holes.map((hole) => hole.strokeIndex).sort((left, right) => left - right);
  return holes.map((hole) => ascending.indexOf(hole.strokeIndex) + 1);
}
