import { and, eq } from 'drizzle-orm';
import type { ClubDates } from '../../core/club-dates.js';
import type { Database } from '../../db/client.js';
import { tournamentMembers } from '../../db/schema/index.js';
import type { Entrant } from './golfer-of-club.js';
import { entryRefusal } from './entry-refusal.js';
import { type EntryRulesRow, type EntryTermsOfGolfer, entryTermsOf } from './entry-terms-of.js';
import { fieldPlaces } from './field-places.js';
import type { readCompetitionEntries } from './read-competition-entries.js';
import { sideSizeOf } from './side-size-of.js';
import type { TournamentRow } from './tournament-of.js';

type EntryAsRead = Awaited<ReturnType<typeof readCompetitionEntries>>[number];

/** What one golfer sees of an event open for entries: who they are, their standing entry, and the clock. */
export type CompetitionSeenBy = {
  tournament: TournamentRow;
  rules: EntryRulesRow;
  entrant: Entrant;
  entry: EntryAsRead | null;
  dates: ClubDates;
  now: Date;
  /** Why the golfer could not pay the fee of an entry going into the field now, where that can happen. */
  feeRefusal?: (terms: EntryTermsOfGolfer) => string | null;
};

/** The statuses of an entry that still stands: in the field, offered a place, waiting, or awaiting approval. */
export const standingStatuses = ['entered', 'waiting', 'offered', 'awaiting'] as const;

/** What a golfer's standing entry says instead of a reason to refuse them. */
const standingWords = {
  entered: 'You are entered.',
  offered: 'You are entered.',
  waiting: 'You are on the waiting list.',
  awaiting: 'Your entry awaits the organiser’s approval.',
} as const;

/**
 * An event open for entries as one golfer sees it: its places taken and waiting, the fee they would pay, whether they
 * may enter and, when not, why in words (their standing entry, the entry rules, a full field without a waiting list,
 * a fee they could not pay), how many golfers a side or team of theirs holds, and their standing entry.
 */
export async function competitionAsSeen(
  db: Database,
  { tournament, rules, entrant, entry, dates, now, feeRefusal }: CompetitionSeenBy,
) {
  const [terms, places, inField] = await Promise.all([
    entryTermsOf(db, tournament, rules, entrant, dates.timeZone),
    fieldPlaces(db, tournament.id),
    db
      .select({ id: tournamentMembers.id })
      .from(tournamentMembers)
      .where(and(eq(tournamentMembers.tournament_id, tournament.id), eq(tournamentMembers.member_id, entrant.id))),
  ]);
  const full =
    tournament.field_limit !== null &&
    (places.entered + places.offered >= tournament.field_limit || places.waiting > 0);
  const standing = entry === null ? null : standingWords[entry.status as keyof typeof standingWords];
  const reason =
    standing ??
    (inField.length > 0
      ? standingWords.entered
      : (entryRefusal({ now, tournament, rules, entrant, terms, dates }) ??
        (full && !rules.waiting_list
          ? `The field is full: all ${tournament.field_limit} places are taken, and the event keeps no waiting list.`
          : null) ??
        // An entry that goes into the field pays at once; one that waits pays when it is given a place.
        (!full && feeRefusal ? feeRefusal(terms) : null)));
  return {
    tournament_id: tournament.id,
    name: tournament.name,
    format: tournament.format,
    start_date: tournament.start_date,
    end_date: tournament.end_date,
    entries_open_at: rules.entries_open_at,
    entries_close_at: tournament.entries_close_at!,
    field_limit: tournament.field_limit,
    entered: places.entered,
    waiting: places.waiting + places.offered,
    fee_minor: terms.feeMinor,
    may_enter: reason === null,
    reason,
    // A golfer of another club enters an open event alone: their partners would be golfers of no club of the host.
    side_size: entrant.homeClub === null ? sideSizeOf(tournament) : null,
    guests_allowed: rules.guests_allowed,
    entry,
  };
}
