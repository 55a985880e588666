import type { currentRound } from '@fairway/contract';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Actor } from '../../core/actor.js';
import type { Database } from '../../db/client.js';
import { inClub } from '../../db/club-scope.js';
import {
  members,
  playerRoundGroupMembers,
  playerRoundGroups,
  playerRounds,
  tournaments,
} from '../../db/schema/index.js';

/** `active_player`: the signed-in golfer's round in play at the club and their group, or null. */
export async function readActivePlayer(db: Database, actor: Actor): Promise<z.infer<typeof currentRound> | null> {
  if (actor.userId === null) return null;
  const [found] = await db
    .select({
      player_round_id: playerRounds.id,
      tournament_id: playerRounds.tournament_id,
      title: sql<string>`coalesce(${tournaments.name}, trim(${members.first_name} || ' ' || ${members.last_name}))`,
      group_id: playerRoundGroups.id,
      group_number: playerRoundGroups.number,
      start: sql<string>`coalesce(${playerRoundGroups.tee_time}, ${playerRoundGroups.starting_hole}::text || ${playerRoundGroups.starting_hole_suffix})`,
      scorer_user_id: playerRoundGroups.scorer_user_id,
    })
    .from(playerRoundGroupMembers)
    .innerJoin(members, eq(members.id, playerRoundGroupMembers.member_id))
    .innerJoin(playerRounds, eq(playerRounds.id, playerRoundGroupMembers.player_round_id))
    .innerJoin(playerRoundGroups, eq(playerRoundGroups.id, playerRoundGroupMembers.player_round_group_id))
    .leftJoin(tournaments, eq(tournaments.id, playerRounds.tournament_id))
    .where(
      and(
        eq(members.user_id, actor.userId),
        eq(playerRounds.status, 'active'),
        inClub(playerRounds, actor.golfCourseId!),
      ),
    )
    .orderBy(desc(playerRounds.play_date), desc(playerRounds.id))
    .limit(1);
  if (!found) return null;
  const { scorer_user_id, ...round } = found;
  return { ...round, is_scorer: scorer_user_id === null || scorer_user_id === actor.userId };
}
