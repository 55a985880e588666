import { and, eq, sql } from 'drizzle-orm';
import type { Actor } from '../../core/actor.js';
import { writeAudit } from '../../core/audit.js';
import { ConflictError, NotFoundError } from '../../core/domain-errors.js';
import type { Database } from '../../db/client.js';
import { inClub } from '../../db/club-scope.js';
import { playerRounds } from '../../db/schema/index.js';
import { writeRoundScoreRecords } from '../handicaps/index.js';
import { markedBy } from './marked-by.js';
import { selectIndividualRounds, unrecorded } from './select-individual-rounds.js';

/**
 * The marker attests the returned card of a round for handicap they mark (WHS Rule 4.1, Rules of Golf Rule 3.3b):
 * only then does it make its score record, which revises the player's index. Attesting again changes nothing.
 */
export async function attestGeneralPlay(db: Database, actor: Actor, playerRoundId: number) {
  await db.transaction(async (tx) => {
    const [round] = await tx
      .select({
        status: playerRounds.status,
        attestedAt: playerRounds.attested_at,
        forHandicap: playerRounds.for_handicap,
        marks: sql<boolean>`coalesce(${markedBy(actor)}, false)`,
        recorded: sql<boolean>`not ${unrecorded}`,
      })
      .from(playerRounds)
      .where(and(eq(playerRounds.id, playerRoundId), inClub(playerRounds, actor.golfCourseId!)))
      .for('update');
    if (!round || !round.forHandicap) throw new NotFoundError();
    if (!round.marks) throw new ConflictError('Only the marker of a round attests it: you do not mark this round.');
    if (round.attestedAt) return;
    if (round.recorded)
      throw new ConflictError('A penalty score is recorded for this round: it is no longer attested.');
    if (round.status !== 'completed') {
      throw new ConflictError('The player has not returned the card yet: it is attested once every hole has a score.');
    }
    await tx
      .update(playerRounds)
      .set({ attested_at: new Date(), attested_by: actor.userId, updated_at: new Date(), updated_by: actor.userId })
      .where(eq(playerRounds.id, playerRoundId));
    await writeAudit(tx, actor, {
      action: 'update',
      entity: 'player_rounds',
      entityId: playerRoundId,
      detail: { attested_as_marker: true },
    });
    await writeRoundScoreRecords(tx, actor, playerRoundId);
  });
  const [round] = await selectIndividualRounds(db, eq(playerRounds.id, playerRoundId));
  return round!;
}
