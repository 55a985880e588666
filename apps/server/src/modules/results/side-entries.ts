import {
  SCRAMBLE_ALLOWANCES,
  SIDE_ALLOWANCES,
  type SideFormat,
  courseHandicap,
  scrambleHandicap,
  sideHandicap,
} from '@fairway/golf';
import { InvalidInputError } from '../../core/domain-errors.js';
import type { EntryCard } from './read-tournament-cards.js';

/** A side or scramble team of the tournament: its name and its captain, whose card is the side's when a partner. */
export type SideTeam = { id: number; name: string; captainMemberId: number | null };

/** The terms a side's handicap is worked out on. */
export type SideHandicapTerms = { format: SideFormat | 'scramble'; allowancePercent: number; holes: 9 | 18 };

/** A partner as their side's handicap needs them: the index and ratings they were entered on, or their handicaps. */
export type SidePartner = Pick<
  EntryCard,
  'handicapIndex' | 'courseRating' | 'slopeRating' | 'ratedPar' | 'playingHandicap'
> & { courseHandicap?: number | null };

/**
 * The partner whose card is the side's one card: its captain when a partner, else the partner of the lowest member
 * id. Saving a score keeps the card under the same partner (`sideCardOf` in SQL, in the scoring module).
 */
export function sideCardHolder<Partner extends { memberId: number }>(
  partners: readonly Partner[],
  captainMemberId: number | null,
): Partner {
  const captain = partners.find((partner) => partner.memberId === captainMemberId);
  return captain ?? [...partners].sort((left, right) => left.memberId - right.memberId)[0]!;
}

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

/** A side as its card and its results line name it: "Side 1 (Ann Smith and Bob Jones)". */
export const sideName = (teamName: string, partners: readonly { name: string }[]) =>
  `${teamName} (${partners.map((partner) => partner.name).join(' and ')})`;

/**
 * The field of a side or scramble format as it is ranked: one entry per side or team, named after it and its partners,
 * its card the card holder's (`sideCardHolder`), its playing handicap from `@fairway/golf` (`sideHandicap`,
 * `scrambleHandicap`) on the partners' unrounded course handicaps; its category and status its card holder's.
 * Refused (400): a player in no side, a side short of partners.
 */
export function sideEntries(
  entries: EntryCard[],
  teams: SideTeam[],
  terms: SideHandicapTerms & { formatName: string },
): EntryCard[] {
  const format = terms.formatName;
  const unpaired = entries.filter((entry) => entry.teamId === null);
  if (unpaired.length > 0) {
    throw new InvalidInputError({
      non_field_errors: [
        `In a ${format} every player plays in a side or team: ${unpaired.map((entry) => entry.name).join(', ')} ${unpaired.length === 1 ? 'is' : 'are'} in none.`,
      ],
    });
  }
  return teams.flatMap((team) => {
    const partners = entries.filter((entry) => entry.teamId === team.id);
    if (partners.length === 0) return [];
    if (partners.length === 1) {
      throw new InvalidInputError({
        non_field_errors: [`${team.name} has one player: a ${format} side or team has at least two.`],
      });
    }
    const holder = sideCardHolder(partners, team.captainMemberId);
    return [
      {
        ...holder,
        name: sideName(team.name, partners),
        playingHandicap: sidePlayingHandicap(partners, terms),
        courseHandicap: null,
        handicapIndex: null,
      },
    ];
  });
}
