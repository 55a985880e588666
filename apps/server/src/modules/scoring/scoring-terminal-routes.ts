import { terminalEndpoints, terminalTokenHeader } from '@fairway/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AreaDeps } from '../../http/area.js';
import { endpointRoute } from '../../http/endpoint-route.js';
import type { Access } from '../../http/route-config.js';
import { errorAnswers } from '../../http/schemas.js';
import { golferAtTerminal, terminalOfRequest } from '../tournaments/index.js';
import { attestGeneralPlay } from './attest-general-play.js';
import type { LeaderboardHub } from './leaderboard-hub.js';
import { listAttestRequests } from './list-attest-requests.js';
import { readTerminalCard } from './read-terminal-card.js';
import { saveScores } from './save-scores.js';
import { signCard } from './sign-card.js';

const { terminalCard, terminalSaveScores, terminalSignCard, terminalAttestRequests, terminalAttest } =
  terminalEndpoints;

const terminalHeaders = z.object({
  [terminalTokenHeader]: z.string().optional().describe('The token the club admin was given when opening the terminal'),
});

/**
 * The cards at the club-house terminal (decisions 0126, 0130): a golfer, proven by their membership number on every
 * call, enters their group's scores after the round and attests their own card, signs as marker the cards of their
 * group, and attests the rounds for handicap they mark. The scoring page's own use cases, with the golfer as the actor.
 */
export function registerScoringTerminalRoutes(app: FastifyInstance, { db, listPages }: AreaDeps, hub: LeaderboardHub) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['scoring'];
  const terminal: Access = { public: true };
  const golferOf = async (request: FastifyRequest, golfer: { member_id?: number; membership_number: string }) =>
    golferAtTerminal(db, await terminalOfRequest(db, request.headers), request.ip, golfer);
  const proof = `Every call carries the golfer: the name tapped (\`member_id\`) or none, and their membership number, checked as at signing in (400 for a wrong one with the tries left, 429 after too many; a number typed alone that no golfer of the club has counts against the terminal). 401 without an open terminal's token (${terminalTokenHeader}).`;

  routes.route({
    ...endpointRoute(terminalCard),
    config: { access: terminal },
    schema: {
      operationId: 'terminal_card',
      tags,
      summary: "Read a golfer's group card at the terminal",
      description: `At a club-house terminal: the card of the group the golfer plays in for a round of the terminal's club, as the scoring page reads it (holes, players, strokes received, scores with their versions, signatures); \`own_member_id\` is the golfer. 404 for a round the golfer does not play at this club. ${proof}`,
      headers: terminalHeaders,
      body: terminalCard.body,
      response: { 200: terminalCard.answer, 401: errorAnswers[401], 404: errorAnswers[404], 429: errorAnswers[429] },
    },
    handler: async (request) =>
      readTerminalCard(db, await golferOf(request, request.body.golfer), request.body.player_round_id),
  });

  routes.route({
    ...endpointRoute(terminalSaveScores),
    config: { access: terminal, catchUp: false },
    schema: {
      operationId: 'terminal_save_scores',
      tags,
      summary: "Save a golfer's group scores at the terminal",
      description: `At a club-house terminal: saves score entries of the golfer's group card by the scoring page's rules (\`scores_save_score\`): each entry \`saved\`, \`repeated\`, \`conflict\` or \`refused\`, taken while the round is in play for the golfer's own card or, while their group has no scorer named, its players' cards; a card the marker signed is refused. ${proof}`,
      headers: terminalHeaders,
      body: terminalSaveScores.body,
      response: { 200: terminalSaveScores.answer, 401: errorAnswers[401], 429: errorAnswers[429] },
    },
    handler: async (request) => {
      const golfer = await golferOf(request, request.body.golfer);
      const saved = await saveScores(db, golfer, request.body.scores, listPages);
      for (const notice of saved.boards) hub.boardChanged(notice);
      return { results: saved.results };
    },
  });

  routes.route({
    ...endpointRoute(terminalSignCard),
    config: { access: terminal },
    schema: {
      operationId: 'terminal_sign_card',
      tags,
      summary: 'Attest a card, or sign one as marker, at the terminal',
      description: `At a club-house terminal: the golfer attests their own card (\`as: player\`) or signs as marker (\`as: marker\`) the card of another player of their group while it has no scorer named, once every hole has a score (Rules of Golf Rule 3.3b), by the scoring page's rules (\`scores_sign_card\`). 404 for a card the golfer does not attest or mark; 409 for a card with holes unscored, their own card as marker, or a round not in play. ${proof}`,
      headers: terminalHeaders,
      body: terminalSignCard.body,
      response: {
        200: terminalSignCard.answer,
        401: errorAnswers[401],
        404: errorAnswers[404],
        409: errorAnswers[409],
        429: errorAnswers[429],
      },
    },
    handler: async (request) => signCard(db, await golferOf(request, request.body.golfer), request.body.card),
  });

  routes.route({
    ...endpointRoute(terminalAttestRequests),
    config: { access: terminal },
    schema: {
      operationId: 'terminal_attest_requests',
      tags,
      summary: 'List the rounds for handicap waiting for a marker at the terminal',
      description: `At a club-house terminal: the rounds for handicap at the terminal's club the golfer marks whose cards the player returned and that wait for their attest, the latest first. ${proof}`,
      headers: terminalHeaders,
      body: terminalAttestRequests.body,
      response: { 200: terminalAttestRequests.answer, 401: errorAnswers[401], 429: errorAnswers[429] },
    },
    handler: async (request) => listAttestRequests(db, await golferOf(request, request.body.golfer)),
  });

  routes.route({
    ...endpointRoute(terminalAttest),
    config: { access: terminal },
    schema: {
      operationId: 'terminal_attest',
      tags,
      summary: 'Attest a round for handicap as its marker at the terminal',
      description: `At a club-house terminal: the golfer attests as marker the returned card of a round for handicap (\`player_rounds_individual_general_play_attest\`): it makes its score record and the player's Handicap Index is revised. 409 for a round the golfer does not mark, one not returned yet, or one with a penalty score; attesting again changes nothing; another club's round is not found. ${proof}`,
      headers: terminalHeaders,
      body: terminalAttest.body,
      response: {
        200: terminalAttest.answer,
        401: errorAnswers[401],
        404: errorAnswers[404],
        409: errorAnswers[409],
        429: errorAnswers[429],
      },
    },
    handler: async (request) =>
      attestGeneralPlay(db, await golferOf(request, request.body.golfer), request.body.player_round_id),
  });
}
