import { ownCard } from './own-card.js';
import type { Hole, LeaderboardEntry } from './types.js';
import { ENTRY_STATUSES, assertOption, assertStrokes } from './validation.js';
import { assertWholeHandicap } from './number-assertions.js';

/**
 * A live board's entry checked, with the card it plays (its own tee set's, else the board's) and that card's holes in
 * stroke-allocation order (`cardIndexes`: the board's, worked out once).
 */
export function liveCard(
  entry: LeaderboardEntry,
  holes: readonly Hole[],
  cardIndexes: number[],
  field: string,
): { card: readonly Hole[]; indexes: number[] } {
  assertStrokes(entry.strokes, holes.length, `${field}.strokes`);
  assertWholeHandicap(entry.playingHandicap, `${field}.playingHandicap`);
  if (entry.status !== undefined) assertOption(entry.status, `${field}.status`, ENTRY_STATUSES);
  return ownCard(entry.holes, holes, cardIndexes, `${field}.holes`);
}
