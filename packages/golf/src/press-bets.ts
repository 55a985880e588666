import { GolfInputError } from './golf-input-error.js';
import type { Bet, HoleResult, Side } from './types.js';
import { assertInteger } from './validation.js';

/** Input of `pressBets` (rules document, "Press and re-press"). */
export type PressBetsInput = {
  /** Hole results of the whole card, hole 1 first. */
  holeResults: (HoleResult | null)[];
  firstHole: number;
  lastHole: number;
  /** A side this many down in the newest bet presses; 2 by default. */
  pressWhenDown?: number;
};

type OpenBet = { startHole: number; pressedBy: Side | null; lead: number };

/**
 * A match-play bet over a span of holes with its presses (rules document, "Press and re-press (Nassau)"; holes
 * won and lost as in Rules of Golf Rule 3.2a): after
 * each hole the newest bet of the span is checked, and when a side is `pressWhenDown` down in it and a hole of the
 * span remains, a press starts at the next hole and runs to the span's end; a press that goes that far down is
 * re-pressed, so presses form a chain. Bets are played out over their whole span, never closed out early.
 *
 * @returns the main bet first, then the presses in the order they start; `complete` when every hole of a bet's
 *   span has a result
 */
export function pressBets(input: PressBetsInput): Bet[] {
  const { holeResults, firstHole, lastHole, pressWhenDown = 2 } = input;
  assertInteger(firstHole, 'firstHole');
  assertInteger(lastHole, 'lastHole');
  assertInteger(pressWhenDown, 'pressWhenDown');
  if (firstHole < 1)
    throw new GolfInputError('firstHole', 'out_of_range', `expected a hole of at least 1, got ${firstHole}`);
  if (lastHole < firstHole)
    throw new GolfInputError('lastHole', 'out_of_range', `expected a hole from ${firstHole}, got ${lastHole}`);
  if (pressWhenDown < 1)
    throw new GolfInputError('pressWhenDown', 'out_of_range', `expected at least 1, got ${pressWhenDown}`);
  const bets: OpenBet[] = [{ startHole: firstHole, pressedBy: null, lead: 0 }];
  let lastUnplayed = 0;
  for (let hole = firstHole; hole <= lastHole; hole += 1) {
    const holeResult = holeResults[hole - 1] ?? null;
    if (holeResult === null) {
      lastUnplayed = hole;
      continue;
    }
    if (holeResult !== 'A' && holeResult !== 'B' && holeResult !== 'halved') {
      throw new GolfInputError(
        `holeResults[${hole - 1}]`,
        'invalid_option',
        `expected 'A', 'B', 'halved' or null, got ${String(holeResult)}`,
      );
    }
    const swing = holeResult === 'A' ? 1 : holeResult === 'B' ? -1 : 0;
    for (const bet of bets) bet.lead += swing;
    const newest = bets[bets.length - 1] as OpenBet;
    if (Math.abs(newest.lead) >= pressWhenDown && hole < lastHole) {
      bets.push({ startHole: hole + 1, pressedBy: newest.lead > 0 ? 'B' : 'A', lead: 0 });
    }
  }
  return bets.map((bet) => ({
    startHole: bet.startHole,
    endHole: lastHole,
    pressedBy: bet.pressedBy,
    leader: bet.lead === 0 ? null : bet.lead > 0 ? 'A' : 'B',
    lead: Math.abs(bet.lead),
    complete: lastUnplayed < bet.startHole,
  }));
}
