import { contestInput, contestRecord, Role } from '@fairway/contract';
import { and, eq, sql } from 'drizzle-orm';
import { recordColumnsOf } from '../../db/schema/columns.js';
import { contests, golfCourseHoles, playerRounds, prizeTypes, tournaments } from '../../db/schema/index.js';
import type { Resource } from '../../http/resource.js';
import { tournamentsOfOrganiser } from '../tournaments/index.js';
import { checkContest } from './check-contest.js';
import { storeContestUnit } from './store-contest-unit.js';

/** The side contests of a club's tournament rounds, set up by their organisers. */
export const contestsResource: Resource = {
  name: 'contests',
  thing: 'contest',
  area: 'contests',
  table: contests,
  scope: 'golf_course',
  fields: {
    ...recordColumnsOf(contests),
    golf_course_id: contests.golf_course_id,
    player_round_id: contests.player_round_id,
    tournament_id: sql<number>`${playerRounds.tournament_id}`.as('tournament_id'),
    tournament_name: tournaments.name,
    round_number: playerRounds.round_number,
    round_status: playerRounds.status,
    kind: contests.kind,
    hole_number: contests.hole_number,
    hole_id: sql<number | null>`${golfCourseHoles.id}`.as('hole_id'),
    par: sql<number | null>`${golfCourseHoles.par}`.as('par'),
    gender: contests.gender,
    category: contests.category,
    unit: contests.unit,
    prize_type_id: contests.prize_type_id,
    prize_type_name: sql<string | null>`${prizeTypes.name}`.as('prize_type_name'),
    is_active: contests.is_active,
  },
  joins: (query) =>
    query
      .innerJoin(playerRounds, eq(playerRounds.id, contests.player_round_id))
      .innerJoin(tournaments, eq(tournaments.id, playerRounds.tournament_id))
      .leftJoin(
        golfCourseHoles,
        and(
          eq(golfCourseHoles.golf_course_id, contests.golf_course_id),
          eq(golfCourseHoles.number, contests.hole_number),
        ),
      )
      .leftJoin(prizeTypes, eq(prizeTypes.id, contests.prize_type_id)),
  list: {
    search: [tournaments.name, contests.category],
    ordering: {
      id: contests.id,
      tournament_name: tournaments.name,
      hole_number: contests.hole_number,
      kind: contests.kind,
    },
    defaultOrdering: 'tournament_name,hole_number,kind',
    filters: {
      player_round_id: { column: contests.player_round_id, kind: 'integer' },
      kind: { column: contests.kind, kind: 'text' },
      hole_number: { column: contests.hole_number, kind: 'integer' },
    },
  },
  storedAs: storeContestUnit,
  validate: checkContest,
  visibleTo: (actor) => {
    const reach = tournamentsOfOrganiser(actor);
    return reach && sql`${playerRounds.tournament_id} in ${reach}`;
  },
  record: contestRecord,
  input: contestInput,
  access: { read: { roles: [Role.admin, Role.eventManager] }, write: { roles: [Role.admin, Role.eventManager] } },
};
