import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cardHalves, GolfInputError, toParText } from '../src/index.js';

describe('toParText (a score against par as a leader board writes it)', () => {
  it.each([
    [0, 'E'],
    [-2, '-2'],
    [5, '+5'],
    [1.5, '+1.5'],
    [-0.5, '-0.5'],
  ] as const)('%d is written %s', (toPar, text) => {
    expect(toParText(toPar)).toBe(text);
  });

  it('writes no score yet as nothing, and refuses what is not a number', () => {
    expect(toParText(null)).toBe('');
    expect(toParText(undefined)).toBe('');
    expect(() => toParText(Number.NaN)).toThrow(GolfInputError);
  });

  it('signs every whole score by its side of par, and reads back', () => {
    fc.assert(
      fc.property(fc.integer({ min: -40, max: 200 }), (toPar) => {
        const text = toParText(toPar);
        expect(text === 'E' ? 0 : Number(text)).toBe(toPar);
      }),
    );
  });
});

describe("cardHalves (a scorecard's out, in and total)", () => {
  it('totals the front nine, the back nine and both of an eighteen-hole card', () => {
    const strokes = [4, 5, 3, 4, 4, 5, 3, 4, 4, 5, 4, 3, 4, 5, 4, 3, 4, 4];
    expect(cardHalves(strokes)).toEqual({ out: 36, in: 36, total: 72 });
  });

  it('counts only the holes played, and nothing before the first of a half', () => {
    const strokes = [4, null, 3, ...Array<null>(15).fill(null)];
    expect(cardHalves(strokes)).toEqual({ out: 7, in: null, total: 7 });
    expect(cardHalves(Array<null>(18).fill(null))).toEqual({ out: null, in: null, total: null });
  });

  it('gives a nine-hole card its out only', () => {
    expect(cardHalves([4, 4, 3, 5, 4, 4, 3, 5, 4])).toEqual({ out: 36, in: null, total: 36 });
  });

  it('refuses strokes that are not whole', () => {
    expect(() => cardHalves([4.5])).toThrow(GolfInputError);
  });

  it('out and in always make the total', () => {
    fc.assert(
      fc.property(fc.array(fc.option(fc.integer({ min: 1, max: 20 }), { nil: null }), { maxLength: 18 }), (strokes) => {
        const { out, in: back, total } = cardHalves(strokes);
        expect((out ?? 0) + (back ?? 0)).toBe(total ?? 0);
      }),
    );
  });
});
