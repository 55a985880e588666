import { GolfInputError } from './golf-input-error.js';
import { COURSE_HANDICAP_UNITS, divideHalfUp, toCourseHandicapUnits, toTenths } from './rounding.js';
import { assertOption } from './validation.js';
import { assertNumber } from './number-assertions.js';

/** The formats in which a side of two plays one ball: foursomes (alternate shot), greensomes, Chapman / Pinehurst. */
export type SideFormat = 'foursomes' | 'greensomes' | 'chapman';

/** Appendix C's recommended allowances of a side: the share of the lower and of the higher course handicap, in %. */
export const SIDE_ALLOWANCES: Readonly<Record<SideFormat, { lowerPercent: number; higherPercent: number }>> = {
  foursomes: { lowerPercent: 50, higherPercent: 50 },
  greensomes: { lowerPercent: 60, higherPercent: 40 },
  chapman: { lowerPercent: 60, higherPercent: 40 },
};

/** Input of `sideHandicap`: the partners' unrounded course handicaps, and the tournament's own allowance if it sets one. */
export type SideHandicapInput = {
  format: SideFormat;
  /** The two partners' course handicaps, unrounded (WHS Rule 6.2), each on the tees the side plays. */
  courseHandicaps: readonly number[];
  /** The share of the lower course handicap in % (foursomes 50, greensomes and Chapman 60 by default). */
  lowerPercent?: number;
  /** The share of the higher course handicap in % (foursomes 50, greensomes and Chapman 40 by default). */
  higherPercent?: number;
};

function assertPercent(value: number, field: string): void {
  assertNumber(value, field);
  if (value < 0 || value > 100) {
    throw new GolfInputError(field, 'allowance_out_of_range', `expected 0 to 100, got ${value}`);
  }
}

/**
 * The playing handicap of a side that plays one ball, WHS Appendix C and golf-rules "Formats clubs play every week":
 * foursomes 50 % of the partners' combined course handicaps, greensomes and Chapman / Pinehurst 60 % of the lower and
 * 40 % of the higher; the unrounded course handicaps times the allowances summed exactly, then rounded half up once
 * (WHS Rule 6.2). The side is then one player on the card: `rankField`, `cardDetails` and `matchPlayHoleResults`
 * (format `'foursomes'`, one card a side, the lower side playing off 0) score it.
 *
 * @throws GolfInputError for a side not of two, or an allowance outside 0-100 %
 */
export function sideHandicap(input: SideHandicapInput): number {
  const { format, courseHandicaps } = input;
  assertOption(format, 'format', ['foursomes', 'greensomes', 'chapman'] as const);
  if (!Array.isArray(courseHandicaps) || courseHandicaps.length !== 2) {
    throw new GolfInputError(
      'courseHandicaps',
      'side_size',
      `a ${format} side has two partners, got ${Array.isArray(courseHandicaps) ? courseHandicaps.length : 'none'}`,
    );
  }
  courseHandicaps.forEach((handicap, index) => assertNumber(handicap, `courseHandicaps[${index}]`));
  const { lowerPercent = SIDE_ALLOWANCES[format].lowerPercent, higherPercent = SIDE_ALLOWANCES[format].higherPercent } =
    input;
  assertPercent(lowerPercent, 'lowerPercent');
  assertPercent(higherPercent, 'higherPercent');
  const [lower, higher] = courseHandicaps.map(toCourseHandicapUnits).sort((left, right) => left - right) as [
    number,
    number,
  ];
  // Percent in tenths of a percent, so an allowance such as 37.5 % stays exact.
  const units = lower * toTenths(lowerPercent) + higher * toTenths(higherPercent);
  return divideHalfUp(units, COURSE_HANDICAP_UNITS * 1000);
}
