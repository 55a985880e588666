import { ballotEndpoints, ballotRecord, Role } from '@fairway/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AreaDeps } from '../../http/area.js';
import { endpointRoute } from '../../http/endpoint-route.js';
import { actorOf } from '../../http/request-context.js';
import type { Access } from '../../http/route-config.js';
import { errorAnswers } from '../../http/schemas.js';
import { acceptOffer } from './accept-offer.js';
import { askWaitingList } from './ask-waiting-list.js';
import { changeBallotEntry } from './change-ballot-entry.js';
import { declineOffer } from './decline-offer.js';
import { drawBallot } from './draw-ballot.js';
import { enterBallot } from './enter-ballot.js';
import { readBallot } from './read-ballot.js';
import { readBallotEntries } from './read-ballot-entries.js';
import { readWaitingList } from './read-waiting-list.js';
import { withdrawBallotEntry } from './withdraw-ballot-entry.js';

/** The ballot's and the waiting list's actions beside the ballots resource: the draw, entries, requests and offers. */
export function registerTeeSheetBallotRoutes(app: FastifyInstance, { db, config }: AreaDeps) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['tee-sheet'];
  const everyRole: Access = { course: 'required' };
  const bookers: Access = { course: 'required', roles: [Role.member, Role.admin] };
  const admins: Access = { course: 'required', roles: [Role.admin] };
  const firstOf = async <T>(rows: Promise<T[]>) => (await rows)[0]!;

  routes.route({
    ...endpointRoute(ballotEndpoints.draw),
    config: { access: admins },
    schema: {
      operationId: 'ballots_draw',
      tags,
      summary: 'Draw a ballot',
      description:
        'A club admin of the golf course of X-Golf-Course draws a ballot whose close has passed (the server draws it at its next tick otherwise): a seeded draw, recorded on the ballot, weighted toward groups whose members lost recent ballots; each winning group booked with its green fees, each losing group put on the waiting list for its window, every entrant mailed, and why each group got its time kept on its entry. Before the close, or once drawn, 409.',
      params: ballotEndpoints.draw.params,
      response: { 200: ballotRecord, 409: errorAnswers[409] },
    },
    handler: async (request) => {
      const actor = actorOf(request);
      await drawBallot(db, config, actor, request.params.id);
      return readBallot(db, actor, request.params.id);
    },
  });

  routes.route({
    ...endpointRoute(ballotEndpoints.entries),
    config: { access: everyRole },
    schema: {
      operationId: 'ballot_entries_list',
      tags,
      summary: 'List ballot entries',
      description:
        'The ballot entries of the golf course of X-Golf-Course the caller may see, narrowed to one ballot by `ballot`: a club admin (the committee) every entry with its result and why, anyone else the entries they are in.',
      querystring: ballotEndpoints.entries.query,
      response: { 200: ballotEndpoints.entries.answer },
    },
    handler: async (request) => ({
      results: await readBallotEntries(db, actorOf(request), { ballotId: request.query.ballot }),
    }),
  });

  routes.route({
    ...endpointRoute(ballotEndpoints.entry),
    config: { access: everyRole },
    schema: {
      operationId: 'ballot_entries_read',
      tags,
      summary: 'Read a ballot entry',
      description:
        'A ballot entry of the golf course of X-Golf-Course with its group and, once drawn, its tee time or none and why; for a club admin or a member of the group, not found for anyone else.',
      params: ballotEndpoints.entry.params,
      response: { 200: ballotEndpoints.entry.answer },
    },
    handler: (request) => firstOf(readBallotEntries(db, actorOf(request), { entryId: request.params.id })),
  });

  routes.route({
    ...endpointRoute(ballotEndpoints.enter),
    config: { access: bookers },
    schema: {
      operationId: 'ballot_entries_create',
      tags,
      summary: 'Enter a ballot',
      description:
        "A member of the golf course of X-Golf-Course enters a group of up to four (themself first; members of the club, guests, places to be confirmed) in an open ballot with its window of preferred times, before the ballot closes; a club admin may enter for a member (`member_id`). After the close, a member already in an entry of the ballot, or more guests than the club allows, 409; a fifth player or a window outside the ballot's, 400; another club's ballot is not found.",
      body: ballotEndpoints.enter.body,
      response: { 201: ballotEndpoints.enter.answer, 404: errorAnswers[404], 409: errorAnswers[409] },
    },
    handler: async (request, reply) => {
      const actor = actorOf(request);
      const id = await enterBallot(db, actor, request.body);
      return reply.code(201).send(await firstOf(readBallotEntries(db, actor, { entryId: id })));
    },
  });

  routes.route({
    ...endpointRoute(ballotEndpoints.changeEntry),
    config: { access: bookers },
    schema: {
      operationId: 'ballot_entries_partial_update',
      tags,
      summary: "Change a ballot entry's group or window",
      description:
        'The entering member, or a club admin, changes the group (`others`) or the window of an entry before the ballot closes, under the same checks as entering; after the close, 409.',
      params: ballotEndpoints.changeEntry.params,
      body: ballotEndpoints.changeEntry.body,
      response: { 200: ballotEndpoints.changeEntry.answer, 409: errorAnswers[409] },
    },
    handler: async (request) => {
      const actor = actorOf(request);
      await changeBallotEntry(db, actor, request.params.id, request.body);
      return firstOf(readBallotEntries(db, actor, { entryId: request.params.id }));
    },
  });

  routes.route({
    ...endpointRoute(ballotEndpoints.withdrawEntry),
    config: { access: bookers },
    schema: {
      operationId: 'ballot_entries_delete',
      tags,
      summary: 'Withdraw a ballot entry',
      description:
        'The entering member, or a club admin, withdraws an entry from its ballot before the ballot closes; after the close, 409.',
      params: ballotEndpoints.withdrawEntry.params,
      response: { 204: ballotEndpoints.withdrawEntry.answer, 409: errorAnswers[409] },
    },
    handler: async (request, reply) => {
      await withdrawBallotEntry(db, actorOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  });

  routes.route({
    ...endpointRoute(ballotEndpoints.waitingList),
    config: { access: everyRole },
    schema: {
      operationId: 'waiting_list_list',
      tags,
      summary: 'List the waiting list',
      description:
        "The waiting list of the golf course of X-Golf-Course, by day and first come first, narrowed by `date` and `status`: a club admin every member's requests, anyone else their own, with the place offered and until when it is held.",
      querystring: ballotEndpoints.waitingList.query,
      response: { 200: ballotEndpoints.waitingList.answer },
    },
    handler: async (request) => ({ results: await readWaitingList(db, actorOf(request), request.query) }),
  });

  routes.route({
    ...endpointRoute(ballotEndpoints.ask),
    config: { access: bookers },
    schema: {
      operationId: 'waiting_list_create',
      tags,
      summary: 'Ask for a place on the waiting list',
      description:
        'A member of the golf course of X-Golf-Course asks for a window of times on a day, for the places they need (a club admin may ask for a member): a place freed there is offered to the first whose window fits, by mail, held for the club’s hold time. A tee time of the window with the places free (book it instead), a window balloted and not drawn yet, times passed, or a second request for the day answer 409 saying so.',
      body: ballotEndpoints.ask.body,
      response: { 201: ballotEndpoints.ask.answer, 409: errorAnswers[409] },
    },
    handler: async (request, reply) => {
      const actor = actorOf(request);
      const id = await askWaitingList(db, actor, request.body);
      return reply.code(201).send(await firstOf(readWaitingList(db, actor, { requestId: id })));
    },
  });

  for (const [endpoint, act, operationId, summary, description] of [
    [
      ballotEndpoints.accept,
      acceptOffer,
      'waiting_list_accept',
      'Accept a place offered',
      'The member (or a club admin) takes the place offered from the waiting list while it is held: it becomes their booking, its green fees charged, its members mailed. An offer lapsed or never made answers 409.',
    ],
    [
      ballotEndpoints.decline,
      declineOffer,
      'waiting_list_decline',
      'Decline a place offered',
      'The member (or a club admin) turns the place offered down, which goes to the next whose window fits, or withdraws a request still waiting. A request accepted, declined or lapsed answers 409.',
    ],
  ] as const) {
    routes.route({
      ...endpointRoute(endpoint),
      config: { access: bookers },
      schema: {
        operationId,
        tags,
        summary,
        description,
        params: endpoint.params,
        response: { 200: endpoint.answer, 409: errorAnswers[409] },
      },
      handler: async (request) => {
        const actor = actorOf(request);
        await act(db, config, actor, request.params.id);
        return firstOf(readWaitingList(db, actor, { requestId: request.params.id }));
      },
    });
  }
}
