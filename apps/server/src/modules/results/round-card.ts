import type { Hole } from '@fairway/golf';
import type { TournamentCards } from './read-tournament-cards.js';

/** A round's card as matches, pairs and teams are scored on: the tournament's pars and stroke indexes, in card order. */
export function roundCard(round: TournamentCards['rounds'][number]): Hole[] {
  return round.holes.map((hole) => ({ par: hole.par, strokeIndex: hole.strokeIndex }));
}
