import {
  memberEndpoints,
  currentIndex,
  currentIndexQuery,
  memberRecord,
  nonClubMemberRecord,
  recordExample,
  Role,
} from '@fairway/contract';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AreaDeps } from '../../http/area.js';
import { answerOf, endpointRoute } from '../../http/endpoint-route.js';
import { pageWithLinks } from '../../http/list-query.js';
import { actorOf } from '../../http/request-context.js';
import { getRecord } from '../../http/resource-service.js';
import { errorAnswers, listQuery, pageOf } from '../../http/schemas.js';
import { addExistingMember } from './add-existing-member.js';
import { getCurrentIndex } from './get-current-index.js';
import { getOwnMember } from './get-own-member.js';
import { golfCourseMembersResource } from './golf-course-members.resource.js';
import { listNonClubMembers } from './list-non-club-members.js';

const ownMemberRecord = memberRecord
  .omit({ golf_course_member_id: true, membership_number: true, is_guest: true, joined_on: true, status: true })
  .meta({
    id: 'OwnMember',
    description: "The caller's own golfer record",
    examples: [
      {
        ...recordExample,
        user_id: 4,
        first_name: 'Morgan',
        last_name: 'Member',
        gender: 'M',
        email: 'member@demo.fairway.golf',
        phone: '',
        date_of_birth: null,
        federation_number: '',
        handicap_index: 14.2,
        low_handicap_index: 13.6,
      },
    ],
  });

/** The members' actions beside their resources. */
export function registerMemberRoutes(app: FastifyInstance, { db, config }: AreaDeps) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['members'];
  const admins = { course: 'required', roles: [Role.admin] } as const;

  routes.get(
    '/api/members/me/',
    {
      schema: {
        operationId: 'members_me_read',
        tags,
        summary: 'Read my golfer record',
        description:
          "The signed-in caller's own golfer record with their personal data; 404 for a user who is no golfer.",
        response: { 200: ownMemberRecord, 404: errorAnswers[404] },
      },
    },
    async (request) => (await getOwnMember(db, request.caller!.id)) as z.infer<typeof ownMemberRecord>,
  );

  routes.get(
    '/api/members/non_golf_course_members/',
    {
      config: { access: admins },
      schema: {
        operationId: 'members_non_golf_course_members',
        tags,
        summary: 'Find golfers of other clubs',
        description:
          'The golfers not tied to the golf course of X-Golf-Course, found by name (`search`), with their current index and home clubs and no personal data: to bring one in as a member or a guest.',
        querystring: listQuery,
        response: { 200: pageOf(nonClubMemberRecord) },
      },
    },
    async (request) =>
      pageWithLinks(await listNonClubMembers(db, request.golfCourseId!, request.query), {
        url: request.url,
        publicUrl: config.publicUrl,
      }),
  );

  routes.route({
    ...endpointRoute(memberEndpoints.addExistingMember),
    config: { access: admins },
    schema: {
      operationId: 'golf_course_members_add_existing_member_to_golf_course',
      tags,
      summary: 'Bring a golfer into the club',
      description:
        'Ties a golfer of another club to the golf course of X-Golf-Course as a member or a guest; 400 on member_id when they are already in it.',
      body: memberEndpoints.addExistingMember.body,
      response: { 201: memberEndpoints.addExistingMember.answer },
    },
    handler: async (request, reply) => {
      const actor = actorOf(request);
      const id = await addExistingMember(db, request.body, actor);
      const added = await getRecord(db, golfCourseMembersResource, id, actor.golfCourseId);
      return reply.code(201).send(answerOf(memberEndpoints.addExistingMember, added));
    },
  });

  routes.get(
    '/api/member_indexes/current_index/',
    {
      config: { access: admins },
      schema: {
        operationId: 'member_indexes_current_index',
        tags,
        summary: "Read a golfer's current index",
        description:
          'The current Handicap Index of a golfer of the golf course of X-Golf-Course (the latest on or before today), their Low Handicap Index of the last 365 days and the day the current one came into force.',
        querystring: currentIndexQuery,
        response: { 200: currentIndex },
      },
    },
    (request) => getCurrentIndex(db, request.golfCourseId!, request.query.member_id),
  );
}
