import { Role, resultEndpoints } from '@fairway/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AreaDeps } from '../../http/area.js';
import { endpointRoute } from '../../http/endpoint-route.js';
import { actorOf } from '../../http/request-context.js';
import { errorAnswers } from '../../http/schemas.js';
import { listOrdersOfMerit } from './list-orders-of-merit.js';
import { readOrderOfMerit } from './read-order-of-merit.js';

const { ordersOfMerit, orderOfMerit } = resultEndpoints;

/** The club's orders of merit: the series keeping one, and a series' table from its events' published results. */
export function registerResultMeritRoutes(app: FastifyInstance, { db }: AreaDeps) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const readers = { course: 'required', roles: [Role.admin, Role.eventManager, Role.member] } as const;

  routes.route({
    ...endpointRoute(ordersOfMerit),
    config: { access: readers },
    schema: {
      operationId: 'tournament_masters_orders_of_merit',
      tags: ['results'],
      summary: "List the club's orders of merit",
      description:
        "The active club's series that keep an order of merit (a points table set on the series), by name, with their period and best N: the series a member may pick on the order of merit page. Only the active club's (X-Golf-Course).",
      response: { 200: ordersOfMerit.answer },
    },
    handler: (request) => listOrdersOfMerit(db, actorOf(request)),
  });

  routes.route({
    ...endpointRoute(orderOfMerit),
    config: { access: readers },
    schema: {
      operationId: 'tournament_masters_order_of_merit',
      tags: ['results'],
      summary: "Read a series' order of merit",
      description:
        "The order of merit of a series of the active club on a day (`to`, by default after its latest counting event): the published results of the series' tournaments of that calendar year (`merit_period` season) or of the 12 months to it (rolling_12_months), each at its `merit_weight_percent` (200 for a major; 0 leaves it out), each player placed as in the first results table they are in (their category's; the net where both bases rank). Each player's points per event (the series' `merit_points` for the place, tied players sharing the places they cover to 0.1 point), which of them count (their best `merit_best_n`), the total and the position (level on points, the better best result first, then the next; still level, shared), from `@fairway/golf`'s `orderOfMerit`, and how it is made in words. The club's admins count every event; its event managers and members those whose board is not hidden. Another club's series is not found; a series without a points table answers 409.",
      params: orderOfMerit.params,
      querystring: orderOfMerit.query,
      response: { 200: orderOfMerit.answer, 409: errorAnswers[409] },
    },
    handler: (request) => readOrderOfMerit(db, actorOf(request), request.params.id, request.query.to),
  });
}
