import { GolfInputError } from './golf-input-error.js';
import { COURSE_HANDICAP_UNITS, divideHalfUp, toCourseHandicapUnits, toTenths } from './rounding.js';
import { assertNumber } from './number-assertions.js';

/** Appendix C's recommended scramble allowances by team size, in %, from the lowest course handicap to the highest. */
export const SCRAMBLE_ALLOWANCES: Readonly<Record<2 | 3 | 4, readonly number[]>> = {
  2: [35, 15],
  3: [30, 20, 10],
  4: [25, 20, 15, 10],
};

/** Input of `scrambleHandicap`. */
export type ScrambleHandicapInput = {
  /** The team's course handicaps, unrounded, in any order: 2 to 4 players. */
  courseHandicaps: readonly number[];
  /** The tournament's own allowances, lowest course handicap's first; by default `SCRAMBLE_ALLOWANCES`. */
  percents?: readonly number[];
};

/**
 * A scramble (Texas scramble, Ambrose) team's playing handicap, WHS Appendix C and golf-rules "Formats clubs play
 * every week": the course handicaps from the lowest to the highest at 25 / 20 / 15 / 10 % (a team of four),
 * 30 / 20 / 10 % (three) or 35 / 15 % (two), summed exactly from the unrounded figures and rounded half up once. The team
 * is one player on its one card (`rankField`, `cardDetails`).
 *
 * @throws GolfInputError for a team not of 2 to 4, allowances not one per player or outside 0-100 %
 */
export function scrambleHandicap(input: ScrambleHandicapInput): number {
  const { courseHandicaps } = input;
  if (!Array.isArray(courseHandicaps) || courseHandicaps.length < 2 || courseHandicaps.length > 4) {
    throw new GolfInputError(
      'courseHandicaps',
      'side_size',
      `a scramble team has 2 to 4 players, got ${Array.isArray(courseHandicaps) ? courseHandicaps.length : 'none'}`,
    );
  }
  courseHandicaps.forEach((handicap, index) => assertNumber(handicap, `courseHandicaps[${index}]`));
  const percents = input.percents ?? SCRAMBLE_ALLOWANCES[courseHandicaps.length as 2 | 3 | 4];
  if (!Array.isArray(percents) || percents.length !== courseHandicaps.length) {
    throw new GolfInputError('percents', 'length_mismatch', `expected one allowance per player`);
  }
  percents.forEach((percent, index) => {
    assertNumber(percent, `percents[${index}]`);
    if (percent < 0 || percent > 100) {
      throw new GolfInputError(`percents[${index}]`, 'allowance_out_of_range', `expected 0 to 100, got ${percent}`);
    }
  });
  const lowestFirst = courseHandicaps.map(toCourseHandicapUnits).sort((left, right) => left - right);
  // Percent in tenths of a percent, so a club's 12.5 % stays exact.
  const units = lowestFirst.reduce((sum, handicap, index) => sum + handicap * toTenths(percents[index] ?? 0), 0);
  return divideHalfUp(units, COURSE_HANDICAP_UNITS * 1000);
}
