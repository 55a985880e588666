import { Role, tournamentInput, tournamentRecord } from '@fairway/contract';
import { eq, sql } from 'drizzle-orm';
import { recordColumnsOf } from '../../db/schema/columns.js';
import { holeCategories, tournamentMasters, tournamentMembers, tournaments } from '../../db/schema/index.js';
import type { Resource } from '../../http/resource.js';
import { checkTournamentTerms } from './check-tournament-terms.js';
import { createTournament } from './create-tournament.js';
import { deleteTournamentWhenUnplayed } from './delete-tournament-when-unplayed.js';
import { followTournamentTerms } from './follow-tournament-terms.js';
import { seriesOfOrganiser } from './series-of-organiser.js';
import { tournamentAsStored } from './tournament-as-stored.js';

/**
 * A club's tournaments: their admins keep them all, an event manager those of their series. The status moves
 * through its own action (`change_status`); the field follows the terms until play starts.
 */
export const tournamentsResource: Resource = {
  name: 'tournaments',
  thing: 'tournament',
  area: 'tournaments',
  table: tournaments,
  scope: 'golf_course',
  fields: {
    ...recordColumnsOf(tournaments),
    golf_course_id: tournaments.golf_course_id,
    name: tournaments.name,
    description: tournaments.description,
    tournament_master_id: tournaments.tournament_master_id,
    tournament_master_name: tournamentMasters.name,
    start_date: tournaments.start_date,
    end_date: tournaments.end_date,
    rounds_count: tournaments.rounds_count,
    holes: tournaments.holes,
    nine: tournaments.nine,
    format: tournaments.format,
    scoring_basis: tournaments.scoring_basis,
    handicap_allowance: tournaments.handicap_allowance,
    men_hole_category_id: tournaments.men_hole_category_id,
    women_hole_category_id: tournaments.women_hole_category_id,
    max_handicap: tournaments.max_handicap,
    entry_fee_minor: tournaments.entry_fee_minor,
    field_limit: tournaments.field_limit,
    entries_close_at: tournaments.entries_close_at,
    team_size: tournaments.team_size,
    team_best_n: tournaments.team_best_n,
    press_when_down: tournaments.press_when_down,
    played_as: tournaments.played_as,
    minimum_drives: tournaments.minimum_drives,
    skins_ties: tournaments.skins_ties,
    skins_last_hole_tie: tournaments.skins_last_hole_tie,
    skins_pot_minor: tournaments.skins_pot_minor,
    consolation_bracket: tournaments.consolation_bracket,
    flights: tournaments.flights,
    countback_method: tournaments.countback_method,
    countback_fractions: tournaments.countback_fractions,
    leaderboard_visibility: tournaments.leaderboard_visibility,
    categories: tournaments.categories,
    status: tournaments.status,
    merit_weight_percent: tournaments.merit_weight_percent,
    entries_count:
      sql<number>`(select count(*)::int from ${tournamentMembers} where ${tournamentMembers.tournament_id} = ${tournaments.id} and ${tournamentMembers.status} = 'entered')`.as(
        'entries_count',
      ),
  },
  joins: (query) => query.leftJoin(tournamentMasters, eq(tournamentMasters.id, tournaments.tournament_master_id)),
  list: {
    search: [tournaments.name, tournamentMasters.name],
    ordering: {
      id: tournaments.id,
      name: tournaments.name,
      start_date: tournaments.start_date,
      status: tournaments.status,
      format: tournaments.format,
    },
    defaultOrdering: '-start_date',
    filters: {
      tournament_master_id: { column: tournaments.tournament_master_id, kind: 'integer' },
      status: { column: tournaments.status, kind: 'text' },
      format: { column: tournaments.format, kind: 'text' },
    },
  },
  references: {
    tournament_master_id: tournamentMasters,
    men_hole_category_id: holeCategories,
    women_hole_category_id: holeCategories,
  },
  storedAs: tournamentAsStored,
  validate: checkTournamentTerms,
  create: createTournament,
  afterWrite: followTournamentTerms,
  beforeDelete: deleteTournamentWhenUnplayed,
  visibleTo: (actor) => {
    const series = seriesOfOrganiser(actor);
    return series && sql`${tournaments.tournament_master_id} in ${series}`;
  },
  record: tournamentRecord,
  input: tournamentInput,
  access: { read: { roles: [Role.admin, Role.eventManager] }, write: { roles: [Role.admin, Role.eventManager] } },
};
