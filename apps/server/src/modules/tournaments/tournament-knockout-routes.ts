import { knockoutEndpoints, Role } from '@fairway/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AreaDeps } from '../../http/area.js';
import { endpointRoute } from '../../http/endpoint-route.js';
import { actorOf } from '../../http/request-context.js';
import type { Access } from '../../http/route-config.js';
import { errorAnswers } from '../../http/schemas.js';
import { correctKnockoutResult } from './correct-knockout-result.js';
import { drawKnockout } from './draw-knockout.js';
import { enterKnockoutResult } from './enter-knockout-result.js';
import { readKnockoutChart } from './read-knockout-chart.js';

const { chart, draw, enterResult, correctResult } = knockoutEndpoints;

/** A knockout tournament's bracket: drawn by its organisers, its results entered by the players or the organisers. */
export function registerTournamentKnockoutRoutes(app: FastifyInstance, { db }: AreaDeps) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['tournaments'];
  const organisers: Access = { course: 'required', roles: [Role.admin, Role.eventManager] };
  const clubRoles: Access = { course: 'required' };

  routes.route({
    ...endpointRoute(chart),
    config: { access: clubRoles },
    schema: {
      operationId: 'tournaments_knockout',
      tags,
      summary: "Read a knockout's draw chart",
      description:
        "The bracket of a knockout tournament of the golf course of X-Golf-Course, for anyone of the club: each round's matches with their players and seeds (a bye where a top seed has none), deadline, winner, how the match was decided and its result in match play's words (`@fairway/golf`'s `knockoutBracket`), and the champion once the final is played; a tournament that plays a consolation bracket has it under `consolation`, the first round's losers filling its lines as their matches finish (a walkover's loser has none: a bye), each round with its own deadline. Before the draw, `drawn` is false and there are no rounds. A tournament of another format, or another club's, is not found.",
      params: chart.params,
      response: { 200: chart.answer },
    },
    handler: (request) => readKnockoutChart(db, actorOf(request).golfCourseId!, request.params.id),
  });

  routes.route({
    ...endpointRoute(draw),
    config: { access: organisers },
    schema: {
      operationId: 'tournaments_knockout_draw',
      tags,
      summary: 'Draw a knockout',
      description:
        "Draws a knockout tournament's bracket from its entered field (`@fairway/golf`'s `knockoutDraw`): seeds by Handicap Index, at random from `seed` (kept to replay the draw), or in the order of `seeds`; seeds 1 and 2 meet only in the final. A field short of 2, 4, 8 ... players needs `byes: true` (the top seeds get them), else 400. One deadline per round, and for a tournament with a consolation bracket optionally one per consolation round in `consolation_round_deadlines` (by default the next main round's); a draw of 2 has no consolation bracket (400). Drawn again until a result is entered, then 409. Answers the draw chart.",
      params: draw.params,
      body: draw.body,
      response: { 200: draw.answer, 409: errorAnswers[409] },
    },
    handler: (request) => drawKnockout(db, actorOf(request), request.params.id, request.body),
  });

  routes.route({
    ...endpointRoute(enterResult),
    config: { access: clubRoles },
    schema: {
      operationId: 'tournaments_knockout_results',
      tags,
      summary: "Enter a knockout match's result",
      description:
        "Enters a match's result, of the main draw or (`bracket: consolation`) the consolation bracket, by either of its players or an organiser (anyone else 403): its winner, how it was decided (`match_won` with `holes_up` and `holes_to_play`, `extra_holes` with how many, `conceded`, `walkover`) and the day it was played, any day. The winner goes on to the next round's match of the bracket; a first-round match's loser to the consolation bracket. A match whose players are not known yet is a 400. The same result again changes nothing; a different one answers 409 naming both. Answers the draw chart.",
      params: enterResult.params,
      body: enterResult.body,
      response: { 200: enterResult.answer, 409: errorAnswers[409] },
    },
    handler: (request) => enterKnockoutResult(db, actorOf(request), request.params.id, request.body),
  });

  routes.route({
    ...endpointRoute(correctResult),
    config: { access: organisers },
    schema: {
      operationId: 'tournaments_knockout_corrections',
      tags,
      summary: "Correct a knockout match's result",
      description:
        "An organiser corrects a match's entered result, with the `reason` (kept in the audit log with the result before and after). Its words may change at any time; its winner only while the winner entered has not played on: once the next round's match has its result, or (a first-round match) the consolation match its loser went to, 409 (correct that one first). A match with no result yet is a 400 (enter it instead). The same result again changes nothing. Answers the draw chart.",
      params: correctResult.params,
      body: correctResult.body,
      response: { 200: correctResult.answer, 409: errorAnswers[409] },
    },
    handler: (request) => correctKnockoutResult(db, actorOf(request), request.params.id, request.body),
  });
}
