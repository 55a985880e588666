import { GolfInputError } from './golf-input-error.js';
import { toTenths } from './rounding.js';
import { assertSlopeRating } from './validation.js';
import { assertInteger, assertNumber } from './number-assertions.js';

/** Input of `courseHandicap` (WHS Rule 6.1). */
export type CourseHandicapInput = {
  handicapIndex: number;
  slopeRating: number;
  courseRating: number;
  par: number;
  /** 18 by default; 9 for a 9-hole round on the nine's own ratings and par. */
  holes?: 9 | 18;
};

/**
 * The course handicap, unrounded, WHS Rule 6.1: Handicap Index x (slope rating / 113) + (course rating - par); for
 * a 9-hole round (Rule 6.1b), (Handicap Index / 2) x (slope rating / 113) + (course rating - par) on 9-hole figures.
 * It stays unrounded for the playing handicap (Rule 6.2); round it only for net double bogey and holes not played.
 *
 * @throws GolfInputError for a slope rating outside 55-155 or a Handicap Index above 54.0
 */
export function courseHandicap(input: CourseHandicapInput): number {
  const { handicapIndex, slopeRating, courseRating, par, holes = 18 } = input;
  assertNumber(handicapIndex, 'handicapIndex');
  if (handicapIndex > 54)
    throw new GolfInputError('handicapIndex', 'out_of_range', `expected at most 54.0, got ${handicapIndex}`);
  assertSlopeRating(slopeRating, 'slopeRating');
  assertNumber(courseRating, 'courseRating');
  assertInteger(par, 'par');
  if (holes !== 9 && holes !== 18)
    throw new GolfInputError('holes', 'hole_count', `expected 9 or 18, got ${String(holes)}`);
  const divisor = holes === 9 ? 2 : 1;
  // In units of 1/(1130 x divisor) stroke: index tenths x slope, plus 113 x divisor x (rating - par) in tenths.
  const units = toTenths(handicapIndex) * slopeRating + 113 * divisor * (toTenths(courseRating) - par * 10);
  return units / (1130 * divisor);
}
