import { GolfInputError } from './golf-input-error.js';

/** The days the Low Handicap Index looks back over (WHS Rule 5.7). */
export const LOW_HANDICAP_INDEX_WINDOW_DAYS = 365;

const DAY_MILLISECONDS = 86_400_000;

/**
 * The first day of the Low Handicap Index's window, WHS Rule 5.7: the lowest Handicap Index of the 365 days
 * preceding `day` (the day of the most recent score) counts. Days are ISO dates (YYYY-MM-DD), counted in whole
 * calendar days, so a leap day is one of the 365.
 */
export function lowHandicapIndexWindowStart(day: string): string {
  const time = /^\d{4}-\d{2}-\d{2}$/.test(day) ? Date.parse(`${day}T00:00:00Z`) : Number.NaN;
  if (Number.isNaN(time) || new Date(time).toISOString().slice(0, 10) !== day) {
    throw new GolfInputError('day', 'invalid_option', `expected a date as YYYY-MM-DD, got ${day}`);
  }
  return new Date(time - LOW_HANDICAP_INDEX_WINDOW_DAYS * DAY_MILLISECONDS).toISOString().slice(0, 10);
}
