import { and, asc, eq, sql } from 'drizzle-orm';
import type { Actor } from '../../core/actor.js';
import type { Database } from '../../db/client.js';
import { inClub } from '../../db/club-scope.js';
import {
  members,
  playerRoundGroupMembers,
  playerRoundGroups,
  playerRounds,
  tournamentMembers,
  tournaments,
} from '../../db/schema/index.js';
import { tournamentsOfOrganiser } from './tournaments-of-organiser.js';

/**
 * `active_player_for_event_manager`: the players of the active rounds the caller runs (an event manager's series';
 * every one of the club for its admins), by round and group, with their playing handicaps.
 */
export async function listActivePlayersForEventManager(db: Database, actor: Actor) {
  const reach = tournamentsOfOrganiser(actor);
  return db
    .select({
      player_round_id: playerRounds.id,
      tournament_id: playerRounds.tournament_id,
      tournament_name: tournaments.name,
      group_id: playerRoundGroups.id,
      group_number: playerRoundGroups.number,
      start: sql<string>`coalesce(${playerRoundGroups.tee_time}, ${playerRoundGroups.starting_hole}::text || ${playerRoundGroups.starting_hole_suffix})`,
      member_id: playerRoundGroupMembers.member_id,
      name: sql<string>`trim(${members.first_name} || ' ' || ${members.last_name})`,
      playing_handicap: tournamentMembers.playing_handicap,
    })
    .from(playerRoundGroupMembers)
    .innerJoin(playerRounds, eq(playerRounds.id, playerRoundGroupMembers.player_round_id))
    .innerJoin(playerRoundGroups, eq(playerRoundGroups.id, playerRoundGroupMembers.player_round_group_id))
    .innerJoin(members, eq(members.id, playerRoundGroupMembers.member_id))
    .leftJoin(tournaments, eq(tournaments.id, playerRounds.tournament_id))
    .leftJoin(
      tournamentMembers,
      and(
        eq(tournamentMembers.tournament_id, playerRounds.tournament_id),
        eq(tournamentMembers.member_id, playerRoundGroupMembers.member_id),
      ),
    )
    .where(
      and(
        inClub(playerRounds, actor.golfCourseId!),
        eq(playerRounds.status, 'active'),
        reach ? sql`${playerRounds.tournament_id} in ${reach}` : undefined,
      ),
    )
    .orderBy(asc(playerRounds.id), asc(playerRoundGroups.number), asc(playerRoundGroupMembers.position));
}
