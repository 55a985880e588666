import { createSeededRandom } from './create-seeded-random.js';
import { GolfInputError } from './golf-input-error.js';
import { shuffled } from './shuffled.js';
import { assertOption } from './validation.js';
import { assertInteger } from './number-assertions.js';

/** Input of `knockoutDraw`. */
export type KnockoutDrawInput = {
  /** The players' ids, best seed first: a qualifying round's order or a handicap order. */
  players: readonly string[];
  /** `'given'` seeds the players in their order; `'random'` draws the order from `seed`. */
  seeding: 'given' | 'random';
  /** The random draw's seed, kept so the draw can be replayed (`createSeededRandom`). */
  seed?: number;
  /** Whether a field short of a power of two may be made up with byes (true by default). */
  byes?: boolean;
};

/** A knockout's draw: the bracket's size, the players by seed, and the first round's lines in bracket order. */
export type KnockoutDraw = {
  /** 2^n: the lines of the first round. */
  size: number;
  /** The players' ids by seed: seed 1 first. */
  seeds: string[];
  /** The first round's lines in bracket order, two a match: a player's id, or `null` for a bye. */
  slots: (string | null)[];
};

/**
 * The bracket order of seeds 1 to `size` (a power of two): seed 1 at the top, seed 2 at the bottom, and each round's
 * pairs adding up to one more than the lines, so the better seeds meet only as late as can be (1 and 2 in the final,
 * 1 to 4 in the semi-finals).
 */
function seedOrder(size: number): number[] {
  let order = [1];
  for (let lines = 2; lines <= size; lines *= 2) {
    order = order.flatMap((seed) => [seed, lines + 1 - seed]);
  }
  return order;
}

/**
 * A match-play knockout's draw, golf-rules "Formats clubs play every week": a bracket of 2^n lines, the players placed
 * by seed so that seeds 1 and 2 can meet only in the final, and the byes that make up a short field given to the top
 * seeds (the byes are the missing seeds N + 1 to 2^n, each drawn against one of seeds 1 to 2^n - N). The seeds are the
 * given order, or a random draw from a recorded seed.
 *
 * @throws GolfInputError for a field of fewer than two, a player twice, a field that needs byes when byes are not
 *   allowed, or a random draw without a whole seed
 */
export function knockoutDraw(input: KnockoutDrawInput): KnockoutDraw {
  const { players, seeding, byes = true } = input;
  assertOption(seeding, 'seeding', ['given', 'random'] as const);
  if (!Array.isArray(players) || players.length < 2) {
    throw new GolfInputError('players', 'out_of_range', 'a knockout needs at least two players');
  }
  if (new Set(players).size !== players.length)
    throw new GolfInputError('players', 'invalid_option', 'a player is named twice');
  let size = 2;
  while (size < players.length) size *= 2;
  if (size !== players.length && !byes) {
    throw new GolfInputError(
      'players',
      'byes_needed',
      `${players.length} players need ${size - players.length} byes for a bracket of ${size}, and byes are not allowed`,
    );
  }
  let seeds = [...players];
  if (seeding === 'random') {
    assertInteger(input.seed, 'seed');
    seeds = shuffled(players, createSeededRandom(input.seed));
  }
  return { size, seeds, slots: seedOrder(size).map((seed) => seeds[seed - 1] ?? null) };
}
