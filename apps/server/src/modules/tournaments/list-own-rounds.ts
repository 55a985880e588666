import { Role } from '@fairway/contract';
import { and, desc, eq, ne, or, sql } from 'drizzle-orm';
import type { Actor } from '../../core/actor.js';
import type { Database } from '../../db/client.js';
import { inClub } from '../../db/club-scope.js';
import {
  holeCategories,
  members,
  playerRoundGroupMembers,
  playerRoundGroups,
  playerRounds,
  tournamentMembers,
  tournaments,
} from '../../db/schema/index.js';
import { tournamentsOfOrganiser } from './tournaments-of-organiser.js';

/** The most rounds one answer lists, the round in play first, then the latest first. */
const mostListed = 50;

/**
 * The caller's own rounds at the club, a round in play (started, not finished) first whatever its day, then the latest
 * first (next month's medal before last week's): those of the tournaments they are entered in, with their
 * group, start, tee set, playing handicap and playing partners; and for an event manager those of their series.
 */
export async function listOwnRounds(db: Database, actor: Actor) {
  const golferId = sql`(select ${members.id} from ${members} where ${members.user_id} = ${actor.userId})`;
  const organises = (actor.roles ?? []).includes(Role.eventManager) ? tournamentsOfOrganiser(actor) : undefined;
  const rows = await db
    .select({
      player_round_id: playerRounds.id,
      tournament_id: playerRounds.tournament_id,
      tournament_name: tournaments.name,
      round_number: playerRounds.round_number,
      play_date: playerRounds.play_date,
      status: playerRounds.status,
      group_id: playerRoundGroups.id,
      group_number: playerRoundGroups.number,
      start: sql<
        string | null
      >`coalesce(${playerRoundGroups.tee_time}, ${playerRoundGroups.starting_hole}::text || ${playerRoundGroups.starting_hole_suffix})`,
      hole_category_name: holeCategories.name,
      playing_handicap: tournamentMembers.playing_handicap,
      players: sql<
        string[]
      >`coalesce((select json_agg(trim(m.first_name || ' ' || m.last_name) order by gm.position) from player_round_group_members gm join members m on m.id = gm.member_id where gm.player_round_group_id = ${playerRoundGroups.id}), '[]'::json)`,
    })
    .from(playerRounds)
    .innerJoin(tournaments, eq(tournaments.id, playerRounds.tournament_id))
    .leftJoin(
      tournamentMembers,
      and(
        eq(tournamentMembers.tournament_id, playerRounds.tournament_id),
        sql`${tournamentMembers.member_id} = ${golferId}`,
        ne(tournamentMembers.status, 'withdrawn'),
      ),
    )
    .leftJoin(
      playerRoundGroupMembers,
      and(
        eq(playerRoundGroupMembers.player_round_id, playerRounds.id),
        sql`${playerRoundGroupMembers.member_id} = ${golferId}`,
      ),
    )
    .leftJoin(playerRoundGroups, eq(playerRoundGroups.id, playerRoundGroupMembers.player_round_group_id))
    .leftJoin(holeCategories, eq(holeCategories.id, tournamentMembers.hole_category_id))
    .where(
      and(
        inClub(playerRounds, actor.golfCourseId!),
        ne(playerRounds.status, 'cancelled'),
        or(
          sql`${tournamentMembers.id} is not null`,
          organises ? sql`${playerRounds.tournament_id} in ${organises}` : undefined,
        ),
      ),
    )
    .orderBy(
      desc(sql`${playerRounds.status} = 'active'`),
      desc(playerRounds.play_date),
      desc(playerRounds.round_number),
    )
    .limit(mostListed);
  return rows;
}
