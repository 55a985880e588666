import { and, asc, eq, gt, inArray, or, sql } from 'drizzle-orm';
import type { Actor } from '../../core/actor.js';
import { clubDates, clubNow } from '../../core/club-dates.js';
import type { Database } from '../../db/client.js';
import { inClub } from '../../db/club-scope.js';
import {
  competitionEntries,
  golfCourses,
  tournamentEntryRules,
  tournaments,
  tournamentMembers,
} from '../../db/schema/index.js';
import { competitionPurseBalance } from '../billing/index.js';
import { entrantOf } from './entrant-of.js';
import { entryRefusal } from './entry-refusal.js';
import { entryTermsOf } from './entry-terms-of.js';
import { fieldPlaces } from './field-places.js';
import { purseShortfall } from './purse-shortfall.js';
import { readCompetitionEntries } from './read-competition-entries.js';

/** The statuses of an entry that still stands: in the field, offered a place, or waiting. */
const standingStatuses = ['entered', 'waiting', 'offered'] as const;

/**
 * The club's tournaments open for members' own entries, as the caller sees them: those whose entries have not closed,
 * and those to come they stand entered in; each with its places taken and waiting, the fee the caller would pay,
 * whether they may enter and why not, and their standing entry. A caller who is not a golfer of the club has none.
 */
export async function listCompetitions(db: Database, actor: Actor) {
  const golfCourseId = actor.golfCourseId!;
  const entrant = await entrantOf(db, actor);
  if (!entrant) return [];
  const now = new Date();
  const [dates, clock, [club], purseMinor] = await Promise.all([
    clubDates(db, golfCourseId),
    clubNow(db, golfCourseId),
    db
      .select({ currency: golfCourses.currency, competitionPurse: golfCourses.competition_purse })
      .from(golfCourses)
      .where(eq(golfCourses.id, golfCourseId)),
    competitionPurseBalance(db, golfCourseId, entrant.id),
  ]);
  const ownEntries = db
    .select({ id: competitionEntries.tournament_id })
    .from(competitionEntries)
    .where(
      and(
        inClub(competitionEntries, golfCourseId),
        eq(competitionEntries.member_id, entrant.id),
        inArray(competitionEntries.status, [...standingStatuses]),
      ),
    );
  const rows = await db
    .select({ tournament: tournaments, rules: tournamentEntryRules })
    .from(tournaments)
    .innerJoin(tournamentEntryRules, eq(tournamentEntryRules.tournament_id, tournaments.id))
    .where(
      and(
        inClub(tournaments, golfCourseId),
        sql`${tournaments.end_date} >= ${clock.today}`,
        or(gt(tournaments.entries_close_at, now), inArray(tournaments.id, ownEntries)),
      ),
    )
    .orderBy(asc(tournaments.start_date), asc(tournaments.id));
  const entries = await readCompetitionEntries(
    db,
    golfCourseId,
    and(eq(competitionEntries.member_id, entrant.id), inArray(competitionEntries.status, [...standingStatuses])),
  );
  return Promise.all(
    rows.map(async ({ tournament, rules }) => {
      const [terms, places, inField] = await Promise.all([
        entryTermsOf(db, tournament, rules, entrant, dates.timeZone),
        fieldPlaces(db, tournament.id),
        db
          .select({ id: tournamentMembers.id })
          .from(tournamentMembers)
          .where(and(eq(tournamentMembers.tournament_id, tournament.id), eq(tournamentMembers.member_id, entrant.id))),
      ]);
      const entry = entries.find((candidate) => candidate.tournament_id === tournament.id) ?? null;
      const full =
        tournament.field_limit !== null &&
        (places.entered + places.offered >= tournament.field_limit || places.waiting > 0);
      const reason =
        entry?.status === 'waiting'
          ? 'You are on the waiting list.'
          : entry !== null || inField.length > 0
            ? 'You are entered.'
            : (entryRefusal({ now, tournament, rules, entrant, terms, dates }) ??
              (full && !rules.waiting_list
                ? `The field is full: all ${tournament.field_limit} places are taken, and the event keeps no waiting list.`
                : null) ??
              // An entry that goes into the field pays at once; one that waits pays when it is given a place.
              (!full && club!.competitionPurse && rules.accounts_head_id !== null
                ? purseShortfall(purseMinor, terms.feeMinor, club!.currency)
                : null));
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
        entry,
      };
    }),
  );
}
