import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { adjustedGrossScore, cardDetails, rankField, strokesReceived } from '../src/index.js';
import { CARD, parCard } from './cards.js';

describe('cardDetails: a card hole by hole', () => {
  it('works out a 10 on the par 4 of index 10 for a course handicap 15: one stroke, net 9, no points, counted as 7', () => {
    // Source: usgaFaqMaximumHoleScore: net double bogey there is 4 + 2 + 1 = 7.
    const card = cardDetails({ holes: CARD, strokes: parCard({ 10: 10 }), playingHandicap: 15, courseHandicap: 15 });
    expect(card.holes[9]).toEqual({ strokes: 10, received: 1, net: 9, points: 0, adjusted: 7, estimated: false });
    expect(card.gross).toBe(78);
    expect(card.net).toBe(78 - 15);
    expect(card.adjustedGross).toBe(75);
  });

  it('counts a hole not played as net par, marked estimated, with no gross or net total (North Halton)', () => {
    // Source: northHaltonNetPar: course handicap 30 gets two strokes on a par 4 of index 1, so net par is 6.
    const card = cardDetails({ holes: CARD, strokes: parCard({ 2: null }), playingHandicap: 28, courseHandicap: 30 });
    expect(card.holes[1]).toEqual({ strokes: null, received: 2, net: null, points: 0, adjusted: 6, estimated: true });
    expect(card.gross).toBeNull();
    expect(card.net).toBeNull();
  });

  it('caps at par + 5 without a Handicap Index, and gives a plus handicap strokes back', () => {
    const noIndex = cardDetails({ holes: CARD, strokes: parCard({ 1: 12 }), playingHandicap: 0, courseHandicap: null });
    expect(noIndex.holes[0]!.adjusted).toBe(9);
    const plus = cardDetails({ holes: CARD, strokes: parCard(), playingHandicap: -1, courseHandicap: -1 });
    expect(plus.holes[10]).toMatchObject({ received: -1, net: 4, points: 1 });
    expect(plus.net).toBe(73);
  });

  it('agrees with adjustedGrossScore, strokesReceived and the field ranking on any card', () => {
    fc.assert(
      fc.property(
        fc.array(fc.option(fc.integer({ min: 1, max: 12 }), { freq: 6 }), { minLength: 18, maxLength: 18 }),
        fc.integer({ min: -5, max: 54 }),
        fc.option(fc.integer({ min: -5, max: 54 })),
        (strokes, playingHandicap, courseHandicap) => {
          const card = cardDetails({ holes: CARD, strokes, playingHandicap, courseHandicap });
          expect(card.adjustedGross).toBe(adjustedGrossScore({ holes: CARD, strokes, courseHandicap }));
          card.holes.forEach((hole, index) =>
            expect(hole.received).toBe(strokesReceived(playingHandicap, CARD[index]!.strokeIndex, 18)),
          );
          const [ranked] = rankField({
            holes: CARD,
            basis: 'stableford',
            entries: [{ id: 'a', strokes, playingHandicap }],
          });
          expect(card.points).toBe(ranked!.total ?? 0);
        },
      ),
    );
  });
});
