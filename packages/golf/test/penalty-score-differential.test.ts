import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GolfInputError, type PenaltyScoreBasis, penaltyScoreDifferential } from '../src/index.js';

describe('penaltyScoreDifferential (WHS Rule 7.2a)', () => {
  // By hand: 21 differentials, the oldest (2.0) outside the most recent 20; of the 20, 25.4 is the highest and 9.1
  // the lowest.
  const differentials = [2, 14.2, 18.9, 25.4, 12, 9.1, ...Array.from({ length: 15 }, () => 15.5)];

  it('takes the highest of the most recent 20 for a score not returned', () => {
    expect(penaltyScoreDifferential({ differentials, basis: 'highest' })).toBe(25.4);
  });

  it('takes the lowest of the most recent 20 for a score withheld to gain an advantage, the older ones left out', () => {
    expect(penaltyScoreDifferential({ differentials, basis: 'lowest' })).toBe(9.1);
  });

  it('is null for a golfer without a differential', () => {
    expect(penaltyScoreDifferential({ differentials: [], basis: 'highest' })).toBeNull();
  });

  it('refuses a differential that is not a number and a basis it does not know', () => {
    expect(() => penaltyScoreDifferential({ differentials: [Number.NaN], basis: 'highest' })).toThrow(GolfInputError);
    expect(() => penaltyScoreDifferential({ differentials, basis: 'average' as PenaltyScoreBasis })).toThrow(
      GolfInputError,
    );
  });

  it('is one of the most recent 20, no lower than any of them when highest and no higher when lowest (property)', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.integer({ min: -100, max: 700 }).map((tenths) => tenths / 10),
          { minLength: 1, maxLength: 40 },
        ),
        (history) => {
          const recent = history.slice(-20);
          const highest = penaltyScoreDifferential({ differentials: history, basis: 'highest' })!;
          const lowest = penaltyScoreDifferential({ differentials: history, basis: 'lowest' })!;
          expect(recent).toContain(highest);
          expect(recent).toContain(lowest);
          expect(recent.every((differential) => differential <= highest && differential >= lowest)).toBe(true);
        },
      ),
    );
  });
});
