import type { IndividualRound } from '@fairway/contract';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Actor } from '../../core/actor.js';
import type { Database } from '../../db/client.js';
import { members, playerRounds } from '../../db/schema/index.js';
import { selectIndividualRounds } from './select-individual-rounds.js';

/** The latest rounds a page of a golfer's own rounds lists. */
export const individualRoundsListed = 100;

/**
 * The actor's own individual rounds at any club, the latest first, or the one of `playerRoundId`: where, from which
 * tee, the holes, how far each has got (the holes with a score, and the strokes on them) and whether it was played
 * as a guest.
 */
export async function listIndividualRounds(
  db: Database,
  actor: Actor,
  playerRoundId?: number,
): Promise<{ count: number; rounds: IndividualRound[] }> {
  if (actor.userId === null) return { count: 0, rounds: [] };
  const own = and(
    isNull(playerRounds.tournament_id),
    sql`${playerRounds.member_id} = (select ${members.id} from ${members} where ${members.user_id} = ${actor.userId})`,
    playerRoundId === undefined ? undefined : eq(playerRounds.id, playerRoundId),
  );
  const [{ count } = { count: 0 }] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(playerRounds)
    .where(own);
  const rounds = await selectIndividualRounds(db, own!).limit(individualRoundsListed);
  return { count, rounds };
}
