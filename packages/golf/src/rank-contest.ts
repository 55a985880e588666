import { GolfInputError } from './golf-input-error.js';
import { rankByKeys } from './rank-by-keys.js';
import { toMillionths } from './rounding.js';
import { assertOption } from './validation.js';

/** The side contests: longest drive, nearest the pin, nearest the centre line. */
export type ContestKind = 'longest_drive' | 'nearest_to_pin' | 'nearest_to_centre';

/** Input of `rankContest` (rules document, "Side contests"). */
export type RankContestInput = {
  contest: ContestKind;
  /** Measured distances in the contest's unit; `null` = no valid measurement (off the fairway or green). */
  entries: { id: string; distance: number | null }[];
};

/** A line of the results of `rankContest`. */
export type ContestPlacing = { id: string; position: number | null; distance: number | null };

/**
 * The placings of a side contest (rules document, "Side contests"; Committee Procedures 5A(7) leaves ties to
 * the Committee, and equal distances share): the longest distance wins a longest drive,
 * the shortest wins nearest the pin and nearest the centre line. Equal distances share a position; entries without a
 * measurement have none and sort last.
 */
export function rankContest(input: RankContestInput): ContestPlacing[] {
  const { contest, entries } = input;
  assertOption(contest, 'contest', ['longest_drive', 'nearest_to_pin', 'nearest_to_centre'] as const);
  const sign = contest === 'longest_drive' ? -1 : 1;
  const keys = entries.map((entry, index) => {
    if (entry.distance === null) return null;
    if (typeof entry.distance !== 'number' || !Number.isFinite(entry.distance) || entry.distance < 0) {
      throw new GolfInputError(
        `entries[${index}].distance`,
        'out_of_range',
        `expected a distance of at least 0, got ${String(entry.distance)}`,
      );
    }
    return [sign * toMillionths(entry.distance)];
  });
  const { order, positions } = rankByKeys(keys);
  return order.map((index) => {
    const entry = entries[index] as RankContestInput['entries'][number];
    return { id: entry.id, position: positions[index] ?? null, distance: entry.distance };
  });
}
