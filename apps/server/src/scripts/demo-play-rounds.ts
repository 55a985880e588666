import { demoLiveTournamentName } from '../seed/demo-names.js';

/** What the choice reads of a round in play (`GET /api/player_rounds/active_rounds/`). */
export type RoundInPlay = { tournament_id: number | null; tournament_name: string | null; title: string };

/**
 * The rounds in play that `npm run demo:play` may play: the demo's own tournament, or the one named by `--tournament`.
 * A club's own tournaments are never played unasked, and a tournament not in play is refused, naming what is.
 */
export function roundsToPlay<Round extends RoundInPlay>(rounds: Round[], tournamentId: number | undefined): Round[] {
  const chosen = rounds.filter((round) =>
    tournamentId === undefined
      ? round.tournament_name === demoLiveTournamentName
      : round.tournament_id === tournamentId,
  );
  if (chosen.length > 0) return chosen;
  const inPlay = rounds
    .filter((round) => round.tournament_id !== null)
    .map((round) => `${round.title} (--tournament ${round.tournament_id})`);
  const wanted = tournamentId === undefined ? `The demo's ${demoLiveTournamentName}` : `Tournament ${tournamentId}`;
  throw new Error(
    `${wanted} has no round in play. ${inPlay.length > 0 ? `In play: ${inPlay.join(', ')}.` : 'No tournament round is in play.'}`,
  );
}
