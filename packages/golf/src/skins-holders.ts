import { lowestOnHole, skinsHoleScores, type SkinsBasis, type SkinsEntry } from './skins-hole-scores.js';
import type { Hole } from './types.js';
import { assertOption } from './validation.js';

/** Input of `skinsHolders`: a skins game's cards so far. */
export type SkinsHoldersInput = {
  holes: Hole[];
  basis: SkinsBasis;
  entries: SkinsEntry[];
  ties: 'carry_over' | 'void';
};

/** Who holds a hole of a skins game as it stands. */
export type SkinsHolder = {
  hole: number;
  /** The single lowest score so far; `null` while tied or not played. */
  holderId: string | null;
  /** The players level on the lowest score so far, when more than one. */
  tiedIds: string[];
  score: number | null;
  /** Players who have played the hole (a ball picked up counts, per `played`). */
  played: number;
  /** Every player has played the hole: its holder has won it. */
  complete: boolean;
  /** Skins riding on the hole: its own and, with carry-over, those of the played holes without a holder just before it. */
  skinsAtStake: number;
};

/**
 * Who holds each hole of a skins game while it is played (golf-rules "Formats clubs play every week"): the single
 * lowest score of the players who have played the hole so far, gross or net on each player's own card, or the
 * players tied on it; a hole is decided once everyone has played it. With carry-over, the skins at stake on a hole
 * count those of the holes just before it that were played without a single lowest score.
 *
 * @throws GolfInputError as `skins` does for its cards
 */
export function skinsHolders(input: SkinsHoldersInput): SkinsHolder[] {
  const { holes, basis, entries, ties } = input;
  const scores = skinsHoleScores(holes, basis, entries);
  assertOption(ties, 'ties', ['carry_over', 'void'] as const);
  let carried = 0;
  return holes.map((_hole, holeIndex) => {
    const { low, players } = lowestOnHole(scores, holeIndex);
    const played = entries.filter(
      (entry) => entry.played?.[holeIndex] ?? (entry.strokes[holeIndex] ?? null) !== null,
    ).length;
    const skinsAtStake = 1 + carried;
    carried = ties === 'carry_over' && played > 0 && players.length !== 1 ? skinsAtStake : 0;
    return {
      hole: holeIndex + 1,
      holderId: players.length === 1 ? entries[players[0]!]!.id : null,
      tiedIds: players.length > 1 ? players.map((entryIndex) => entries[entryIndex]!.id) : [],
      score: low,
      played,
      complete: played === entries.length,
      skinsAtStake,
    };
  });
}
