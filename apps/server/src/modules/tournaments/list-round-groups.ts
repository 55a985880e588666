import { and, asc, eq, sql } from 'drizzle-orm';
import type { Actor } from '../../core/actor.js';
import { NotFoundError } from '../../core/domain-errors.js';
import type { Database } from '../../db/client.js';
import { inClub } from '../../db/club-scope.js';
import { playerRoundGroups, playerRounds } from '../../db/schema/index.js';
import { groupFields } from './group-fields.js';
import { roundsOfOrganiser } from './rounds-of-organiser.js';

/**
 * A round's groups with their players, in order: the tee sheet. The round is of the club and, for an event manager,
 * of their series; another answers 404.
 */
export async function listRoundGroups(db: Database, actor: Actor, roundId: number) {
  const reach = roundsOfOrganiser(actor);
  const [round] = await db
    .select({ id: playerRounds.id })
    .from(playerRounds)
    .where(
      and(
        eq(playerRounds.id, roundId),
        inClub(playerRounds, actor.golfCourseId!),
        reach ? sql`${playerRounds.id} in ${reach}` : undefined,
      ),
    );
  if (!round) throw new NotFoundError();
  return db
    .select(groupFields)
    .from(playerRoundGroups)
    .where(and(eq(playerRoundGroups.player_round_id, roundId), inClub(playerRoundGroups, actor.golfCourseId!)))
    .orderBy(asc(playerRoundGroups.number));
}
