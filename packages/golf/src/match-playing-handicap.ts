import { entryHandicaps, type EntryHandicapsInput } from './entry-handicaps.js';
import type { MatchFormat } from './match-play-hole-results.js';
import { assertOption } from './validation.js';

/**
 * The handicap allowance of a match's format of play, WHS Appendix C: singles 100 %, four-ball 90 %, foursomes 50 %
 * (taken of the partners' combined course handicaps, so never one player's figure).
 *
 * @throws GolfInputError for a format that is not singles, four-ball or foursomes
 */
export function matchFormatAllowance(format: MatchFormat): number {
  assertOption(format, 'format', ['singles', 'fourball', 'foursomes'] as const);
  return { singles: 100, fourball: 90, foursomes: 50 }[format];
}

/** Input of `matchPlayingHandicap`: the entry's index and ratings, and the format of the match they play. */
export type MatchPlayingHandicapInput = Omit<EntryHandicapsInput, 'allowancePercent'> & {
  format: Exclude<MatchFormat, 'foursomes'>;
};

/**
 * A player's playing handicap for one match of an event whose matches are of several formats (a Ryder Cup's
 * singles and four-balls), golf-rules "Allowance per format of play": the entry's unrounded course handicap (WHS Rule
 * 6.1) at the match's format's allowance (Appendix C), rounded half up, at most the competition's maximum. The lowest
 * of the match then plays off 0 (`matchPlayHoleResults`).
 *
 * @throws GolfInputError as `entryHandicaps` does, or for foursomes, whose handicap is the side's and not a player's
 */
export function matchPlayingHandicap(input: MatchPlayingHandicapInput): number {
  const { format, ...entry } = input;
  assertOption(format, 'format', ['singles', 'fourball'] as const);
  return entryHandicaps({ ...entry, allowancePercent: matchFormatAllowance(format) }).playingHandicap;
}
