import type { Hole } from '@fairway/golf';
import type { TournamentCards } from './read-tournament-cards.js';

/**
 * A round's card of the course's holes, in card order: the event's card that each player's own (`EntryRoundCard.holes`,
 * their tee set's and gender's) is checked against, and its hole count.
 */
export function roundCard(round: TournamentCards['rounds'][number]): Hole[] {
  return round.holes.map((hole) => ({ par: hole.par, strokeIndex: hole.strokeIndex }));
}
