import { GolfInputError } from './golf-input-error.js';
import { type ManualPress, pressBets } from './press-bets.js';
import type { Bet, HoleResult } from './types.js';

/** The three bets of a Nassau. */
export type NassauSpan = 'front' | 'back' | 'overall';

/** Input of `nassau` (rules document, "Press and re-press (Nassau)"). */
export type NassauInput = {
  /** Hole results of an 18-hole card, hole 1 first. */
  holeResults: (HoleResult | null)[];
  /** A side this many down in the newest bet presses; 2 by default. */
  pressWhenDown?: number;
  /** Presses called by hand, per span (`pressBets`). */
  manualPresses?: Partial<Record<NassauSpan, ManualPress[]>>;
};

/** Output of `nassau`: the bets of each span and the settlement in bets won minus lost. */
export type NassauOutcome = { front: Bet[]; back: Bet[]; overall: Bet[]; settlement: { A: number; B: number } };

const spans: Record<NassauSpan, { firstHole: number; lastHole: number }> = {
  front: { firstHole: 1, lastHole: 9 },
  back: { firstHole: 10, lastHole: 18 },
  overall: { firstHole: 1, lastHole: 18 },
};

/**
 * A Nassau (rules document, "Press and re-press (Nassau)"; holes won and lost as in Rules of Golf Rule 3.2a): three match-play bets, front nine (holes 1-9), back
 * nine (10-18) and the 18, each with its chain of presses, automatic and called by hand. The settlement counts
 * complete bets only, per side bets won minus bets lost; a halved bet counts for neither.
 */
export function nassau(input: NassauInput): NassauOutcome {
  const { holeResults, pressWhenDown, manualPresses = {} } = input;
  const betsOf = (span: NassauSpan) => {
    try {
      return pressBets({ holeResults, ...spans[span], pressWhenDown, manualPresses: manualPresses[span] });
    } catch (error) {
      if (error instanceof GolfInputError && error.field.startsWith('manualPresses')) {
        const field = error.field.replace('manualPresses', `manualPresses.${span}`);
        throw new GolfInputError(field, error.code, error.message.slice(error.field.length + 2));
      }
      throw error;
    }
  };
  const front = betsOf('front');
  const back = betsOf('back');
  const overall = betsOf('overall');
  let wonByA = 0;
  let wonByB = 0;
  for (const bet of [...front, ...back, ...overall]) {
    if (!bet.complete) continue;
    if (bet.leader === 'A') wonByA += 1;
    if (bet.leader === 'B') wonByB += 1;
  }
  return { front, back, overall, settlement: { A: wonByA - wonByB, B: wonByB - wonByA } };
}
