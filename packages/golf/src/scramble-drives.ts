import { GolfInputError } from './golf-input-error.js';
import { assertInteger } from './number-assertions.js';

/** Input of `scrambleDrives`. */
export type ScrambleDrivesInput = {
  /** The team's players' ids. */
  players: readonly string[];
  /** Per hole in card order, the player whose drive the team used; `null` for a hole not played yet. */
  drivesUsed: readonly (string | null)[];
  /** The tournament's minimum drives per player (0: none). */
  minimumDrives: number;
};

/** A team's drives against the minimum: each player's count and shortfall, and whether the minimum is met or can be. */
export type ScrambleDrives = {
  players: { id: string; drives: number; short: number }[];
  /** Holes without a drive recorded yet. */
  holesLeft: number;
  /** Every player has at least the minimum. */
  met: boolean;
  /** The holes left are enough to make up every shortfall. */
  stillPossible: boolean;
};

/**
 * A scramble team's drives against the minimum per player, golf-rules "Formats clubs play every week" (a setting,
 * recorded per hole): how many of each player's drives the team used, how many each still lacks, and whether the
 * holes left could make them up.
 *
 * @throws GolfInputError for a player named twice, a drive by a player not of the team, or a minimum that is not a
 *   whole number or more than the card's holes can give every player
 */
export function scrambleDrives(input: ScrambleDrivesInput): ScrambleDrives {
  const { players, drivesUsed, minimumDrives } = input;
  if (new Set(players).size !== players.length)
    throw new GolfInputError('players', 'invalid_option', 'a player is named twice');
  assertInteger(minimumDrives, 'minimumDrives');
  if (minimumDrives < 0 || minimumDrives * players.length > drivesUsed.length) {
    throw new GolfInputError(
      'minimumDrives',
      'out_of_range',
      `expected 0 to ${Math.floor(drivesUsed.length / Math.max(players.length, 1))} drives each on ${drivesUsed.length} holes, got ${minimumDrives}`,
    );
  }
  const drives = new Map(players.map((id) => [id, 0]));
  let holesLeft = 0;
  drivesUsed.forEach((player, index) => {
    if (player === null) {
      holesLeft += 1;
      return;
    }
    const count = drives.get(player);
    if (count === undefined) {
      throw new GolfInputError(`drivesUsed[${index}]`, 'invalid_option', `${String(player)} is not of the team`);
    }
    drives.set(player, count + 1);
  });
  const lines = players.map((id) => {
    const count = drives.get(id) ?? 0;
    return { id, drives: count, short: Math.max(0, minimumDrives - count) };
  });
  const shortfall = lines.reduce((sum, line) => sum + line.short, 0);
  return { players: lines, holesLeft, met: shortfall === 0, stillPossible: shortfall <= holesLeft };
}
