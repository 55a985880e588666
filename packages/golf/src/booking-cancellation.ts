import { clubDateTime, clubMinutes } from './club-clock.js';
import { assertInteger } from './number-assertions.js';
import { GolfInputError } from './golf-input-error.js';

/** Input of `bookingCancellation`. */
export type BookingCancellationInput = {
  /** Club-local, YYYY-MM-DDTHH:MM. */
  now: string;
  /** The booking's tee time, club-local YYYY-MM-DDTHH:MM. */
  teeTime: string;
  /** Hours before the tee time a member may cancel without it counting against them. */
  cutOffHours: number;
};

/** A cancellation is always taken; `late` past the cut-off, which is given as a club-local date-time. */
export type BookingCancellation = { late: boolean; cutOff: string };

/**
 * A booking's cancellation by the club's cut-off (issue 51: "a cancellation past the cut-off: allowed, recorded as
 * late"): on time up to `cutOffHours` before the tee time, late from then on, a tee time already passed included.
 *
 * @throws GolfInputError for a date-time not written YYYY-MM-DDTHH:MM, or a cut-off not a whole number of hours of 0
 *   or more
 */
export function bookingCancellation(input: BookingCancellationInput): BookingCancellation {
  const now = clubMinutes(input.now, 'now');
  const teeTime = clubMinutes(input.teeTime, 'teeTime');
  assertInteger(input.cutOffHours, 'cutOffHours');
  if (input.cutOffHours < 0)
    throw new GolfInputError('cutOffHours', 'out_of_range', `expected 0 hours or more, got ${input.cutOffHours}`);
  const cutOff = teeTime - input.cutOffHours * 60;
  return { late: now > cutOff, cutOff: clubDateTime(cutOff) };
}
