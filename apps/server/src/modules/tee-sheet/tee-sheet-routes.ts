import { Role, teeSheetEndpoints, teeSheetStreamPath } from '@fairway/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AreaDeps } from '../../http/area.js';
import { endpointRoute } from '../../http/endpoint-route.js';
import { asksTogether } from '../../core/asks-together.js';
import { NotFoundError } from '../../core/domain-errors.js';
import { actorOf } from '../../http/request-context.js';
import type { Access } from '../../http/route-config.js';
import { KeptAnswer } from '../../http/kept-answer.js';
import { errorAnswers } from '../../http/schemas.js';
import { type BookingAsk, bookTeeTimes, largestBookingBatch } from './book-tee-times.js';
import { cancelBooking } from './cancel-booking.js';
import { changeBooking } from './change-booking.js';
import { getTeeSheet } from './get-tee-sheet.js';
import { listBookingPartners } from './list-booking-partners.js';
import { listBookings } from './list-bookings.js';
import { moveBooking } from './move-booking.js';
import type { BookingRecord } from './read-bookings.js';
import { readBooking } from './read-booking.js';
import { recordArrival } from './record-arrival.js';
import { TeeSheetHub } from './tee-sheet-hub.js';

/**
 * The tee sheet's actions beside its resources: the day's sheet and its stream, bookings, their changes, moves and
 * cancelling, the golfers a booking may name, check-in, no-shows.
 */
export function registerTeeSheetRoutes(app: FastifyInstance, { db, config, changes }: AreaDeps) {
  const hub = new TeeSheetHub(changes);
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['tee-sheet'];
  const everyRole: Access = { course: 'required' };
  const bookers: Access = { course: 'required', roles: [Role.member, Role.admin] };
  const admins: Access = { course: 'required', roles: [Role.admin] };
  // A club's day is read once for the readers who ask while it is being read, and sent to them all as the same bytes:
  // each reader is answered from a read begun after they asked, so a member who has just booked sees their booking.
  const readSheet = asksTogether<string, (sheet: unknown) => ConstructorParameters<typeof KeptAnswer>[0], KeptAnswer>(
    async (key, asks) => {
      const [golfCourseId, date] = key.split(' ') as [string, string];
      const sheet = await getTeeSheet(db, Number(golfCourseId), { course: Number(golfCourseId), date });
      const answer = new KeptAnswer(asks[0]!(sheet));
      return asks.map(() => ({ answer }));
    },
  );
  // Bookings asked while an earlier batch is answered are answered together, in the order they came, in one
  // transaction (decision 0141), of as many clubs as asked meanwhile (decision 0159): a club's asks always join the
  // same line of batches, so that a club's rush is answered in its order and 300 clubs' rushes are a few batches.
  const { bookingLines } = config.database;
  const bookTeeTime = asksTogether<number, BookingAsk, BookingRecord>(
    (_line, asks) => bookTeeTimes(db, config, asks),
    largestBookingBatch,
  );

  routes.route({
    ...endpointRoute(teeSheetEndpoints.sheet),
    config: { access: everyRole },
    schema: {
      operationId: 'tee_sheet_read',
      tags,
      summary: "A course's day on the tee sheet",
      description:
        "The day of the golf course of X-Golf-Course (`course`, the same club) for every role of the club: the slots its template for that weekday and season makes (time, tee, capacity, kind), the crossover of a two-tee start, the blocks and the club's tournament rounds occupying their times, and each slot's standing bookings with their players' names and the places left. A day no template fits has no slots; another club's course is not found.",
      querystring: teeSheetEndpoints.sheet.query,
      response: { 200: teeSheetEndpoints.sheet.answer },
    },
    handler: async (request, reply) => {
      const golfCourseId = request.golfCourseId!;
      if (request.query.course !== golfCourseId) throw new NotFoundError();
      const sheet = await readSheet(`${golfCourseId} ${request.query.date}`, (answer) => reply.serialize(answer));
      return sheet.send(request, reply);
    },
  });

  routes.route({
    method: 'GET',
    url: teeSheetStreamPath,
    config: { access: everyRole },
    schema: {
      operationId: 'tee_sheet_stream',
      tags,
      summary: "Follow a course's day on the tee sheet",
      description:
        "The day's live stream (server-sent events) for every role of the club: a `change` event, its data `{\"date\"}`, whenever a booking of that day is made, changed, moved, cancelled or a player checked in or marked a no-show, by any server process, or the club's templates or blocks change; the client then reads the day again (`GET /api/tee_sheet/`). A client that sends back `Last-Event-ID` is sent a `change` at once, for what it may have missed. A comment every 15 s keeps the connection open. Read it with fetch, the token in the Authorization header. Another club's course is not found.",
      querystring: teeSheetEndpoints.sheet.query,
      response: {
        200: {
          description: 'The event stream',
          content: {
            'text/event-stream': {
              schema: z.string().meta({ description: 'Events `change` whose data is {"date": "YYYY-MM-DD"}' }),
            },
          },
        },
      },
    },
    handler: async (request, reply) => {
      const golfCourseId = request.golfCourseId!;
      if (request.query.course !== golfCourseId) throw new NotFoundError();
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
      const stop = hub.listen(
        golfCourseId,
        request.query.date,
        (event) => raw.write(event),
        typeof lastEventId === 'string' ? lastEventId : undefined,
      );
      request.raw.on('close', stop);
    },
  });

  routes.route({
    ...endpointRoute(teeSheetEndpoints.partners),
    config: { access: bookers },
    schema: {
      operationId: 'bookings_partners',
      tags,
      summary: 'Find golfers to book with',
      description:
        "The active golfers of the golf course of X-Golf-Course whose names hold every word of `search` (two letters or more), for a member or admin naming the others in a booking or their partners in a competition (`guests=false` leaves out the club's guests, for a competition that takes none): each golfer's id and name only, at most 20, by surname.",
      querystring: teeSheetEndpoints.partners.query,
      response: { 200: teeSheetEndpoints.partners.answer },
    },
    handler: (request) =>
      listBookingPartners(db, request.golfCourseId!, request.query.search, {
        guests: request.query.guests !== 'false',
      }),
  });

  routes.route({
    ...endpointRoute(teeSheetEndpoints.bookings),
    config: { access: everyRole },
    schema: {
      operationId: 'bookings_list',
      tags,
      summary: 'List bookings',
      description:
        'The bookings of the golf course of X-Golf-Course the caller may see, by tee time, each with its players: a club admin every booking, anyone else those they booked or play in (My Bookings). Narrowed by `date` and `status`.',
      querystring: teeSheetEndpoints.bookings.query,
      response: { 200: teeSheetEndpoints.bookings.answer },
    },
    handler: (request) => listBookings(db, actorOf(request), request.query),
  });

  routes.route({
    ...endpointRoute(teeSheetEndpoints.booking),
    config: { access: everyRole },
    schema: {
      operationId: 'bookings_read',
      tags,
      summary: 'Read a booking',
      description:
        'A booking of the golf course of X-Golf-Course with its players, for a club admin or a member who booked or plays in it; any other is not found.',
      params: teeSheetEndpoints.booking.params,
      response: { 200: teeSheetEndpoints.booking.answer },
    },
    handler: (request) => readBooking(db, actorOf(request), request.params.id),
  });

  routes.route({
    ...endpointRoute(teeSheetEndpoints.book),
    config: { access: bookers },
    schema: {
      operationId: 'bookings_create',
      tags,
      summary: 'Book a tee time',
      description:
        "A member of the golf course of X-Golf-Course books a tee time of the day's sheet for themself and up to three others (members of the club, guests by name and e-mail, places to be confirmed); a club admin may book for any member (`member_id`). The club's booking rules decide: a refusal answers 409 saying why (the hour booking opens, the block, the places left, the guest limit, the bookings held, a suspension until its last day). Guests' green fees, and members' where the club's table charges them, are posted to the booking member's account.",
      body: teeSheetEndpoints.book.body,
      response: { 201: teeSheetEndpoints.book.answer, 409: errorAnswers[409] },
    },
    handler: async (request, reply) => {
      const actor = actorOf(request);
      const booking = await bookTeeTime(actor.golfCourseId! % bookingLines, { actor, input: request.body });
      return reply.code(201).send(booking);
    },
  });

  routes.route({
    ...endpointRoute(teeSheetEndpoints.change),
    config: { access: bookers },
    schema: {
      operationId: 'bookings_partial_update',
      tags,
      summary: "Change a booking's players",
      description:
        "Changes who plays beside the booking member (`others`), by the member who made the booking or a club admin, under the club's rules as a booking is made (a refusal answers 409 saying why): players kept stay as they are, new ones are placed and their green fees posted, those taken out are freed and their fees reversed when in time. A cancelled booking answers 409.",
      params: teeSheetEndpoints.change.params,
      body: teeSheetEndpoints.change.body,
      response: { 200: teeSheetEndpoints.change.answer, 409: errorAnswers[409] },
    },
    handler: async (request) => {
      const actor = actorOf(request);
      await changeBooking(db, config, actor, request.params.id, request.body);
      return readBooking(db, actor, request.params.id);
    },
  });

  routes.route({
    ...endpointRoute(teeSheetEndpoints.cancel),
    config: { access: bookers },
    schema: {
      operationId: 'bookings_cancel',
      tags,
      summary: 'Cancel a booking',
      description:
        "Cancels a booking of the golf course of X-Golf-Course, by the member who made it or a club admin: always taken, recorded as late past the club's cut-off. Its places are freed; its green fees are reversed in the ledger when cancelled in time, and stand when late. A booking already cancelled answers 409.",
      params: teeSheetEndpoints.cancel.params,
      response: { 200: teeSheetEndpoints.cancel.answer, 409: errorAnswers[409] },
    },
    handler: async (request) => {
      const actor = actorOf(request);
      await cancelBooking(db, config, actor, request.params.id);
      return readBooking(db, actor, request.params.id);
    },
  });

  routes.route({
    ...endpointRoute(teeSheetEndpoints.move),
    config: { access: admins },
    schema: {
      operationId: 'bookings_move',
      tags,
      summary: 'Move a booking to another tee time',
      description:
        "A club admin of the golf course of X-Golf-Course (the pro shop) moves a standing booking to another tee time of its day (`time`, `tee`, the 1st unless given), its players and green fees as they are, under the same slot's row and places counter as a booking: a full tee time, a blocked one, or a member already playing at the new time answers 409 saying why, a time the day's sheet does not have 400. Its members are mailed the new time. Another club's booking is not found.",
      params: teeSheetEndpoints.move.params,
      body: teeSheetEndpoints.move.body,
      response: { 200: teeSheetEndpoints.move.answer, 409: errorAnswers[409] },
    },
    handler: async (request) => {
      const actor = actorOf(request);
      await moveBooking(db, config, actor, request.params.id, request.body);
      return readBooking(db, actor, request.params.id);
    },
  });

  for (const [endpoint, arrival, operationId, summary, description] of [
    [
      teeSheetEndpoints.checkIn,
      'check_in',
      'booking_players_check_in',
      'Check a player in',
      'A club admin of the golf course of X-Golf-Course checks a player of a standing booking in on arrival, recording who and when. A no-show, or a place still to be confirmed, answers 409.',
    ],
    [
      teeSheetEndpoints.noShow,
      'no_show',
      'booking_players_no_show',
      'Record a no-show',
      "A club admin of the golf course of X-Golf-Course records that a player of a standing booking did not turn up, with who and when, on the tee time's day or after: it counts toward the club's no-show rule, which suspends a member's booking. A player checked in, or a place still to be confirmed, answers 409.",
    ],
  ] as const) {
    routes.route({
      ...endpointRoute(endpoint),
      config: { access: admins },
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
        return readBooking(db, actor, await recordArrival(db, actor, request.params.id, arrival));
      },
    });
  }
}
