import { Role, type TournamentResultHistory } from '@fairway/contract';
import { and, desc, eq, isNull, ne } from 'drizzle-orm';
import type { Actor } from '../../core/actor.js';
import { NotFoundError } from '../../core/domain-errors.js';
import { inClub } from '../../db/club-scope.js';
import type { Database } from '../../db/client.js';
import { tournamentMasters, tournamentResults, tournaments } from '../../db/schema/index.js';

/**
 * The winners of every edition of a series of the active club, by year and category: each tournament of the series
 * whose results are published, the latest first, with each results table's players placed first (more than one where
 * countback left a tie standing). The club's admins see every edition; its other people those whose board is not
 * hidden. Another club's series is not found.
 */
export async function readResultHistory(
  db: Database,
  actor: Actor,
  seriesId: number,
): Promise<TournamentResultHistory> {
  const [series] = await db
    .select({ id: tournamentMasters.id, name: tournamentMasters.name })
    .from(tournamentMasters)
    .where(and(eq(tournamentMasters.id, seriesId), inClub(tournamentMasters, actor.golfCourseId!)));
  if (!series) throw new NotFoundError();
  const everyEdition = actor.roles?.some((role) => role === Role.admin || role === Role.superAdmin) ?? false;
  const editions = await db
    .select({
      tournamentId: tournaments.id,
      name: tournaments.name,
      startDate: tournaments.start_date,
      format: tournamentResults.format,
      basis: tournamentResults.basis,
      categories: tournamentResults.categories,
    })
    .from(tournaments)
    .innerJoin(tournamentResults, eq(tournamentResults.tournament_id, tournaments.id))
    .where(
      and(
        eq(tournaments.tournament_master_id, series.id),
        inClub(tournaments, actor.golfCourseId!),
        eq(tournamentResults.published, true),
        // The results everyone reads: a recalculation waiting beside them is not yet.
        isNull(tournamentResults.replaced_at),
        everyEdition ? undefined : ne(tournaments.leaderboard_visibility, 'hidden'),
      ),
    )
    .orderBy(desc(tournaments.start_date), desc(tournaments.id));
  return {
    tournament_master_id: series.id,
    name: series.name,
    editions: editions.map((edition) => ({
      year: Number(edition.startDate.slice(0, 4)),
      tournament_id: edition.tournamentId,
      tournament_name: edition.name,
      start_date: edition.startDate,
      format: edition.format as TournamentResultHistory['editions'][number]['format'],
      basis: edition.basis as TournamentResultHistory['editions'][number]['basis'],
      categories: edition.categories.map((table) => ({
        category: table.category,
        winners: table.rows
          .filter((row) => row.position === 1)
          .map((row) => ({
            member_id: row.member_id,
            team_id: row.team_id,
            name: row.name,
            position_display: row.position_display,
            gross: row.gross,
            net: row.net,
            points: row.points,
          })),
      })),
    })),
  };
}
