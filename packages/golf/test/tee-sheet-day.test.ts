import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkTeeSheetTemplate,
  GolfInputError,
  teeSheetDay,
  teeSheetTemplateForDate,
  type TeeSheetTemplate,
} from '../src/index.js';
import { SOURCES } from './sources.js';

const everyDay: TeeSheetTemplate = {
  id: 'every day',
  weekdays: [1, 2, 3, 4, 5, 6, 7],
  season: null,
  firstStart: '07:00',
  lastStart: '17:00',
  intervalMinutes: 10,
  tees: 'one_tee',
};
const weekendsAllYear: TeeSheetTemplate = { ...everyDay, id: 'weekends', weekdays: [6, 7] };
const summerSaturdays: TeeSheetTemplate = {
  ...everyDay,
  id: 'summer Saturdays',
  weekdays: [6],
  season: { from: '04-01', to: '09-30' },
  firstStart: '06:30',
  lastStart: '16:00',
  intervalMinutes: 8,
  timeRanges: [{ from: '06:30', to: '08:00', capacity: 2 }],
};
const winter: TeeSheetTemplate = { ...everyDay, id: 'winter', season: { from: '11-01', to: '02-28' } };

describe(`teeSheetTemplateForDate (${SOURCES.teeSheetIssue})`, () => {
  const templates = [everyDay, weekendsAllYear, summerSaturdays];

  it('takes the most specific template: a summer Saturday, a winter Saturday, a summer Tuesday', () => {
    expect(teeSheetTemplateForDate({ date: '2026-06-13', templates })?.id).toBe('summer Saturdays');
    expect(teeSheetTemplateForDate({ date: '2026-12-05', templates })?.id).toBe('weekends');
    expect(teeSheetTemplateForDate({ date: '2026-06-16', templates })?.id).toBe('every day');
  });

  it('reads a season across the new year, and gives no template on a day none fits', () => {
    expect(teeSheetTemplateForDate({ date: '2027-01-12', templates: [winter] })?.id).toBe('winter');
    expect(teeSheetTemplateForDate({ date: '2026-10-31', templates: [winter] })).toBeNull();
    expect(teeSheetTemplateForDate({ date: '2026-06-16', templates: [summerSaturdays] })).toBeNull();
  });

  it('refuses two templates sharing a day when neither lies within the other, or the same twice', () => {
    const weekdays: TeeSheetTemplate = { ...everyDay, id: 'weekdays', weekdays: [1, 2, 3, 4, 5] };
    const summer: TeeSheetTemplate = { ...everyDay, id: 'summer', season: { from: '04-01', to: '09-30' } };
    expect(teeSheetTemplateForDate({ date: '2026-06-13', templates: [weekdays, weekendsAllYear] })?.id).toBe(
      'weekends',
    );
    for (const templates of [
      [weekendsAllYear, summer],
      [everyDay, { ...everyDay, id: 'copy' }],
    ]) {
      const call = () => teeSheetTemplateForDate({ date: '2026-06-13', templates });
      expect(call).toThrow(expect.objectContaining({ field: 'templates[1]', code: 'template_overlap' }));
      expect(call).toThrow(GolfInputError);
    }
  });

  it('gives every season its days, however many seasons were asked about before', () => {
    // 2024 is a leap year: its days are the season days, 29 February among them.
    const dayOf = (day: number) => new Date(Date.UTC(2024, 0, 1 + day)).toISOString().slice(0, 10);
    for (let from = 0; from < 366; from += 1)
      for (const length of [0, 30, 180]) {
        const season = { from: dayOf(from).slice(5), to: dayOf((from + length) % 366).slice(5) };
        const templates = [{ ...winter, season }];
        expect(teeSheetTemplateForDate({ date: dayOf(from), templates })?.id).toBe('winter');
        expect(teeSheetTemplateForDate({ date: dayOf((from + 365) % 366), templates })).toBeNull();
      }
  });

  it('refuses a date that is not a day, and a season day that is not one', () => {
    expect(() => teeSheetTemplateForDate({ date: '2026-02-30', templates })).toThrow(
      expect.objectContaining({ field: 'date', code: 'invalid_option' }),
    );
    expect(() =>
      teeSheetTemplateForDate({
        date: '2026-06-13',
        templates: [{ ...winter, season: { from: '13-01', to: '02-28' } }],
      }),
    ).toThrow(expect.objectContaining({ field: 'templates[0].season.from', code: 'invalid_option' }));
  });
});

describe(`teeSheetDay (${SOURCES.teeSheetIssue})`, () => {
  it('starts every interval from the first to the last, two-balls before 08:00', () => {
    const { slots, crossover, templateId } = teeSheetDay({ date: '2026-06-13', template: summerSaturdays });
    expect(templateId).toBe('summer Saturdays');
    expect(crossover).toBeNull();
    // 06:30 to 16:00 every 8 minutes: 72 starts, the last at 15:58.
    expect(slots).toHaveLength(72);
    expect(slots.slice(10, 13)).toEqual([
      { time: '07:50', tee: 1, capacity: 2, kind: 'open', block: null },
      { time: '07:58', tee: 1, capacity: 2, kind: 'open', block: null },
      { time: '08:06', tee: 1, capacity: 4, kind: 'open', block: null },
    ]);
    expect(slots.at(-1)?.time).toBe('15:58');
  });

  it('mirrors the 1st tee on the 10th until the crossover, starts no group while the nines cross, then the 1st tee alone', () => {
    const twoTees: TeeSheetTemplate = {
      ...everyDay,
      tees: 'two_tees',
      firstStart: '07:00',
      lastStart: '13:00',
      crossover: '09:00',
      timeRanges: [
        { from: '07:00', to: '07:30', kind: 'members_only' },
        { from: '11:00', to: '12:00', kind: 'ladies' },
      ],
    };
    const { slots, crossover } = teeSheetDay({ date: '2026-06-16', template: twoTees });
    expect(crossover).toEqual({ from: '09:00', to: '11:00' });
    expect(slots.slice(0, 4).map((slot) => `${slot.time} ${slot.tee} ${slot.kind}`)).toEqual([
      '07:00 1 members_only',
      '07:00 10 members_only',
      '07:10 1 members_only',
      '07:10 10 members_only',
    ]);
    // 12 starts on each tee from 07:00 to 08:50, then 11:00 to 13:00 on the 1st: 13.
    expect(slots.filter((slot) => slot.tee === 10)).toHaveLength(12);
    expect(
      slots
        .filter((slot) => slot.tee === 1)
        .map((slot) => slot.time)
        .slice(11, 14),
    ).toEqual(['08:50', '11:00', '11:10']);
    expect(slots.find((slot) => slot.time === '11:00')?.kind).toBe('ladies');
    const allDay = teeSheetDay({ date: '2026-06-16', template: { ...twoTees, crossover: null, timeRanges: [] } });
    expect(allDay.slots).toHaveLength(74);
  });

  it('lays blocks over the slots with their reason, a closed course before a competition before maintenance', () => {
    const { slots } = teeSheetDay({
      date: '2026-06-16',
      template: { ...everyDay, lastStart: '09:00', tees: 'two_tees' },
      blocks: [
        { kind: 'maintenance', reason: 'Hollow tining the 10th', tee: 10, from: '07:00', to: '08:00' },
        { kind: 'competition', reason: 'Monthly Medal', from: '07:30', to: '08:30' },
        { kind: 'course_closed', reason: 'Frost', to: '07:20' },
      ],
    });
    const at = (time: string, tee: 1 | 10) => slots.find((slot) => slot.time === time && slot.tee === tee)?.block;
    expect(at('07:10', 10)).toEqual({ kind: 'course_closed', reason: 'Frost' });
    expect(at('07:20', 1)).toBeNull();
    expect(at('07:20', 10)).toEqual({ kind: 'maintenance', reason: 'Hollow tining the 10th' });
    expect(at('07:40', 10)).toEqual({ kind: 'competition', reason: 'Monthly Medal' });
    expect(at('08:30', 1)).toBeNull();
  });

  it.each([
    [{ lastStart: '06:50' }, 'template.lastStart', 'out_of_range'],
    [{ intervalMinutes: 5 }, 'template.intervalMinutes', 'out_of_range'],
    [{ intervalMinutes: 13 }, 'template.intervalMinutes', 'out_of_range'],
    [{ intervalMinutes: 7.5 }, 'template.intervalMinutes', 'not_an_integer'],
    [{ capacity: 5 }, 'template.capacity', 'out_of_range'],
    [{ kind: 'juniors' }, 'template.kind', 'invalid_option'],
    [{ timeRanges: [{ from: '07:00', to: '08:00', capacity: 0 }] }, 'template.timeRanges[0].capacity', 'out_of_range'],
    [
      { timeRanges: [{ from: '07:00', to: '08:00', kind: 'juniors' }] },
      'template.timeRanges[0].kind',
      'invalid_option',
    ],
    [{ timeRanges: [{ from: '08:00', to: '08:00' }] }, 'template.timeRanges[0].to', 'out_of_range'],
    [
      {
        timeRanges: [
          { from: '07:00', to: '08:00', capacity: 2 },
          { from: '07:50', to: '09:00', kind: 'ladies' },
        ],
      },
      'template.timeRanges[1]',
      'range_overlap',
    ],
    [{ weekdays: [] }, 'template.weekdays', 'out_of_range'],
    [{ weekdays: [6, 6] }, 'template.weekdays[1]', 'out_of_range'],
    [{ weekdays: [8] }, 'template.weekdays[0]', 'out_of_range'],
    [{ firstStart: '7:00' }, 'template.firstStart', 'invalid_option'],
    [{ crossover: '09:00' }, 'template.crossover', 'invalid_option'],
    [{ tees: 'two_tees', crossover: '07:00' }, 'template.crossover', 'out_of_range'],
    [{ tees: 'three_tees' }, 'template.tees', 'invalid_option'],
  ])('refuses a template with %j (%s: %s)', (change, field, code) => {
    const call = () => teeSheetDay({ date: '2026-06-16', template: { ...everyDay, ...change } as TeeSheetTemplate });
    expect(call).toThrow(expect.objectContaining({ field, code }));
    expect(() => checkTeeSheetTemplate({ ...everyDay, ...change } as TeeSheetTemplate)).toThrow(GolfInputError);
  });

  it.each([
    [{ kind: 'storm', reason: '' }, 'blocks[0].kind', 'invalid_option'],
    [{ kind: 'maintenance', reason: '', tee: 2 }, 'blocks[0].tee', 'invalid_option'],
    [{ kind: 'maintenance', reason: '', from: '09:00', to: '08:00' }, 'blocks[0].to', 'out_of_range'],
    [{ kind: 'maintenance', reason: '', from: '9' }, 'blocks[0].from', 'invalid_option'],
    [{ kind: 'maintenance', reason: '', from: '24:00' }, 'blocks[0].from', 'invalid_option'],
  ])('refuses a block %j (%s: %s)', (block, field, code) => {
    expect(() => teeSheetDay({ date: '2026-06-16', template: everyDay, blocks: [block as never] })).toThrow(
      expect.objectContaining({ field, code }),
    );
  });

  it('gives every start once per tee, on the interval, within the first and last start, of capacity 1 to 4', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 300, max: 800 }),
        fc.integer({ min: 0, max: 600 }),
        fc.integer({ min: 6, max: 12 }),
        fc.integer({ min: 1, max: 4 }),
        fc.boolean(),
        (first, length, interval, capacity, twoTees) => {
          const time = (minutes: number) =>
            `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
          const { slots } = teeSheetDay({
            date: '2026-06-16',
            template: {
              ...everyDay,
              firstStart: time(first),
              lastStart: time(first + length),
              intervalMinutes: interval,
              tees: twoTees ? 'two_tees' : 'one_tee',
              timeRanges: [{ from: time(first), to: time(first + 60), capacity }],
            },
          });
          const starts = Math.floor(length / interval) + 1;
          expect(slots).toHaveLength(twoTees ? starts * 2 : starts);
          expect(new Set(slots.map((slot) => `${slot.time} ${slot.tee}`)).size).toBe(slots.length);
          expect(slots.every((slot) => slot.capacity >= 1 && slot.capacity <= 4)).toBe(true);
          expect(slots[0]?.capacity).toBe(capacity);
        },
      ),
    );
  });
});
