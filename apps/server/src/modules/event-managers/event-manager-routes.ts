import {
  eventManagerEndpoints,
  eventManagerInput,
  eventManagerRecord,
  golfCourseChoice,
  Role,
} from '@fairway/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AreaDeps } from '../../http/area.js';
import type { ListedPage } from '../../db/list-query.js';
import { endpointRoute } from '../../http/endpoint-route.js';
import { pageWithLinks } from '../../http/list-query.js';
import { actorOf } from '../../http/request-context.js';
import { getRecord, listRecords } from '../../http/resource-service.js';
import type { Access } from '../../http/route-config.js';
import { errorAnswers, idParams, listQuery, pageOf } from '../../http/schemas.js';
import { changeOrganisation } from './change-organisation.js';
import { changeRoster } from './change-roster.js';
import { eventManagerResource } from './event-manager.resource.js';
import { listEventManagerCandidates } from './list-event-manager-candidates.js';
import { listOrganiserCourses } from './list-organiser-courses.js';
import { listRosterCandidates } from './list-roster-candidates.js';
import { listRoster } from './list-roster.js';
import type { Viewer } from './sees-every-organiser.js';
import { organisersSeenBy } from './organisers-seen-by.js';

type EventManagerRecord = z.output<typeof eventManagerRecord>;
const { candidates, roster, rosterCandidates, changeRoster: rosterChange } = eventManagerEndpoints;

const tags = ['event-managers'];
const base = '/api/event_manager';
const adminsAndOrganisers: Access = { course: 'required', roles: [Role.admin, Role.eventManager] };
const admins: Access = { course: 'required', roles: [Role.admin] };

function viewerOf(request: FastifyRequest): Viewer {
  return { userId: request.caller!.id, golfCourseId: request.golfCourseId!, roles: request.courseRoles };
}

const eventManagerId = (text: string | undefined) => (text === undefined ? undefined : Number(text));

/**
 * The club's organisers and their rosters, at the spec's names: the club's admins manage every organiser; an event
 * manager sees and runs their own roster.
 */
export function registerEventManagerRoutes(app: FastifyInstance, { db, config }: AreaDeps) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    `${base}/`,
    {
      config: { access: adminsAndOrganisers },
      schema: {
        operationId: 'event_manager_list',
        tags,
        summary: 'List event managers',
        description:
          "The organisers of the golf course of X-Golf-Course, with the size of each one's roster: every one for its admins, their own record for an event manager. A page at a time, found with `search`, sorted by `ordering`, narrowed by `is_active`.",
        querystring: listQuery.extend({
          is_active: z.string().optional().describe('Only active (true) or retired (false) organisers'),
        }),
        response: { 200: pageOf(eventManagerRecord) },
      },
    },
    async (request) => {
      const listed = await listRecords(db, eventManagerResource, {
        query: request.query,
        golfCourseId: request.golfCourseId,
        where: organisersSeenBy(viewerOf(request)),
      });
      return pageWithLinks(listed as ListedPage<EventManagerRecord>, { url: request.url, publicUrl: config.publicUrl });
    },
  );

  routes.route({
    ...endpointRoute(candidates),
    config: { access: admins },
    schema: {
      operationId: 'event_manager_user_list_non_connected_event_manager',
      tags,
      summary: 'Users who could become event managers',
      description:
        'The active users of the golf course of X-Golf-Course who are not its event managers: granting one of them the event manager role (10) makes them an organiser.',
      response: { 200: candidates.answer },
    },
    handler: (request) => listEventManagerCandidates(db, request.golfCourseId!),
  });

  routes.get(
    `${base}/ddl_golf_course/`,
    {
      config: { access: adminsAndOrganisers },
      schema: {
        operationId: 'event_manager_ddl_golf_course',
        tags,
        summary: "An organiser's golf courses",
        description:
          'The golf courses an event manager runs events at (every club where they are an active organiser); for an admin, the golf course of X-Golf-Course.',
        response: { 200: z.array(golfCourseChoice) },
      },
    },
    (request) => listOrganiserCourses(db, viewerOf(request)),
  );

  routes.route({
    ...endpointRoute(roster),
    config: { access: adminsAndOrganisers },
    schema: {
      operationId: 'event_manager_member_index',
      tags,
      summary: "An organiser's roster",
      description:
        "The players on an organiser's roster, each with their current Handicap Index and whether they are a member of the club: `event_manager_id` names the organiser (an event manager's own when left out); another's roster answers 404 to an event manager.",
      querystring: roster.query,
      response: { 200: roster.answer, 404: errorAnswers[404] },
    },
    handler: (request) => listRoster(db, viewerOf(request), eventManagerId(request.query.event_manager_id)),
  });

  routes.route({
    ...endpointRoute(rosterCandidates),
    config: { access: adminsAndOrganisers },
    schema: {
      operationId: 'event_manager_ddl_club_members',
      tags,
      summary: 'Members to add to a roster',
      description:
        "Up to 100 active members of the golf course of X-Golf-Course who are not yet on the organiser's roster, found by name with `search`.",
      querystring: rosterCandidates.query,
      response: { 200: rosterCandidates.answer, 404: errorAnswers[404] },
    },
    handler: (request) =>
      listRosterCandidates(db, viewerOf(request), eventManagerId(request.query.event_manager_id), request.query.search),
  });

  routes.route({
    ...endpointRoute(rosterChange),
    config: { access: adminsAndOrganisers },
    schema: {
      operationId: 'event_manager_add_remove_event_manager_member_association',
      tags,
      summary: 'Add or remove a player of a roster',
      description:
        "Adds a player to an organiser's roster (`action: add`): a member of the club by `member_id`, or any golfer by `new_golfer`'s e-mail (a golfer new to Fairway is created with their name, gender, e-mail and declared index); or removes one (`action: remove`, `member_id`). Answers the roster as it now is.",
      body: rosterChange.body,
      response: { 200: rosterChange.answer, 404: errorAnswers[404] },
    },
    handler: (request) => changeRoster(db, viewerOf(request), actorOf(request), request.body),
  });

  routes.get(
    `${base}/:id/`,
    {
      config: { access: adminsAndOrganisers },
      schema: {
        operationId: 'event_manager_read',
        tags,
        summary: 'Read an event manager',
        description:
          'One organiser of the golf course of X-Golf-Course by id; an event manager reads only their own record.',
        params: idParams,
        response: { 200: eventManagerRecord },
      },
    },
    (request) =>
      getRecord(db, eventManagerResource, request.params.id, request.golfCourseId, {
        where: organisersSeenBy(viewerOf(request)),
      }) as Promise<EventManagerRecord>,
  );

  routes.patch(
    `${base}/:id/`,
    {
      config: { access: adminsAndOrganisers },
      schema: {
        operationId: 'event_manager_partial_update',
        tags,
        summary: "Change an organiser's organisation",
        description:
          "Sets the name of an organiser's organisation: the club's admins, or the event manager themself. Making and retiring organisers goes through the event manager role (`/api/users/{id}/roles/`).",
        params: idParams,
        body: eventManagerInput,
        response: { 200: eventManagerRecord },
      },
    },
    async (request) => {
      await changeOrganisation(db, viewerOf(request), actorOf(request), request.params.id, request.body.organisation);
      return getRecord(
        db,
        eventManagerResource,
        request.params.id,
        request.golfCourseId,
      ) as Promise<EventManagerRecord>;
    },
  );
}
