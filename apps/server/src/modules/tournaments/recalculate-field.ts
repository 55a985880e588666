import type { Actor } from '../../core/actor.js';
import { ConflictError, NotFoundError } from '../../core/domain-errors.js';
import type { Database } from '../../db/client.js';
import { refreshEntries } from './refresh-entries.js';
import { tournamentOf } from './tournament-of.js';

/**
 * "Recalculate": before play, the field's handicaps worked out again from the golfers' indexes of today (an index
 * revised since they entered) and the tournament's terms; shows what would change, or writes it.
 */
export async function recalculateField(db: Database, actor: Actor, tournamentId: number, apply: boolean) {
  return db.transaction(async (tx) => {
    const tournament = await tournamentOf(tx, actor, tournamentId);
    if (!tournament) throw new NotFoundError();
    if (tournament.status !== 'draft' && tournament.status !== 'open') {
      throw new ConflictError('Play has started: the field’s handicaps are kept as they were when it began.');
    }
    const changes = await refreshEntries(tx, tournament, { apply });
    return { applied: apply, changes };
  });
}
