import { and, asc, eq, gt, inArray, ne, notExists, or } from 'drizzle-orm';
import type { Actor } from '../../core/actor.js';
import { clubDates, clubNowIn } from '../../core/club-dates.js';
import type { Database } from '../../db/client.js';
import {
  competitionEntries,
  golfCourseMembers,
  golfCourses,
  tournamentEntryRules,
  tournaments,
} from '../../db/schema/index.js';
import { competitionAsSeen, standingStatuses } from './competition-as-seen.js';
import { visitorOf } from './visitor-of.js';
import { readCompetitionEntries } from './read-competition-entries.js';

/**
 * The open events of other Fairway clubs, as a member of the active club sees them: tournaments whose entry rules let
 * golfers of other clubs enter, of clubs the caller is not a member of (a guest there may enter as their home club's golfer), whose entries have not closed or that they
 * stand entered in, until the event's last day; each with its club, whether the organiser approves entries, the
 * caller's standing and whether they may enter. Nothing else of the host's is read. A caller who is not a member of
 * the active club has none.
 */
export async function listOpenCompetitions(db: Database, actor: Actor) {
  const homeClubId = actor.golfCourseId!;
  const visitor = await visitorOf(db, actor);
  if (!visitor) return [];
  const now = new Date();
  const standing = inArray(competitionEntries.status, [...standingStatuses]);
  const ownEntries = db
    .select({ id: competitionEntries.tournament_id })
    .from(competitionEntries)
    .where(
      and(
        eq(competitionEntries.home_golf_course_id, homeClubId),
        eq(competitionEntries.member_id, visitor.id),
        standing,
      ),
    );
  const membersClubs = db
    .select({ id: golfCourseMembers.id })
    .from(golfCourseMembers)
    .where(
      and(
        eq(golfCourseMembers.golf_course_id, tournaments.golf_course_id),
        eq(golfCourseMembers.member_id, visitor.id),
        eq(golfCourseMembers.is_guest, false),
      ),
    );
  const rows = await db
    .select({
      tournament: tournaments,
      rules: tournamentEntryRules,
      clubName: golfCourses.name,
      currency: golfCourses.currency,
    })
    .from(tournaments)
    .innerJoin(tournamentEntryRules, eq(tournamentEntryRules.tournament_id, tournaments.id))
    .innerJoin(golfCourses, eq(golfCourses.id, tournaments.golf_course_id))
    .where(
      and(
        eq(tournamentEntryRules.other_clubs_allowed, true),
        ne(tournaments.golf_course_id, homeClubId),
        notExists(membersClubs),
        or(gt(tournaments.entries_close_at, now), inArray(tournaments.id, ownEntries)),
      ),
    )
    .orderBy(asc(tournaments.start_date), asc(tournaments.id));
  const entries = await readCompetitionEntries(
    db,
    homeClubId,
    and(eq(competitionEntries.home_golf_course_id, homeClubId), eq(competitionEntries.member_id, visitor.id), standing),
  );
  const seen = await Promise.all(
    rows.map(async ({ tournament, rules, clubName, currency }) => {
      const dates = await clubDates(db, tournament.golf_course_id);
      if (tournament.end_date < clubNowIn(dates.timeZone, now).today) return null;
      const entry = entries.find((candidate) => candidate.tournament_id === tournament.id) ?? null;
      const competition = await competitionAsSeen(db, { tournament, rules, entrant: visitor, entry, dates, now });
      return { ...competition, club_name: clubName, currency, approval_required: rules.other_clubs_approval };
    }),
  );
  return seen.filter((competition) => competition !== null);
}
