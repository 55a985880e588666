import { Role, tournamentPrizeInput, tournamentPrizeRecord } from '@fairway/contract';
import { eq, sql } from 'drizzle-orm';
import { recordColumnsOf } from '../../db/schema/columns.js';
import { prizeTypes, tournamentPrizes, tournaments } from '../../db/schema/index.js';
import type { Resource } from '../../http/resource.js';
import { checkTournamentPart } from './check-tournament-part.js';
import { tournamentsOfOrganiser } from './tournaments-of-organiser.js';

/** A tournament's prizes: type, position, category and value; results fill in the winners. */
export const tournamentPrizesResource: Resource = {
  name: 'tournament_prizes',
  thing: 'prize',
  area: 'tournaments',
  table: tournamentPrizes,
  scope: 'golf_course',
  fields: {
    ...recordColumnsOf(tournamentPrizes),
    golf_course_id: tournamentPrizes.golf_course_id,
    tournament_id: tournamentPrizes.tournament_id,
    tournament_name: tournaments.name,
    prize_type_id: tournamentPrizes.prize_type_id,
    prize_type_name: prizeTypes.name,
    position: tournamentPrizes.position,
    category: tournamentPrizes.category,
    description: tournamentPrizes.description,
    value_minor: tournamentPrizes.value_minor,
    winner_member_id: tournamentPrizes.winner_member_id,
    winner_team_id: tournamentPrizes.winner_team_id,
  },
  joins: (query) =>
    query
      .innerJoin(tournaments, eq(tournaments.id, tournamentPrizes.tournament_id))
      .innerJoin(prizeTypes, eq(prizeTypes.id, tournamentPrizes.prize_type_id)),
  list: {
    search: [tournaments.name, prizeTypes.name, tournamentPrizes.description, tournamentPrizes.category],
    ordering: {
      id: tournamentPrizes.id,
      tournament_name: tournaments.name,
      prize_type_name: prizeTypes.name,
      position: tournamentPrizes.position,
      value_minor: tournamentPrizes.value_minor,
    },
    defaultOrdering: 'tournament_name,position',
    filters: {
      tournament_id: { column: tournamentPrizes.tournament_id, kind: 'integer' },
      prize_type_id: { column: tournamentPrizes.prize_type_id, kind: 'integer' },
      category: { column: tournamentPrizes.category, kind: 'text' },
    },
  },
  validate: checkTournamentPart,
  visibleTo: (actor) => {
    const reach = tournamentsOfOrganiser(actor);
    return reach && sql`${tournamentPrizes.tournament_id} in ${reach}`;
  },
  record: tournamentPrizeRecord,
  input: tournamentPrizeInput,
  access: { read: { roles: [Role.admin, Role.eventManager] }, write: { roles: [Role.admin, Role.eventManager] } },
};
