import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GolfInputError, lowHandicapIndex, lowHandicapIndexWindowStart } from '../src/index.js';

const DAY = 86_400_000;
const dayOf = (time: number) => new Date(time).toISOString().slice(0, 10);

describe('lowHandicapIndex (WHS Rule 5.8, over Rule 5.7’s 365 days)', () => {
  // By hand, for a score on 2026-11-25: the window opens on 2025-11-25. The 12.0 of 2025-06-01 was still in force on
  // that first day (the next entry came on 2025-12-10), so it counts; the 9.8 of 2024 does not; 11.0 and 13.5 fall
  // inside; the 10.5 of the day itself comes after the day's scores, and the 8.0 of 2026-12-01 after the day.
  const history = [
    { effectiveOn: '2026-11-25', handicapIndex: 10.5 },
    { effectiveOn: '2024-08-01', handicapIndex: 9.8 },
    { effectiveOn: '2025-06-01', handicapIndex: 12 },
    { effectiveOn: '2025-12-10', handicapIndex: 13.5 },
    { effectiveOn: '2026-04-02', handicapIndex: 11 },
    { effectiveOn: '2026-12-01', handicapIndex: 8 },
  ];

  it('takes the lowest index in force in the 365 days before the day, the one in force on the first day included', () => {
    expect(lowHandicapIndex({ history, day: '2026-11-25' })).toBe(11);
    // Without the 11.0, the 12.0 in force on the window's first day is the lowest.
    const without = history.filter((entry) => entry.handicapIndex !== 11);
    expect(lowHandicapIndex({ history: without, day: '2026-11-25' })).toBe(12);
  });

  it("counts the day's own entry as of today (throughDay), never a later one", () => {
    expect(lowHandicapIndex({ history, day: '2026-11-25', throughDay: true })).toBe(10.5);
    expect(lowHandicapIndex({ history, day: '2026-12-01', throughDay: true })).toBe(8);
  });

  it('opens the window on its first day when no entry was in force before it, and is null without any', () => {
    const late = [{ effectiveOn: '2026-03-01', handicapIndex: 14.2 }];
    expect(lowHandicapIndex({ history: late, day: '2026-11-25' })).toBe(14.2);
    expect(lowHandicapIndex({ history: late, day: '2026-03-01' })).toBeNull();
    expect(lowHandicapIndex({ history: [], day: '2026-11-25', throughDay: true })).toBeNull();
  });

  it('refuses a history entry that is not a day or not a number', () => {
    expect(() =>
      lowHandicapIndex({ history: [{ effectiveOn: '1.3.2026', handicapIndex: 3 }], day: '2026-11-25' }),
    ).toThrow(GolfInputError);
    expect(() =>
      lowHandicapIndex({ history: [{ effectiveOn: '2026-03-01', handicapIndex: Number.NaN }], day: '2026-11-25' }),
    ).toThrow(GolfInputError);
    expect(() => lowHandicapIndex({ history, day: '2026-13-01' })).toThrow(GolfInputError);
  });

  it('is the minimum over the entries in force in the window, whatever their order (property)', () => {
    const entry = fc.record({
      dayNumber: fc.integer({ min: 0, max: 900 }),
      tenths: fc.integer({ min: -50, max: 540 }),
    });
    const base = Date.UTC(2024, 0, 1) / DAY;
    fc.assert(
      fc.property(fc.array(entry), fc.integer({ min: 0, max: 900 }), fc.boolean(), (entries, dayNumber, throughDay) => {
        // One entry a day, as the history keeps them.
        const byDay = new Map(entries.map((one) => [one.dayNumber, one.tenths]));
        const history = [...byDay].map(([number, tenths]) => ({
          effectiveOn: dayOf((base + number) * DAY),
          handicapIndex: tenths / 10,
        }));
        const day = dayOf((base + dayNumber) * DAY);
        const windowStart = lowHandicapIndexWindowStart(day);
        // Day by day: the index in force on each day of the window.
        const inForce: number[] = [];
        for (let time = Date.parse(`${windowStart}T00:00:00Z`); time <= Date.parse(`${day}T00:00:00Z`); time += DAY) {
          const on = dayOf(time);
          if (on === day && !throughDay) break;
          const latest = history
            .filter((one) => one.effectiveOn <= on)
            .sort((first, second) => first.effectiveOn.localeCompare(second.effectiveOn))
            .at(-1);
          if (latest) inForce.push(latest.handicapIndex);
        }
        const low = lowHandicapIndex({ history: history.toReversed(), day, throughDay });
        expect(low).toBe(inForce.length === 0 ? null : Math.min(...inForce));
      }),
      { numRuns: 100 },
    );
  });
});
