import { playerRoundGroupInput, playerRoundGroupRecord, Role } from '@fairway/contract';
import { sql } from 'drizzle-orm';
import { playerRoundGroups } from '../../db/schema/index.js';
import type { Resource } from '../../http/resource.js';
import { checkGroup } from './check-group.js';
import { groupFields } from './group-fields.js';
import { roundsOfOrganiser } from './rounds-of-organiser.js';

/** The playing groups of the club's rounds, each with its start and its players: the tee sheet, a group at a time. */
export const playerRoundGroupsResource: Resource = {
  name: 'player_round_groups',
  thing: 'group',
  area: 'tournaments',
  table: playerRoundGroups,
  scope: 'golf_course',
  fields: groupFields,
  list: {
    search: [],
    ordering: { id: playerRoundGroups.id, number: playerRoundGroups.number, tee_time: playerRoundGroups.tee_time },
    defaultOrdering: 'number',
    filters: { player_round_id: { column: playerRoundGroups.player_round_id, kind: 'integer' } },
  },
  validate: checkGroup,
  visibleTo: (actor) => {
    const reach = roundsOfOrganiser(actor);
    return reach && sql`${playerRoundGroups.player_round_id} in ${reach}`;
  },
  record: playerRoundGroupRecord,
  input: playerRoundGroupInput,
  access: { read: { roles: [Role.admin, Role.eventManager] }, write: { roles: [Role.admin, Role.eventManager] } },
};
