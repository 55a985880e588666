import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { leaderboardStandings, rankField, type ScoringBasis, strokesReceivedByHole } from '../src/index.js';
import { CARD, cardWithCountback, parCard } from './cards.js';

/** The first `thru` holes of a card played, the rest not yet. */
const through = (card: (number | null)[], thru: number) =>
  card.map((strokes, index) => (index < thru ? strokes : null));

describe('leaderboardStandings (rules document "Stroke play, Stableford", "Countback (ties)")', () => {
  it('ranks players in play by gross against the par of the holes they have played', () => {
    // Ann: birdie on hole 2 (par 4), thru 9: -1. Ben: par golf thru 4: E. Cal: bogey on 1, thru 18: +1.
    const standings = leaderboardStandings({
      holes: CARD,
      basis: 'gross',
      entries: [
        { id: 'cal', strokes: parCard({ 1: 5 }), playingHandicap: 0 },
        { id: 'ben', strokes: through(parCard(), 4), playingHandicap: 0 },
        { id: 'ann', strokes: through(parCard({ 2: 3 }), 9), playingHandicap: 0 },
        { id: 'dan', strokes: through(parCard(), 0), playingHandicap: 0 },
      ],
    });
    expect(standings.map((line) => [line.id, line.position, line.toPar, line.thru, line.gross])).toEqual([
      ['ann', 1, -1, 9, 35],
      ['ben', 2, 0, 4, 16],
      ['cal', 3, 1, 18, 73],
      ['dan', null, null, 0, null],
    ]);
    expect(standings[2]?.net).toBe(73);
  });

  it('takes off the strokes received on the holes played, by stroke index, on a net basis', () => {
    // Playing handicap 10 receives a stroke on stroke indexes 1-10: of holes 1-6 (SI 9, 1, 17, 5, 11, 3) on four.
    // Six bogeys (+6 gross) less the four strokes received there: +2 net.
    const [line] = leaderboardStandings({
      holes: CARD,
      basis: 'net',
      entries: [
        { id: 'eve', strokes: through(parCard({ 1: 5, 2: 5, 3: 4, 4: 6, 5: 5, 6: 5 }), 6), playingHandicap: 10 },
      ],
    });
    expect(line).toMatchObject({ position: 1, thru: 6, gross: 30, toPar: 2, net: null });
  });

  it('lets players level share a position while one of them plays, then counts back once all have finished', () => {
    // Both 72 gross; Fay's last nine 35, Gus's 36: Fay wins the countback once Gus has finished too.
    const fay = cardWithCountback(72, 35, 24, 12, 4);
    const gus = cardWithCountback(72, 36, 24, 12, 4);
    // Gus through 17 is level with Fay's 72 (he still has a par 4 to play): they share first.
    const level = leaderboardStandings({
      holes: CARD,
      basis: 'gross',
      entries: [
        { id: 'gus', strokes: through(gus, 17), playingHandicap: 0 },
        { id: 'fay', strokes: fay, playingHandicap: 0 },
      ],
    });
    const gusToPar = level.find((line) => line.id === 'gus')?.toPar;
    const fayToPar = level.find((line) => line.id === 'fay')?.toPar;
    expect(gusToPar).toBe(fayToPar);
    expect(level.map((line) => [line.position, line.tied])).toEqual([
      [1, true],
      [1, true],
    ]);
    const finished = leaderboardStandings({
      holes: CARD,
      basis: 'gross',
      entries: [
        { id: 'gus', strokes: gus, playingHandicap: 0 },
        { id: 'fay', strokes: fay, playingHandicap: 0 },
      ],
    });
    expect(finished.map((line) => [line.id, line.position, line.tied])).toEqual([
      ['fay', 1, false],
      ['gus', 2, false],
    ]);
  });

  it('counts Stableford points so far, a picked-up hole played for 0, and leaves a picked-up stroke-play card out', () => {
    const strokes = through(parCard({ 3: null }), 3);
    const played = CARD.map((_, index) => index < 3);
    const [points] = leaderboardStandings({
      holes: CARD,
      basis: 'stableford',
      entries: [{ id: 'hal', strokes, played, playingHandicap: 0 }],
    });
    expect(points).toMatchObject({ position: 1, thru: 3, points: 4, gross: 8, toPar: 0 });
    const [strokePlay] = leaderboardStandings({
      holes: CARD,
      basis: 'gross',
      entries: [{ id: 'hal', strokes, played, playingHandicap: 0 }],
    });
    expect(strokePlay).toMatchObject({ position: null, thru: 3 });
  });

  it('gives no position to a withdrawn player', () => {
    const [line] = leaderboardStandings({
      holes: CARD,
      basis: 'net',
      entries: [{ id: 'ivy', strokes: through(parCard(), 5), playingHandicap: 3, status: 'withdrawn' }],
    });
    expect(line).toMatchObject({ position: null, thru: 5 });
  });

  it("takes a player's own card where their tee set moves the stroke indexes", () => {
    // A bogey on hole 1 with a playing handicap of 1: on the common card the stroke falls on hole 2 (stroke index 1);
    // on Joy's tee set hole 1 is stroke index 1, so her bogey is a net par.
    const joysCard = CARD.map((hole, index) =>
      index === 0 ? { ...hole, strokeIndex: 1 } : index === 1 ? { ...hole, strokeIndex: 9 } : hole,
    );
    const strokes = through(parCard({ 1: 5 }), 1);
    const standings = leaderboardStandings({
      holes: CARD,
      basis: 'net',
      entries: [
        { id: 'kim', strokes, playingHandicap: 1 },
        { id: 'joy', strokes, playingHandicap: 1, holes: joysCard },
      ],
    });
    expect(standings.map((line) => [line.id, line.position, line.toPar])).toEqual([
      ['joy', 1, 0],
      ['kim', 2, 1],
    ]);
  });

  const strokes18 = fc.array(fc.integer({ min: 1, max: 12 }), { minLength: 18, maxLength: 18 });
  const basis = fc.constantFrom<ScoringBasis>('gross', 'net', 'stableford');

  it('ranks a finished field exactly as rankField does (property)', () => {
    fc.assert(
      fc.property(
        basis,
        fc.array(fc.record({ strokes: strokes18, playingHandicap: fc.integer({ min: -5, max: 54 }) }), {
          minLength: 1,
          maxLength: 12,
        }),
        (scoringBasis, cards) => {
          const entries = cards.map((card, index) => ({ id: `p${index}`, ...card }));
          const live = leaderboardStandings({ holes: CARD, basis: scoringBasis, entries });
          const final = rankField({ holes: CARD, basis: scoringBasis, entries });
          expect(live.map((line) => [line.id, line.position])).toEqual(final.map((line) => [line.id, line.position]));
        },
      ),
    );
  });

  it('keeps positions in order, shared only by players level on the standing (property)', () => {
    fc.assert(
      fc.property(
        basis,
        fc.array(
          fc.record({
            strokes: strokes18,
            thru: fc.integer({ min: 0, max: 18 }),
            playingHandicap: fc.integer({ min: 0, max: 36 }),
          }),
          { minLength: 1, maxLength: 12 },
        ),
        (scoringBasis, cards) => {
          const standings = leaderboardStandings({
            holes: CARD,
            basis: scoringBasis,
            entries: cards.map((card, index) => ({
              id: `p${index}`,
              strokes: through(card.strokes, card.thru),
              playingHandicap: card.playingHandicap,
            })),
          });
          const ranked = standings.filter((line) => line.position !== null);
          const score = (line: (typeof standings)[number]) =>
            scoringBasis === 'stableford' ? -(line.points ?? 0) : (line.toPar ?? 0);
          ranked.forEach((line, index) => {
            const previous = ranked[index - 1];
            if (!previous) return expect(line.position).toBe(1);
            expect(score(previous)).toBeLessThanOrEqual(score(line));
            if (line.position === previous.position) expect(score(line)).toBe(score(previous));
            else expect(line.position).toBe(index + 1);
          });
          expect(standings.slice(ranked.length).every((line) => line.position === null)).toBe(true);
        },
      ),
    );
  });
});

describe('strokesReceivedByHole (WHS Rule 6.2, Appendix E)', () => {
  it('gives a playing handicap of 20 two strokes on stroke indexes 1 and 2 and one on every other hole', () => {
    const received = strokesReceivedByHole(CARD, 20);
    expect(received.reduce((sum, strokes) => sum + strokes, 0)).toBe(20);
    expect(received[1]).toBe(2); // hole 2, stroke index 1
    expect(received[11]).toBe(2); // hole 12, stroke index 2
    expect(received[2]).toBe(1); // hole 3, stroke index 17
  });

  it('ranks the stroke indexes within a nine, and gives a plus handicap back from the highest', () => {
    const backNine = CARD.slice(9);
    // Back nine stroke indexes 10, 18, 2, 8, 4, 14, 16, 6, 12: a playing handicap of 2 receives on 2 and 4.
    expect(strokesReceivedByHole(backNine, 2)).toEqual([0, 0, 1, 0, 1, 0, 0, 0, 0]);
    // +1 gives a stroke back on the hardest-last hole of the card: stroke index 18, hole 11.
    expect(strokesReceivedByHole(CARD, -1)[10]).toBe(-1);
  });
});
