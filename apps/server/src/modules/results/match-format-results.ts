import type { ResultMatch, ResultTeam } from '@fairway/contract';
import { fourBallResults } from './four-ball-results.js';
import { matchResults } from './match-results.js';
import type { MatchGroup, MatchTeam } from './read-match-groups.js';
import type { EntryCard, TournamentCards } from './read-tournament-cards.js';
import { teamResults } from './team-results.js';

/** The formats whose results are matches or teams rather than a table of players. */
export const matchFormats = ['fourball', 'press_repress', 'ryder_cup', 'team'] as const;
export type MatchFormatName = (typeof matchFormats)[number];

/** What the match and team formats are calculated from. */
export type MatchFormatInput = {
  format: MatchFormatName;
  /**
   * Gross, or net on the entries' playing handicaps as entered (which carry the tournament's allowance); a Ryder
   * Cup's matches each at their own format's allowance instead.
   */
  basis: 'gross' | 'net';
  /** The tournament's maximum playing handicap, if it sets one. */
  maximumPlayingHandicap: number | null;
  /** A team event's N of "best N of M". */
  teamBestN: number | null;
  /** A press and re-press: a side this many down in the newest bet presses automatically. */
  pressWhenDown: number;
  rounds: TournamentCards['rounds'];
  entries: EntryCard[];
  teams: MatchTeam[];
  groups: MatchGroup[];
};

/** A format's matches and team lines, as the results snapshot stores them. */
export type MatchFormatOutcome = { matches: ResultMatch[]; teams: ResultTeam[] };

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
