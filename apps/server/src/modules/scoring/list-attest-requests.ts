import { and, eq, isNull } from 'drizzle-orm';
import type { Actor } from '../../core/actor.js';
import type { Database } from '../../db/client.js';
import { inClub } from '../../db/club-scope.js';
import { playerRounds } from '../../db/schema/index.js';
import { markedBy } from './marked-by.js';
import { selectIndividualRounds, unrecorded } from './select-individual-rounds.js';

/** The active club's rounds for handicap the actor marks whose returned cards wait for their attest. */
export async function listAttestRequests(db: Database, actor: Actor) {
  if (actor.userId === null && actor.memberId === undefined) return [];
  return selectIndividualRounds(
    db,
    and(
      inClub(playerRounds, actor.golfCourseId!),
      eq(playerRounds.for_handicap, true),
      markedBy(actor),
      eq(playerRounds.status, 'completed'),
      isNull(playerRounds.attested_at),
      unrecorded,
    )!,
  );
}
