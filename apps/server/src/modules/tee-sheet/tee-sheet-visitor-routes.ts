import { visitorBookingEndpoints, visitorBookingLimits } from '@fairway/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AreaDeps } from '../../http/area.js';
import { endpointRoute } from '../../http/endpoint-route.js';
import { throttled } from '../../http/errors.js';
import { actorOf } from '../../http/request-context.js';
import { errorAnswers } from '../../http/schemas.js';
import { RegistrationRateLimiter } from '../club-registration/index.js';
import { confirmVisitorBooking } from './confirm-visitor-booking.js';
import { holdVisitorBooking } from './hold-visitor-booking.js';
import { listVisitorTeeTimes } from './list-visitor-tee-times.js';
import { readVisitorBooking } from './read-visitor-booking.js';

/** Visitors' booking on a club's public page, for anyone without an account: the day's times, a hold, its code. */
export function registerTeeSheetVisitorRoutes(app: FastifyInstance, { db, config }: AreaDeps) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['tee-sheet'];
  const { times, hold, confirm } = visitorBookingEndpoints;
  const limiter = new RegistrationRateLimiter(config.registrationLimits);

  routes.route({
    ...endpointRoute(times),
    config: { access: { public: true } },
    schema: {
      operationId: 'visitor_tee_times_list',
      tags,
      summary: "A club's tee times open to visitors",
      description:
        "For anyone, signed in or not: the times of an approved club's day a visitor may book now (open and visitors' times, not blocked, not passed, within the club's booking window), each with its places left and a visitor's green fee in minor units. An unknown or unapproved club is not found.",
      security: [],
      params: times.params,
      querystring: times.query,
      response: { 200: times.answer },
    },
    handler: (request) => listVisitorTeeTimes(db, request.params.golf_course_id, request.query.date),
  });

  routes.route({
    ...endpointRoute(hold),
    config: { access: { public: true } },
    schema: {
      operationId: 'visitor_bookings_create',
      tags,
      summary: 'Hold a tee time for visitors',
      description: `A visitor, without an account, asks for a time of a club's day for their group (name, e-mail, Handicap Index, 1 to 4 players): the places are held for ${visitorBookingLimits.holdMinutes} minutes and a ${visitorBookingLimits.codeDigits}-digit code is mailed to confirm them. The club's rules decide as for a member: a members-only, ladies' or society time, a block, too few places left or a day not yet open answer 409 saying why. The group's green fee is owed, paid on arrival. At most ${config.registrationLimits.perAddress} holds per address an hour (429).`,
      security: [],
      params: hold.params,
      body: hold.body,
      response: { 201: hold.answer, 409: errorAnswers[409], 429: errorAnswers[429] },
    },
    handler: async (request, reply) => {
      const wait = limiter.take(request.ip);
      if (wait > 0) throw throttled(wait);
      const { golf_course_id: golfCourseId } = request.params;
      const id = await holdVisitorBooking(db, config, actorOf(request), golfCourseId, request.body);
      return reply.code(201).send(await readVisitorBooking(db, golfCourseId, id));
    },
  });

  routes.route({
    ...endpointRoute(confirm),
    config: { access: { public: true } },
    schema: {
      operationId: 'visitor_bookings_confirm',
      tags,
      summary: "Confirm a visitors' booking",
      description: `The visitor confirms their held booking with the mailed code: it is booked and a mail says so, with the green fees owed. A wrong code answers 400 with the tries left; after ${visitorBookingLimits.codeTries} wrong tries, or past its ${visitorBookingLimits.holdMinutes} minutes (409), the hold is given up and its places freed. Another club's booking is not found.`,
      security: [],
      params: confirm.params,
      body: confirm.body,
      response: { 200: confirm.answer, 409: errorAnswers[409] },
    },
    handler: async (request) => {
      const { golf_course_id: golfCourseId, id } = request.params;
      await confirmVisitorBooking(db, config, actorOf(request), golfCourseId, id, request.body.code);
      return readVisitorBooking(db, golfCourseId, id);
    },
  });
}
