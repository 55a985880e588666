import type { ResultCorrection } from '@fairway/contract';
import type { Actor } from '../../core/actor.js';
import type { Database } from '../../db/client.js';
import { calculateResults } from './calculate-results.js';
import { readCorrection } from './read-correction.js';

/**
 * After an organiser corrects scores or handicaps of a tournament whose results are published: recalculates them from
 * the stored scores and handicaps as they are now, as `calculate_result_for_tournament` does (the same Peoria draw),
 * and stores them beside the published results, unpublished, replacing an earlier recalculation; answers what changed.
 * The published results stay what everyone reads until the recalculation is published. 409 before publication.
 */
export async function recalculateResults(db: Database, actor: Actor, tournamentId: number): Promise<ResultCorrection> {
  await calculateResults(db, actor, tournamentId, undefined, true);
  return readCorrection(db, actor, tournamentId);
}
