import { leaderboardChange, leaderboardQuery, scoringEndpoints } from '@fairway/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AreaDeps } from '../../http/area.js';
import { endpointRoute } from '../../http/endpoint-route.js';
import { KeptAnswer } from '../../http/kept-answer.js';
import { actorOf } from '../../http/request-context.js';
import type { Access } from '../../http/route-config.js';
import type { LeaderboardHub } from './leaderboard-hub.js';
import { liveTournaments } from './live-tournaments.js';
import { visibleTournament } from './visible-tournament.js';

const { detailedLeaderboard, detailedLeaderboardForAll } = scoringEndpoints;

/** The boards: one tournament's, every live one of the club, and a board's live stream. */
export function registerScoringLeaderboardRoutes(app: FastifyInstance, { db }: AreaDeps, hub: LeaderboardHub) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['scoring'];
  // Public boards answer anyone; a caller who signs in is known, and sees their club's boards too.
  const boardReaders: Access = { public: true, identify: true };
  const visibility =
    "A public board answers anyone, signed in or not (the club-house TV); a members board anyone of its club (X-Golf-Course); a hidden board, or one of a tournament not yet open, its organisers. Another club's tournament is not found.";

  routes.route({
    ...endpointRoute(detailedLeaderboardForAll),
    config: { access: { course: 'required' } },
    schema: {
      operationId: 'tournaments_detailed_leaderboard_for_all',
      tags,
      summary: 'Read every live board',
      description:
        'The boards of the tournaments in progress at the golf course of X-Golf-Course that the caller may see.',
      response: { 200: detailedLeaderboardForAll.answer },
    },
    handler: async (request) => {
      const boards = [];
      for (const tournament of await liveTournaments(db, actorOf(request)))
        boards.push(await hub.board(tournament, {}));
      return boards;
    },
  });

  routes.route({
    ...endpointRoute(detailedLeaderboard),
    config: { access: boardReaders },
    schema: {
      operationId: 'tournaments_detailed_leaderboard',
      tags,
      summary: "Read a tournament's board",
      description: `The board of the tournament's round in play (else its last round played, or \`player_round_id\`'s): the drawn players ranked by the live standings of \`@fairway/golf\` (score against the par of the holes played; countback once all level players have finished), hole by hole, with cards not yet signed marked; in a skins game, who holds each hole (\`@fairway/golf\`'s \`skinsHolders\`). ${visibility}`,
      params: detailedLeaderboard.params,
      querystring: detailedLeaderboard.query,
      response: { 200: detailedLeaderboard.answer },
    },
    handler: async (request, reply) => {
      const tournament = await visibleTournament(db, actorOf(request), await hub.tournament(request.params.id));
      const { category, basis, player_round_id } = request.query;
      if (player_round_id !== undefined) return hub.board(tournament, { category, basis }, player_round_id);
      // The current round's board is kept as sent: a phone polling it, or a TV, costs no work again.
      const kept = await hub.keptBoard(
        tournament,
        { category, basis },
        (board) => new KeptAnswer(reply.serialize(board)),
      );
      return kept.send(request, reply);
    },
  });

  routes.route({
    method: 'GET',
    url: '/api/tournaments/:id/leaderboard/stream/',
    config: { access: boardReaders },
    schema: {
      operationId: 'tournaments_leaderboard_stream',
      tags,
      summary: "Follow a tournament's board",
      description: `The board's live stream (server-sent events): \`snapshot\` with every row first, then \`rows\` with the rows that changed, each event's data a LeaderboardChange and its id the board's version; and \`contest\` (no id) with a side contest's ContestStandings whenever a measurement moves them; a knockout's \`knockout\` (no id) with its KnockoutChart first and whenever a draw or a result moves it; sent back as \`Last-Event-ID\`, the stream resumes without a snapshot when nothing was missed. A comment every 15 s keeps the connection open. Read it with fetch, the token in the Authorization header. ${visibility}`,
      params: detailedLeaderboard.params,
      querystring: leaderboardQuery.omit({ player_round_id: true }),
      response: {
        200: {
          description: 'The event stream',
          content: {
            'text/event-stream': {
              schema: z
                .string()
                .meta({ description: `Events whose data is ${JSON.stringify(Object.keys(leaderboardChange.shape))}` }),
            },
          },
        },
      },
    },
    handler: async (request, reply) => {
      const tournament = await visibleTournament(db, actorOf(request), await hub.tournament(request.params.id));
      const lastEventId = request.headers['last-event-id'];
      reply.hijack();
      const raw = reply.raw;
      raw.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      raw.flushHeaders();
      const stop = await hub.listen(
        tournament,
        { options: request.query, write: (event) => raw.write(event) },
        typeof lastEventId === 'string' ? lastEventId : undefined,
      );
      request.raw.on('close', stop);
    },
  });
}
