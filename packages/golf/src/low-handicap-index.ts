import { GolfInputError } from './golf-input-error.js';
import { lowHandicapIndexWindowStart } from './low-handicap-index-window-start.js';
import { assertNumber } from './number-assertions.js';

/** An entry of a golfer's index history: the Handicap Index in force from `effectiveOn` (YYYY-MM-DD) on. */
export type IndexHistoryEntry = { effectiveOn: string; handicapIndex: number };

/** Input of `lowHandicapIndex`. */
export type LowHandicapIndexInput = {
  /** The golfer's index history, in any order. */
  history: readonly IndexHistoryEntry[];
  /** The day of the most recent score (YYYY-MM-DD), or today for a golfer's current figures. */
  day: string;
  /**
   * Whether an entry effective on `day` itself counts: `false` (the default) for the caps of a revision on that day,
   * which come before its own scores; `true` for a golfer's figures as of today, today's revision already in force.
   */
  throughDay?: boolean;
};

/**
 * The Low Handicap Index, WHS Rule 5.8 (the index the soft and hard caps hold a rise against): the lowest Handicap
 * Index in force at any time in the 365 days before `day` (Rule 5.7, `lowHandicapIndexWindowStart`), the index in
 * force on the window's first day included whenever it took effect; entries after `day` never count.
 *
 * @returns `null` when no entry was in force in the window
 */
export function lowHandicapIndex(input: LowHandicapIndexInput): number | null {
  const { history, day, throughDay = false } = input;
  const windowStart = lowHandicapIndexWindowStart(day);
  const inWindow = (effectiveOn: string) => (throughDay ? effectiveOn <= day : effectiveOn < day);
  history.forEach((entry, index) => {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(entry.effectiveOn)) {
      throw new GolfInputError(
        `history[${index}].effectiveOn`,
        'invalid_option',
        `expected a date as YYYY-MM-DD, got ${entry.effectiveOn}`,
      );
    }
    assertNumber(entry.handicapIndex, `history[${index}].handicapIndex`);
  });
  const entries = history.filter((entry) => inWindow(entry.effectiveOn));
  const firstDay = entries.reduce(
    (latest, entry) => (entry.effectiveOn <= windowStart && entry.effectiveOn > latest ? entry.effectiveOn : latest),
    '',
  );
  const counted = entries.filter((entry) => entry.effectiveOn >= (firstDay || windowStart));
  if (counted.length === 0) return null;
  return Math.min(...counted.map((entry) => entry.handicapIndex));
}
