import { describe, expect, it } from 'vitest';
import { GolfInputError, handicapCapBand, handicapIndex } from '../src/index.js';

describe('handicapCapBand (WHS Rule 5.8)', () => {
  it('starts the soft cap 3.0 above the Low Handicap Index and holds the hard cap 5.0 above it, never over 54.0', () => {
    // The USGA's soft-cap example: Low 6.5, so an index over 9.5 is soft-capped and none goes over 11.5.
    expect(handicapCapBand(6.5)).toEqual({ softCapFrom: 9.5, hardCapAt: 11.5 });
    expect(handicapCapBand(0.1)).toEqual({ softCapFrom: 3.1, hardCapAt: 5.1 });
    expect(handicapCapBand(50.2)).toEqual({ softCapFrom: 53.2, hardCapAt: 54 });
    expect(handicapCapBand(-2.4)).toEqual({ softCapFrom: 0.6, hardCapAt: 2.6 });
  });

  it('agrees with the index the caps give: at the hard cap for a large rise', () => {
    const differentials = Array.from({ length: 20 }, () => 30);
    expect(handicapIndex({ differentials, lowHandicapIndex: 6.5 })).toBe(handicapCapBand(6.5).hardCapAt);
  });

  it('refuses what is not a number', () => {
    expect(() => handicapCapBand(Number.NaN)).toThrow(GolfInputError);
  });
});
