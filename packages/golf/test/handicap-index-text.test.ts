import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GolfInputError, handicapIndexText, handicapText } from '../src/index.js';
import { SOURCES } from './sources.js';

describe('handicapIndexText (WHS Rule 5.2; plus handicaps as in Appendix C)', () => {
  it.each([
    // [Handicap Index as stored, as written, source]
    [12.4, '12.4', SOURCES.rulesOfHandicapping],
    [54, '54.0', SOURCES.rulesOfHandicapping],
    [0, '0.0', SOURCES.rulesOfHandicapping],
    [-1.2, '+1.2', SOURCES.appendixC],
    [-2, '+2.0', SOURCES.appendixC],
    [10.6, '10.6', SOURCES.usgaCapExamples],
  ] as const)('%d is written %s (%s)', (handicapIndex, text, _source) => {
    expect(handicapIndexText(handicapIndex)).toBe(text);
  });

  it('writes no index as nothing', () => {
    expect(handicapIndexText(null)).toBe('');
    expect(handicapIndexText(undefined)).toBe('');
  });

  it('rounds a figure of more decimals half up to a tenth, never writing a plus zero', () => {
    expect(handicapIndexText(12.45)).toBe('12.5');
    expect(handicapIndexText(-1.25)).toBe('+1.2');
    expect(handicapIndexText(-0.04)).toBe('0.0');
  });

  it('refuses what is not a number', () => {
    expect(() => handicapIndexText(Number.NaN)).toThrow(GolfInputError);
  });

  it('writes every index of one decimal with one decimal, a plus sign exactly when below zero, and reads back', () => {
    fc.assert(
      fc.property(fc.integer({ min: -100, max: 540 }), (tenths) => {
        const text = handicapIndexText(tenths / 10);
        expect(text).toMatch(/^\+?\d+\.\d$/);
        expect(text.startsWith('+')).toBe(tenths < 0);
        const magnitude = Number(text.replace('+', ''));
        expect(text.startsWith('+') ? -magnitude : magnitude).toBe(tenths / 10);
      }),
    );
  });
});

describe('handicapText (Course and Playing Handicaps; plus handicaps as in Appendix C)', () => {
  it.each([
    [18, '18', SOURCES.rulesOfHandicapping],
    [0, '0', SOURCES.rulesOfHandicapping],
    [-1, '+1', SOURCES.appendixC],
    [-3, '+3', SOURCES.appendixC],
  ] as const)('%d is written %s (%s)', (handicap, text, _source) => {
    expect(handicapText(handicap)).toBe(text);
  });

  it('writes no handicap as nothing, and refuses a handicap that is not whole', () => {
    expect(handicapText(null)).toBe('');
    expect(handicapText(undefined)).toBe('');
    expect(() => handicapText(1.5)).toThrow(GolfInputError);
  });

  it('writes every whole handicap with a plus sign exactly when below zero, and reads back', () => {
    fc.assert(
      fc.property(fc.integer({ min: -20, max: 80 }), (handicap) => {
        const text = handicapText(handicap);
        expect(text).toMatch(/^\+?\d+$/);
        expect(text.startsWith('+')).toBe(handicap < 0);
        expect(text.startsWith('+') ? -Number(text.slice(1)) : Number(text)).toBe(handicap);
      }),
    );
  });
});
