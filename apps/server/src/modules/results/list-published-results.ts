import { Role, type PublishedResult } from '@fairway/contract';
import { and, desc, eq, isNull, ne } from 'drizzle-orm';
import type { Actor } from '../../core/actor.js';
import { inClub } from '../../db/club-scope.js';
import type { Database } from '../../db/client.js';
import { tournamentMasters, tournamentResults, tournaments } from '../../db/schema/index.js';

/**
 * The active club's tournaments whose results are published, the latest first, with their series: what a member may
 * pick on the results and winner history pages, who cannot list the club's tournaments or series. The same editions
 * as the winner history: the club's admins every one; its other people those whose board is not hidden.
 */
export async function listPublishedResults(db: Database, actor: Actor): Promise<PublishedResult[]> {
  const everyEdition = actor.roles?.some((role) => role === Role.admin || role === Role.superAdmin) ?? false;
  const rows = await db
    .select({
      tournamentId: tournaments.id,
      name: tournaments.name,
      startDate: tournaments.start_date,
      format: tournamentResults.format,
      seriesId: tournamentMasters.id,
      seriesName: tournamentMasters.name,
      publishedAt: tournamentResults.published_at,
    })
    .from(tournaments)
    .innerJoin(tournamentResults, eq(tournamentResults.tournament_id, tournaments.id))
    .leftJoin(tournamentMasters, eq(tournamentMasters.id, tournaments.tournament_master_id))
    .where(
      and(
        inClub(tournaments, actor.golfCourseId!),
        eq(tournamentResults.published, true),
        // The results everyone reads: a recalculation waiting beside them is not yet.
        isNull(tournamentResults.replaced_at),
        everyEdition ? undefined : ne(tournaments.leaderboard_visibility, 'hidden'),
      ),
    )
    .orderBy(desc(tournaments.start_date), desc(tournaments.id));
  return rows.map((row) => ({
    tournament_id: row.tournamentId,
    tournament_name: row.name,
    start_date: row.startDate,
    format: row.format as PublishedResult['format'],
    tournament_master_id: row.seriesId,
    tournament_master_name: row.seriesName,
    published_at: row.publishedAt ?? new Date(0),
  }));
}
