import { GolfInputError } from './golf-input-error.js';
import { assertHoleCount, assertStrokes } from './validation.js';
import { assertWholeHandicap } from './number-assertions.js';

/** Input of `eclecticCard`: one player's rounds of the series, in the order played. */
export type EclecticCardInput = {
  rounds: { strokes: (number | null)[]; playingHandicap: number }[];
  /** The handicap deducted once from the eclectic gross; by default the lowest playing handicap of the rounds. */
  handicap?: number;
};

/** A player's eclectic: the best score on each hole and the round it came from, gross, the handicap and net. */
export type EclecticCard = {
  /** The best score on each hole over the rounds, in card order; `null` where no round has one. */
  strokes: (number | null)[];
  /** The round (1 = the first played) of each hole's best score, the earliest of equal ones. */
  fromRound: (number | null)[];
  /** The sum of the best scores, once every hole has one. */
  gross: number | null;
  handicap: number;
  /** Gross minus the handicap, deducted once. */
  net: number | null;
};

/**
 * A player's eclectic over a series of rounds, golf-rules "Formats clubs play every week": the best score on each
 * hole of all their rounds, the net eclectic deducting the handicap once, by default the lowest playing handicap of the
 * rounds. The eclectic is a card: `rankField` ranks a field of them (`strokes`, `handicap` as the playing handicap).
 *
 * @throws GolfInputError for no rounds, rounds of other lengths than the first or not of 9 or 18 holes, scores that
 *   cannot be, or a handicap that is not whole
 */
export function eclecticCard(input: EclecticCardInput): EclecticCard {
  const { rounds } = input;
  if (!Array.isArray(rounds) || rounds.length === 0) {
    throw new GolfInputError('rounds', 'out_of_range', 'an eclectic needs at least one round');
  }
  const holeCount = rounds[0]!.strokes.length;
  assertHoleCount(holeCount, 'rounds[0].strokes');
  rounds.forEach((round, index) => {
    assertStrokes(round.strokes, holeCount, `rounds[${index}].strokes`);
    assertWholeHandicap(round.playingHandicap, `rounds[${index}].playingHandicap`);
  });
  const handicap = input.handicap ?? Math.min(...rounds.map((round) => round.playingHandicap));
  assertWholeHandicap(handicap, 'handicap');
  const strokes: (number | null)[] = [];
  const fromRound: (number | null)[] = [];
  for (let holeIndex = 0; holeIndex < holeCount; holeIndex += 1) {
    let best: number | null = null;
    let round: number | null = null;
    rounds.forEach((played, roundIndex) => {
      const score = played.strokes[holeIndex] ?? null;
      if (score !== null && (best === null || score < best)) {
        best = score;
        round = roundIndex + 1;
      }
    });
    strokes.push(best);
    fromRound.push(round);
  }
  const gross = strokes.every((score) => score !== null)
    ? strokes.reduce<number>((sum, score) => sum + (score ?? 0), 0)
    : null;
  return { strokes, fromRound, gross, handicap, net: gross === null ? null : gross - handicap };
}
