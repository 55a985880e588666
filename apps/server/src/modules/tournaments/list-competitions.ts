import { and, asc, eq, gt, inArray, or, sql } from 'drizzle-orm';
import type { Actor } from '../../core/actor.js';
import { clubDates, clubNow } from '../../core/club-dates.js';
import type { Database } from '../../db/client.js';
import { inClub } from '../../db/club-scope.js';
import { competitionEntries, golfCourses, tournamentEntryRules, tournaments } from '../../db/schema/index.js';
import { competitionPurseBalance } from '../billing/index.js';
import { entrantOf } from './entrant-of.js';
import { competitionAsSeen, standingStatuses } from './competition-as-seen.js';
import { purseShortfall } from './purse-shortfall.js';
import { readCompetitionEntries } from './read-competition-entries.js';

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
    rows.map(({ tournament, rules }) =>
      competitionAsSeen(db, {
        tournament,
        rules,
        entrant,
        entry: entries.find((candidate) => candidate.tournament_id === tournament.id) ?? null,
        dates,
        now,
        feeRefusal: (terms) =>
          club!.competitionPurse && rules.accounts_head_id !== null
            ? purseShortfall(purseMinor, terms.feeMinor, club!.currency)
            : null,
      }),
    ),
  );
}
