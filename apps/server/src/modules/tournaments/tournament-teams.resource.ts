import { Role, tournamentTeamInput, tournamentTeamRecord } from '@fairway/contract';
import { eq, sql } from 'drizzle-orm';
import { recordColumnsOf } from '../../db/schema/columns.js';
import { members, tournamentMembers, tournamentTeams } from '../../db/schema/index.js';
import type { Resource } from '../../http/resource.js';
import { checkTeam } from './check-team.js';
import { tournamentsOfOrganiser } from './tournaments-of-organiser.js';

/** A tournament's teams (a Ryder Cup's two sides), with their captains and how many players each has. */
export const tournamentTeamsResource: Resource = {
  name: 'tournament_teams',
  thing: 'team',
  area: 'tournaments',
  table: tournamentTeams,
  scope: 'golf_course',
  fields: {
    ...recordColumnsOf(tournamentTeams),
    golf_course_id: tournamentTeams.golf_course_id,
    tournament_id: tournamentTeams.tournament_id,
    name: tournamentTeams.name,
    captain_member_id: tournamentTeams.captain_member_id,
    captain_name: sql<string | null>`trim(${members.first_name} || ' ' || ${members.last_name})`.as('captain_name'),
    colour: tournamentTeams.colour,
    side: tournamentTeams.side,
    members_count:
      sql<number>`(select count(*)::int from ${tournamentMembers} where ${tournamentMembers.team_id} = ${tournamentTeams.id})`.as(
        'members_count',
      ),
  },
  joins: (query) => query.leftJoin(members, eq(members.id, tournamentTeams.captain_member_id)),
  list: {
    search: [tournamentTeams.name],
    ordering: { id: tournamentTeams.id, name: tournamentTeams.name, side: tournamentTeams.side },
    defaultOrdering: 'name',
    filters: {
      tournament_id: { column: tournamentTeams.tournament_id, kind: 'integer' },
      side: { column: tournamentTeams.side, kind: 'text' },
    },
  },
  validate: checkTeam,
  visibleTo: (actor) => {
    const reach = tournamentsOfOrganiser(actor);
    return reach && sql`${tournamentTeams.tournament_id} in ${reach}`;
  },
  record: tournamentTeamRecord,
  input: tournamentTeamInput,
  access: { read: { roles: [Role.admin, Role.eventManager] }, write: { roles: [Role.admin, Role.eventManager] } },
};
