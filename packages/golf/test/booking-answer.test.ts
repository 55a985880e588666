import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  bookingAnswer,
  bookingCancellation,
  GolfInputError,
  type Booker,
  type BookingAnswerInput,
  type BookingRules,
} from '../src/index.js';
import { SOURCES } from './sources.js';

const rules: BookingRules = {
  bookingWindows: [
    { memberType: 'Full', daysAhead: 7, opensAt: '19:00' },
    { memberType: 'Five-day', daysAhead: 5, opensAt: '19:00' },
    { memberType: 'visitor', daysAhead: 3, opensAt: '09:00' },
  ],
  maximumBookingsHeld: 2,
  maximumBookingsPerDay: 1,
  maximumGuests: 2,
};
const ann: Booker = { kind: 'member', memberType: 'Full', lady: true, bookingsHeld: [], suspendedThrough: null };
const ben: Booker = { ...ann, lady: false };
const visitor: Booker = { kind: 'visitor' };
// Saturday 5 December 2026, 08:10 on the 1st tee.
const saturday: BookingAnswerInput = {
  now: '2026-11-28T19:00',
  date: '2026-12-05',
  slot: { time: '08:10', tee: 1, capacity: 4, kind: 'open', block: null, placesTaken: 0 },
  players: 4,
  guests: 1,
  booker: ann,
  rules,
};

describe(`bookingAnswer (${SOURCES.teeSheetIssue})`, () => {
  it('opens a Saturday to full members at 19:00 seven days ahead, naming the time it opens before then', () => {
    expect(bookingAnswer(saturday)).toEqual({ allowed: true });
    expect(bookingAnswer({ ...saturday, now: '2026-11-28T18:59' })).toEqual({
      allowed: false,
      reason: 'not_open_yet',
      opensAt: '2026-11-28T19:00',
    });
    expect(bookingAnswer({ ...saturday, now: '2026-11-27T21:00' })).toEqual({
      allowed: false,
      reason: 'too_far_ahead',
      daysAhead: 7,
      opensAt: '2026-11-28T19:00',
    });
    expect(bookingAnswer({ ...saturday, booker: { ...ann, memberType: 'Five-day' } })).toMatchObject({
      reason: 'too_far_ahead',
      daysAhead: 5,
      opensAt: '2026-11-30T19:00',
    });
    expect(bookingAnswer({ ...saturday, now: '2026-12-05T08:10' })).toEqual({
      allowed: false,
      reason: 'tee_time_passed',
    });
  });

  it('refuses a time in a block with its reason, a society time, and members-only and ladies times to those they are not for', () => {
    const slot = (change: Partial<BookingAnswerInput['slot']>) => ({
      ...saturday,
      slot: { ...saturday.slot, ...change },
    });
    expect(bookingAnswer(slot({ block: { kind: 'competition', reason: 'Monthly Medal' } }))).toEqual({
      allowed: false,
      reason: 'blocked',
      blockKind: 'competition',
      blockReason: 'Monthly Medal',
    });
    expect(bookingAnswer(slot({ kind: 'society' }))).toMatchObject({ reason: 'society_time' });
    const visitors = { now: '2026-12-02T09:00', booker: visitor, guests: 0 };
    expect(bookingAnswer({ ...slot({ kind: 'members_only' }), ...visitors })).toMatchObject({ reason: 'members_only' });
    expect(bookingAnswer({ ...slot({ kind: 'members_only' }), booker: ben })).toEqual({ allowed: true });
    expect(bookingAnswer({ ...slot({ kind: 'ladies' }), booker: ben })).toMatchObject({ reason: 'ladies_only' });
    expect(bookingAnswer({ ...slot({ kind: 'ladies' }), ...visitors })).toMatchObject({ reason: 'ladies_only' });
    expect(bookingAnswer({ ...slot({ kind: 'ladies' }) })).toEqual({ allowed: true });
    expect(bookingAnswer({ ...slot({ kind: 'visitors' }), ...visitors })).toEqual({ allowed: true });
    expect(bookingAnswer({ ...slot({ kind: 'visitors' }), ...visitors, now: '2026-12-02T08:59' })).toMatchObject({
      reason: 'not_open_yet',
      opensAt: '2026-12-02T09:00',
    });
  });

  it('refuses a fifth player and more players than places left, and a third guest', () => {
    expect(bookingAnswer({ ...saturday, players: 5 })).toEqual({ allowed: false, reason: 'slot_full', placesLeft: 4 });
    expect(bookingAnswer({ ...saturday, players: 2, slot: { ...saturday.slot, placesTaken: 3 } })).toEqual({
      allowed: false,
      reason: 'slot_full',
      placesLeft: 1,
    });
    expect(bookingAnswer({ ...saturday, guests: 3 })).toEqual({
      allowed: false,
      reason: 'over_guest_limit',
      maximumGuests: 2,
    });
  });

  it('counts the tee times to come a member holds, and their bookings of the day', () => {
    const held = (bookingsHeld: { date: string; time: string }[]) => ({
      ...saturday,
      booker: { ...ann, bookingsHeld },
    });
    expect(
      bookingAnswer(
        held([
          { date: '2026-11-29', time: '09:00' },
          { date: '2026-12-01', time: '10:00' },
        ]),
      ),
    ).toEqual({ allowed: false, reason: 'over_booking_limit', limit: 'held', maximum: 2, held: 2 });
    // Played this morning: no longer held, and on another day.
    expect(bookingAnswer(held([{ date: '2026-11-28', time: '09:00' }]))).toEqual({ allowed: true });
    expect(bookingAnswer(held([{ date: '2026-12-05', time: '15:00' }]))).toEqual({
      allowed: false,
      reason: 'over_booking_limit',
      limit: 'per_day',
      maximum: 1,
      held: 1,
    });
    expect(
      bookingAnswer({
        ...held([{ date: '2026-12-05', time: '15:00' }]),
        rules: { ...rules, maximumBookingsHeld: null, maximumBookingsPerDay: null },
      }),
    ).toEqual({ allowed: true });
  });

  it('refuses a suspended member through the last day of the suspension', () => {
    const suspended = { ...saturday, booker: { ...ann, suspendedThrough: '2026-11-28' } };
    expect(bookingAnswer(suspended)).toEqual({ allowed: false, reason: 'suspended', suspendedThrough: '2026-11-28' });
    expect(bookingAnswer({ ...suspended, now: '2026-11-29T07:00' })).toEqual({ allowed: true });
  });

  it.each([
    [{ now: '2026-11-28 19:00' }, 'now', 'invalid_option'],
    [{ date: '2026-13-05' }, 'date', 'invalid_option'],
    [{ players: 0 }, 'players', 'out_of_range'],
    [{ players: 1.5 }, 'players', 'not_an_integer'],
    [{ guests: 4 }, 'guests', 'out_of_range'],
    [{ slot: { ...saturday.slot, placesTaken: 5 } }, 'slot.placesTaken', 'out_of_range'],
    [{ booker: { ...ann, memberType: 'Junior' } }, 'booker.memberType', 'invalid_option'],
    [
      {
        rules: { ...rules, bookingWindows: [rules.bookingWindows[1], { ...rules.bookingWindows[0], opensAt: '7pm' }] },
      },
      'rules.bookingWindows[1].opensAt',
      'invalid_option',
    ],
    [
      { booker: { ...ann, bookingsHeld: [{ date: '2026-12-05', time: '9:00' }] } },
      'booker.bookingsHeld[0].time',
      'invalid_option',
    ],
  ])('refuses %j (%s: %s)', (change, field, code) => {
    const call = () => bookingAnswer({ ...saturday, ...change } as BookingAnswerInput);
    expect(call).toThrow(expect.objectContaining({ field, code }));
    expect(call).toThrow(GolfInputError);
  });

  it('allows a booking only once the window has opened and only into the places left', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -3 * 24 * 60, max: 3 * 24 * 60 }),
        fc.integer({ min: 0, max: 4 }),
        fc.integer({ min: 1, max: 4 }),
        (minutesFromOpening, placesTaken, players) => {
          const now = new Date(Date.parse('2026-11-28T19:00:00Z') + minutesFromOpening * 60_000)
            .toISOString()
            .slice(0, 16);
          const answer = bookingAnswer({
            ...saturday,
            now,
            players,
            guests: 0,
            slot: { ...saturday.slot, placesTaken },
          });
          expect(answer.allowed).toBe(minutesFromOpening >= 0 && players <= 4 - placesTaken);
          if (minutesFromOpening < 0) expect(answer).toMatchObject({ opensAt: '2026-11-28T19:00' });
        },
      ),
    );
  });
});

describe(`bookingCancellation (${SOURCES.teeSheetIssue})`, () => {
  it('is on time up to the cut-off and late after it, the tee time passed included', () => {
    const cancel = (now: string) => bookingCancellation({ now, teeTime: '2026-12-05T08:10', cutOffHours: 24 });
    expect(cancel('2026-12-04T08:10')).toEqual({ late: false, cutOff: '2026-12-04T08:10' });
    expect(cancel('2026-12-04T08:11')).toEqual({ late: true, cutOff: '2026-12-04T08:10' });
    expect(cancel('2026-12-05T09:00').late).toBe(true);
  });

  it('refuses a cut-off that is negative or not whole hours, and a tee time not written as a date-time', () => {
    expect(() =>
      bookingCancellation({ now: '2026-12-04T08:10', teeTime: '2026-12-05T08:10', cutOffHours: -1 }),
    ).toThrow(expect.objectContaining({ field: 'cutOffHours', code: 'out_of_range' }));
    expect(() => bookingCancellation({ now: '2026-12-04T08:10', teeTime: '2026-12-05', cutOffHours: 24 })).toThrow(
      expect.objectContaining({ field: 'teeTime', code: 'invalid_option' }),
    );
  });

  it('is late exactly when now is after the tee time less the cut-off', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 96 }), fc.integer({ min: -6000, max: 6000 }), (cutOffHours, offset) => {
        const now = new Date(Date.parse('2026-12-05T08:10:00Z') + offset * 60_000).toISOString().slice(0, 16);
        expect(bookingCancellation({ now, teeTime: '2026-12-05T08:10', cutOffHours }).late).toBe(
          offset > -cutOffHours * 60,
        );
      }),
    );
  });
});
