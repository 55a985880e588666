// Named rounding for the integer arithmetic of the rules document ("Arithmetic and rounding"): every figure is held
// as a whole number of tenths, eighteenths or another fixed unit, and rounded only through these helpers.

/** Divides two integers, rounding half up toward plus infinity (33 / 2 -> 17, -5 / 2 -> -2). */
export function divideHalfUp(numerator: number, denominator: number): number {
  const quotient = Math.floor(numerator / denominator);
  const remainder = numerator - quotient * denominator;
  return 2 * remainder >= denominator ? quotient + 1 : quotient;
}

const MICROS = 1_000_000;

/** A decimal figure as whole millionths, so measured distances such as 251.4 compare exactly. */
export function toMillionths(value: number): number {
  return Math.round(value * MICROS);
}

/**
 * A decimal figure as whole tenths, rounded half up (12.45 -> 125). The value first snaps to millionths so that
 * binary noise (12.45 * 10 = 124.49999...) cannot move a half.
 */
export function toTenths(value: number): number {
  return divideHalfUp(Math.round(value * MICROS), MICROS / 10);
}

/** Whether a decimal figure is a whole number of tenths (12.3 yes, 12.35 no). */
export function isWholeTenths(value: number): boolean {
  const micros = Math.round(value * MICROS);
  return micros % (MICROS / 10) === 0 && Math.abs(value * MICROS - micros) < 1e-3;
}

/**
 * Units of 1/22,600 stroke hold a course handicap exactly: 22,600 = 2 x 113 x 100, so both the 18-hole formula
 * (denominator 1,130) and the 9-hole one (2,260) and any figure of two decimals land on whole units.
 */
export const COURSE_HANDICAP_UNITS = 22_600;

/** A course handicap as whole units of 1/22,600 stroke. */
export function toCourseHandicapUnits(courseHandicap: number): number {
  return Math.round(courseHandicap * COURSE_HANDICAP_UNITS);
}

/** A course handicap rounded half up to a whole number (WHS Rule 6.1: for net double bogey and holes not played). */
export function roundCourseHandicap(courseHandicap: number): number {
  return divideHalfUp(toCourseHandicapUnits(courseHandicap), COURSE_HANDICAP_UNITS);
}

/** Tenths back to a number (106 -> 10.6), without the -0 that a plus figure of zero would give. */
export function fromTenths(tenths: number): number {
  return tenths === 0 ? 0 : tenths / 10;
}

/**
 * Whether `value` is at most `tenths` / 10, for an unrounded score differential. Such a differential is
 * 113 x (whole tenths) / slope, so unless it is exactly on the threshold it lies at least 1/1,550 away: a
 * tolerance of 1e-7 absorbs floating-point noise and nothing else.
 */
export function isAtMostTenths(value: number, tenths: number): boolean {
  return value * 10 <= tenths + 1e-7;
}
