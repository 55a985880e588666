import { and, eq } from 'drizzle-orm';
import type { Actor } from '../../core/actor.js';
import { NotFoundError } from '../../core/domain-errors.js';
import type { Database } from '../../db/client.js';
import { inClub } from '../../db/club-scope.js';
import { playerRoundGroupMembers, playerRoundGroups, playerRounds } from '../../db/schema/index.js';
import { readGroupCard } from './read-group-card.js';

/**
 * The card of the group a golfer plays in, read at the club's terminal by the golfer (`actor.memberId`, proven by
 * their membership number): the scoring page's card, to enter their scores, attest their own and sign as marker the
 * others'.
 */
export async function readTerminalCard(db: Database, actor: Actor, playerRoundId: number) {
  const [group] = await db
    .select({ id: playerRoundGroups.id })
    .from(playerRoundGroupMembers)
    .innerJoin(playerRoundGroups, eq(playerRoundGroups.id, playerRoundGroupMembers.player_round_group_id))
    .innerJoin(playerRounds, eq(playerRounds.id, playerRoundGroupMembers.player_round_id))
    .where(
      and(
        eq(playerRoundGroupMembers.player_round_id, playerRoundId),
        eq(playerRoundGroupMembers.member_id, actor.memberId ?? 0),
        inClub(playerRounds, actor.golfCourseId!),
      ),
    );
  if (!group) throw new NotFoundError('You do not play in a group of this round at this club.');
  return readGroupCard(db, actor, group.id);
}
