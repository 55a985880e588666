import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GolfInputError, LOW_HANDICAP_INDEX_WINDOW_DAYS, lowHandicapIndexWindowStart } from '../src/index.js';

const DAY = 86_400_000;
const dayOf = (time: number) => new Date(time).toISOString().slice(0, 10);

describe('lowHandicapIndexWindowStart (WHS Rule 5.7)', () => {
  it.each([
    // [day of the most recent score, first day of the window]
    ['2026-11-25', '2025-11-25'],
    ['2025-03-01', '2024-03-01'], // no 29 February in between: the same date a year before
    ['2024-03-01', '2023-03-02'], // the window holds 29 February 2024: one day more of 2024, one less of 2023
    ['2026-01-01', '2025-01-01'],
  ])('a score on %s looks back to %s', (day, first) => {
    expect(lowHandicapIndexWindowStart(day)).toBe(first);
  });

  it('looks back 365 days', () => {
    expect(LOW_HANDICAP_INDEX_WINDOW_DAYS).toBe(365);
  });

  it('refuses what is not a day', () => {
    for (const day of ['2026-02-30', '25.11.2026', '2026-11-25T10:00:00Z', '']) {
      expect(() => lowHandicapIndexWindowStart(day)).toThrow(GolfInputError);
    }
  });

  it('is always exactly 365 calendar days before the day, and moves a day with it', () => {
    const days = fc.integer({ min: Date.UTC(1950, 0, 1) / DAY, max: Date.UTC(2150, 0, 1) / DAY });
    fc.assert(
      fc.property(days, (dayNumber) => {
        const first = lowHandicapIndexWindowStart(dayOf(dayNumber * DAY));
        expect(Date.parse(`${first}T00:00:00Z`) / DAY).toBe(dayNumber - LOW_HANDICAP_INDEX_WINDOW_DAYS);
        expect(lowHandicapIndexWindowStart(dayOf((dayNumber + 1) * DAY)) > first).toBe(true);
      }),
    );
  });
});
