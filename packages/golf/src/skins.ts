import { GolfInputError } from './golf-input-error.js';
import { lowestOnHole, skinsHoleScores, type SkinsBasis, type SkinsEntry } from './skins-hole-scores.js';
import type { Hole } from './types.js';
import { assertOption } from './validation.js';
import { assertInteger } from './number-assertions.js';

/** Input of `skins`. */
export type SkinsInput = {
  holes: Hole[];
  basis: SkinsBasis;
  entries: SkinsEntry[];
  /** A tied hole's skin carries to the next hole, or is void. */
  ties: 'carry_over' | 'void';
  /** With carry-over, the last hole's tie: its skins go to a play-off between the tied players, or are split. */
  lastHoleTie: 'play_off' | 'split';
  /** The pot in minor units (pence, cents). */
  potMinor: number;
};

/** What became of a hole's skins. */
export type SkinsHoleStatus = 'won' | 'carried' | 'void' | 'split' | 'play_off';

/** A hole of a skins game: who won it (or tied on it), with what score, and the skins and money it carried. */
export type SkinsHole = {
  hole: number;
  status: SkinsHoleStatus;
  /** The winner, or the players tied on the lowest score (none when no one scored). */
  playerIds: string[];
  /** The lowest score on the hole, gross or net. */
  score: number | null;
  /** Skins decided on this hole: its own and those carried to it (0 when carried on or void). */
  skins: number;
  valueMinor: number;
};

/** A player's skins: won outright, and the money won, split shares included. */
export type SkinsPlayer = { id: string; skins: number; holesWon: number[]; amountMinor: number };

/** Output of `skins`. */
export type SkinsOutcome = {
  holes: SkinsHole[];
  players: SkinsPlayer[];
  /** Skins decided: won, split or going to the play-off. */
  skinsWon: number;
  /** The last hole's skins when they go to a play-off: the money is the play-off winner's. */
  playOff: { hole: number; playerIds: string[]; skins: number; valueMinor: number } | null;
  /** Money no skin won (every skin void, or no one scored). */
  unawardedMinor: number;
};

/**
 * A skins game, golf-rules "Formats clubs play every week": each hole is won by the single lowest score, gross or net
 * (strokes received on each player's own card); a tie carries the skin to the next hole, or voids it; with carry-over
 * the last hole's tie goes to a play-off or splits its skins. A skin's value is the pot divided by the skins won, in
 * minor units, the remainder a unit each to the earliest skins (in hole order); a split's money is shared equally,
 * its remainder a unit each to the tied players in entry order.
 *
 * @throws GolfInputError for a pot that is not a whole, non-negative number of minor units, or a card that cannot be
 */
export function skins(input: SkinsInput): SkinsOutcome {
  const { holes, basis, entries, ties, lastHoleTie, potMinor } = input;
  const scores = skinsHoleScores(holes, basis, entries);
  assertOption(ties, 'ties', ['carry_over', 'void'] as const);
  assertOption(lastHoleTie, 'lastHoleTie', ['play_off', 'split'] as const);
  assertInteger(potMinor, 'potMinor');
  if (potMinor < 0) throw new GolfInputError('potMinor', 'out_of_range', `expected at least 0, got ${potMinor}`);

  let carried = 0;
  const decided = holes.map((_hole, holeIndex) => {
    const { low, players } = lowestOnHole(scores, holeIndex);
    const stake = 1 + carried;
    const last = holeIndex === holes.length - 1;
    let status: SkinsHoleStatus;
    if (players.length === 1) status = 'won';
    else if (ties === 'void') status = 'void';
    else if (!last) status = 'carried';
    else status = players.length === 0 ? 'void' : lastHoleTie;
    carried = status === 'carried' ? stake : 0;
    const won = status === 'won' || status === 'split' || status === 'play_off';
    return { hole: holeIndex + 1, status, players, score: low, skins: won ? stake : 0 };
  });

  const skinsWon = decided.reduce((sum, hole) => sum + hole.skins, 0);
  const skinValue = skinsWon === 0 ? 0 : Math.floor(potMinor / skinsWon);
  const remainder = skinsWon === 0 ? 0 : potMinor - skinValue * skinsWon;
  const amounts = entries.map(() => 0);
  let skinsBefore = 0;
  let playOff: SkinsOutcome['playOff'] = null;
  const lines = decided.map((hole): SkinsHole => {
    // Skins numbered in hole order: the first `remainder` of them are worth a unit more.
    const extra = Math.max(0, Math.min(hole.skins, remainder - skinsBefore));
    const valueMinor = hole.skins * skinValue + extra;
    skinsBefore += hole.skins;
    const playerIds = hole.players.map((entryIndex) => entries[entryIndex]!.id);
    if (hole.status === 'won') amounts[hole.players[0]!]! += valueMinor;
    if (hole.status === 'split') {
      const share = Math.floor(valueMinor / hole.players.length);
      hole.players.forEach((entryIndex, order) => {
        amounts[entryIndex]! += share + (order < valueMinor - share * hole.players.length ? 1 : 0);
      });
    }
    if (hole.status === 'play_off') playOff = { hole: hole.hole, playerIds, skins: hole.skins, valueMinor };
    return { hole: hole.hole, status: hole.status, playerIds, score: hole.score, skins: hole.skins, valueMinor };
  });
  const players = entries.map((entry, entryIndex) => {
    const holesWon = lines.filter((line) => line.status === 'won' && line.playerIds[0] === entry.id);
    return {
      id: entry.id,
      skins: holesWon.reduce((sum, line) => sum + line.skins, 0),
      holesWon: holesWon.map((line) => line.hole),
      amountMinor: amounts[entryIndex]!,
    };
  });
  return { holes: lines, players, skinsWon, playOff, unawardedMinor: skinsWon === 0 ? potMinor : 0 };
}
