import { playerRoundInput, playerRoundRecord, Role } from '@fairway/contract';
import { eq, sql } from 'drizzle-orm';
import { recordColumnsOf } from '../../db/schema/columns.js';
import {
  playerRoundGroupMembers,
  playerRoundGroups,
  playerRounds,
  playerRoundSections,
  tournaments,
} from '../../db/schema/index.js';
import type { Resource } from '../../http/resource.js';
import { checkRound } from './check-round.js';
import { deleteRoundWhenUnplayed } from './delete-round-when-unplayed.js';
import { tournamentsOfOrganiser } from './tournaments-of-organiser.js';

/** The rounds of the club's tournaments: day, holes, start; the status moves through `change_player_round_status`. */
export const playerRoundsResource: Resource = {
  name: 'player_rounds',
  thing: 'round',
  area: 'tournaments',
  table: playerRounds,
  scope: 'golf_course',
  fields: {
    ...recordColumnsOf(playerRounds),
    golf_course_id: playerRounds.golf_course_id,
    tournament_id: playerRounds.tournament_id,
    tournament_name: tournaments.name,
    round_number: playerRounds.round_number,
    play_date: playerRounds.play_date,
    player_round_section_id: playerRounds.player_round_section_id,
    player_round_section_name: playerRoundSections.name,
    start_type: playerRounds.start_type,
    status: playerRounds.status,
    groups_count:
      sql<number>`(select count(*)::int from ${playerRoundGroups} where ${playerRoundGroups.player_round_id} = ${playerRounds.id})`.as(
        'groups_count',
      ),
    players_count:
      sql<number>`(select count(*)::int from ${playerRoundGroupMembers} where ${playerRoundGroupMembers.player_round_id} = ${playerRounds.id})`.as(
        'players_count',
      ),
  },
  joins: (query) =>
    query
      .leftJoin(tournaments, eq(tournaments.id, playerRounds.tournament_id))
      .leftJoin(playerRoundSections, eq(playerRoundSections.id, playerRounds.player_round_section_id)),
  list: {
    search: [tournaments.name],
    ordering: {
      id: playerRounds.id,
      play_date: playerRounds.play_date,
      tournament_name: tournaments.name,
      round_number: playerRounds.round_number,
      status: playerRounds.status,
    },
    defaultOrdering: '-play_date,round_number',
    filters: {
      tournament_id: { column: playerRounds.tournament_id, kind: 'integer' },
      status: { column: playerRounds.status, kind: 'text' },
    },
  },
  references: { player_round_section_id: playerRoundSections },
  validate: checkRound,
  beforeDelete: deleteRoundWhenUnplayed,
  visibleTo: (actor) => {
    const reach = tournamentsOfOrganiser(actor);
    return reach && sql`${playerRounds.tournament_id} in ${reach}`;
  },
  record: playerRoundRecord,
  input: playerRoundInput,
  access: { read: { roles: [Role.admin, Role.eventManager] }, write: { roles: [Role.admin, Role.eventManager] } },
};
