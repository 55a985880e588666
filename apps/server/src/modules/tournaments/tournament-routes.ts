import { Role, tournamentEndpoints } from '@fairway/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AreaDeps } from '../../http/area.js';
import { answerOf, endpointRoute } from '../../http/endpoint-route.js';
import { actorOf } from '../../http/request-context.js';
import { getRecord } from '../../http/resource-service.js';
import type { Access } from '../../http/route-config.js';
import { errorAnswers } from '../../http/schemas.js';
import { changeTournamentStatus } from './change-tournament-status.js';
import { drawAbcdTeams } from './draw-abcd-teams.js';
import { enterInBulk } from './enter-in-bulk.js';
import { listTournamentCandidates } from './list-tournament-candidates.js';
import { recalculateField } from './recalculate-field.js';
import { tournamentsResource } from './tournaments.resource.js';

const { changeStatus, recalculate, candidates, bulkEnter, drawTeams } = tournamentEndpoints;

/**
 * A tournament's actions: its status, its field's handicaps worked out again, the golfers to enter, a bulk entry, its
 * ABCD teams drawn.
 */
export function registerTournamentRoutes(app: FastifyInstance, { db }: AreaDeps) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['tournaments'];
  const organisers: Access = { course: 'required', roles: [Role.admin, Role.eventManager] };

  routes.route({
    ...endpointRoute(changeStatus),
    config: { access: organisers },
    schema: {
      operationId: 'tournaments_change_status',
      tags,
      summary: "Move a tournament's status",
      description:
        'Moves a tournament of the golf course of X-Golf-Course along draft -> open -> in_progress -> completed -> finalised, or to cancelled; 409 names the moves allowed. A super admin alone reopens a finalised tournament or takes a completed one back into play. When play starts the field’s handicaps are worked out a last time and then kept.',
      params: changeStatus.params,
      body: changeStatus.body,
      response: { 200: changeStatus.answer, 409: errorAnswers[409] },
    },
    handler: async (request) => {
      const actor = actorOf(request);
      await changeTournamentStatus(db, actor, request.params.id, request.body.status);
      return answerOf(changeStatus, await getRecord(db, tournamentsResource, request.params.id, actor.golfCourseId));
    },
  });

  routes.route({
    ...endpointRoute(drawTeams),
    config: { access: organisers },
    schema: {
      operationId: 'tournaments_teams_draw',
      tags,
      summary: 'Draw ABCD teams',
      description:
        "Draws a tournament of teams of four (`team_size` 4, not a Ryder Cup) into ABCD teams (`@fairway/golf`'s `abcdTeamDraw`): the entered field in Handicap Index order cut into quarters, A the lowest, golfers without an index last, and each team one golfer of each quarter at random from `seed` (a new one when left out, kept in the audit log to replay the draw). The draw replaces the tournament's teams: each is named after its A golfer, who captains it. 409 when the tournament plays no teams of four, its field is not a whole number of fours, it is closed, or a round has started. Answers the seed and the teams, each golfer in A, B, C, D order.",
      params: drawTeams.params,
      body: drawTeams.body,
      response: { 200: drawTeams.answer, 409: errorAnswers[409] },
    },
    handler: (request) => drawAbcdTeams(db, actorOf(request), request.params.id, request.body),
  });

  routes.route({
    ...endpointRoute(recalculate),
    config: { access: organisers },
    schema: {
      operationId: 'tournaments_recalculate_handicaps',
      tags,
      summary: "Work a field's handicaps out again",
      description:
        "Before play: works every entry's Handicap Index, course and playing handicaps and category out again from today's indexes and the tournament's terms, and answers those that change; `apply: true` writes them. 409 once play has started.",
      params: recalculate.params,
      body: recalculate.body,
      response: { 200: recalculate.answer, 409: errorAnswers[409] },
    },
    handler: (request) => recalculateField(db, actorOf(request), request.params.id, request.body.apply),
  });

  routes.route({
    ...endpointRoute(candidates),
    config: { access: organisers },
    schema: {
      operationId: 'members_get_tournament_members',
      tags,
      summary: 'Find golfers to enter',
      description:
        "The golfers who can still be entered in a tournament: the club's, and the roster of the series' event manager (as guests), not yet entered, with their current index and the category they would play in; found by name or e-mail, narrowed by gender, index band and category. The first 500 by name.",
      querystring: candidates.query,
      response: { 200: candidates.answer },
    },
    handler: (request) => listTournamentCandidates(db, actorOf(request), request.query),
  });

  routes.route({
    ...endpointRoute(bulkEnter),
    config: { access: organisers },
    schema: {
      operationId: 'tournament_members_bulk_enter',
      tags,
      summary: 'Enter golfers in bulk',
      description:
        'Enters up to 200 golfers in a tournament in one transaction, each with their handicaps worked out: all of them, or none, the first golfer refused named under `member_ids` (400). 409 when the tournament takes no entries or the field would overflow.',
      body: bulkEnter.body,
      response: { 201: bulkEnter.answer, 409: errorAnswers[409] },
    },
    handler: async (request, reply) => reply.code(201).send(await enterInBulk(db, actorOf(request), request.body)),
  });
}
