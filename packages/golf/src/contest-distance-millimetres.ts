import { GolfInputError } from './golf-input-error.js';
import { divideHalfUp, isWholeTenths, toTenths } from './rounding.js';
import { assertInteger, assertNumber } from './number-assertions.js';

/**
 * A contest's distance as it is measured on the course: metres or yards to one decimal (a drive, the centre line, or
 * the pin at a club that measures in metres), or feet and whole inches (the pin at a club that measures in yards).
 */
export type ContestMeasure =
  { unit: 'metres' | 'yards'; value: number } | { unit: 'feet_and_inches'; feet: number; inches: number };

/** The length of a yard and of an inch in whole tenths of a millimetre (International Yard and Pound, 1959). */
export const TENTH_MILLIMETRES_PER_YARD = 9_144;
export const TENTH_MILLIMETRES_PER_INCH = 254;

/**
 * A measured distance as whole millimetres, rounded half up: metres exactly, a tenth of a yard (91.44 mm) and an inch
 * (25.4 mm) to the nearest millimetre. A millimetre is far finer than the tenth or the inch measured, so
 * `contestDistanceInUnit` gives back the very figure entered.
 */
export function contestDistanceMillimetres(measure: ContestMeasure): number {
  if (measure.unit === 'feet_and_inches') {
    assertInteger(measure.feet, 'feet');
    assertInteger(measure.inches, 'inches');
    if (measure.feet < 0 || measure.inches < 0 || measure.inches > 11) {
      throw new GolfInputError('inches', 'out_of_range', 'expected feet of 0 or more and 0 to 11 inches');
    }
    return divideHalfUp((measure.feet * 12 + measure.inches) * TENTH_MILLIMETRES_PER_INCH, 10);
  }
  assertNumber(measure.value, 'value');
  if (measure.value < 0 || !isWholeTenths(measure.value)) {
    throw new GolfInputError('value', 'out_of_range', `expected a distance of 0 or more to one decimal`);
  }
  const tenths = toTenths(measure.value);
  if (measure.unit === 'metres') return tenths * 100;
  return divideHalfUp(tenths * TENTH_MILLIMETRES_PER_YARD, 100);
}
