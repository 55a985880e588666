import { clubDateTime, clubMinutes, dayNumber, MINUTES_PER_DAY, minutesOfDay } from './club-clock.js';
import { GolfInputError } from './golf-input-error.js';
import type { TeeSheetBlockKind, TeeSheetSlot } from './tee-sheet-day.js';
import { assertWholeNumberBetween } from './validation.js';

/** How far ahead a member type (or `'visitor'`) may book: `daysAhead` days, from `opensAt` (HH:MM) on that day. */
export type BookingWindow = { memberType: string; daysAhead: number; opensAt: string };

/** A club's booking rules; a `null` limit is no limit. */
export type BookingRules = {
  bookingWindows: readonly BookingWindow[];
  /** Bookings a member may hold at once, of tee times still to come. */
  maximumBookingsHeld: number | null;
  /** Bookings a member may hold on one day. */
  maximumBookingsPerDay: number | null;
  /** Guests a member may bring in one booking. */
  maximumGuests: number;
};

/** Who books: a member of a type, with the bookings they hold and the last day of a suspension; or a visitor. */
export type Booker =
  | {
      kind: 'member';
      memberType: string;
      lady: boolean;
      /** The member's bookings, as club-local days and times. */
      bookingsHeld: readonly { date: string; time: string }[];
      /** The last day of a no-show suspension (`noShowSuspension`), or `null`. */
      suspendedThrough: string | null;
    }
  | { kind: 'visitor' };

/** Input of `bookingAnswer`. */
export type BookingAnswerInput = {
  /** Club-local, YYYY-MM-DDTHH:MM. */
  now: string;
  date: string;
  /** A slot of `teeSheetDay` and the places its bookings already take. */
  slot: TeeSheetSlot & { placesTaken: number };
  /** Places asked for: the booker and up to three others. */
  players: number;
  /** Of those, the member's guests. */
  guests?: number;
  booker: Booker;
  rules: BookingRules;
};

/** Why a booking is refused, with what the member needs to know. */
export type BookingRefusal =
  | { reason: 'suspended'; suspendedThrough: string }
  | { reason: 'tee_time_passed' }
  | { reason: 'too_far_ahead'; daysAhead: number; opensAt: string }
  | { reason: 'not_open_yet'; opensAt: string }
  | { reason: 'blocked'; blockKind: TeeSheetBlockKind; blockReason: string }
  | { reason: 'society_time' }
  | { reason: 'members_only' }
  | { reason: 'ladies_only' }
  | { reason: 'slot_full'; placesLeft: number }
  | { reason: 'over_guest_limit'; maximumGuests: number }
  | { reason: 'over_booking_limit'; limit: 'held' | 'per_day'; maximum: number; held: number };

export type BookingAnswer = { allowed: true } | ({ allowed: false } & BookingRefusal);

/**
 * Whether a booking may be made now, by the club's booking rules (issue 51, "The club's booking rules"). The first
 * refusal that applies, in this order: a suspension (until its last day), a tee time already passed, the booking
 * window (a day more than `daysAhead` ahead is `too_far_ahead`; on the first day, before `opensAt` it is
 * `not_open_yet`; both name the club-local date-time it opens), a block, the slot's kind (a society's time is
 * nobody's; members only and ladies' times refuse visitors, ladies' times also men), the places left, the guests (at
 * most `maximumGuests`), and the bookings the member already holds, at once (tee times still to come) and that day.
 *
 * @throws GolfInputError for a time or day not written as the club's clock writes them, a member type without a booking
 *   window, fewer than one player, guests not fewer than the players, or places taken outside the slot's capacity
 */
export function bookingAnswer(input: BookingAnswerInput): BookingAnswer {
  const { slot, booker, rules, players, guests = 0 } = input;
  const now = clubMinutes(input.now, 'now');
  const day = dayNumber(input.date, 'date');
  const start = day * MINUTES_PER_DAY + minutesOfDay(slot.time, 'slot.time');
  assertWholeNumberBetween(players, 'players', 1);
  assertWholeNumberBetween(guests, 'guests', 0);
  if (guests >= players)
    throw new GolfInputError(
      'guests',
      'out_of_range',
      `${guests} guests need more than ${players} players: the member plays`,
    );
  assertWholeNumberBetween(slot.placesTaken, 'slot.placesTaken', 0);
  if (slot.placesTaken > slot.capacity)
    throw new GolfInputError(
      'slot.placesTaken',
      'out_of_range',
      `${slot.placesTaken} places taken of ${slot.capacity}`,
    );
  const memberType = booker.kind === 'visitor' ? 'visitor' : booker.memberType;
  const windowIndex = rules.bookingWindows.findIndex((candidate) => candidate.memberType === memberType);
  const window = rules.bookingWindows[windowIndex];
  if (!window)
    throw new GolfInputError('booker.memberType', 'invalid_option', `no booking window for member type ${memberType}`);
  const windowField = `rules.bookingWindows[${windowIndex}]`;
  assertWholeNumberBetween(window.daysAhead, `${windowField}.daysAhead`, 0);
  const opens = (day - window.daysAhead) * MINUTES_PER_DAY + minutesOfDay(window.opensAt, `${windowField}.opensAt`);

  const today = Math.floor(now / MINUTES_PER_DAY);
  if (
    booker.kind === 'member' &&
    booker.suspendedThrough !== null &&
    today <= dayNumber(booker.suspendedThrough, 'booker.suspendedThrough')
  )
    return { allowed: false, reason: 'suspended', suspendedThrough: booker.suspendedThrough };
  if (start <= now) return { allowed: false, reason: 'tee_time_passed' };
  if (now < opens) {
    const opensAt = clubDateTime(opens);
    if (today < day - window.daysAhead)
      return { allowed: false, reason: 'too_far_ahead', daysAhead: window.daysAhead, opensAt };
    return { allowed: false, reason: 'not_open_yet', opensAt };
  }
  if (slot.block)
    return { allowed: false, reason: 'blocked', blockKind: slot.block.kind, blockReason: slot.block.reason };
  if (slot.kind === 'society') return { allowed: false, reason: 'society_time' };
  if (slot.kind === 'members_only' && booker.kind === 'visitor') return { allowed: false, reason: 'members_only' };
  if (slot.kind === 'ladies' && (booker.kind === 'visitor' || !booker.lady))
    return { allowed: false, reason: 'ladies_only' };
  const placesLeft = slot.capacity - slot.placesTaken;
  if (players > placesLeft) return { allowed: false, reason: 'slot_full', placesLeft };
  if (booker.kind === 'visitor') return { allowed: true };
  if (guests > rules.maximumGuests)
    return { allowed: false, reason: 'over_guest_limit', maximumGuests: rules.maximumGuests };
  const held = booker.bookingsHeld.map((booking, index) => {
    const bookingDay = dayNumber(booking.date, `booker.bookingsHeld[${index}].date`);
    return {
      day: bookingDay,
      start: bookingDay * MINUTES_PER_DAY + minutesOfDay(booking.time, `booker.bookingsHeld[${index}].time`),
    };
  });
  const toCome = held.filter((booking) => booking.start > now).length;
  if (rules.maximumBookingsHeld !== null && toCome >= rules.maximumBookingsHeld)
    return {
      allowed: false,
      reason: 'over_booking_limit',
      limit: 'held',
      maximum: rules.maximumBookingsHeld,
      held: toCome,
    };
  const thatDay = held.filter((booking) => booking.day === day).length;
  if (rules.maximumBookingsPerDay !== null && thatDay >= rules.maximumBookingsPerDay)
    return {
      allowed: false,
      reason: 'over_booking_limit',
      limit: 'per_day',
      maximum: rules.maximumBookingsPerDay,
      held: thatDay,
    };
  return { allowed: true };
}
