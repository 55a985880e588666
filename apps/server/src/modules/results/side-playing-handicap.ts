import {
  SCRAMBLE_ALLOWANCES,
  SIDE_ALLOWANCES,
  type SideFormat,
  courseHandicap,
  scrambleHandicap,
  sideHandicap,
} from '@fairway/golf';
import type { EntryCard } from './read-tournament-cards.js';

/** The terms a side's handicap is worked out on. */
export type SideHandicapTerms = { format: SideFormat | 'scramble'; allowancePercent: number; holes: 9 | 18 };

/** A partner as their side's handicap needs them: the index and ratings they were entered on, or their handicaps. */
export type SidePartner = Pick<
  EntryCard,
  'handicapIndex' | 'courseRating' | 'slopeRating' | 'ratedPar' | 'playingHandicap'
> & { courseHandicap?: number | null };

/** A partner's course handicap unrounded when rated (WHS Rule 6.1), else the one stored, rounded. */
function unroundedCourseHandicap(partner: SidePartner, holes: 9 | 18): number {
  const { handicapIndex, courseRating, slopeRating, ratedPar } = partner;
  if (handicapIndex === null || courseRating === null || slopeRating === null || ratedPar === null) {
    return partner.courseHandicap ?? partner.playingHandicap ?? 0;
  }
  return courseHandicap({ handicapIndex, courseRating, slopeRating, par: ratedPar, holes });
}

/**
 * A side's or scramble team's playing handicap: its format's Appendix C shares (`sideHandicap`, `scrambleHandicap`),
 * each taken at the tournament's allowance, on the partners' unrounded course handicaps.
 */
export function sidePlayingHandicap(partners: readonly SidePartner[], terms: SideHandicapTerms): number {
  const courseHandicaps = partners.map((partner) => unroundedCourseHandicap(partner, terms.holes));
  const part = (percent: number) => (percent * terms.allowancePercent) / 100;
  if (terms.format === 'scramble') {
    const size = courseHandicaps.length as 2 | 3 | 4;
    return scrambleHandicap({ courseHandicaps, percents: SCRAMBLE_ALLOWANCES[size].map(part) });
  }
  const shares = SIDE_ALLOWANCES[terms.format];
  return sideHandicap({
    format: terms.format,
    courseHandicaps,
    lowerPercent: part(shares.lowerPercent),
    higherPercent: part(shares.higherPercent),
  });
}
