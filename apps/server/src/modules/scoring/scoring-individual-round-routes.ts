import { scoringEndpoints } from '@fairway/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { ConflictError, NotFoundError } from '../../core/domain-errors.js';
import type { AreaDeps } from '../../http/area.js';
import { endpointRoute } from '../../http/endpoint-route.js';
import { actorOf } from '../../http/request-context.js';
import type { Access } from '../../http/route-config.js';
import { errorAnswers } from '../../http/schemas.js';
import { listGuestTeeSets } from '../courses/index.js';
import { cloneGroupHole } from './clone-group-hole.js';
import { completeIndividualRound } from './complete-individual-round.js';
import { listIndividualRounds } from './list-individual-rounds.js';
import { startIndividualRound } from './start-individual-round.js';

const {
  individualRounds,
  individualRound,
  startIndividualRound: start,
  startGuestRound,
  guestTeeSets,
  cloneGroupHole: clone,
} = scoringEndpoints;
const { completeIndividualRound: complete } = scoringEndpoints;

/**
 * A golfer's own rounds outside tournaments: listed, started at their club or as a guest (from the tee sets of the club
 * played), cloned, completed.
 */
export function registerScoringIndividualRoundRoutes(app: FastifyInstance, { db }: AreaDeps) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['scoring'];
  const golfers: Access = { course: 'required' };
  const recorded = (request: FastifyRequest) => {
    if (!request.courseSettings?.individualRoundsEnabled) {
      throw new ConflictError('This club does not record individual rounds.');
    }
  };
  const roundOf = async (request: FastifyRequest, playerRoundId: number) => {
    const [round] = (await listIndividualRounds(db, actorOf(request), playerRoundId)).rounds;
    if (!round) throw new NotFoundError();
    return round;
  };
  const started = async (request: FastifyRequest, terms: z.infer<typeof startGuestRound.body>) => {
    recorded(request);
    const id = await startIndividualRound(db, actorOf(request), {
      golfCourseId: terms.golf_course_id,
      holeCategoryId: terms.hole_category_id,
      playDate: terms.play_date,
      holes: terms.holes,
      nine: terms.nine,
    });
    return roundOf(request, id);
  };
  const where =
    'Only where the active club (X-Golf-Course) records individual rounds (409 otherwise), for a user with a golfer record.';

  routes.route({
    ...endpointRoute(individualRounds),
    config: { access: golfers },
    schema: {
      operationId: 'player_rounds_individual_list',
      tags,
      summary: 'List my individual rounds',
      description:
        "The caller's own individual rounds at any club, the latest 100 first, each with how far it has got (`thru`, `gross`) and whether it was played as a guest.",
      response: { 200: individualRounds.answer },
    },
    handler: async (request) => {
      const { count, rounds } = await listIndividualRounds(db, actorOf(request));
      return { count, next: null, previous: null, results: rounds };
    },
  });

  routes.route({
    ...endpointRoute(individualRound),
    config: { access: golfers },
    schema: {
      operationId: 'player_rounds_individual_read',
      tags,
      summary: 'Read one of my individual rounds',
      description: "One of the caller's own individual rounds; anyone else's is not found.",
      params: individualRound.params,
      response: { 200: individualRound.answer },
    },
    handler: (request) => roundOf(request, request.params.id),
  });

  routes.route({
    ...endpointRoute(start),
    config: { access: golfers },
    schema: {
      operationId: 'player_rounds_individual_create',
      tags,
      summary: 'Start an individual round',
      description: `Starts the caller's own round at the active club from one of its tee sets, in play at once, with the course and playing handicap worked out from their Handicap Index on the day; scored on the same phone page as a tournament's group. ${where}`,
      body: start.body,
      response: { 201: start.answer, 409: errorAnswers[409] },
    },
    handler: async (request, reply) =>
      reply.code(201).send(await started(request, { golf_course_id: request.golfCourseId!, ...request.body })),
  });

  routes.route({
    ...endpointRoute(guestTeeSets),
    config: { access: golfers },
    schema: {
      operationId: 'player_rounds_individual_guest_tee_sets',
      tags,
      summary: "List a club's tee sets for a guest round",
      description: `The tee sets of another approved club on Fairway, the back tees first, for a golfer choosing where to play as its guest (an unknown club answers 404). ${where}`,
      querystring: guestTeeSets.query,
      response: { 200: guestTeeSets.answer, 404: errorAnswers[404], 409: errorAnswers[409] },
    },
    handler: (request) => {
      recorded(request);
      return listGuestTeeSets(db, request.query.golf_course_id);
    },
  });

  routes.route({
    ...endpointRoute(startGuestRound),
    config: { access: golfers },
    schema: {
      operationId: 'player_rounds_individual_register_or_create_player_round_as_guest',
      tags,
      summary: 'Start an individual round as a guest',
      description: `Starts the caller's own round at another approved club on Fairway, as its guest, from one of that club's tee sets. ${where}`,
      body: startGuestRound.body,
      response: { 201: startGuestRound.answer, 409: errorAnswers[409] },
    },
    handler: async (request, reply) => reply.code(201).send(await started(request, request.body)),
  });

  routes.route({
    ...endpointRoute(clone),
    config: { access: golfers },
    schema: {
      operationId: 'player_rounds_individual_clone_group_hole',
      tags,
      summary: "Start an individual round as a group's was",
      description: `Starts the caller's own round set up as a group's round was (a tournament's group they played in, or an individual round of theirs): the same club and holes, and the tee set they played. ${where}`,
      body: clone.body,
      response: { 201: clone.answer, 409: errorAnswers[409] },
    },
    handler: async (request, reply) => {
      recorded(request);
      const id = await cloneGroupHole(db, actorOf(request), request.body);
      return reply.code(201).send(await roundOf(request, id));
    },
  });

  routes.route({
    ...endpointRoute(complete),
    config: { access: golfers },
    schema: {
      operationId: 'player_rounds_individual_complete',
      tags,
      summary: 'Complete one of my individual rounds',
      description:
        "Completes one of the caller's own individual rounds in play once every hole has a score (409 naming how many have none); completed, it is kept for the handicap.",
      params: complete.params,
      response: { 200: complete.answer, 409: errorAnswers[409] },
    },
    handler: async (request) => {
      await completeIndividualRound(db, actorOf(request), request.params.id);
      return roundOf(request, request.params.id);
    },
  });
}
