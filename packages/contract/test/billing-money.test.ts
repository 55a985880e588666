import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  currencyExponent,
  formatMoney,
  maxMinorUnits,
  minorUnitsToDecimal,
  parseMinorUnits,
  proRate,
} from '../src/billing-money.js';

describe('money in minor units', () => {
  it('knows how many decimals a currency has', () => {
    expect(currencyExponent('GBP')).toBe(2);
    expect(currencyExponent('INR')).toBe(2);
    expect(currencyExponent('JPY')).toBe(0);
    expect(currencyExponent('BHD')).toBe(3);
  });

  it('reads a typed decimal exactly, by its digits', () => {
    expect(parseMinorUnits('1250.50', 2)).toEqual({ ok: true, minor: 125050 });
    expect(parseMinorUnits('0.1', 2)).toEqual({ ok: true, minor: 10 });
    expect(parseMinorUnits('19.99', 2)).toEqual({ ok: true, minor: 1999 });
    expect(parseMinorUnits(' 1,000 ', 0)).toEqual({ ok: true, minor: 1000 });
    expect(parseMinorUnits('-5.5', 3)).toEqual({ ok: true, minor: -5500 });
    expect(parseMinorUnits('2.500', 2)).toEqual({ ok: true, minor: 250 });
  });

  it('refuses more decimals than the currency has, more than 10^12 minor units, and what is no number', () => {
    expect(parseMinorUnits('0.001', 2)).toEqual({ ok: false, message: 'Enter at most 2 decimals.' });
    expect(parseMinorUnits('1.5', 0)).toEqual({
      ok: false,
      message: 'This currency has no decimals: enter a whole amount.',
    });
    expect(parseMinorUnits('10000000000.00', 2)).toEqual({ ok: true, minor: maxMinorUnits });
    expect(parseMinorUnits('10000000000.01', 2)).toEqual({ ok: false, message: 'The amount is too large.' });
    expect(parseMinorUnits('9'.repeat(30), 2)).toEqual({ ok: false, message: 'The amount is too large.' });
    for (const text of ['', '1e5', '12abc', '.5', '1.2.3', 'NaN'])
      expect(parseMinorUnits(text, 2)).toEqual({ ok: false, message: 'Enter an amount such as 1250.50.' });
  });

  it('writes minor units back as the decimal they were read from, for any amount and exponent', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -maxMinorUnits, max: maxMinorUnits }),
        fc.integer({ min: 0, max: 3 }),
        (minor, exponent) => {
          expect(parseMinorUnits(minorUnitsToDecimal(minor, exponent), exponent)).toEqual({ ok: true, minor });
        },
      ),
    );
  });

  it("shows an amount in the currency's own way", () => {
    expect(formatMoney(125050, 'GBP', 'en-GB')).toBe('£1,250.50');
    expect(formatMoney(-995, 'GBP', 'en-GB')).toBe('-£9.95');
    expect(formatMoney(1000, 'JPY', 'en-GB')).toBe('JP¥1,000');
  });

  it('pro-rates by days with half-up rounding, never more than the whole amount', () => {
    expect(proRate(9500, 15, 30)).toBe(4750);
    expect(proRate(1000, 1, 3)).toBe(333);
    expect(proRate(1000, 2, 3)).toBe(667);
    expect(proRate(1000, 31, 30)).toBe(1000);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.integer({ min: 1, max: 366 }), (amount, periodDays) => {
        const days = Math.ceil(periodDays / 2);
        const share = proRate(amount, days, periodDays);
        expect(share).toBeGreaterThanOrEqual(0);
        expect(share).toBeLessThanOrEqual(amount);
        expect(Math.abs(share * periodDays - amount * days)).toBeLessThanOrEqual(periodDays / 2);
      }),
    );
  });
});
