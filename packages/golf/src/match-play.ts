import { GolfInputError } from './golf-input-error.js';
import type { HoleResult, Side } from './types.js';
import { assertInteger } from './number-assertions.js';

/** Input of `matchPlay` (Rules of Golf Rule 3.2a). */
export type MatchPlayInput = {
  holeResults: (HoleResult | null)[];
  /** Holes in the match, 18 by default. */
  holeCount?: number;
  /** A knockout match level after `holeCount` holes goes on, from the first hole, until a hole is won. */
  extraHolesWhenLevel?: boolean;
};

/** Where a match stands after a hole (Rule 3.2a): lead, holes remaining, dormie, "AS" / "2 UP". */
export type MatchState = {
  hole: number;
  leader: Side | null;
  lead: number;
  holesRemaining: number;
  dormie: boolean;
  text: string;
};

/** How a match ended (Rule 3.2a(3), (4)): the winner (`null` when halved) and "3&2", "1 UP" or "AS". */
export type MatchResult = { winner: Side | null; text: string; decidedAfterHole: number };

/** Output of `matchPlay`. */
export type MatchPlayOutcome = { states: MatchState[]; result: MatchResult | null };

function leadText(lead: number): string {
  return lead === 0 ? 'AS' : `${lead} UP`;
}

/**
 * The state and result of a match, Rules of Golf Rule 3.2a: after each hole the lead and the holes remaining ("AS",
 * "2 UP", dormie when the lead equals the holes remaining); the match is won when the lead exceeds the holes
 * remaining ("3&2"), or after the last hole ("1 UP", or "AS" when halved). States cover the leading run of results
 * (the first `null` ends them) up to the deciding hole; results entered after it do not change the result.
 */
export function matchPlay(input: MatchPlayInput): MatchPlayOutcome {
  const { holeResults, holeCount = 18, extraHolesWhenLevel = false } = input;
  assertInteger(holeCount, 'holeCount');
  if (holeCount < 1)
    throw new GolfInputError('holeCount', 'out_of_range', `expected at least 1 hole, got ${holeCount}`);
  const states: MatchState[] = [];
  let lead = 0;
  for (let index = 0; index < holeResults.length; index += 1) {
    const holeResult = holeResults[index] ?? null;
    if (holeResult === null) break;
    if (holeResult !== 'A' && holeResult !== 'B' && holeResult !== 'halved') {
      throw new GolfInputError(
        `holeResults[${index}]`,
        'invalid_option',
        `expected 'A', 'B', 'halved' or null, got ${String(holeResult)}`,
      );
    }
    const hole = index + 1;
    if (hole > holeCount && !extraHolesWhenLevel) break;
    if (holeResult !== 'halved') lead += holeResult === 'A' ? 1 : -1;
    const leader: Side | null = lead === 0 ? null : lead > 0 ? 'A' : 'B';
    const margin = Math.abs(lead);
    const holesRemaining = Math.max(holeCount - hole, 0);
    const dormie = margin > 0 && margin === holesRemaining;
    states.push({ hole, leader, lead: margin, holesRemaining, dormie, text: leadText(margin) });
    if (hole > holeCount) {
      if (leader !== null)
        return { states, result: { winner: leader, text: `1 UP (${hole} holes)`, decidedAfterHole: hole } };
    } else if (hole === holeCount) {
      if (leader !== null || !extraHolesWhenLevel) {
        return { states, result: { winner: leader, text: leadText(margin), decidedAfterHole: hole } };
      }
    } else if (margin > holesRemaining) {
      return { states, result: { winner: leader, text: `${margin}&${holesRemaining}`, decidedAfterHole: hole } };
    }
  }
  return { states, result: null };
}
