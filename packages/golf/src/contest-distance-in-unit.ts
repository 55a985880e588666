import { TENTH_MILLIMETRES_PER_INCH, TENTH_MILLIMETRES_PER_YARD } from './contest-distance-millimetres.js';
import { divideHalfUp, fromTenths } from './rounding.js';
import { assertInteger } from './number-assertions.js';

/** A stored distance as it is read out: metres or yards to one decimal, or feet and whole inches. */
export type ContestDistanceInUnit =
  | { unit: 'metres' | 'yards'; value: number; text: string }
  | { unit: 'feet_and_inches'; feet: number; inches: number; text: string };

/**
 * Whole millimetres back in the unit a contest is measured in, rounded half up to the tenth of a metre or yard, or to
 * the inch: the inverse of `contestDistanceMillimetres` for every figure it was given.
 */
export function contestDistanceInUnit(
  millimetres: number,
  unit: 'metres' | 'yards' | 'feet_and_inches',
): ContestDistanceInUnit {
  assertInteger(millimetres, 'millimetres');
  if (unit === 'feet_and_inches') {
    const inchesInAll = divideHalfUp(millimetres * 10, TENTH_MILLIMETRES_PER_INCH);
    const feet = Math.floor(inchesInAll / 12);
    const inches = inchesInAll - feet * 12;
    return { unit, feet, inches, text: `${feet} ft ${inches} in` };
  }
  const tenths =
    unit === 'metres' ? divideHalfUp(millimetres, 100) : divideHalfUp(millimetres * 100, TENTH_MILLIMETRES_PER_YARD);
  const value = fromTenths(tenths);
  return { unit, value, text: `${value.toFixed(1)} ${unit === 'metres' ? 'm' : 'yd'}` };
}
