import type { TournamentRow } from './tournament-of.js';

/**
 * The most golfers of a side or team a member enters with their partners: the tournament's team size where it plays
 * as sides or teams (foursomes, greensomes, Chapman, four-ball, a scramble, a team event); null where golfers enter
 * alone, and in a Ryder Cup, whose two sides are picked by their captains.
 */
export function sideSizeOf(tournament: Pick<TournamentRow, 'format' | 'team_size'>): number | null {
  return tournament.format === 'ryder_cup' ? null : tournament.team_size;
}
