import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GolfInputError, handicapIndexText } from '../src/index.js';
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
