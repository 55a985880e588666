import type { bulkEntryInput } from '@fairway/contract';
import type { z } from 'zod';
import type { Actor } from '../../core/actor.js';
import { InvalidInputError } from '../../core/domain-errors.js';
import type { Database } from '../../db/client.js';
import { enterGolfers } from './enter-golfers.js';
import { tournamentOf } from './tournament-of.js';

/** Enters up to 200 golfers in one transaction: all of them, or none and the first refused named. */
export async function enterInBulk(db: Database, actor: Actor, input: z.infer<typeof bulkEntryInput>) {
  return db.transaction(async (tx) => {
    const tournament = await tournamentOf(tx, actor, input.tournament_id);
    if (!tournament) {
      throw new InvalidInputError({ tournament_id: [`Invalid pk "${input.tournament_id}" - object does not exist.`] });
    }
    const ids = await enterGolfers(
      tx,
      actor,
      tournament,
      input.member_ids.map((memberId) => ({ memberId })),
      'member_ids',
    );
    return { tournament_id: tournament.id, entered: ids.length };
  });
}
