import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GolfInputError, noShowSuspension } from '../src/index.js';
import { SOURCES } from './sources.js';

const rule = { noShows: 3, withinDays: 90, suspensionDays: 14 };

describe(`noShowSuspension (${SOURCES.teeSheetIssue}: three in 90 days suspends for 14)`, () => {
  it('suspends from the third no-show within 90 days for 14 days, its last day included', () => {
    const noShowDates = ['2026-10-03', '2026-09-12', '2026-11-28'];
    expect(noShowSuspension({ noShowDates, today: '2026-11-28', rule })).toEqual({
      suspended: true,
      suspendedFrom: '2026-11-28',
      suspendedThrough: '2026-12-11',
      noShowsCounted: ['2026-09-12', '2026-10-03', '2026-11-28'],
      noShowsToSuspension: null,
      rule,
    });
    expect(noShowSuspension({ noShowDates, today: '2026-12-11', rule }).suspended).toBe(true);
    // Served: the three no-shows do not count again.
    expect(noShowSuspension({ noShowDates, today: '2026-12-12', rule })).toMatchObject({
      suspended: false,
      noShowsCounted: [],
      noShowsToSuspension: 3,
    });
  });

  it('does not suspend for three no-shows 90 days apart, and says how many more would', () => {
    // 1 September to 30 November is 90 days apart: the first has left the window.
    const noShowDates = ['2026-09-01', '2026-10-15', '2026-11-30'];
    expect(noShowSuspension({ noShowDates, today: '2026-11-30', rule })).toEqual({
      suspended: false,
      suspendedFrom: null,
      suspendedThrough: null,
      noShowsCounted: ['2026-10-15', '2026-11-30'],
      noShowsToSuspension: 1,
      rule,
    });
    expect(noShowSuspension({ noShowDates, today: '2027-03-01', rule }).noShowsToSuspension).toBe(3);
  });

  it.each([
    [{ today: '2026-11-31' }, 'today', 'invalid_option'],
    [{ noShowDates: ['2026-12-01'] }, 'noShowDates[0]', 'out_of_range'],
    [{ rule: { ...rule, noShows: 0 } }, 'rule.noShows', 'out_of_range'],
    [{ rule: { ...rule, withinDays: 1.5 } }, 'rule.withinDays', 'not_an_integer'],
  ])('refuses %j (%s: %s)', (change, field, code) => {
    const call = () => noShowSuspension({ noShowDates: [], today: '2026-11-30', rule, ...change });
    expect(call).toThrow(expect.objectContaining({ field, code }));
    expect(call).toThrow(GolfInputError);
  });

  it('suspends only on a day of the suspension, counts no more no-shows than the rule, and ignores their order', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 365 }), { maxLength: 12 }),
        fc.integer({ min: 1, max: 4 }),
        fc.integer({ min: 1, max: 120 }),
        fc.integer({ min: 1, max: 30 }),
        (offsets, noShows, withinDays, suspensionDays) => {
          const date = (offset: number) => new Date(Date.UTC(2026, 0, 1 + offset)).toISOString().slice(0, 10);
          const today = '2027-01-01';
          const given = { noShowDates: offsets.map(date), today, rule: { noShows, withinDays, suspensionDays } };
          const outcome = noShowSuspension(given);
          expect(noShowSuspension({ ...given, noShowDates: [...given.noShowDates].reverse() })).toEqual(outcome);
          if (outcome.suspended) {
            expect(outcome.suspendedFrom! <= today && today <= outcome.suspendedThrough!).toBe(true);
            expect(outcome.noShowsCounted).toHaveLength(noShows);
          } else {
            expect(outcome.noShowsCounted.length + outcome.noShowsToSuspension!).toBe(noShows);
          }
        },
      ),
    );
  });
});
