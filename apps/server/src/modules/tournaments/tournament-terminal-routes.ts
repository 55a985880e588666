import { Role, terminalEndpoints, terminalTokenHeader, terminalTries } from '@fairway/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AreaDeps } from '../../http/area.js';
import { endpointRoute } from '../../http/endpoint-route.js';
import { actorOf } from '../../http/request-context.js';
import type { Access } from '../../http/route-config.js';
import { errorAnswers } from '../../http/schemas.js';
import { listClubTerminals } from './list-club-terminals.js';
import { listTerminalToday } from './list-terminal-today.js';
import { openClubTerminal } from './open-club-terminal.js';
import { revokeClubTerminal } from './revoke-club-terminal.js';
import { signInAtTerminal } from './sign-in-at-terminal.js';
import { signInByMembershipNumber } from './sign-in-by-membership-number.js';
import { terminalOfRequest } from './terminal-of-request.js';

const {
  clubTerminals,
  openClubTerminal: open,
  revokeClubTerminal: revoke,
  terminalToday,
  terminalSignIn,
  terminalSignInByNumber,
} = terminalEndpoints;

/** The terminal's own header: its token, which names the club (no one's session, no X-Golf-Course). */
const terminalHeaders = z.object({
  [terminalTokenHeader]: z.string().optional().describe('The token the club admin was given when opening the terminal'),
});

/**
 * The club-house terminal (decision 0126): a club admin opens and revokes the club's terminals; at a terminal, golfers
 * see today's competitions and sign in for theirs by their name and membership number.
 */
export function registerTournamentTerminalRoutes(app: FastifyInstance, { db }: AreaDeps) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['tournaments'];
  const admins: Access = { course: 'required', roles: [Role.admin] };
  const terminal: Access = { public: true };
  const terminalOf = (request: FastifyRequest) => terminalOfRequest(db, request.headers);

  routes.route({
    ...endpointRoute(clubTerminals),
    config: { access: admins },
    schema: {
      operationId: 'club_terminals_list',
      tags,
      summary: "List the club's terminals",
      description:
        'For the club admins: the club-house terminals opened for the golf course of X-Golf-Course, the latest first, open or revoked (their tokens are never shown again).',
      response: { 200: clubTerminals.answer },
    },
    handler: (request) => listClubTerminals(db, actorOf(request)),
  });

  routes.route({
    ...endpointRoute(open),
    config: { access: admins },
    schema: {
      operationId: 'club_terminals_open',
      tags,
      summary: 'Open a club-house terminal',
      description: `A club admin opens a terminal for the golf course of X-Golf-Course: the answer carries its token this once, which the screen keeps and sends in the ${terminalTokenHeader} header. The terminal holds no one's session: it acts for the club only, and each golfer's action carries their membership number.`,
      body: open.body,
      response: { 201: open.answer },
    },
    handler: async (request, reply) =>
      reply.code(201).send(await openClubTerminal(db, actorOf(request), request.body.name)),
  });

  routes.route({
    ...endpointRoute(revoke),
    config: { access: admins },
    schema: {
      operationId: 'club_terminals_revoke',
      tags,
      summary: 'Revoke a club-house terminal',
      description:
        "A club admin revokes one of the club's terminals: its token no longer answers (401). Revoking again changes nothing; another club's terminal is not found.",
      params: revoke.params,
      response: { 200: revoke.answer, 404: errorAnswers[404] },
    },
    handler: (request) => revokeClubTerminal(db, actorOf(request), request.params.id),
  });

  routes.route({
    ...endpointRoute(terminalToday),
    config: { access: terminal },
    schema: {
      operationId: 'terminal_today',
      tags,
      summary: "The terminal's start screen: today's competitions",
      description: `At a club-house terminal (its token in ${terminalTokenHeader}, no sign-in): the competition rounds of the terminal's club played today on the club's clock, not cancelled, each with its field's names (entered golfers only, by surname) to tap. 401 without an open terminal's token.`,
      headers: terminalHeaders,
      response: { 200: terminalToday.answer, 401: errorAnswers[401] },
    },
    handler: async (request) => listTerminalToday(db, await terminalOf(request)),
  });

  routes.route({
    ...endpointRoute(terminalSignIn),
    config: { access: terminal },
    schema: {
      operationId: 'terminal_sign_in',
      tags,
      summary: "Sign a golfer in at the terminal for today's competition",
      description: `At a club-house terminal (its token in ${terminalTokenHeader}): the golfer whose name was tapped signs in for today's competition round with their membership number at the club, and sees their group's tee time, starting hole and playing handicap. The sign-in is recorded once; signing in again answers the same. A wrong membership number is 400 saying how many tries are left; at ${terminalTries.allowed} wrong ones within ${terminalTries.windowMinutes} minutes the golfer waits until the window ends (429 with Retry-After), whatever the terminal. 409 for a golfer without a membership number at the club or not in the field; a round not of today at the terminal's club, or a golfer not of the club, is not found. 401 without an open terminal's token.`,
      headers: terminalHeaders,
      body: terminalSignIn.body,
      response: {
        200: terminalSignIn.answer,
        401: errorAnswers[401],
        404: errorAnswers[404],
        409: errorAnswers[409],
        429: errorAnswers[429],
      },
    },
    handler: async (request) => signInAtTerminal(db, await terminalOf(request), request.ip, request.body),
  });
  routes.route({
    ...endpointRoute(terminalSignInByNumber),
    config: { access: terminal },
    schema: {
      operationId: 'terminal_sign_in_by_number',
      tags,
      summary: 'Sign a golfer in at the terminal by typing their membership number',
      description: `At a club-house terminal (its token in ${terminalTokenHeader}): a golfer types their membership number at the club without tapping their name; found in the field of today's competition, they are signed in as by \`terminal_sign_in\` (the same answer, recorded once). A number matching no one in today's fields is 400 saying how many tries are left; at ${terminalTries.allowed} such numbers within ${terminalTries.windowMinutes} minutes this terminal waits until the window ends for numbers typed alone (429 with Retry-After; tapping a name still works), and a right number does not clear that count. A golfer's own wait after wrong numbers applies too. 409 for a golfer in more than one of today's competitions. 401 without an open terminal's token.`,
      headers: terminalHeaders,
      body: terminalSignInByNumber.body,
      response: {
        200: terminalSignInByNumber.answer,
        401: errorAnswers[401],
        409: errorAnswers[409],
        429: errorAnswers[429],
      },
    },
    handler: async (request) =>
      signInByMembershipNumber(db, await terminalOf(request), request.ip, request.body.membership_number),
  });
}
