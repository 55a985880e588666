import { Role, scoreDetailEndpoints } from '@fairway/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AreaDeps } from '../../http/area.js';
import { endpointRoute } from '../../http/endpoint-route.js';
import { actorOf } from '../../http/request-context.js';
import { readScoreDetails } from './read-score-details.js';

const { scoreDetails } = scoreDetailEndpoints;

/** A tournament's score details: every card hole by hole, and each entry's handicaps worked out. */
export function registerResultScoreDetailRoutes(app: FastifyInstance, { db }: AreaDeps) {
  app.withTypeProvider<ZodTypeProvider>().route({
    ...endpointRoute(scoreDetails),
    config: { access: { course: 'required', roles: [Role.admin, Role.eventManager] } },
    schema: {
      operationId: 'tournaments_score_details',
      tags: ['results'],
      summary: "Read a tournament's score details",
      description:
        "Every player's card of each round hole by hole: gross, strokes received, net, Stableford points and the hole's score for handicap purposes (net double bogey; net par, marked estimated, where not played), with the round's totals and adjusted gross score, all from `@fairway/golf`. Each entry's handicaps as entered beside those its index and tee set's ratings give with the tournament's allowance and maximum, so that one set by hand shows. For the tournament's organisers and the super admin; another club's tournament, or one an event manager does not organise, is not found.",
      params: scoreDetails.params,
      response: { 200: scoreDetails.answer },
    },
    handler: (request) => readScoreDetails(db, actorOf(request), request.params.id),
  });
}
