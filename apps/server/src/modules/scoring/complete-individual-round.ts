import { and, eq } from 'drizzle-orm';
import type { Actor } from '../../core/actor.js';
import { ConflictError, NotFoundError } from '../../core/domain-errors.js';
import type { Database } from '../../db/client.js';
import { playerRounds, playerScores } from '../../db/schema/index.js';
import { writeRoundScoreRecords } from '../handicaps/index.js';
import { listIndividualRounds } from './list-individual-rounds.js';

/**
 * Completes one of the actor's own individual rounds in play once every hole has a score (a hole picked up has one:
 * no score); completed, its score record is written and the golfer's index revised. Completing it again changes nothing.
 */
export async function completeIndividualRound(db: Database, actor: Actor, playerRoundId: number) {
  return db.transaction(async (tx) => {
    const [round] = (await listIndividualRounds(tx, actor, playerRoundId)).rounds;
    if (!round) throw new NotFoundError();
    if (round.status === 'completed') return;
    if (round.status !== 'active') throw new ConflictError(`The round is ${round.status}.`);
    const scored = await tx
      .select({ hole: playerScores.hole_number })
      .from(playerScores)
      .where(and(eq(playerScores.player_round_id, round.id), eq(playerScores.member_id, round.member_id)));
    const missing = round.holes - scored.length;
    if (missing > 0) {
      throw new ConflictError(
        `${missing} hole${missing === 1 ? ' has' : 's have'} no score yet: a round is completed once every hole has one.`,
      );
    }
    await tx
      .update(playerRounds)
      .set({ status: 'completed', updated_at: new Date(), updated_by: actor.userId })
      .where(eq(playerRounds.id, round.id));
    await writeRoundScoreRecords(tx, actor, round.id);
  });
}
