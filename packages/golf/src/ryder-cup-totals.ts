import type { HoleResult } from './types.js';

/** Input of `ryderCupTotals`. */
export type RyderCupTotalsInput = { matches: { result: HoleResult | null }[] };

/**
 * Team points of a Ryder Cup style event (rules document, "Match play, Ryder Cup"; each match decided under Rules
 * of Golf Rule 3.2a): a won match earns its side 1
 * point, a halved match 0.5 to each side; matches without a result earn nothing yet.
 */
export function ryderCupTotals(input: RyderCupTotalsInput): { A: number; B: number } {
  let halfPointsA = 0;
  let halfPointsB = 0;
  for (const match of input.matches) {
    if (match.result === 'A') halfPointsA += 2;
    else if (match.result === 'B') halfPointsB += 2;
    else if (match.result === 'halved') {
      halfPointsA += 1;
      halfPointsB += 1;
    }
  }
  return { A: halfPointsA / 2, B: halfPointsB / 2 };
}
