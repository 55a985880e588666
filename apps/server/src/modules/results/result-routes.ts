import { Role, resultEndpoints, type TournamentFormat } from '@fairway/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AreaDeps } from '../../http/area.js';
import { endpointRoute } from '../../http/endpoint-route.js';
import { actorOf } from '../../http/request-context.js';
import type { Access } from '../../http/route-config.js';
import { errorAnswers } from '../../http/schemas.js';
import { calculateResults } from './calculate-results.js';
import { publishResults } from './publish-results.js';
import { readResults } from './read-results.js';
import { resetTournamentForPeoria } from './reset-tournament-for-peoria.js';

const { results, calculate, publish, resetForPeoria } = resultEndpoints;

/** The spec's named calculations of the Peoria family, each for a tournament of its own format. */
const namedCalculations = [
  { endpoint: resultEndpoints.peoria, format: 'peoria', operationId: 'tournaments_peoria', words: 'Peoria' },
  {
    endpoint: resultEndpoints.doublePeoria,
    format: 'double_peoria',
    operationId: 'tournaments_double_peoria',
    words: 'double Peoria',
  },
  {
    endpoint: resultEndpoints.doublePeoriaIndia,
    format: 'double_peoria_india',
    operationId: 'tournaments_double_peoria_india',
    words: 'double Peoria (India)',
  },
  {
    endpoint: resultEndpoints.doublePeoriaWithoutPlayersIndex,
    format: 'double_peoria_without_index',
    operationId: 'tournaments_double_peoria_without_players_index',
    words: "double Peoria without players' index",
  },
] as const satisfies readonly { format: TournamentFormat; endpoint: unknown; operationId: string; words: string }[];

const calculationWords =
  'Stored as the current results, the previous calculation kept as history with who replaced it and when; not published. 400 names what is missing: no round or no scores, or the players without a score on some holes (to be marked no return, or their cards completed). 409 once the results are published, or before play has started.';
const peoriaWords =
  "The hidden holes are drawn by the system at the first calculation, from a random seed it records with who and when, and kept until `reset_tournament_for_peoria`; they appear in no answer before the results are published. Each player's one-day handicap comes from `@fairway/golf`'s `peoriaHandicap` (the India double Peoria's band table: the club's `peoria_india_bands`, else the published one, on the entry's course handicap), net = gross - that handicap, ranked with the format's countback.";

/** A tournament's results: calculated, read, published; the Peoria family's named calculations and its reset. */
export function registerResultRoutes(app: FastifyInstance, { db }: AreaDeps) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['results'];
  const organisers: Access = { course: 'required', roles: [Role.admin, Role.eventManager] };

  routes.route({
    ...endpointRoute(results),
    config: { access: { public: true, identify: true } },
    schema: {
      operationId: 'tournaments_results',
      tags,
      summary: "Read a tournament's results",
      description:
        'The results as last calculated, per category: position ("T2" when shared; NR, WD, DQ without a result), playing and Peoria handicaps, gross, net, points and how countback split each tie. The tournament\'s organisers see them once calculated; once published, whoever may see its board: a public one anyone, signed in or not; a members one anyone of its club (X-Golf-Course); a hidden one its organisers. `hidden_holes` is empty until publication. Another club\'s tournament, and results the caller may not see yet, are not found.',
      params: results.params,
      response: { 200: results.answer },
    },
    handler: (request) => readResults(db, actorOf(request), request.params.id),
  });

  routes.route({
    ...endpointRoute(calculate),
    config: { access: organisers },
    schema: {
      operationId: 'tournaments_calculate_result_for_tournament',
      tags,
      summary: "Calculate a tournament's results",
      description: `Calculates the results of the tournament's format from its stored scores and its entries' handicaps as entered, per category, every number from \`@fairway/golf\`: stroke play (gross, net, or a table of each), Stableford points, and the Peoria family (${peoriaWords}) Several rounds rank on their total, a tie going to the last round first (\`rankEvent\`). 400 names a format whose results come later (four-ball, press and re-press, Ryder Cup, team) and a Peoria of more than one round. ${calculationWords}`,
      params: calculate.params,
      response: { 200: calculate.answer, 409: errorAnswers[409] },
    },
    handler: (request) => calculateResults(db, actorOf(request), request.params.id),
  });

  for (const named of namedCalculations) {
    routes.route({
      ...endpointRoute(named.endpoint),
      config: { access: organisers },
      schema: {
        operationId: named.operationId,
        tags,
        summary: `Calculate a ${named.words}'s results`,
        description: `Calculates a ${named.words} tournament's results as \`calculate_result_for_tournament\` does; a tournament of another format answers 400 naming both formats. ${peoriaWords} ${calculationWords}`,
        params: named.endpoint.params,
        response: { 200: named.endpoint.answer, 409: errorAnswers[409] },
      },
      handler: (request) => calculateResults(db, actorOf(request), request.params.id, named.format),
    });
  }

  routes.route({
    ...endpointRoute(publish),
    config: { access: organisers },
    schema: {
      operationId: 'tournaments_results_publish',
      tags,
      summary: "Publish a tournament's results",
      description:
        "Publishes the current results once: whoever may see the tournament's board sees them from now on, with the Peoria draw's hidden holes, and a tournament in progress moves to completed. 409 with no results calculated, when they are published already, or for a tournament neither in progress nor completed.",
      params: publish.params,
      response: { 200: publish.answer, 409: errorAnswers[409] },
    },
    handler: (request) => publishResults(db, actorOf(request), request.params.id),
  });

  routes.route({
    ...endpointRoute(resetForPeoria),
    config: { access: organisers },
    schema: {
      operationId: 'tournaments_reset_tournament_for_peoria',
      tags,
      summary: "Reset a Peoria's draw",
      description:
        'Sets aside a Peoria-family tournament’s hidden-hole draw and its current results (both kept, with who reset them and when; audited), so that the next calculation draws anew. 400 for a tournament of another format; 409 once the results are published.',
      params: resetForPeoria.params,
      response: { 204: resetForPeoria.answer.describe('Draw and results set aside'), 409: errorAnswers[409] },
    },
    handler: async (request, reply) => {
      await resetTournamentForPeoria(db, actorOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  });
}
