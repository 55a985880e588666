import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GolfInputError, greenFee, type GreenFeeInput, type GreenFeeRow } from '../src/index.js';
import { SOURCES } from './sources.js';

const feeTable: GreenFeeRow[] = [
  { player: 'member', amountMinor: 0 },
  { player: 'member', memberType: 'Five-day', weekdays: [6, 7], amountMinor: 2_000 },
  { player: 'guest', amountMinor: 3_500 },
  { player: 'guest', weekdays: [6, 7], amountMinor: 4_500 },
  { player: 'visitor', amountMinor: 6_000 },
  { player: 'visitor', weekdays: [6, 7], amountMinor: 8_000 },
  { player: 'visitor', weekdays: [6, 7], from: '14:00', amountMinor: 5_500 },
];
// Saturday 5 December 2026 and Tuesday 1 December 2026.
const at = (player: GreenFeeInput['player'], date: string, time: string) => greenFee({ feeTable, player, date, time });

describe(`greenFee (${SOURCES.teeSheetIssue})`, () => {
  it('charges by member type, guest or visitor, weekday and time, the most specific row winning', () => {
    expect(at({ kind: 'member', memberType: 'Full' }, '2026-12-05', '08:10')).toEqual({ amountMinor: 0, row: 0 });
    expect(at({ kind: 'member', memberType: 'Five-day' }, '2026-12-05', '08:10')).toEqual({
      amountMinor: 2_000,
      row: 1,
    });
    expect(at({ kind: 'member', memberType: 'Five-day' }, '2026-12-01', '08:10')).toEqual({ amountMinor: 0, row: 0 });
    expect(at({ kind: 'guest' }, '2026-12-05', '08:10')).toEqual({ amountMinor: 4_500, row: 3 });
    expect(at({ kind: 'guest' }, '2026-12-01', '08:10')).toEqual({ amountMinor: 3_500, row: 2 });
    expect(at({ kind: 'visitor' }, '2026-12-05', '13:58')).toEqual({ amountMinor: 8_000, row: 5 });
    expect(at({ kind: 'visitor' }, '2026-12-05', '14:00')).toEqual({ amountMinor: 5_500, row: 6 });
    expect(at({ kind: 'visitor' }, '2026-12-01', '14:00')).toEqual({ amountMinor: 6_000, row: 4 });
  });

  it('says clearly when the table has no fee for the player', () => {
    const call = () =>
      greenFee({ feeTable: feeTable.slice(4), player: { kind: 'guest' }, date: '2026-12-05', time: '08:10' });
    expect(call).toThrow(expect.objectContaining({ field: 'player', code: 'no_green_fee' }));
    expect(call).toThrow('no green fee for a guest on a Saturday at 08:10');
    expect(() =>
      greenFee({ feeTable: [], player: { kind: 'member', memberType: 'Full' }, date: '2026-12-05', time: '08:10' }),
    ).toThrow('no green fee for a Full member on a Saturday at 08:10');
  });

  it.each([
    [
      [
        { player: 'visitor', weekdays: [6, 7], amountMinor: 8_000 },
        { player: 'visitor', from: '14:00', amountMinor: 5_500 },
      ],
      'feeTable[1]',
      'fee_overlap',
    ],
    [
      [
        { player: 'member', memberType: 'Full', amountMinor: 0 },
        { player: 'member', memberType: 'Full', amountMinor: 100 },
      ],
      'feeTable[1]',
      'fee_overlap',
    ],
    [[{ player: 'member', amountMinor: 12.5 }], 'feeTable[0].amountMinor', 'not_an_integer'],
    [[{ player: 'member', amountMinor: -1 }], 'feeTable[0].amountMinor', 'out_of_range'],
    [[{ player: 'member', weekdays: [0], amountMinor: 1 }], 'feeTable[0].weekdays[0]', 'out_of_range'],
    [[{ player: 'member', from: '12:00', to: '12:00', amountMinor: 1 }], 'feeTable[0].to', 'out_of_range'],
    [[{ player: 'junior', amountMinor: 1 }], 'feeTable[0].player', 'invalid_option'],
  ])('refuses the table %j (%s: %s)', (table, field, code) => {
    const call = () =>
      greenFee({ feeTable: table as GreenFeeRow[], player: { kind: 'visitor' }, date: '2026-12-05', time: '08:10' });
    expect(call).toThrow(expect.objectContaining({ field, code }));
    expect(call).toThrow(GolfInputError);
  });

  it('lets rows of different member types, or of days or times apart, stand side by side', () => {
    const table: GreenFeeRow[] = [
      { player: 'member', memberType: 'Full', amountMinor: 0 },
      { player: 'member', memberType: 'Junior', amountMinor: 500 },
      { player: 'visitor', weekdays: [1, 2, 3, 4, 5], amountMinor: 6_000 },
      { player: 'visitor', weekdays: [6, 7], to: '12:00', amountMinor: 9_000 },
      { player: 'visitor', weekdays: [6, 7], from: '12:00', amountMinor: 7_000 },
    ];
    expect(
      greenFee({ feeTable: table, player: { kind: 'member', memberType: 'Junior' }, date: '2026-12-05', time: '08:10' })
        .amountMinor,
    ).toBe(500);
    expect(
      greenFee({ feeTable: table, player: { kind: 'visitor' }, date: '2026-12-06', time: '12:00' }).amountMinor,
    ).toBe(7_000);
  });

  it('takes a row that holds the tee time and lies within every other row that does, whatever the table order', () => {
    fc.assert(
      fc.property(
        fc.shuffledSubarray(feeTable.map((_, index) => index)),
        fc.constantFrom('member', 'guest', 'visitor'),
        fc.integer({ min: 0, max: 6 }),
        fc.integer({ min: 0, max: 23 * 60 }),
        (order, kind, dayOffset, minutes) => {
          const table = order.map((index) => feeTable[index]!);
          const player = kind === 'member' ? { kind, memberType: 'Five-day' } : { kind };
          const date = `2026-11-${String(30 + dayOffset).padStart(2, '0')}`.replace(/2026-11-3([1-6])/, '2026-12-0$1');
          const time = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
          const call = () => greenFee({ feeTable: table, player: player as GreenFeeInput['player'], date, time });
          const fullAnswer = greenFee({ feeTable, player: player as GreenFeeInput['player'], date, time });
          if (!table.includes(feeTable[fullAnswer.row]!)) return;
          expect(call().amountMinor).toBe(fullAnswer.amountMinor);
        },
      ),
    );
  });
});
