import { generalPlayEndpoints, Role } from '@fairway/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AreaDeps } from '../../http/area.js';
import { endpointRoute } from '../../http/endpoint-route.js';
import { actorOf } from '../../http/request-context.js';
import type { Access } from '../../http/route-config.js';
import { errorAnswers } from '../../http/schemas.js';
import { enterPenaltyScore } from './enter-penalty-score.js';

const { enterPenaltyScore: penalty } = generalPlayEndpoints;

/** The handicap committee's penalty score for a round of general play not returned. */
export function registerHandicapPenaltyScoreRoutes(app: FastifyInstance, { db }: AreaDeps) {
  const committee: Access = { course: 'required', roles: [Role.admin] };
  app.withTypeProvider<ZodTypeProvider>().route({
    ...endpointRoute(penalty),
    config: { access: committee },
    schema: {
      operationId: 'player_rounds_individual_general_play_penalty_score',
      tags: ['handicaps'],
      summary: 'Enter a penalty score for a round not returned',
      description:
        "The handicap committee (the club's admins) enters a penalty score for a round registered for handicap and not returned within the club's time limit (WHS Rule 7.2a): a score record marked as a penalty, with the reason, whose differential is the highest (`basis: highest`) or the lowest of the golfer's most recent 20; the round is closed and the index revised. 409 for a round returned, attested or recorded, one whose time limit has not passed, or a golfer without a differential; another club's round is not found.",
      params: penalty.params,
      body: penalty.body,
      response: { 201: penalty.answer, 404: errorAnswers[404], 409: errorAnswers[409] },
    },
    handler: async (request, reply) =>
      reply.code(201).send(await enterPenaltyScore(db, actorOf(request), request.params.id, request.body)),
  });
}
