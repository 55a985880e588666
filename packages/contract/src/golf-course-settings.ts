/**
 * A golf course's settings that are plain values (decision 0099): apart from the course's schemas, so that a screen
 * reading a club's date format or distance unit does not load zod, the schemas and the phone-number library with them.
 */
export const golfCourseStatuses = ['pending', 'approved', 'rejected'] as const;
export const distanceUnits = ['yards', 'metres'] as const;
/** How a club writes dates: the web app formats every date of the club this way. */
export const dateFormats = ['DD/MM/YYYY', 'MM/DD/YYYY', 'YYYY-MM-DD', 'DD-MM-YYYY'] as const;
/** A course has 9, 18, 27 or 36 holes: 27 and 36 are played as combinations of nines. */
export const holesCounts = [9, 18, 27, 36] as const;
/** The paper a club's printed results sheets are laid out on. */
export const paperSizes = ['A4', 'letter'] as const;
/** How many of a tournament's prizes one player may win, at most. */
export const prizesPerPlayerLimits = { min: 1, max: 10 } as const;
export const holesCountMessage = 'Choose 9, 18, 27 or 36 holes.';
export const financialYearStartMonthMessage = 'Choose a month from 1 (January) to 12 (December).';

/** The IANA time zones this engine knows, UTC first: the choice the web app offers. */
export function timeZoneNames(): string[] {
  return ['UTC', ...Intl.supportedValuesOf('timeZone').filter((zone) => zone !== 'UTC')];
}

/** The ISO 4217 currency codes this engine knows. */
export function currencyCodes(): string[] {
  return Intl.supportedValuesOf('currency');
}
