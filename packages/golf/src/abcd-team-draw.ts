import { createSeededRandom } from './create-seeded-random.js';
import { byHandicapIndex, type FlightPlayer } from './flight-player.js';
import { GolfInputError } from './golf-input-error.js';
import { shuffled } from './shuffled.js';
import { assertInteger } from './number-assertions.js';

/** Input of `abcdTeamDraw`. */
export type AbcdTeamDrawInput = {
  players: readonly FlightPlayer[];
  /** The draw's seed, kept so the draw can be replayed (`createSeededRandom`). */
  seed: number;
};

/**
 * ABCD teams of four, golf-rules "Formats clubs play every week": the field in Handicap Index order cut into quarters
 * (A the lowest indexes, D the highest; players without an index last), and each team drawn one player from each
 * quarter at random from a recorded seed.
 *
 * @returns the teams, each as [A, B, C, D] player ids
 * @throws GolfInputError for a field that is not a whole number of fours, a player twice, or a seed that is not whole
 */
export function abcdTeamDraw(input: AbcdTeamDrawInput): string[][] {
  const ordered = byHandicapIndex(input.players);
  assertInteger(input.seed, 'seed');
  if (ordered.length === 0 || ordered.length % 4 !== 0) {
    throw new GolfInputError('players', 'side_size', `ABCD teams need a field of fours, got ${ordered.length} players`);
  }
  const random = createSeededRandom(input.seed);
  const quarter = ordered.length / 4;
  const quarters = [0, 1, 2, 3].map((letter) =>
    shuffled(
      ordered.slice(letter * quarter, (letter + 1) * quarter).map((player) => player.id),
      random,
    ),
  );
  return Array.from({ length: quarter }, (_, team) => quarters.map((drawn) => drawn[team]!));
}
