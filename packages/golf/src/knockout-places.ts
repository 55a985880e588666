import { GolfInputError } from './golf-input-error.js';
import type { KnockoutRounds } from './knockout-bracket.js';

/** A player's place in a finished knockout: 1 for the champion, shared by the players beaten in the same round. */
export type KnockoutPlace = { player: string; position: number; tied: boolean; roundLost: number | null };

/**
 * The places of a knockout whose final is decided (golf-rules "Formats clubs play every week"), as clubs list a
 * draw's finishers: the champion 1st, the final's loser 2nd, the semi-finals' losers 3rd equal, the quarter-finals'
 * 5th equal, and so on (the players beaten in round r of R share place 2^(R - r) + 1). The champion first, then the
 * rounds' losers from the final back, each round's in the order of its matches.
 *
 * @throws GolfInputError for a knockout whose final is not decided yet
 */
export function knockoutPlaces(bracket: KnockoutRounds): KnockoutPlace[] {
  if (bracket.champion === null) {
    throw new GolfInputError('champion', 'out_of_range', 'the final is not decided yet');
  }
  const roundCount = bracket.rounds.length;
  const beaten = [...bracket.rounds]
    .reverse()
    .map((matches) =>
      matches.flatMap((match) =>
        match.sides.flatMap((side) =>
          side.player !== null && side.player !== match.winner ? [{ player: side.player, round: match.round }] : [],
        ),
      ),
    );
  return [
    { player: bracket.champion, position: 1, tied: false, roundLost: null },
    ...beaten.flatMap((losers) =>
      losers.map(({ player, round }) => ({
        player,
        position: 2 ** (roundCount - round) + 1,
        tied: losers.length > 1,
        roundLost: round,
      })),
    ),
  ];
}
