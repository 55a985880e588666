import { describe, expect, it } from 'vitest';
import { clubWallClock, formatClubDate, instantOnClubClock, toDateFormat } from './formatClubDate';

const london = { timeZone: 'Europe/London', dateFormat: 'DD/MM/YYYY' } as const;

describe('formatClubDate', () => {
  it('shows London winter time (GMT) before the clocks go forward at 01:00 UTC on 29 March 2026', () => {
    expect(formatClubDate('2026-03-29T00:30:00Z', london, { withTime: true })).toBe('29/03/2026 00:30');
  });

  it('shows London summer time (BST, UTC+1) after the clocks go forward', () => {
    expect(formatClubDate('2026-03-29T01:30:00Z', london, { withTime: true })).toBe('29/03/2026 02:30');
  });

  it('moves the day on in Asia/Kolkata (UTC+5:30), written DD-MM-YYYY', () => {
    const kolkata = { timeZone: 'Asia/Kolkata', dateFormat: 'DD-MM-YYYY' } as const;
    expect(formatClubDate('2026-11-21T20:00:00Z', kolkata, { withTime: true })).toBe('22-11-2026 01:30');
  });

  it('writes month first in America/New_York, and keeps the day back when UTC is already past midnight', () => {
    const newYork = { timeZone: 'America/New_York', dateFormat: 'MM/DD/YYYY' } as const;
    expect(formatClubDate('2026-07-04T03:15:00Z', newYork, { withTime: true })).toBe('07/03/2026 23:15');
    expect(formatClubDate('2026-12-25T17:00:00Z', newYork)).toBe('12/25/2026');
  });

  it('writes YYYY-MM-DD', () => {
    expect(formatClubDate('2026-05-01T10:00:00Z', { timeZone: 'UTC', dateFormat: 'YYYY-MM-DD' })).toBe('2026-05-01');
  });

  it.each([
    ['DD/MM/YYYY', '25/11/2026'],
    ['MM/DD/YYYY', '11/25/2026'],
    ['YYYY-MM-DD', '2026-11-25'],
    ['DD-MM-YYYY', '25-11-2026'],
  ] as const)('writes the calendar day 2026-11-25 as %s: %s', (dateFormat, shown) => {
    expect(formatClubDate('2026-11-25', { timeZone: 'Europe/London', dateFormat })).toBe(shown);
  });

  it('keeps a calendar day on its day west of UTC, where its UTC midnight is the evening before', () => {
    const newYork = { timeZone: 'America/New_York', dateFormat: 'MM/DD/YYYY' } as const;
    expect(formatClubDate('2026-11-25', newYork)).toBe('11/25/2026');
  });

  it('shows midnight as 00:00, never 24:00', () => {
    expect(formatClubDate('2026-01-15T00:00:00Z', london, { withTime: true })).toBe('15/01/2026 00:00');
  });

  it('takes a Date as well as an ISO string', () => {
    expect(formatClubDate(new Date('2026-03-29T01:30:00Z'), london, { withTime: true })).toBe('29/03/2026 02:30');
  });

  it('reads a date format it does not know as DD/MM/YYYY', () => {
    expect(toDateFormat('D MMM YYYY')).toBe('DD/MM/YYYY');
    expect(toDateFormat('DD.MM.YYYY')).toBe('DD/MM/YYYY');
    expect(toDateFormat('MM/DD/YYYY')).toBe('MM/DD/YYYY');
    const club = { timeZone: 'Asia/Kolkata', dateFormat: toDateFormat('') };
    expect(formatClubDate('2026-11-21T20:00:00Z', club)).toBe('22/11/2026');
  });

  it('uses UTC and YYYY-MM-DD when no course is chosen', () => {
    expect(formatClubDate('2026-11-21T20:00:00Z', null, { withTime: true })).toBe('2026-11-21 20:00');
  });

  it('returns an unreadable instant as given', () => {
    expect(formatClubDate('not a date', london)).toBe('not a date');
  });
});

describe("the club's clock, both ways", () => {
  const at = (text: string) => {
    const [year, month, day, hour, minute] = text.split(/[- :]/).map(Number) as [
      number,
      number,
      number,
      number,
      number,
    ];
    return { year, month, day, hour, minute };
  };
  it.each([
    // London either side of the clocks going forward (29 March 2026) and back (25 October 2026).
    ['Europe/London', '2026-03-28 10:00', '2026-03-28T10:00:00.000Z'],
    ['Europe/London', '2026-03-29 10:00', '2026-03-29T09:00:00.000Z'],
    ['Europe/London', '2026-10-24 10:00', '2026-10-24T09:00:00.000Z'],
    ['Europe/London', '2026-10-25 10:00', '2026-10-25T10:00:00.000Z'],
    ['Asia/Kolkata', '2026-11-22 01:30', '2026-11-21T20:00:00.000Z'],
    ['America/New_York', '2026-03-08 12:00', '2026-03-08T16:00:00.000Z'],
    ['UTC', '2026-06-01 00:00', '2026-06-01T00:00:00.000Z'],
  ])('%s %s is %s, and back', (zone, wall, instant) => {
    expect(instantOnClubClock(at(wall), zone).toISOString()).toBe(instant);
    expect(clubWallClock(new Date(instant), zone)).toEqual(at(wall));
  });

  it('moves a time the clocks skip to after the change, and takes the later of a time shown twice', () => {
    expect(instantOnClubClock(at('2026-03-29 01:30'), 'Europe/London').toISOString()).toBe('2026-03-29T01:30:00.000Z');
    expect(instantOnClubClock(at('2026-10-25 01:30'), 'Europe/London').toISOString()).toBe('2026-10-25T01:30:00.000Z');
    expect(instantOnClubClock(at('2026-11-01 01:30'), 'America/New_York').toISOString()).toBe(
      '2026-11-01T06:30:00.000Z',
    );
  });
});
