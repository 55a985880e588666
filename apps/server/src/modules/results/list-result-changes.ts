import type { PublishedResultChanges, TournamentFormat } from '@fairway/contract';
import { GolfInputError } from '@fairway/golf';
import { TransactionRollbackError, and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Actor } from '../../core/actor.js';
import { ConflictError, InvalidInputError } from '../../core/domain-errors.js';
import { inClub } from '../../db/club-scope.js';
import type { Database } from '../../db/client.js';
import { tournamentResults, tournaments } from '../../db/schema/index.js';
import { tournamentsOfOrganiser } from '../tournaments/index.js';
import { calculateResults } from './calculate-results.js';
import { type ComparedResults, compareResults, type ResultDifferences } from './compare-results.js';

/**
 * Recalculates a tournament's published results as `recalculate_score_details_for_tournament` would, in a transaction
 * rolled back, and answers what would change, or the words of the calculation's refusal: nothing is stored, so the
 * published results, a recalculation waiting beside them and the audit stay as they were.
 */
async function triedRecalculation(
  db: Database,
  actor: Actor,
  tournamentId: number,
  published: ComparedResults,
): Promise<ResultDifferences | string> {
  let differences: ResultDifferences | undefined;
  try {
    await db.transaction(async (tx) => {
      differences = compareResults(published, await calculateResults(tx, actor, tournamentId, undefined, true));
      tx.rollback();
    });
  } catch (error) {
    if (error instanceof InvalidInputError) return Object.values(error.fields).flat().join(' ');
    if (error instanceof ConflictError || error instanceof GolfInputError) return error.message;
    if (!(error instanceof TransactionRollbackError)) throw error;
  }
  return differences!;
}

/**
 * The active club's tournaments whose published results differ from what their stored scores and handicaps give by
 * the rules as the code holds them now (after a correction of the rules, or of a card or a handicap): each with the
 * players', pairs', teams' and matches' lines that would change, published and recalculated, the latest first. Every
 * format is recalculated, the match and team formats included. A tournament whose recalculation is refused (finalised,
 * a card since left incomplete) is listed with the refusal, as its results cannot be checked. Nothing is stored: what
 * members read stays until an organiser publishes the results again (`republishResults`). An event manager's list
 * holds the tournaments of their own series.
 */
export async function listResultChanges(db: Database, actor: Actor): Promise<PublishedResultChanges[]> {
  const reach = tournamentsOfOrganiser(actor);
  const published = await db
    .select({
      tournamentId: tournaments.id,
      name: tournaments.name,
      startDate: tournaments.start_date,
      format: tournamentResults.format,
      publishedAt: tournamentResults.published_at,
      categories: tournamentResults.categories,
      matches: tournamentResults.matches,
      teams: tournamentResults.teams,
    })
    .from(tournaments)
    .innerJoin(tournamentResults, eq(tournamentResults.tournament_id, tournaments.id))
    .where(
      and(
        inClub(tournaments, actor.golfCourseId!),
        eq(tournamentResults.published, true),
        isNull(tournamentResults.replaced_at),
        reach ? sql`${tournaments.id} in ${reach}` : undefined,
      ),
    )
    .orderBy(desc(tournaments.start_date), desc(tournaments.id));
  const listed: PublishedResultChanges[] = [];
  for (const results of published) {
    const tried = await triedRecalculation(db, actor, results.tournamentId, results);
    const differences = typeof tried === 'string' ? { changes: [], team_changes: [], match_changes: [] } : tried;
    const changed = differences.changes.length + differences.team_changes.length + differences.match_changes.length > 0;
    if (typeof tried !== 'string' && !changed) continue;
    listed.push({
      tournament_id: results.tournamentId,
      tournament_name: results.name,
      start_date: results.startDate,
      format: results.format as TournamentFormat,
      published_at: results.publishedAt!,
      refusal: typeof tried === 'string' ? tried : null,
      ...differences,
    });
  }
  return listed;
}
