import { type ClubDates, formatClubDate } from '../../core/club-dates.js';
import type { Entrant } from './golfer-of-club.js';
import type { EntryRulesRow, EntryTermsOfGolfer } from './entry-terms-of.js';
import type { TournamentRow } from './tournament-of.js';

/** What an entry is weighed on: the moment, the tournament and its rules, the golfer and their standing. */
export type EntryFacts = {
  now: Date;
  tournament: TournamentRow;
  rules: EntryRulesRow;
  entrant: Entrant;
  terms: EntryTermsOfGolfer;
  dates: ClubDates;
  /** A partner a member enters with: the golfer weighed, named in the words instead of “you”. */
  partnerName?: string;
};

const genderWords = { M: 'men', F: 'ladies' } as const;

/** The words naming the golfer weighed: the one entering (“you”), or the partner they enter with. */
function golferWords(partnerName: string | undefined) {
  if (partnerName === undefined) return { have: 'you have', are: 'you are', yours: 'yours', fall: 'you fall' };
  return {
    have: `${partnerName} has`,
    are: `${partnerName} is`,
    yours: `${partnerName}’s`,
    fall: `${partnerName} falls`,
  };
}

/**
 * Why a golfer may not enter a tournament themselves, in words to show them, or null when they may: the tournament
 * takes entries, between their open and close; golfers of other clubs only at an open event, guests only where
 * allowed; their member type, gender, Handicap Index on the day entries close and category as the rules ask. Of a
 * partner, the words name them.
 */
export function entryRefusal({
  now,
  tournament,
  rules,
  entrant,
  terms,
  dates,
  partnerName,
}: EntryFacts): string | null {
  const golfer = golferWords(partnerName);
  if (tournament.status !== 'draft' && tournament.status !== 'open') {
    return `The tournament is ${tournament.status.replace('_', ' ')}: it takes no entries.`;
  }
  if (now.getTime() < rules.entries_open_at.getTime()) {
    return `Entries open at ${formatClubDate(rules.entries_open_at, dates, { withTime: true })}.`;
  }
  if (tournament.entries_close_at === null || now.getTime() >= tournament.entries_close_at.getTime()) {
    const closedAt = tournament.entries_close_at ?? now;
    return `Entries closed at ${formatClubDate(closedAt, dates, { withTime: true })}.`;
  }
  const visiting = entrant.homeClub !== null;
  if (visiting && !rules.other_clubs_allowed) {
    return 'The event is for golfers of its club: golfers of other clubs may not enter.';
  }
  if (entrant.isGuest && !rules.guests_allowed) {
    return partnerName === undefined
      ? 'The event is for members of the club: guests may not enter.'
      : `The event is for members of the club: ${partnerName} is a guest, and guests may not enter.`;
  }
  // A golfer of another club has no member type at the host: an open event takes them whatever their type.
  if (!visiting && !entrant.isGuest && rules.member_type_ids.length > 0) {
    const allowed = terms.allowedTypeNames.join(', ');
    if (terms.memberType === null) {
      return `The event is for members of the types ${allowed}; ${golfer.have} no member type.`;
    }
    if (!rules.member_type_ids.includes(terms.memberType.id)) {
      return `The event is for members of the types ${allowed}; ${golfer.are} a ${terms.memberType.name} member.`;
    }
  }
  if (rules.gender !== null && rules.gender !== entrant.gender) {
    const only = `The event is for ${genderWords[rules.gender as 'M' | 'F']} only`;
    return partnerName === undefined ? `${only}.` : `${only}: ${partnerName} may not enter it.`;
  }
  const minimum = rules.minimum_handicap_index;
  const maximum = rules.maximum_handicap_index;
  if (minimum !== null || maximum !== null) {
    const range =
      minimum === null ? `up to ${maximum}` : maximum === null ? `from ${minimum}` : `from ${minimum} to ${maximum}`;
    const day = formatClubDate(terms.closeDay, dates);
    if (terms.handicapIndex === null) {
      return `The event is for Handicap Indexes ${range} on ${day}, when entries close; ${golfer.have} no Handicap Index.`;
    }
    if ((minimum !== null && terms.handicapIndex < minimum) || (maximum !== null && terms.handicapIndex > maximum)) {
      return `The event is for Handicap Indexes ${range} on ${day}, when entries close; ${golfer.yours} is ${terms.handicapIndex}.`;
    }
  }
  if (rules.categories.length > 0 && !rules.categories.includes(terms.category)) {
    const fallsIn = terms.category === '' ? `${golfer.fall} in none of them` : `${golfer.fall} in ${terms.category}`;
    return `The event is for the categories ${rules.categories.join(', ')}; ${fallsIn}.`;
  }
  return null;
}
