import type { TournamentResults } from '@fairway/contract';
import type { Config } from '../../config.js';
import type { Actor } from '../../core/actor.js';
import { ConflictError } from '../../core/domain-errors.js';
import type { Database } from '../../db/client.js';
import { calculateResults } from './calculate-results.js';
import { publishResults } from './publish-results.js';
import { readCorrection } from './read-correction.js';

/**
 * Publishes a tournament's results again after a correction of the rules or of its data, with the organiser's reason:
 * recalculates them as `recalculate_score_details_for_tournament` does and publishes the recalculation in place of
 * the published results, in one transaction (`publishResults`: the prizes refilled, those whose result changed
 * mailed, told why). The reason is kept with the results, shown with them and audited. 409 when the recalculation
 * changes no line (nothing is stored then), before the results are published, or once the tournament is finalised;
 * 400 as a calculation is refused; another club's tournament is not found.
 */
export async function republishResults(
  db: Database,
  config: Pick<Config, 'publicUrl' | 'port'>,
  actor: Actor,
  tournamentId: number,
  reason: string,
): Promise<TournamentResults> {
  return db.transaction(async (tx) => {
    await calculateResults(tx, actor, tournamentId, undefined, true);
    const correction = await readCorrection(tx, actor, tournamentId);
    if (correction.changes.length + correction.team_changes.length + correction.match_changes.length === 0) {
      throw new ConflictError(
        'Recalculated, the results are the ones published: no line would change, so there is nothing to publish again.',
      );
    }
    return publishResults(tx, config, actor, tournamentId, reason);
  });
}
