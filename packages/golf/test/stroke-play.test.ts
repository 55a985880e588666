import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fourBallBetterBall, rankEvent, rankField, stablefordPoints, teamScore, type Hole } from '../src/index.js';
import { CARD, cardWithCountback, parCard } from './cards.js';
import { SOURCES } from './sources.js';

describe('stablefordPoints (Rules of Golf Rule 21.1b)', () => {
  it.each([
    // [par, strokes, strokes received, points, source]
    [5, 7, 1, 1, SOURCES.bridgeGolfStableford],
    [4, 5, 2, 3, SOURCES.bridgeGolfStableford],
    [4, 5, 2, 3, SOURCES.futureGolfStableford],
    [5, 5, 2, 4, SOURCES.futureGolfStableford],
    [3, 5, 1, 1, SOURCES.futureGolfStableford],
    [4, 5, 1, 2, SOURCES.futureGolfStableford],
    [4, 7, 0, 0, SOURCES.rulesOfGolf],
    [4, 1, 0, 5, SOURCES.rulesOfGolf],
    [4, 4, -1, 1, SOURCES.appendixC],
  ] as const)('par %i in %i with %i received scores %i (%s)', (par, strokes, received, expected, _source) => {
    expect(stablefordPoints({ par, strokes, strokesReceived: received })).toBe(expected);
  });

  it('scores no return on a hole as 0 points (Rule 21.1b)', () => {
    // Source: rulesOfGolf (Rule 21.1b(1): hole not completed, 0 points).
    expect(stablefordPoints({ par: 4, strokes: null, strokesReceived: 2 })).toBe(0);
  });
});

describe('rankField countback (Committee Procedures 5A(7), rules document "Countback")', () => {
  const rank = (entries: { id: string; strokes: (number | null)[]; playingHandicap: number }[], options = {}) =>
    rankField({ holes: CARD, basis: 'net', entries, ...options }).map(({ id, position }) => `${id}:${position}`);

  it('decides on the last nine (holes 10-18) with half the handicap (Golf Monthly)', () => {
    // Source: golfMonthlyCountback. Both net 72; A's back nine 40 - 5 = 35 beats B's 41 - 5 = 36.
    const a = { id: 'A', strokes: cardWithCountback(82, 40, 27, 13, 4), playingHandicap: 10 };
    const b = { id: 'B', strokes: cardWithCountback(82, 41, 27, 13, 4), playingHandicap: 10 };
    expect(rank([b, a])).toEqual(['A:1', 'B:2']);
  });

  it('decides on the last six with a third of the handicap', () => {
    // Source: golfMonthlyCountback. Back nines equal (40 - 5 and 42 - 7); last six 26 - 10/3 against 29 - 14/3.
    const a = { id: 'A', strokes: cardWithCountback(82, 40, 26, 13, 4), playingHandicap: 10 };
    const b = { id: 'B', strokes: cardWithCountback(86, 42, 29, 14, 4), playingHandicap: 14 };
    expect(rank([b, a])).toEqual(['A:1', 'B:2']);
  });

  it('decides on the last three with a sixth of the handicap', () => {
    // Source: golfMonthlyCountback.
    const a = { id: 'A', strokes: cardWithCountback(84, 42, 28, 15, 5), playingHandicap: 12 };
    const b = { id: 'B', strokes: cardWithCountback(84, 42, 28, 14, 5), playingHandicap: 12 };
    expect(rank([a, b])).toEqual(['B:1', 'A:2']);
  });

  it('decides on the last hole with an eighteenth of the handicap', () => {
    // Source: golfMonthlyCountback.
    const a = { id: 'A', strokes: cardWithCountback(84, 42, 28, 14, 5), playingHandicap: 12 };
    const b = { id: 'B', strokes: cardWithCountback(84, 42, 28, 14, 4), playingHandicap: 12 };
    expect(rank([a, b])).toEqual(['B:1', 'A:2']);
  });

  it('ties thirds and sixths exactly, so 10 and 16 go to the last hole (CONGU Appendix N, exact fractions)', () => {
    // Source: conguAppendixN. Net 72 each; 40 - 5 = 43 - 8; 27 - 10/3 = 29 - 16/3; 14 - 10/6 = 15 - 16/6; then
    // 4 - 10/18 against 4 - 16/18: the 16 handicap wins on the last hole. Floating point gets the thirds wrong.
    const ten = { id: 'ten', strokes: cardWithCountback(82, 40, 27, 14, 4), playingHandicap: 10 };
    const sixteen = { id: 'sixteen', strokes: cardWithCountback(88, 43, 29, 15, 4), playingHandicap: 16 };
    expect(rank([ten, sixteen])).toEqual(['sixteen:1', 'ten:2']);
  });

  it('rounds the deducted share half up when the tournament says so (Superior Golf Club: Ben and Sonny)', () => {
    // Source: superiorCountback. Ben 12, Sonny 20; last nine 45 - 6 = 49 - 10 = 39; last six Ben 31 - 4 = 27,
    // Sonny 35 - 7 = 28 (20 / 3 = 6.7 rounds to 7): Ben wins, under either method.
    const ben = { id: 'Ben', strokes: cardWithCountback(90, 45, 31, 15, 5), playingHandicap: 12 };
    const sonny = { id: 'Sonny', strokes: cardWithCountback(98, 49, 35, 18, 6), playingHandicap: 20 };
    expect(rank([sonny, ben], { countbackFractions: 'round_half_up' })).toEqual(['Ben:1', 'Sonny:2']);
    expect(rank([sonny, ben])).toEqual(['Ben:1', 'Sonny:2']);
  });

  it('separates exact from rounded fractions: 34 - 20/3 loses to 31 - 4 exactly but ties when rounded', () => {
    // Source: conguAppendixN (exact, the default) against superiorCountback (rounded).
    const ben = { id: 'Ben', strokes: cardWithCountback(90, 45, 31, 15, 5), playingHandicap: 12 };
    const sonny = { id: 'Sonny', strokes: cardWithCountback(98, 49, 34, 14, 5), playingHandicap: 20 };
    expect(rank([sonny, ben])).toEqual(['Ben:1', 'Sonny:2']);
    expect(rank([ben, sonny], { countbackFractions: 'round_half_up' })).toEqual(['Sonny:1', 'Ben:2']);
  });

  it('lets a tie stand after the last hole: equal positions keep input order (1, 2, 2, 4)', () => {
    // Source: golfMonthlyCountback and the rules document ("the tie stands").
    const card = cardWithCountback(80, 40, 27, 13, 4);
    const entries = [
      { id: 'w', strokes: cardWithCountback(75, 38, 25, 12, 4), playingHandicap: 0 },
      { id: 'y', strokes: card, playingHandicap: 2 },
      { id: 'x', strokes: card, playingHandicap: 2 },
      { id: 'z', strokes: cardWithCountback(90, 45, 30, 15, 5), playingHandicap: 0 },
    ];
    expect(rank(entries)).toEqual(['w:1', 'y:2', 'x:2', 'z:4']);
  });

  it('compares the last 6, 3 and 1 holes of a 9-hole card with 2/3, 1/3 and 1/9 of the handicap', () => {
    // Source: golfMonthlyCountback (9-hole events: last 6, 3, 1). Net 36 each; last six 27 - 4 = 29 - 6.
    const nine: Hole[] = CARD.slice(0, 9);
    const a = { id: 'A', strokes: [5, 5, 5, 5, 5, 5, 4, 4, 4], playingHandicap: 6 };
    const b = { id: 'B', strokes: [5, 5, 5, 5, 5, 5, 5, 5, 5], playingHandicap: 9 };
    const ranking = rankField({ holes: nine, basis: 'net', entries: [b, a] });
    expect(ranking).toEqual([
      { id: 'A', position: 1, total: 36 },
      { id: 'B', position: 2, total: 36 },
    ]);
  });
});

describe('rankField totals and statuses (rules document "Stroke play, Stableford")', () => {
  it('ranks gross lowest first and leaves no return, disqualified and withdrawn without a position', () => {
    // Source: rulesOfGolf Rule 3.3b (a card missing a hole score is no return in stroke play).
    const entries = [
      { id: 'missing', strokes: parCard({ 7: null }), playingHandicap: 0 },
      { id: 'seventy-four', strokes: parCard({ 1: 5, 2: 5 }), playingHandicap: 0 },
      { id: 'dq', strokes: parCard(), playingHandicap: 0, status: 'disqualified' as const },
      { id: 'seventy-two', strokes: parCard(), playingHandicap: 0 },
    ];
    expect(rankField({ holes: CARD, basis: 'gross', entries })).toEqual([
      { id: 'seventy-two', position: 1, total: 72 },
      { id: 'seventy-four', position: 2, total: 74 },
      { id: 'missing', position: null, total: null },
      { id: 'dq', position: null, total: null },
    ]);
  });

  it('takes a Peoria handicap with a decimal on a net basis: 109 - 36.0 = 73 (hpGA)', () => {
    // Source: hpgaPeoria (Ingrid, gross 109, allowance 36, net 73) and golftimeDoublePeoria (90 - 14.4 = 75.6).
    const ingrid = { id: 'Ingrid', strokes: cardWithCountback(109, 55, 36, 18, 6), playingHandicap: 36 };
    const thai = { id: 'example', strokes: cardWithCountback(90, 45, 30, 15, 5), playingHandicap: 14.4 };
    expect(rankField({ holes: CARD, basis: 'net', entries: [thai, ingrid] })).toEqual([
      { id: 'Ingrid', position: 1, total: 73 },
      { id: 'example', position: 2, total: 75.6 },
    ]);
  });

  it('ranks Stableford on points, highest first, a missing hole scoring 0, and counts back on points', () => {
    // Source: rulesOfGolf Rule 21.1b and golfMonthlyCountback ("in a Stableford the points for each hole are used").
    const entries = [
      { id: 'pars', strokes: parCard(), playingHandicap: 0 },
      { id: 'birdie-first', strokes: parCard({ 1: 3, 18: null }), playingHandicap: 0 },
      { id: 'birdie-last', strokes: parCard({ 1: null, 18: 3 }), playingHandicap: 0 },
      { id: 'with-strokes', strokes: parCard({ 2: 5 }), playingHandicap: 1 },
    ];
    expect(rankField({ holes: CARD, basis: 'stableford', entries })).toEqual([
      { id: 'pars', position: 1, total: 36 },
      { id: 'with-strokes', position: 1, total: 36 },
      { id: 'birdie-last', position: 3, total: 35 },
      { id: 'birdie-first', position: 4, total: 35 },
    ]);
  });

  it('breaks India Double Peoria ties on the lower Peoria handicap, then gross last 9, 6, 3 (RN Sports)', () => {
    // Source: rnSportsIndiaPeoria. Net 72.0 each: 84 - 12.0 and 86 - 14.0; then equal handicaps go to gross countback.
    const entries = [
      { id: 'higher', strokes: cardWithCountback(86, 43, 29, 15, 5), playingHandicap: 14 },
      { id: 'lower', strokes: cardWithCountback(84, 43, 29, 15, 5), playingHandicap: 12 },
      { id: 'lower-back-nine', strokes: cardWithCountback(84, 42, 29, 15, 5), playingHandicap: 12 },
    ];
    const ranking = rankField({ holes: CARD, basis: 'net', entries, tieBreak: 'lower_handicap_then_gross_countback' });
    expect(ranking.map(({ id, position }) => `${id}:${position}`)).toEqual([
      'lower-back-nine:1',
      'lower:2',
      'higher:3',
    ]);
  });
});

describe('rankField: the Peoria family breaks ties on gross countback (rules document "Peoria family")', () => {
  // By hand: Ada 84 - 12.6 and Ben 86 - 14.6 are both net 71.4. Net countback would take half the handicaps off the
  // last 9 (42 - 6.3 = 35.7 v 42 - 7.3 = 34.7) and put Ben first; the rule compares strokes alone: last 9 42 v 42,
  // last 6 27 v 28, Ada first. Cy, 85 - 13.6 = 71.4 with Ada's last 9, 6 and 3, shares first with her.
  const ada = { id: 'ada', strokes: cardWithCountback(84, 42, 27, 14, 5), playingHandicap: 12.6 };
  const ben = { id: 'ben', strokes: cardWithCountback(86, 42, 28, 14, 5), playingHandicap: 14.6 };
  const cy = { id: 'cy', strokes: cardWithCountback(85, 42, 27, 14, 4), playingHandicap: 13.6 };

  it('ranks net, then gross on the last 9, 6 and 3 holes, with no handicap fractions', () => {
    const ranked = (tieBreak: 'countback' | 'gross_countback', entries = [ben, ada]) =>
      rankField({ holes: CARD, basis: 'net', entries, tieBreak }).map(({ id, position, total }) => [
        id,
        position,
        total,
      ]);
    expect(ranked('countback')).toEqual([
      ['ben', 1, 71.4],
      ['ada', 2, 71.4],
    ]);
    expect(ranked('gross_countback')).toEqual([
      ['ada', 1, 71.4],
      ['ben', 2, 71.4],
    ]);
    // The last hole is not compared: Cy's 4 against Ada's 5 leaves them level.
    expect(ranked('gross_countback', [ben, ada, cy])).toEqual([
      ['ada', 1, 71.4],
      ['cy', 1, 71.4],
      ['ben', 3, 71.4],
    ]);
  });

  it('orders every field by net, then gross last 9, 6, 3, whatever the handicaps (property)', () => {
    const entry = fc.record({
      strokes: fc.array(fc.integer({ min: 3, max: 7 }), { minLength: 18, maxLength: 18 }),
      handicapTenths: fc.integer({ min: 0, max: 40 }),
    });
    fc.assert(
      fc.property(fc.array(entry, { minLength: 2, maxLength: 10 }), (cards) => {
        const entries = cards.map((card, index) => ({
          id: String(index),
          strokes: card.strokes,
          playingHandicap: card.handicapTenths / 10,
        }));
        const sum = (strokes: number[], last: number) => strokes.slice(-last).reduce((total, hole) => total + hole, 0);
        const keyOf = (id: string) => {
          const card = cards[Number(id)]!;
          return [
            sum(card.strokes, 18) * 10 - card.handicapTenths,
            ...[9, 6, 3].map((last) => sum(card.strokes, last)),
          ];
        };
        const compare = (left: number[], right: number[]) =>
          left.map((key, index) => key - right[index]!).find((difference) => difference !== 0) ?? 0;
        const ranking = rankField({ holes: CARD, basis: 'net', entries, tieBreak: 'gross_countback' });
        ranking.slice(1).forEach((placing, index) => {
          const above = ranking[index]!;
          const order = compare(keyOf(above.id), keyOf(placing.id));
          expect(order).toBeLessThanOrEqual(0);
          expect(placing.position === above.position).toBe(order === 0);
        });
      }),
      { numRuns: 200 },
    );
  });
});

describe('fourBallBetterBall (Rules of Golf Rule 23.2)', () => {
  const nine: Hole[] = CARD.slice(0, 9);
  it('takes the better net score; one partner alone counts; neither is no return (Rule 23.2, rules document)', () => {
    // Source: rulesOfGolf Rule 23.2b. Partners at 10 and 18 (Golf Canada 90 % example, 11 -> 10 and 20 -> 18).
    const partners = [
      { strokes: [5, 5, 4, 6, 5, 5, 4, 5, null], playingHandicap: 10 },
      { strokes: [6, 6, 3, 7, null, 6, 5, 6, null], playingHandicap: 18 },
    ] as [
      { strokes: (number | null)[]; playingHandicap: number },
      { strokes: (number | null)[]; playingHandicap: number },
    ];
    const net = fourBallBetterBall({ holes: nine, basis: 'net', partners });
    // On nine holes 10 gives 1 a hole and 2 on rank 1 (hole 2); 18 gives 2 a hole.
    expect(net.holeScores).toEqual([4, 3, 1, 5, 4, 4, 3, 4, null]);
    expect(net.total).toBeNull();
    const points = fourBallBetterBall({ holes: nine, basis: 'stableford', partners });
    expect(points.holeScores).toEqual([2, 3, 4, 2, 2, 2, 2, 2, null]);
    expect(points.total).toBe(19);
    expect(fourBallBetterBall({ holes: nine, basis: 'gross', partners }).holeScores).toEqual([
      5,
      5,
      3,
      6,
      5,
      5,
      4,
      5,
      null,
    ]);
  });
});

describe('teamScore (rules document "Team results")', () => {
  const members = (cards: (number | null)[][], playingHandicap = 0) =>
    cards.map((strokes) => ({ strokes, playingHandicap }));

  it('adds the best 2 of 4 scores on each hole and counts back on the combined hole scores', () => {
    // Source: appendixC (best 2 of 4 stroke play) and golfMonthlyCountback.
    const teams = [
      {
        id: 'early',
        members: members([parCard({ 1: 3, 18: 5 }), parCard({ 1: 3, 18: 5 }), parCard({ 18: 5 }), parCard({ 18: 5 })]),
      },
      {
        id: 'late',
        members: members([parCard({ 1: 5, 18: 3 }), parCard({ 1: 5, 18: 3 }), parCard({ 1: 5 }), parCard({ 1: 6 })]),
      },
      { id: 'short', members: members([parCard(), parCard({ 5: null })]) },
    ];
    const ranking = teamScore({ holes: CARD, basis: 'gross', countingScores: 2, scoring: 'per_hole', teams });
    expect(ranking.map(({ id, position, total }) => [id, position, total])).toEqual([
      ['late', 1, 144],
      ['early', 2, 144],
      ['short', null, null],
    ]);
    expect(ranking[0]?.holeScores[0]).toBe(10);
  });

  it("adds the best 2 members' rounds per round, net as allocated, and Stableford best 1 per hole", () => {
    // Source: appendixC (best 2 of 4); rulesOfGolf Rule 21.1b for points.
    const team = {
      id: 'team',
      members: [
        { strokes: parCard({ 2: 6 }), playingHandicap: 1 },
        { strokes: parCard(), playingHandicap: 0 },
        { strokes: parCard({ 3: null }), playingHandicap: 0 },
        { strokes: parCard({ 4: 4 }), playingHandicap: 0, status: 'withdrawn' as const },
      ],
    };
    const perRound = teamScore({ holes: CARD, basis: 'net', countingScores: 2, scoring: 'per_round', teams: [team] });
    expect(perRound[0]?.total).toBe(145);
    const points = teamScore({
      holes: CARD,
      basis: 'stableford',
      countingScores: 1,
      scoring: 'per_hole',
      teams: [team],
    });
    expect(points[0]?.total).toBe(36);
  });
});

describe('rankEvent (rules document "Countback": the last round first)', () => {
  it('ranks on the event total, then the last round, then its countback', () => {
    // Source: golfMonthlyCountback ("in multi-round events the last 18 holes are first used").
    const rounds = [{ holes: CARD }, { holes: CARD }];
    const entries = [
      {
        id: 'steady',
        rounds: [
          { strokes: parCard({ 1: 5 }), playingHandicap: 0 },
          { strokes: parCard({ 1: 5 }), playingHandicap: 0 },
        ],
      },
      {
        id: 'closer',
        rounds: [
          { strokes: parCard({ 1: 6 }), playingHandicap: 0 },
          { strokes: parCard(), playingHandicap: 0 },
        ],
      },
      {
        id: 'late-bogey',
        rounds: [
          { strokes: parCard({ 1: 4 }), playingHandicap: 0 },
          { strokes: parCard({ 18: 6 }), playingHandicap: 0 },
        ],
      },
      {
        id: 'gone',
        rounds: [
          { strokes: parCard(), playingHandicap: 0 },
          { strokes: parCard({ 9: null }), playingHandicap: 0 },
        ],
      },
    ];
    expect(rankEvent({ basis: 'gross', rounds, entries })).toEqual([
      { id: 'closer', position: 1, total: 146, roundTotals: [74, 72] },
      { id: 'steady', position: 2, total: 146, roundTotals: [73, 73] },
      { id: 'late-bogey', position: 3, total: 146, roundTotals: [72, 74] },
      { id: 'gone', position: null, total: null, roundTotals: [72, null] },
    ]);
  });

  it('adds net and Stableford rounds', () => {
    // Source: rulesOfGolf Rules 3.3 and 21.1b.
    const rounds = [{ holes: CARD }, { holes: CARD }];
    const entries = [
      {
        id: 'a',
        rounds: [
          { strokes: parCard({ 1: 5 }), playingHandicap: 1.5 },
          { strokes: parCard(), playingHandicap: 1.5 },
        ],
      },
      {
        id: 'b',
        rounds: [
          { strokes: parCard(), playingHandicap: 0 },
          { strokes: parCard(), playingHandicap: 0 },
        ],
        status: 'no_return' as const,
      },
    ];
    expect(rankEvent({ basis: 'net', rounds, entries })[0]).toEqual({
      id: 'a',
      position: 1,
      total: 142,
      roundTotals: [71.5, 70.5],
    });
    const stableford = rankEvent({
      basis: 'stableford',
      rounds,
      entries: [{ ...entries[0]!, rounds: entries[0]!.rounds.map((card) => ({ ...card, playingHandicap: 2 })) }],
    });
    expect(stableford[0]?.total).toBe(36 - 1 + 2 + (36 + 2));
  });
});
