import { generalPlayEndpoints, Role } from '@fairway/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ConflictError } from '../../core/domain-errors.js';
import type { AreaDeps } from '../../http/area.js';
import { endpointRoute } from '../../http/endpoint-route.js';
import { actorOf } from '../../http/request-context.js';
import type { Access } from '../../http/route-config.js';
import { errorAnswers } from '../../http/schemas.js';
import { attestGeneralPlay } from './attest-general-play.js';
import { listAttestRequests } from './list-attest-requests.js';
import { listGeneralPlayMarkers } from './list-general-play-markers.js';
import { listNotReturned } from './list-not-returned.js';
import { listIndividualRounds } from './list-individual-rounds.js';
import { startIndividualRound } from './start-individual-round.js';

const {
  registerGeneralPlay,
  generalPlayMarkers,
  attestRequests,
  attestGeneralPlay: attest,
  notReturned,
} = generalPlayEndpoints;

/**
 * General play for handicap: a golfer registers a round before starting, with their marker; the marker's attest
 * requests and attest; the rounds not returned in time, for the handicap committee (decision 0121).
 */
export function registerScoringGeneralPlayRoutes(app: FastifyInstance, { db }: AreaDeps) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['scoring'];
  const golfers: Access = { course: 'required' };
  const committee: Access = { course: 'required', roles: [Role.admin] };
  const recorded = (request: FastifyRequest) => {
    if (!request.courseSettings?.individualRoundsEnabled) {
      throw new ConflictError('This club does not record individual rounds.');
    }
  };
  const where = 'Only where the active club (X-Golf-Course) records individual rounds (409 otherwise).';

  routes.route({
    ...endpointRoute(registerGeneralPlay),
    config: { access: golfers },
    schema: {
      operationId: 'player_rounds_individual_general_play_create',
      tags,
      summary: 'Register a round of general play for handicap',
      description: `Registers the caller's own round for handicap before it starts (WHS Rule 4.1): at the active club, from one of its tee sets, on a day and start time no earlier than the club's grace allows, 9 or 18 holes, with a marker who is another golfer of the club with a Handicap Index (400 otherwise, naming the field). The round is in play at once, scored on the phone page and completed as any individual round; it makes its score record only once the marker attests it. ${where}`,
      body: registerGeneralPlay.body,
      response: { 201: registerGeneralPlay.answer, 409: errorAnswers[409] },
    },
    handler: async (request, reply) => {
      recorded(request);
      const { body } = request;
      const actor = actorOf(request);
      const id = await startIndividualRound(db, actor, {
        golfCourseId: request.golfCourseId!,
        holeCategoryId: body.hole_category_id,
        playDate: body.play_date,
        holes: body.holes,
        nine: body.nine,
        generalPlay: { startTime: body.start_time, markerMemberId: body.marker_member_id },
      });
      const [round] = (await listIndividualRounds(db, actor, id)).rounds;
      return reply.code(201).send(round!);
    },
  });

  routes.route({
    ...endpointRoute(generalPlayMarkers),
    config: { access: golfers },
    schema: {
      operationId: 'player_rounds_individual_general_play_markers',
      tags,
      summary: 'List the golfers who may mark a round for handicap',
      description:
        "The active club's golfers with a Handicap Index, other than the caller, by name: those who may mark the caller's round for handicap.",
      response: { 200: generalPlayMarkers.answer },
    },
    handler: (request) => listGeneralPlayMarkers(db, actorOf(request)),
  });

  routes.route({
    ...endpointRoute(attestRequests),
    config: { access: golfers },
    schema: {
      operationId: 'player_rounds_individual_general_play_attest_requests',
      tags,
      summary: 'List the rounds waiting for my attest as marker',
      description:
        "The active club's rounds for handicap the caller marks whose cards the player returned (completed) and that wait for the caller's attest, the latest first.",
      response: { 200: attestRequests.answer },
    },
    handler: (request) => listAttestRequests(db, actorOf(request)),
  });

  routes.route({
    ...endpointRoute(attest),
    config: { access: golfers },
    schema: {
      operationId: 'player_rounds_individual_general_play_attest',
      tags,
      summary: 'Attest a round for handicap as its marker',
      description:
        "The marker attests the returned card of a round for handicap: the round makes its score record and the player's Handicap Index is revised. 409 for a round the caller does not mark, one not returned yet, or one with a penalty score; attesting again changes nothing. Another club's round is not found.",
      params: attest.params,
      response: { 200: attest.answer, 404: errorAnswers[404], 409: errorAnswers[409] },
    },
    handler: (request) => attestGeneralPlay(db, actorOf(request), request.params.id),
  });

  routes.route({
    ...endpointRoute(notReturned),
    config: { access: committee },
    schema: {
      operationId: 'player_rounds_individual_general_play_not_returned',
      tags,
      summary: 'List the rounds for handicap not returned in time',
      description:
        "For the handicap committee (the club's admins): the active club's rounds registered for handicap that are neither attested nor recorded once the club's time limit after their start has passed, the oldest first; the committee may enter a penalty score for each.",
      response: { 200: notReturned.answer },
    },
    handler: (request) => listNotReturned(db, actorOf(request)),
  });
}
