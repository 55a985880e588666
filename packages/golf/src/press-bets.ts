import { GolfInputError } from './golf-input-error.js';
import type { Bet, HoleResult, Side } from './types.js';
import { assertInteger } from './number-assertions.js';

/** A press a side calls by hand after a hole of the span it has played. */
export type ManualPress = { afterHole: number; side: Side };

/** Input of `pressBets` (rules document, "Press and re-press"). */
export type PressBetsInput = {
  /** Hole results of the whole card, hole 1 first. */
  holeResults: (HoleResult | null)[];
  firstHole: number;
  lastHole: number;
  /** A side this many down in the newest bet presses; 2 by default. */
  pressWhenDown?: number;
  /** Presses called by hand in this span, each by a side down in the newest bet after a hole it has played. */
  manualPresses?: ManualPress[];
};

type OpenBet = { startHole: number; pressedBy: Side | null; calledAfterHole: number | null; lead: number };

/**
 * A match-play bet over a span of holes with its presses (rules document, "Press and re-press (Nassau)"; holes
 * won and lost as in Rules of Golf Rule 3.2a): after
 * each hole the newest bet of the span is checked, and when a side is `pressWhenDown` down in it and a hole of the
 * span remains, a press starts at the next hole and runs to the span's end; a press that goes that far down is
 * re-pressed, so presses form a chain. Bets are played out over their whole span, never closed out early.
 * A manual press is checked after the automatic one of its hole: the side calling it must be down in the newest bet
 * then, and it joins the chain like an automatic press (a later automatic press checks it as the newest bet).
 *
 * @returns the main bet first, then the presses in the order they start; `complete` when every hole of a bet's
 *   span has a result
 */
export function pressBets(input: PressBetsInput): Bet[] {
  const { holeResults, firstHole, lastHole, pressWhenDown = 2, manualPresses = [] } = input;
  assertInteger(firstHole, 'firstHole');
  assertInteger(lastHole, 'lastHole');
  assertInteger(pressWhenDown, 'pressWhenDown');
  if (firstHole < 1)
    throw new GolfInputError('firstHole', 'out_of_range', `expected a hole of at least 1, got ${firstHole}`);
  if (lastHole < firstHole)
    throw new GolfInputError('lastHole', 'out_of_range', `expected a hole from ${firstHole}, got ${lastHole}`);
  if (pressWhenDown < 1)
    throw new GolfInputError('pressWhenDown', 'out_of_range', `expected at least 1, got ${pressWhenDown}`);
  manualPresses.forEach((press, index) => {
    assertInteger(press.afterHole, `manualPresses[${index}].afterHole`);
    if (press.side !== 'A' && press.side !== 'B') {
      throw new GolfInputError(
        `manualPresses[${index}].side`,
        'invalid_option',
        `expected 'A' or 'B', got ${String(press.side)}`,
      );
    }
    if (press.afterHole < firstHole || press.afterHole >= lastHole) {
      throw new GolfInputError(
        `manualPresses[${index}].afterHole`,
        'out_of_range',
        `a press is called after a hole from ${firstHole} to ${lastHole - 1}, before the span's last hole; got ${press.afterHole}`,
      );
    }
  });
  const bets: OpenBet[] = [{ startHole: firstHole, pressedBy: null, calledAfterHole: null, lead: 0 }];
  let lastUnplayed = 0;
  for (let hole = firstHole; hole <= lastHole; hole += 1) {
    const holeResult = holeResults[hole - 1] ?? null;
    const called = manualPresses
      .map((press, index) => ({ ...press, index }))
      .filter((press) => press.afterHole === hole);
    if (holeResult === null) {
      lastUnplayed = hole;
      const [first] = called;
      if (first) {
        throw new GolfInputError(
          `manualPresses[${first.index}].afterHole`,
          'hole_not_played',
          `hole ${hole} has no result yet; a press is called after a hole played`,
        );
      }
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
      bets.push({ startHole: hole + 1, pressedBy: newest.lead > 0 ? 'B' : 'A', calledAfterHole: null, lead: 0 });
    }
    for (const press of called) {
      const latest = bets[bets.length - 1] as OpenBet;
      const down = press.side === 'A' ? -latest.lead : latest.lead;
      if (down <= 0) {
        throw new GolfInputError(
          `manualPresses[${press.index}].side`,
          'press_not_down',
          `side ${press.side} is not down in the newest bet (holes ${latest.startHole}-${lastHole}) after hole ${hole}: ${latest.lead === 0 ? 'it is level' : `it is ${Math.abs(latest.lead)} up`}; only a side down may press`,
        );
      }
      bets.push({ startHole: hole + 1, pressedBy: press.side, calledAfterHole: hole, lead: 0 });
    }
  }
  return bets.map((bet) => ({
    startHole: bet.startHole,
    endHole: lastHole,
    pressedBy: bet.pressedBy,
    calledAfterHole: bet.calledAfterHole,
    leader: bet.lead === 0 ? null : bet.lead > 0 ? 'A' : 'B',
    lead: Math.abs(bet.lead),
    complete: lastUnplayed < bet.startHole,
  }));
}
