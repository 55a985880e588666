import { courseHandicap } from './course-handicap.js';
import { GolfInputError } from './golf-input-error.js';
import { playingHandicap } from './playing-handicap.js';
import { roundCourseHandicap } from './rounding.js';
import { assertInteger } from './number-assertions.js';

/** Input of `entryHandicaps`: a golfer's index and the ratings of the tee set they play, for their gender. */
export type EntryHandicapsInput = {
  handicapIndex: number;
  courseRating: number;
  slopeRating: number;
  par: number;
  /** 18 by default; 9 for a 9-hole event on the nine's own ratings and par. */
  holes?: 9 | 18;
  /** The format's handicap allowance in percent (95 means 95 %). */
  allowancePercent: number;
  /** The competition's maximum playing handicap, if it sets one. */
  maximumPlayingHandicap?: number | null;
};

/** An entry's handicaps: the course handicap as a whole number (for display), and the playing handicap. */
export type EntryHandicaps = {
  /** Before rounding: the figure the playing handicap is worked out from. */
  unroundedCourseHandicap: number;
  /** Rounded half up, as shown on a card and used for net double bogey. */
  courseHandicap: number;
  /** The unrounded course handicap times the allowance, rounded half up, then at most the maximum. */
  playingHandicap: number;
  /** Whether the maximum lowered the playing handicap. */
  cappedByMaximum: boolean;
};

/**
 * A competitor's handicaps on the day, WHS Rules 6.1 and 6.2: the course handicap from the index and the tee set's
 * ratings, then the playing handicap from the unrounded course handicap and the allowance (Appendix C), at most the
 * competition's maximum where the committee sets one (Appendix C's terms of the competition).
 *
 * @throws GolfInputError as `courseHandicap` and `playingHandicap` do, or for a maximum that is not a whole number
 */
export function entryHandicaps(input: EntryHandicapsInput): EntryHandicaps {
  const unrounded = courseHandicap({
    handicapIndex: input.handicapIndex,
    slopeRating: input.slopeRating,
    courseRating: input.courseRating,
    par: input.par,
    holes: input.holes ?? 18,
  });
  const playing = playingHandicap({ courseHandicap: unrounded, allowancePercent: input.allowancePercent });
  const maximum = input.maximumPlayingHandicap ?? null;
  if (maximum !== null) {
    assertInteger(maximum, 'maximumPlayingHandicap');
    if (maximum < 0)
      throw new GolfInputError('maximumPlayingHandicap', 'out_of_range', `expected at least 0, got ${maximum}`);
  }
  const cappedByMaximum = maximum !== null && playing > maximum;
  return {
    unroundedCourseHandicap: unrounded,
    courseHandicap: roundCourseHandicap(unrounded),
    playingHandicap: cappedByMaximum ? maximum : playing,
    cappedByMaximum,
  };
}
