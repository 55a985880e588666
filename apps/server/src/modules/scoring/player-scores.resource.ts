import { playerScoreRecord, Role } from '@fairway/contract';
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { recordColumnsOf } from '../../db/schema/columns.js';
import { members, playerRoundGroupMembers, playerRounds, playerScores, users } from '../../db/schema/index.js';
import type { Resource } from '../../http/resource.js';
import { tournamentsOfOrganiser } from '../tournaments/index.js';

/**
 * The scores of the club's rounds as they stand, for organisers: by round, group or golfer, with their version and
 * who entered them last. Written only through `save_score`, so served read-only; never kept in the list page cache,
 * since scores change many times a minute unannounced.
 */
export const playerScoresResource: Resource = {
  name: 'player_scores',
  thing: 'score',
  area: 'scoring',
  table: playerScores,
  scope: 'golf_course',
  unannounced: true,
  fields: {
    ...recordColumnsOf(playerScores),
    golf_course_id: playerScores.golf_course_id,
    player_round_id: playerScores.player_round_id,
    player_round_group_id: playerRoundGroupMembers.player_round_group_id,
    member_id: playerScores.member_id,
    member_name: sql<string>`trim(${members.first_name} || ' ' || ${members.last_name})`.as('member_name'),
    hole_number: playerScores.hole_number,
    strokes: playerScores.strokes,
    version: playerScores.version,
    entered_by_user_id: playerScores.entered_by_user_id,
    entered_by_name: sql<string>`coalesce(trim(${users.first_name} || ' ' || ${users.last_name}), '')`.as(
      'entered_by_name',
    ),
    entered_at: playerScores.entered_at,
  },
  joins: (query) =>
    query
      .innerJoin(members, eq(members.id, playerScores.member_id))
      .leftJoin(users, eq(users.id, playerScores.entered_by_user_id))
      .leftJoin(
        playerRoundGroupMembers,
        sql`${playerRoundGroupMembers.player_round_id} = ${playerScores.player_round_id} and ${playerRoundGroupMembers.member_id} = ${playerScores.member_id}`,
      ),
  list: {
    search: [members.first_name, members.last_name],
    ordering: {
      id: playerScores.id,
      hole_number: playerScores.hole_number,
      entered_at: playerScores.entered_at,
      member_name: members.last_name,
    },
    defaultOrdering: 'member_name,hole_number',
    filters: {
      player_round_id: { column: playerScores.player_round_id, kind: 'integer' },
      player_round_group_id: { column: playerRoundGroupMembers.player_round_group_id, kind: 'integer' },
      member_id: { column: playerScores.member_id, kind: 'integer' },
    },
  },
  visibleTo: (actor) => {
    const reach = tournamentsOfOrganiser(actor);
    return (
      reach &&
      sql`${playerScores.player_round_id} in (select ${playerRounds.id} from ${playerRounds} where ${playerRounds.tournament_id} in ${reach})`
    );
  },
  record: playerScoreRecord,
  input: z.object({}),
  access: { read: { roles: [Role.admin, Role.eventManager] }, write: null },
};
