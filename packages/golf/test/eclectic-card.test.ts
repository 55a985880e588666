import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { eclecticCard, GolfInputError, rankField } from '../src/index.js';
import { CARD, parCard } from './cards.js';
import { SOURCES } from './sources.js';

// A winter eclectic of three rounds on the par-72 card.
const rounds = [
  { strokes: parCard({ 1: 5, 2: 3, 10: 6 }), playingHandicap: 14 },
  { strokes: parCard({ 1: 3, 2: 5, 5: null }), playingHandicap: 12 },
  { strokes: parCard({ 10: 3, 18: 7 }), playingHandicap: 13 },
];

describe(`eclecticCard (${SOURCES.golfRulesWeeklyFormats})`, () => {
  it('keeps the best score on each hole over the rounds and deducts the lowest playing handicap once', () => {
    // Best: hole 1 a 3 (round 2), hole 2 a 3 (round 1), hole 10 a 3 (round 3), par elsewhere (round 1 first):
    // 72 - 1 - 1 - 1 = 69 gross; the lowest playing handicap of the rounds, 12: net 57.
    const eclectic = eclecticCard({ rounds });
    expect(eclectic.strokes).toEqual(parCard({ 1: 3, 2: 3, 10: 3 }));
    expect(eclectic.fromRound.slice(0, 10)).toEqual([2, 1, 1, 1, 1, 1, 1, 1, 1, 3]);
    expect(eclectic).toMatchObject({ gross: 69, handicap: 12, net: 57 });
  });

  it('deducts the handicap the committee gives instead, and has no total while a hole lacks a score', () => {
    expect(eclecticCard({ rounds, handicap: 10 })).toMatchObject({ gross: 69, handicap: 10, net: 59 });
    const oneRound = eclecticCard({ rounds: [rounds[1]!] });
    expect(oneRound).toMatchObject({ gross: null, net: null, handicap: 12 });
    expect(oneRound.strokes[4]).toBeNull();
    expect(oneRound.fromRound[4]).toBeNull();
  });

  it('ranks a field of eclectics as cards', () => {
    // Ann's eclectic is net 57 (above); Ben's par round and a 68 (four birdies) at 11: 68 - 11 = 57 too. Countback on
    // the last 9 (rules document "Countback"): Ann's back nine 35 (a 3 on hole 10) less 6 = 29; Ben's 36 - 5.5 = 30.5.
    const ann = eclecticCard({ rounds });
    const ben = eclecticCard({
      rounds: [
        { strokes: parCard(), playingHandicap: 11 },
        { strokes: parCard({ 1: 3, 2: 3, 4: 4, 6: 3 }), playingHandicap: 12 },
      ],
    });
    expect(ben).toMatchObject({ gross: 68, net: 57 });
    expect(
      rankField({
        holes: CARD,
        basis: 'net',
        entries: [
          { id: 'ben', strokes: ben.strokes, playingHandicap: ben.handicap },
          { id: 'ann', strokes: ann.strokes, playingHandicap: ann.handicap },
        ],
      }),
    ).toEqual([
      { id: 'ann', position: 1, total: 57 },
      { id: 'ben', position: 2, total: 57 },
    ]);
  });

  it.each([
    [{ rounds: [] }, 'rounds', 'out_of_range'],
    [{ rounds: [{ strokes: [4, 4], playingHandicap: 0 }] }, 'rounds[0].strokes', 'hole_count'],
    [{ rounds: [rounds[0], { strokes: [4], playingHandicap: 0 }] }, 'rounds[1].strokes', 'length_mismatch'],
    [{ rounds: [{ ...rounds[0], playingHandicap: 10.5 }] }, 'rounds[0].playingHandicap', 'handicap_not_integer'],
    [{ rounds, handicap: 9.5 }, 'handicap', 'handicap_not_integer'],
  ])('refuses %j (%s: %s)', (input, field, code) => {
    expect(() => eclecticCard(input as never)).toThrow(expect.objectContaining({ field, code }));
    expect(() => eclecticCard(input as never)).toThrow(GolfInputError);
  });

  const round = fc.record({
    strokes: fc.array(fc.integer({ min: 2, max: 9 }), { minLength: 18, maxLength: 18 }),
    playingHandicap: fc.integer({ min: -4, max: 54 }),
  });

  it('is never worse than any round, nor after another round, whatever the order of the rounds', () => {
    fc.assert(
      fc.property(fc.array(round, { minLength: 1, maxLength: 6 }), round, (series, extra) => {
        const eclectic = eclecticCard({ rounds: series });
        for (const played of series) {
          expect(eclectic.gross).toBeLessThanOrEqual(played.strokes.reduce((sum, score) => sum + score, 0));
        }
        expect(eclecticCard({ rounds: [...series].reverse() }).strokes).toEqual(eclectic.strokes);
        expect(eclecticCard({ rounds: [...series, extra] }).gross).toBeLessThanOrEqual(eclectic.gross!);
        expect(eclectic.net).toBe(eclectic.gross! - Math.min(...series.map((played) => played.playingHandicap)));
        eclectic.fromRound.forEach((roundNumber, holeIndex) =>
          expect(series[roundNumber! - 1]!.strokes[holeIndex]).toBe(eclectic.strokes[holeIndex]),
        );
      }),
    );
  });
});
