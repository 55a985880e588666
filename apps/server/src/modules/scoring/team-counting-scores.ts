import type { TournamentRow } from './read-round-sheet.js';

/**
 * How many of a team's scores count on each hole: the event's best N (`team_best_n`) where it sets one, and a
 * four-ball's better ball (rules document "Four-ball"); none in a Ryder Cup, whose standings are its matches, nor in
 * an event that sets no best N.
 */
export function teamCountingScores(tournament: TournamentRow): number | null {
  if (tournament.format === 'ryder_cup') return null;
  if (tournament.format === 'fourball') return 1;
  return tournament.team_best_n;
}
