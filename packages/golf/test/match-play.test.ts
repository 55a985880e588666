import { describe, expect, it } from 'vitest';
import {
  GolfInputError,
  matchPlay,
  matchPlayHoleResults,
  nassau,
  pressBets,
  ryderCupTotals,
  type HoleResult,
} from '../src/index.js';
import { CARD, parCard } from './cards.js';

const results = (text: string): (HoleResult | null)[] =>
  [...text].map((letter) => (letter === 'A' ? 'A' : letter === 'B' ? 'B' : letter === '=' ? 'halved' : null));

describe('matchPlayHoleResults with a ball picked up (Rule 3.2b)', () => {
  it('gives the hole to the other side when a side picks up, halves it when both do, and waits for a hole not played', () => {
    // Source: rulesOfGolf Rule 3.2b(1): a player may concede a hole; picking up concedes it.
    const rest = <T>(value: T) => Array.from({ length: 15 }, () => value);
    const played = [true, true, true, ...rest(false)];
    const a = { strokes: [null, 4, null, ...rest(null)], playingHandicap: 0, played };
    const b = { strokes: [4, null, null, ...rest(null)], playingHandicap: 0, played };
    const firstFour = (results: (HoleResult | null)[]) => results.slice(0, 4);
    expect(firstFour(matchPlayHoleResults({ holes: CARD, format: 'singles', sides: [[a], [b]] }))).toEqual([
      'B',
      'A',
      'halved',
      null,
    ]);
    // In a four-ball the partner's ball still plays the hole (Rule 23.2a).
    const partner = { strokes: [5, 5, 5, ...rest(null)], playingHandicap: 0, played };
    expect(
      firstFour(
        matchPlayHoleResults({
          holes: CARD,
          format: 'fourball',
          sides: [
            [a, partner],
            [b, partner],
          ],
        }),
      ),
    ).toEqual(['B', 'A', 'halved', null]);
    // Without `played`, a hole without strokes is one not played yet.
    const unplayed = { strokes: [null, 4, null, ...rest(null)], playingHandicap: 0 };
    expect(firstFour(matchPlayHoleResults({ holes: CARD, format: 'singles', sides: [[unplayed], [b]] }))).toEqual([
      null,
      'A',
      null,
      null,
    ]);
  });
});

describe('matchPlay (Rules of Golf Rule 3.2a)', () => {
  it('records a match closed out with two to play as 3&2 and ignores the holes after (Rule 3.2a(3))', () => {
    // Source: rulesOfGolf Rule 3.2a(3): won when a side leads by more holes than remain.
    const outcome = matchPlay({ holeResults: results('AAA=============BB') });
    expect(outcome.result).toEqual({ winner: 'A', text: '3&2', decidedAfterHole: 16 });
    expect(outcome.states).toHaveLength(16);
    expect(outcome.states[15]).toEqual({
      hole: 16,
      leader: 'A',
      lead: 3,
      holesRemaining: 2,
      dormie: false,
      text: '3 UP',
    });
  });

  it('marks dormie and records a win on the last hole as 1 UP (Rule 3.2a(3))', () => {
    // Source: rulesOfGolf (dormie: lead equals holes remaining).
    const outcome = matchPlay({ holeResults: results('B================A') });
    expect(outcome.states[16]).toMatchObject({ hole: 17, leader: 'B', lead: 1, dormie: true, text: '1 UP' });
    expect(outcome.result).toEqual({ winner: null, text: 'AS', decidedAfterHole: 18 });
  });

  it('records 1 UP and 2&1', () => {
    // Source: rulesOfGolf Rule 3.2a(3).
    expect(matchPlay({ holeResults: results('=================B') }).result).toEqual({
      winner: 'B',
      text: '1 UP',
      decidedAfterHole: 18,
    });
    expect(matchPlay({ holeResults: results('===============BB=') }).result).toEqual({
      winner: 'B',
      text: '2&1',
      decidedAfterHole: 17,
    });
  });

  it('leaves a match in progress: states stop at the first hole without a result', () => {
    // Source: rulesOfGolf Rule 3.2a (the state after each hole played).
    const outcome = matchPlay({ holeResults: [...results('AB='), null, 'A'] });
    expect(outcome.states.map((state) => state.text)).toEqual(['1 UP', 'AS', 'AS']);
    expect(outcome.result).toBeNull();
  });

  it('plays a nine-hole match: 5&4', () => {
    // Source: rulesOfGolf Rule 3.2a(3).
    expect(matchPlay({ holeResults: results('AAAAA'), holeCount: 9 }).result).toEqual({
      winner: 'A',
      text: '5&4',
      decidedAfterHole: 5,
    });
  });

  it('goes on to extra holes in a knockout when the committee says so (Rule 3.2a(4))', () => {
    // Source: rulesOfGolf Rule 3.2a(4) (extended to decide a winner).
    const outcome = matchPlay({ holeResults: results('==================' + '=B'), extraHolesWhenLevel: true });
    expect(outcome.result).toEqual({ winner: 'B', text: '1 UP (20 holes)', decidedAfterHole: 20 });
    expect(matchPlay({ holeResults: results('=================='), extraHolesWhenLevel: true }).result).toBeNull();
  });
});

describe('matchPlayHoleResults (Rules of Golf Rules 3.2, 22, 23; WHS Appendix C)', () => {
  it('gives the higher handicap the difference in singles: 14 against 10 receives strokes on index 1-4', () => {
    // Source: appendixC (lowest plays off zero) and golfCanadaAllowances. Hole 2 is index 1, hole 14 index 4.
    const sideA = [{ strokes: parCard({ 2: 5, 3: 2 }), playingHandicap: 10 }];
    const sideB = [{ strokes: parCard({ 2: 5, 14: 5, 5: 5 }), playingHandicap: 14 }];
    const holeResults = matchPlayHoleResults({ holes: CARD, format: 'singles', sides: [sideA, sideB] });
    expect(holeResults[1]).toBe('B');
    expect(holeResults[2]).toBe('A');
    expect(holeResults[4]).toBe('A');
    expect(holeResults[13]).toBe('halved');
  });

  it("takes each side's better net ball in four-ball, strokes off the lowest of four (Golf Canada 5, 10, 15, 20)", () => {
    // Source: golfCanadaAllowances (four-ball match play: 0, 5, 10, 15 strokes).
    const sides: Parameters<typeof matchPlayHoleResults>[0]['sides'] = [
      [
        { strokes: parCard({ 1: 5 }), playingHandicap: 5 },
        { strokes: parCard({ 1: 5, 4: 6 }), playingHandicap: 15 },
      ],
      [
        { strokes: parCard({ 1: 5, 4: 6 }), playingHandicap: 10 },
        { strokes: parCard({ 1: null, 4: 6 }), playingHandicap: 20 },
      ],
    ];
    const holeResults = matchPlayHoleResults({ holes: CARD, format: 'fourball', sides });
    // Hole 1 (index 9): A's 15 (10 strokes) nets 4; B's 10 (5 strokes) gets none there: A wins.
    expect(holeResults[0]).toBe('A');
    // Hole 4 (index 5): A's best net 5, B's 20 (15 strokes) nets 5: halved.
    expect(holeResults[3]).toBe('halved');
    // Hole 18 (index 12): only B's 20 (15 strokes) receives one, netting 3 against A's 4.
    expect(holeResults[17]).toBe('B');
  });

  it("plays foursomes off half the partners' sum: 26 -> 13 against 20 -> 10 gives 3 strokes", () => {
    // Source: appendixC (foursomes 50 % of combined) and rulesOfGolf Rule 22.
    const sides: Parameters<typeof matchPlayHoleResults>[0]['sides'] = [
      [{ strokes: parCard({ 2: 5, 12: 6, 6: 5, 8: 5 }), playingHandicap: 13 }],
      [{ strokes: parCard(), playingHandicap: 10 }],
    ];
    const holeResults = matchPlayHoleResults({ holes: CARD, format: 'foursomes', sides });
    expect([holeResults[1], holeResults[11], holeResults[5], holeResults[7]]).toEqual([
      'halved',
      'halved',
      'halved',
      'B',
    ]);
  });

  it('gives no result on a hole a side has not scored', () => {
    // Source: rules document ("null = no score or not yet played").
    const sides: Parameters<typeof matchPlayHoleResults>[0]['sides'] = [
      [{ strokes: parCard({ 18: null }), playingHandicap: 0 }],
      [{ strokes: parCard(), playingHandicap: 0 }],
    ];
    expect(matchPlayHoleResults({ holes: CARD, format: 'singles', sides })[17]).toBeNull();
  });
});

describe('ryderCupTotals (rules document "Match play, Ryder Cup")', () => {
  it('gives 1 for a win and 0.5 each for a halve: 16.5 - 11.5, the 2023 final score', () => {
    // Source: rulesOfGolf and the 2023 Ryder Cup final score 16.5 - 11.5 (here as 15 won, 3 halved, 10 lost, one split that gives it; not the real match-by-match record).
    const matches = [
      ...Array.from({ length: 15 }, () => ({ result: 'A' as const })),
      ...Array.from({ length: 3 }, () => ({ result: 'halved' as const })),
      ...Array.from({ length: 10 }, () => ({ result: 'B' as const })),
      { result: null },
    ];
    expect(ryderCupTotals({ matches })).toEqual({ A: 16.5, B: 11.5 });
  });
});

describe('pressBets (rules document "Press and re-press")', () => {
  it('presses the 18 at two down on hole 5 (6-18) and re-presses on hole 12 (13-18) (Beezer Golf)', () => {
    // Source: beezerNassau and wikipediaNassau.
    const holeResults = results('===BB=====BB======');
    expect(pressBets({ holeResults, firstHole: 1, lastHole: 18 })).toEqual([
      { startHole: 1, endHole: 18, pressedBy: null, calledAfterHole: null, leader: 'B', lead: 4, complete: true },
      { startHole: 6, endHole: 18, pressedBy: 'A', calledAfterHole: null, leader: 'B', lead: 2, complete: true },
      { startHole: 13, endHole: 18, pressedBy: 'A', calledAfterHole: null, leader: null, lead: 0, complete: true },
    ]);
  });

  it('does not press on the last hole of the span and marks unplayed spans incomplete', () => {
    // Source: rules document ("and a hole of the span remains").
    const bets = pressBets({ holeResults: results('=======BB'), firstHole: 1, lastHole: 9 });
    expect(bets).toHaveLength(1);
    expect(pressBets({ holeResults: results('BB'), firstHole: 1, lastHole: 9, pressWhenDown: 1 })).toEqual([
      { startHole: 1, endHole: 9, pressedBy: null, calledAfterHole: null, leader: 'B', lead: 2, complete: false },
      { startHole: 2, endHole: 9, pressedBy: 'A', calledAfterHole: null, leader: 'B', lead: 1, complete: false },
      { startHole: 3, endHole: 9, pressedBy: 'A', calledAfterHole: null, leader: null, lead: 0, complete: false },
    ]);
  });
});

describe('pressBets with presses called by hand', () => {
  it('starts a called press at the next hole, which the automatic presses then check as the newest bet', () => {
    // Source: rules document ("the newest bet") with Fairway's manual press (decision 0088), worked by hand.
    const holeResults = results('=B=BA====');
    expect(pressBets({ holeResults, firstHole: 1, lastHole: 9 }).map((bet) => bet.startHole)).toEqual([1, 5]);
    expect(pressBets({ holeResults, firstHole: 1, lastHole: 9, manualPresses: [{ afterHole: 2, side: 'A' }] })).toEqual(
      [
        { startHole: 1, endHole: 9, pressedBy: null, calledAfterHole: null, leader: 'B', lead: 1, complete: true },
        { startHole: 3, endHole: 9, pressedBy: 'A', calledAfterHole: 2, leader: null, lead: 0, complete: true },
      ],
    );
    const called = nassau({
      holeResults: [...holeResults, ...results('=========')],
      manualPresses: { front: [{ afterHole: 2, side: 'A' }] },
    });
    expect(called.settlement).toEqual({ A: -1, B: 1 });
    expect(nassau({ holeResults: [...holeResults, ...results('=========')] }).settlement).toEqual({ A: 0, B: 0 });
  });

  it('refuses a press after the last hole, by a side not down, or after a hole not played', () => {
    // Source: Fairway's manual press (decision 0088).
    const holeResults = results('=B=B');
    const refusal = (afterHole: number, side: 'A' | 'B') => {
      try {
        pressBets({ holeResults, firstHole: 1, lastHole: 9, manualPresses: [{ afterHole, side }] });
      } catch (error) {
        return error instanceof GolfInputError ? `${error.code} ${error.field}` : 'other';
      }
      return 'called';
    };
    expect(refusal(2, 'A')).toBe('called');
    expect(refusal(9, 'A')).toBe('out_of_range manualPresses[0].afterHole');
    expect(refusal(0, 'A')).toBe('out_of_range manualPresses[0].afterHole');
    expect(refusal(2, 'B')).toBe('press_not_down manualPresses[0].side');
    expect(refusal(1, 'A')).toBe('press_not_down manualPresses[0].side');
    // After hole 4 the automatic press (5-9) is the newest bet, level.
    expect(refusal(4, 'A')).toBe('press_not_down manualPresses[0].side');
    expect(refusal(5, 'A')).toBe('hole_not_played manualPresses[0].afterHole');
    expect(() => nassau({ holeResults, manualPresses: { back: [{ afterHole: 12, side: 'A' }] } })).toThrow(
      'manualPresses.back[0].afterHole: hole 12 has no result yet',
    );
  });
});

describe('nassau (rules document "Press and re-press (Nassau)")', () => {
  it('settles a full Nassau with presses and re-presses on all three bets', () => {
    // Source: wikipediaNassau (front, back, overall; presses at two down; presses of presses) worked by hand.
    const outcome = nassau({ holeResults: results('BB=BBA=AAAA=B=BB=A') });
    const summary = (bets: typeof outcome.front) =>
      bets.map((bet) => `${bet.startHole}-${bet.endHole}:${bet.pressedBy ?? '-'}:${bet.leader ?? 'AS'}${bet.lead}`);
    expect(summary(outcome.front)).toEqual(['1-9:-:B1', '3-9:A:A1', '6-9:A:A3', '9-9:B:A1']);
    expect(summary(outcome.back)).toEqual(['10-18:-:AS0', '12-18:B:B2', '16-18:A:AS0']);
    expect(summary(outcome.overall)).toEqual([
      '1-18:-:B1',
      '3-18:A:A1',
      '6-18:A:A3',
      '9-18:B:A1',
      '11-18:B:B1',
      '17-18:A:A1',
    ]);
    expect(outcome.settlement).toEqual({ A: 3, B: -3 });
  });

  it('counts only finished bets while the round is on', () => {
    // Source: rules document ("counting finished bets only").
    const outcome = nassau({ holeResults: [...results('AA=AA===A'), ...Array<null>(9).fill(null)] });
    expect(outcome.front.map((bet) => bet.complete)).toEqual([true, true, true]);
    expect(outcome.overall.every((bet) => !bet.complete)).toBe(true);
    expect(outcome.settlement).toEqual({ A: 3, B: -3 });
  });
});
