import { Role, resultEndpoints } from '@fairway/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AreaDeps } from '../../http/area.js';
import { endpointRoute } from '../../http/endpoint-route.js';
import { actorOf } from '../../http/request-context.js';
import { listPublishedResults } from './list-published-results.js';

/** The club's tournaments with published results: the members' way to the results and the winner history. */
export function registerResultPublishedRoutes(app: FastifyInstance, { db }: AreaDeps) {
  app.withTypeProvider<ZodTypeProvider>().route({
    ...endpointRoute(resultEndpoints.published),
    config: { access: { course: 'required', roles: [Role.admin, Role.eventManager, Role.member] } },
    schema: {
      operationId: 'tournaments_published_results',
      tags: ['results'],
      summary: "List the club's published results",
      description:
        "The active club's tournaments whose results are published, the latest first, each with its series (null for a one-off): the tournaments a member may pick on the results page and the series on the winner history page. The club's admins see every one; its event managers and members those whose board is not hidden, as the winner history shows them. Only the active club's (X-Golf-Course).",
      response: { 200: resultEndpoints.published.answer },
    },
    handler: (request) => listPublishedResults(db, actorOf(request)),
  });
}
