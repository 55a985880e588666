import { Role, resultEndpoints } from '@fairway/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AreaDeps } from '../../http/area.js';
import { endpointRoute } from '../../http/endpoint-route.js';
import { actorOf } from '../../http/request-context.js';
import type { Access } from '../../http/route-config.js';
import { errorAnswers } from '../../http/schemas.js';
import { addMatchPress } from './add-match-press.js';
import { listMatchPresses } from './list-match-presses.js';
import { removeMatchPress } from './remove-match-press.js';

const { matchPresses, addMatchPress: add, removeMatchPress: remove } = resultEndpoints;

const whoWords =
  "The tournament's organisers only (its club's admins, and the event managers of its series); another club's tournament, group or press is not found (404).";

/** A press and re-press's presses called by hand: listed, called and removed, match by match. */
export function registerResultMatchPressRoutes(app: FastifyInstance, { db }: AreaDeps) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['results'];
  const organisers: Access = { course: 'required', roles: [Role.admin, Role.eventManager] };

  routes.route({
    ...endpointRoute(matchPresses),
    config: { access: organisers },
    schema: {
      operationId: 'tournaments_match_presses_list',
      tags,
      summary: "List a press and re-press's presses called by hand",
      description: `The presses called by hand in the tournament's matches (a match is a round's group), by round, group, span and hole, each with who recorded it and when; \`?group_id=\` one match's. ${whoWords}`,
      params: matchPresses.params,
      querystring: matchPresses.query,
      response: { 200: matchPresses.answer },
    },
    handler: (request) => listMatchPresses(db, actorOf(request), request.params.id, request.query.group_id),
  });

  routes.route({
    ...endpointRoute(add),
    config: { access: organisers },
    schema: {
      operationId: 'tournaments_match_presses_create',
      tags,
      summary: 'Call a press by hand in a match',
      description: `A side down in the newest bet of a Nassau span (front 9, back 9 or overall) calls a press after a hole it has played, before the span's last hole: a new bet from the next hole to the span's end, in the chain like an automatic press (a later automatic press, at the tournament's \`press_when_down\`, checks it as the newest bet). Checked by \`@fairway/golf\`'s \`nassau\` against the match's hole results as stored now and its other presses; the next calculation (\`press_repress_calculation\`, \`calculate_result_for_tournament\`) includes it, its bet's words "press called by X after hole N". 400 with the rule's reason: a side not down, a hole not yet played, the span's last hole; and for a tournament of another format. 409 once the results are published. ${whoWords}`,
      params: add.params,
      body: add.body,
      response: { 201: add.answer, 409: errorAnswers[409] },
    },
    handler: async (request, reply) =>
      reply.code(201).send(await addMatchPress(db, actorOf(request), request.params.id, request.body)),
  });

  routes.route({
    ...endpointRoute(remove),
    config: { access: organisers },
    schema: {
      operationId: 'tournaments_match_presses_delete',
      tags,
      summary: 'Remove a press called by hand',
      description: `Removes a press called by hand from its match (audited with what it was); the next calculation leaves it out. 409 once the results are published. ${whoWords}`,
      params: remove.params,
      response: { 204: remove.answer.describe('Press removed'), 409: errorAnswers[409] },
    },
    handler: async (request, reply) => {
      await removeMatchPress(db, actorOf(request), request.params.id, request.params.press_id);
      return reply.code(204).send(null);
    },
  });
}
