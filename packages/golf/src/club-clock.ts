import { GolfInputError } from './golf-input-error.js';

/*
 * The club's clock as plain values: a day (`'2026-12-05'`), a time of day (`'07:30'`, minutes after midnight) and a
 * date-time (`'2026-12-05T19:00'`), all club-local. Days are counted in whole calendar days; hours on the wall clock,
 * so a cut-off of 24 hours is the same time the day before, across a change of the clocks too.
 */
const DAY_MILLISECONDS = 86_400_000;
export const MINUTES_PER_DAY = 24 * 60;

/** A day as a number of days since 1970-01-01. */
export function dayNumber(day: unknown, field: string): number {
  const time = typeof day === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(day) ? Date.parse(`${day}T00:00:00Z`) : NaN;
  if (Number.isNaN(time) || new Date(time).toISOString().slice(0, 10) !== day)
    throw new GolfInputError(field, 'invalid_option', `expected a day as YYYY-MM-DD, got ${String(day)}`);
  return time / DAY_MILLISECONDS;
}

export const dayOfNumber = (number: number) => new Date(number * DAY_MILLISECONDS).toISOString().slice(0, 10);

/** ISO weekday of a day number: 1 Monday to 7 Sunday. */
export const weekdayOfNumber = (number: number) => ((((number + 3) % 7) + 7) % 7) + 1;

/** A season's end, MM-DD, as a day of a leap year (0 for 1 January). */
export function seasonDay(value: unknown, field: string): number {
  const match = typeof value === 'string' ? /^(\d{2})-(\d{2})$/.exec(value) : null;
  const time = match ? Date.UTC(2000, Number(match[1]) - 1, Number(match[2])) : NaN;
  if (!match || Number.isNaN(time) || new Date(time).toISOString().slice(5, 10) !== value)
    throw new GolfInputError(field, 'invalid_option', `expected a month and day as MM-DD, got ${String(value)}`);
  return (time - Date.UTC(2000, 0, 1)) / DAY_MILLISECONDS;
}

/** A time of day, HH:MM from 00:00, as minutes after midnight; 24:00 too for the end of a part of the day. */
export function minutesOfDay(time: unknown, field: string, endOfDay = false): number {
  const pattern = endOfDay ? /^([01]\d|2[0-3]):([0-5]\d)$|^24:00$/ : /^([01]\d|2[0-3]):([0-5]\d)$/;
  const match = typeof time === 'string' ? pattern.exec(time) : null;
  if (!match) throw new GolfInputError(field, 'invalid_option', `expected a time as HH:MM, got ${String(time)}`);
  return match[1] === undefined ? MINUTES_PER_DAY : Number(match[1]) * 60 + Number(match[2]);
}

export const timeOfDay = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
/** A club-local date-time, YYYY-MM-DDTHH:MM, as minutes since 1970-01-01T00:00. */
export function clubMinutes(dateTime: unknown, field: string): number {
  const [day, time, ...rest] = typeof dateTime === 'string' ? dateTime.split('T') : [];
  if (rest.length > 0 || time === undefined)
    throw new GolfInputError(
      field,
      'invalid_option',
      `expected a date-time as YYYY-MM-DDTHH:MM, got ${String(dateTime)}`,
    );
  return dayNumber(day, field) * MINUTES_PER_DAY + minutesOfDay(time, field);
}

export const clubDateTime = (minutes: number) =>
  `${dayOfNumber(Math.floor(minutes / MINUTES_PER_DAY))}T${timeOfDay(minutes % MINUTES_PER_DAY)}`;
/** A window of the day, `from` to `to` both in (a tee time of 08:00 is in 07:30-08:00). */
export type TimeWindow = { from: string; to: string };

/** A window's ends in minutes, checked: `to` not before `from`. */
export function windowMinutes(window: TimeWindow, field: string): { from: number; to: number } {
  const from = minutesOfDay(window?.from, `${field}.from`);
  const to = minutesOfDay(window.to, `${field}.to`, true);
  if (to < from)
    throw new GolfInputError(`${field}.to`, 'out_of_range', `the window ends at ${window.to}, before it starts`);
  return { from, to };
}
