import type { TournamentResults } from '@fairway/contract';
import type { Actor } from '../../core/actor.js';
import type { Database } from '../../db/client.js';
import { storedResults } from './stored-results.js';
import { visibleResults } from './visible-results.js';

/**
 * A tournament's current results as the caller may read them (`visibleResults`): while a recalculation after a
 * correction waits to be published, everyone reads the published results.
 */
export async function readResults(db: Database, actor: Actor, tournamentId: number): Promise<TournamentResults> {
  return visibleResults(db, actor, await storedResults(db, tournamentId));
}
