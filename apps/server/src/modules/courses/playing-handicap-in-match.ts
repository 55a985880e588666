import { matchPlayingHandicap } from '@fairway/golf';

/** What an entry of a tournament holds for its handicaps: the index and ratings it was entered on, and the result. */
export type EntryHandicapTerms = {
  handicapIndex: number | null;
  courseRating: number | null;
  slopeRating: number | null;
  ratedPar: number | null;
  playingHandicap: number | null;
};

/**
 * An entry's playing handicap in one match of a Ryder Cup, whose matches are of several formats: `@fairway/golf`'s
 * `matchPlayingHandicap`, the entry's unrounded course handicap at the match's format's allowance (singles 100 %,
 * four-ball 90 %), at most the tournament's maximum. An entry without an index plays off the playing handicap it was
 * entered with, or 0.
 */
export function playingHandicapInMatch(
  entry: EntryHandicapTerms,
  match: { format: 'singles' | 'fourball'; holeCount: number; maximumPlayingHandicap: number | null },
): number {
  const { handicapIndex, courseRating, slopeRating, ratedPar } = entry;
  if (handicapIndex === null || courseRating === null || slopeRating === null || ratedPar === null) {
    return entry.playingHandicap ?? 0;
  }
  return matchPlayingHandicap({
    handicapIndex,
    courseRating,
    slopeRating,
    par: ratedPar,
    holes: match.holeCount === 9 ? 9 : 18,
    format: match.format,
    maximumPlayingHandicap: match.maximumPlayingHandicap,
  });
}
