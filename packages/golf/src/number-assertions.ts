import { GolfInputError } from './golf-input-error.js';

/**
 * The checks of a number every rule makes, apart from the rest of `validation.ts` so that a page that only writes a
 * golf figure (a handicap, a score to par) loads these and not every rule's checks.
 */

export function assertNumber(value: unknown, field: string): asserts value is number {
  if (typeof value !== 'number' || !Number.isFinite(value)) {
    throw new GolfInputError(field, 'not_a_number', `expected a finite number, got ${String(value)}`);
  }
}

export function assertInteger(value: unknown, field: string): asserts value is number {
  assertNumber(value, field);
  if (!Number.isInteger(value))
    throw new GolfInputError(field, 'not_an_integer', `expected a whole number, got ${value}`);
}

export function assertWholeHandicap(value: unknown, field: string): asserts value is number {
  assertNumber(value, field);
  if (!Number.isInteger(value)) {
    throw new GolfInputError(
      field,
      'handicap_not_integer',
      `strokes are allocated from a whole playing handicap, got ${value}`,
    );
  }
}
