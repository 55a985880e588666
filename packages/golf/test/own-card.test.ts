import { describe, expect, it } from 'vitest';
import {
  GolfInputError,
  type Hole,
  fourBallBetterBall,
  matchPlay,
  matchPlayHoleResults,
  teamScore,
} from '../src/index.js';
import { CARD, PARS } from './cards.js';

// The red tees' ladies' card of the same course: par 5 on holes 2 and 10 (par 74), and its own stroke indexes (odd on
// the front nine, even on the back, as Appendix E recommends):
//   hole          1  2  3  4  5  6  7  8  9 | 10 11 12 13 14 15 16 17 18
//   men's index   9  1 17  5 11  3 15  7 13 | 10 18  2  8  4 14 16  6 12   (CARD)
//   ladies' index 5  3 17  1 11  7 15  9 13 |  8 18  2 12  6 16 14  4 10   (RED_LADIES)
const RED_LADIES_PARS = [4, 5, 3, 5, 4, 4, 3, 4, 5, 5, 3, 5, 4, 4, 4, 3, 5, 4];
const RED_LADIES_INDEXES = [5, 3, 17, 1, 11, 7, 15, 9, 13, 8, 18, 2, 12, 6, 16, 14, 4, 10];
const RED_LADIES: Hole[] = RED_LADIES_PARS.map((par, index) => ({
  par,
  strokeIndex: RED_LADIES_INDEXES[index] ?? 0,
}));

/** Strokes per hole from a list of pars, with changes: `{ 6: 3 }` puts a 3 on hole 6. */
const card = (pars: number[], changes: Record<number, number> = {}) =>
  pars.map((par, index) => changes[index + 1] ?? par);

describe('each player on their own card (rules document "Each player on their own card, in every format")', () => {
  it("plays a ladies' single on the red tees on the ladies' stroke indexes: 3&2, where the men's would give 4&3", () => {
    // Source: rules document, "Each player on their own card" and "Match play": singles at 100 %, the lowest off 0.
    // She (red tees, playing handicap 14) plays him (white tees, 10): she receives 14 - 10 = 4 strokes, on HER stroke
    // indexes 1-4: hole 4 (index 1), 12 (2), 2 (3) and 17 (4). Both make the men's par on every hole, so she wins
    // exactly the holes where she receives a stroke:
    //   hole 2: 1 UP (16 to play), hole 4: 2 UP (14), hole 12: 3 UP (6), holes 13-16 halved: 3 UP with 2 to play,
    //   so the match is over after hole 16: 3&2.
    // On the men's card she would have had her strokes on their indexes 1-4: holes 2, 12, 6 and 14, and won 4&3.
    const lady = { strokes: [...PARS], playingHandicap: 14, holes: RED_LADIES };
    const man = { strokes: [...PARS], playingHandicap: 10, holes: CARD };
    const holeResults = matchPlayHoleResults({ holes: CARD, format: 'singles', sides: [[lady], [man]] });
    const won = holeResults.flatMap((result, index) => (result === 'A' ? [index + 1] : []));
    expect(won).toEqual([2, 4, 12, 17]);
    expect(matchPlay({ holeResults }).result).toEqual({ winner: 'A', text: '3&2', decidedAfterHole: 16 });
    const onTheMensCard = matchPlayHoleResults({
      holes: CARD,
      format: 'singles',
      sides: [[{ ...lady, holes: undefined }], [man]],
    });
    expect(matchPlay({ holeResults: onTheMensCard }).result?.text).toBe('4&3');
  });

  it("plays a mixed four-ball match with each player's strokes on her own card: halved, not A 1 UP", () => {
    // Source: rules document, "Match play": four-ball at 90 %, the lowest of the four off 0, the better net ball.
    // Playing handicaps at 90 %: side A a man 9 (white) and a lady 13 (red); side B two men, 9 and 12 (white).
    // Off the lowest (9): A's man 0 and lady 4 strokes; B's men 0 and 3.
    //   A's lady, on her indexes 1-4: holes 4, 12, 2, 17.   B's 12, on the men's indexes 1-3: holes 2, 12, 6.
    // All four make the men's par on every hole, but the lady takes 6 on hole 17 (par 5). A side's better net ball:
    //   hole 2: A 3, B 3 halved; hole 4: A 4, B 5, A 1 UP; hole 6: A 4, B 3, B: AS; hole 12: 4 and 4 halved;
    //   hole 17: A 5 (her 6 less her stroke, his 5), B 5 halved; every other hole halved at par: the match is halved.
    // On the men's card her strokes would fall on holes 2, 12, 6 and 14: holes 2, 6 and 12 halved, A winning 14
    // (3 against 4) and ending 1 UP.
    const par = () => [...PARS];
    const lady = { strokes: card(PARS, { 17: 6 }), playingHandicap: 13, holes: RED_LADIES };
    const sides: Parameters<typeof matchPlayHoleResults>[0]['sides'] = [
      [{ strokes: par(), playingHandicap: 9, holes: CARD }, lady],
      [
        { strokes: par(), playingHandicap: 9, holes: CARD },
        { strokes: par(), playingHandicap: 12, holes: CARD },
      ],
    ];
    const holeResults = matchPlayHoleResults({ holes: CARD, format: 'fourball', sides });
    const decidedHoles = holeResults.flatMap((result, index) => (result === 'halved' ? [] : [`${index + 1}${result}`]));
    expect(decidedHoles).toEqual(['4A', '6B']);
    expect(matchPlay({ holeResults }).result).toEqual({ winner: null, text: 'AS', decidedAfterHole: 18 });
    const onTheMensCard = matchPlayHoleResults({
      holes: CARD,
      format: 'fourball',
      sides: [[sides[0][0]!, { ...lady, holes: undefined }], sides[1]],
    });
    expect(matchPlay({ holeResults: onTheMensCard }).result).toEqual({
      winner: 'A',
      text: '1 UP',
      decidedAfterHole: 18,
    });
  });

  describe('a mixed better-ball pair: a man on the white tees (6) and a lady on the red tees (4), at 85 % already', () => {
    // Source: rules document, "Four-ball (better ball)" and "Stroke play, Stableford".
    // He makes the men's par on every hole but birdies 6 and 14; she makes the red tees' par on every hole.
    // Strokes received: his 2 on the men's indexes 1-2, holes 2 and 12; her 4 on the ladies' indexes 1-4, holes 4, 12,
    // 2 and 17. Hole by hole (net = strokes - received; better ball the lower net):
    //   hole              1  2  3  4  5  6  7  8  9 | 10 11 12 13 14 15 16 17 18
    //   his gross         4  4  3  5  4  3  3  4  5 |  4  3  5  4  3  4  3  5  4
    //   his net           4  3  3  5  4  3  3  4  5 |  4  3  4  4  3  4  3  5  4
    //   her gross         4  5  3  5  4  4  3  4  5 |  5  3  5  4  4  4  3  5  4
    //   her net           4  4  3  4  4  4  3  4  5 |  5  3  4  4  4  4  3  4  4
    //   better ball       4  3  3  4  4  3  3  4  5 |  4  3  4  4  3  4  3  4  4   = 33 + 33 = 66
    // On the men's card her strokes would fall on holes 2, 12, 6 and 14, where he already nets as well or better, and
    // not on 4 and 17: 68.
    // Stableford, 2 + par + received - strokes, each on their own pars: he scores 3 on holes 2, 6, 12, 14 and 2 on the
    // rest; she 3 on holes 2, 4, 12, 17 and 2 on the rest; the better ball 3 on holes 2, 4, 6, 12, 14, 17 and 2 on
    // the other twelve: 18 + 24 = 42. On the men's pars her 5s on holes 2 and 10 would be bogeys there: 40.
    const him = { strokes: card(PARS, { 6: 3, 14: 3 }), playingHandicap: 2, holes: CARD };
    const her = { strokes: card(RED_LADIES_PARS), playingHandicap: 4, holes: RED_LADIES };
    const herOnTheMensCard = { ...her, holes: undefined };

    it('nets 66 in four-ball stroke play on their own cards, 68 on one shared card', () => {
      const net = fourBallBetterBall({ holes: CARD, basis: 'net', partners: [him, her] });
      expect(net.holeScores).toEqual([4, 3, 3, 4, 4, 3, 3, 4, 5, 4, 3, 4, 4, 3, 4, 3, 4, 4]);
      expect(net.total).toBe(66);
      expect(fourBallBetterBall({ holes: CARD, basis: 'net', partners: [him, herOnTheMensCard] }).total).toBe(68);
    });

    it('scores 42 Stableford points on their own pars and indexes, 40 on one shared card', () => {
      const points = fourBallBetterBall({ holes: CARD, basis: 'stableford', partners: [him, her] });
      expect(points.total).toBe(42);
      expect(fourBallBetterBall({ holes: CARD, basis: 'stableford', partners: [him, herOnTheMensCard] }).total).toBe(
        40,
      );
    });

    it("counts the same pair as a team's best 1 of 2: 66 net and 42 points", () => {
      // Source: rules document, "Team results": the best N of M members' scores on each hole, each on their own card.
      const team = (basis: 'net' | 'stableford') =>
        teamScore({
          holes: CARD,
          basis,
          countingScores: 1,
          scoring: 'per_hole',
          teams: [{ id: 'pair', members: [him, her] }],
        })[0]?.total;
      expect([team('net'), team('stableford')]).toEqual([66, 42]);
    });
  });

  it("refuses a player's own card of another length than the event's", () => {
    // Source: rules document, "Strokes received": the number of holes on the card decides the allocation.
    const shortCard = { strokes: [...PARS], playingHandicap: 0, holes: CARD.slice(0, 9) };
    const attempt = () =>
      matchPlayHoleResults({
        holes: CARD,
        format: 'singles',
        sides: [[shortCard], [{ strokes: [...PARS], playingHandicap: 0 }]],
      });
    expect(attempt).toThrow(GolfInputError);
    expect(attempt).toThrow(expect.objectContaining({ field: 'sides[0][0].holes', code: 'hole_count' }));
  });
});
