import type { ResultCorrection } from '@fairway/contract';
import { and, eq, isNull } from 'drizzle-orm';
import type { Actor } from '../../core/actor.js';
import { NotFoundError } from '../../core/domain-errors.js';
import type { Database } from '../../db/client.js';
import { tournamentResults } from '../../db/schema/index.js';
import { tournamentOf } from '../tournaments/index.js';
import { compareResults } from './compare-results.js';
import { resultCorrections } from './result-corrections.js';
import { resultPrizes } from './result-prizes.js';
import { resultsAnswer } from './results-answer.js';

/**
 * The recalculation of a tournament's published results waiting to be published in their place, with what it
 * changes: for its organisers only. 404 when none waits, and for another club's tournament.
 */
export async function readCorrection(db: Database, actor: Actor, tournamentId: number): Promise<ResultCorrection> {
  const tournament = await tournamentOf(db, actor, tournamentId);
  if (!tournament) throw new NotFoundError();
  const currents = await db
    .select()
    .from(tournamentResults)
    .where(and(eq(tournamentResults.tournament_id, tournamentId), isNull(tournamentResults.replaced_at)));
  const published = currents.find((snapshot) => snapshot.published);
  const recalculated = currents.find((snapshot) => !snapshot.published);
  if (!published || !recalculated) throw new NotFoundError('No recalculation of the published results waits.');
  return {
    tournament_id: tournamentId,
    published_at: published.published_at ?? published.calculated_at,
    recalculated_at: recalculated.calculated_at,
    ...compareResults(published, recalculated),
    results: resultsAnswer(
      recalculated,
      null,
      await resultPrizes(db, tournamentId),
      await resultCorrections(db, tournamentId),
    ),
  };
}
