import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GolfInputError, MOST_MINUTES_FROM_TIME_ASKED, nearestTeeTimes } from '../src/index.js';
import { SOURCES } from './sources.js';

const time = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
// A Saturday from 07:00 to 16:50 every ten minutes, from the 1st tee and the 10th.
const saturday = Array.from({ length: 60 }, (_, index) => time(7 * 60 + index * 10)).flatMap((start) => [
  { time: start, tee: 1 as const },
  { time: start, tee: 10 as const },
]);

describe(`nearestTeeTimes (${SOURCES.teeSheetIssue}: the rush's fallback)`, () => {
  it('offers the time asked, then the nearest of its tee either way, the earlier of two as near first', () => {
    expect(nearestTeeTimes(saturday, { time: '08:00', tee: 1 }, 20).map((slot) => `${slot.time} ${slot.tee}`)).toEqual([
      '08:00 1',
      '07:50 1',
      '08:10 1',
      '07:40 1',
      '08:20 1',
    ]);
  });

  it('offers only the time asked with no minutes to spare, and nothing off the sheet or before its first time', () => {
    expect(nearestTeeTimes(saturday, { time: '08:00', tee: 10 }, 0)).toEqual([{ time: '08:00', tee: 10 }]);
    expect(nearestTeeTimes(saturday, { time: '07:05', tee: 1 }, 4)).toEqual([]);
    expect(nearestTeeTimes(saturday, { time: '07:00', tee: 1 }, 10).map((slot) => slot.time)).toEqual([
      '07:00',
      '07:10',
    ]);
  });

  it('refuses a window outside 0 to 720 minutes and a time not written HH:MM', () => {
    expect(() => nearestTeeTimes(saturday, { time: '08:00', tee: 1 }, 721)).toThrow(GolfInputError);
    expect(() => nearestTeeTimes(saturday, { time: '08:00', tee: 1 }, -1)).toThrow(GolfInputError);
    expect(() => nearestTeeTimes(saturday, { time: '8:00', tee: 1 }, 30)).toThrow(GolfInputError);
  });

  it('offers every slot of the tee within the window, once each, never further from the time asked than one before it', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 23 * 60 + 59 }),
        fc.constantFrom<1 | 10>(1, 10),
        fc.integer({ min: 0, max: MOST_MINUTES_FROM_TIME_ASKED }),
        (asked, tee, within) => {
          const offered = nearestTeeTimes(saturday, { time: time(asked), tee }, within);
          const minutes = (slot: { time: string }) => Number(slot.time.slice(0, 2)) * 60 + Number(slot.time.slice(3));
          const distance = (slot: { time: string }) => Math.abs(minutes(slot) - asked);
          const expected = saturday.filter((slot) => slot.tee === tee && distance(slot) <= within);
          expect(new Set(offered)).toEqual(new Set(expected));
          expect(offered).toHaveLength(expected.length);
          offered
            .slice(1)
            .forEach((slot, index) => expect(distance(slot)).toBeGreaterThanOrEqual(distance(offered[index]!)));
        },
      ),
    );
  });
});
