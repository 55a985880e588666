import { fourBallResults } from './four-ball-results.js';
import { matchResults } from './match-results.js';
import type { MatchFormatInput, MatchFormatOutcome } from './read-match-groups.js';
import { teamResults } from './team-results.js';

/**
 * The results of a match or team format: a four-ball's pairs ranked on their better ball, a team event's teams on
 * their best N scores a hole, a Ryder Cup's matches with the sides' points, a press and re-press's matches with their
 * Nassau bets.
 */
export function matchFormatResults(input: MatchFormatInput): MatchFormatOutcome {
  if (input.format === 'fourball') return fourBallResults(input);
  if (input.format === 'team') return teamResults(input);
  return matchResults(input);
}
