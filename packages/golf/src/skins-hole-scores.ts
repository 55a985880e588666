import { allocatedStrokes } from './allocation.js';
import { GolfInputError } from './golf-input-error.js';
import { ownCard } from './own-card.js';
import type { Hole, PlayerCard } from './types.js';
import { allocationIndexes, assertOption, assertStrokes } from './validation.js';
import { assertWholeHandicap } from './number-assertions.js';

/** A player in a skins game: their card, on their own tee set's card where given. */
export type SkinsEntry = PlayerCard & { id: string };

/** What a skins game is played on: gross strokes, or net of the strokes received at the tournament's allowance. */
export type SkinsBasis = 'gross' | 'net';

/**
 * Each entry's score on each hole of a skins game, checked: gross, or net of the strokes received by stroke index on
 * the player's own card (rules document "Each player on their own card"); `null` where the player has no score.
 */
export function skinsHoleScores(holes: readonly Hole[], basis: SkinsBasis, entries: readonly SkinsEntry[]) {
  const cardIndexes = allocationIndexes(holes);
  assertOption(basis, 'basis', ['gross', 'net'] as const);
  const ids = new Set<string>();
  return entries.map((entry, entryIndex) => {
    const field = `entries[${entryIndex}]`;
    if (ids.has(entry.id)) throw new GolfInputError(`${field}.id`, 'invalid_option', `${entry.id} is entered twice`);
    ids.add(entry.id);
    assertStrokes(entry.strokes, holes.length, `${field}.strokes`);
    assertWholeHandicap(entry.playingHandicap, `${field}.playingHandicap`);
    const { indexes } = ownCard(entry.holes, holes, cardIndexes, `${field}.holes`);
    return entry.strokes.map((strokes, holeIndex) => {
      if (strokes === null || basis === 'gross') return strokes;
      return strokes - allocatedStrokes(entry.playingHandicap, indexes[holeIndex] ?? 0, holes.length);
    });
  });
}

/** The lowest score on a hole and the entries (input indexes) that made it; none when no one scored. */
export function lowestOnHole(scores: readonly (readonly (number | null)[])[], holeIndex: number) {
  let low: number | null = null;
  let players: number[] = [];
  scores.forEach((entryScores, entryIndex) => {
    const score = entryScores[holeIndex] ?? null;
    if (score === null) return;
    if (low === null || score < low) {
      low = score;
      players = [entryIndex];
    } else if (score === low) players.push(entryIndex);
  });
  return { low: low as number | null, players };
}
