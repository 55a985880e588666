import { clubRegistrationEndpoints, Role } from '@fairway/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AreaDeps } from '../../http/area.js';
import { endpointRoute } from '../../http/endpoint-route.js';
import { throttled } from '../../http/errors.js';
import { pageWithLinks } from '../../http/list-query.js';
import { actorOf } from '../../http/request-context.js';
import type { Access } from '../../http/route-config.js';
import { listRecords } from '../../http/resource-service.js';
import { answer, detailBody, errorAnswers, listQuery, pageOf } from '../../http/schemas.js';
import { approveGolfCourseRegistration } from './approve-golf-course-registration.js';
import { registerGolfCourse } from './register-golf-course.js';
import { RegistrationRateLimiter } from './registration-rate-limiter.js';
import { golfCoursesResource } from './golf-courses.resource.js';

const thanks = 'Thank you: your registration waits for approval. We will write to the contact e-mail.';

/** A club's registration: the public form, the super admin's review and decision. */
export function registerClubRegistrationRoutes(app: FastifyInstance, { db, config }: AreaDeps) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['club-registration'];
  const superAdmin: Access = { roles: [Role.superAdmin], course: 'none' };
  const limiter = new RegistrationRateLimiter(config.registrationLimits);

  const { register, decide } = clubRegistrationEndpoints;

  routes.route({
    ...endpointRoute(register),
    config: { access: { public: true } },
    schema: {
      operationId: 'golf_courses_registration',
      tags,
      summary: 'Register a club',
      description: `A club asks to join Fairway: its golf course waits, pending, for the super admin's approval, and appears in no course list until then. At most ${config.registrationLimits.perAddress} registrations per address an hour (429).`,
      security: [],
      body: register.body,
      response: { 202: register.answer, 429: errorAnswers[429] },
    },
    handler: async (request, reply) => {
      const wait = limiter.take(request.ip);
      if (wait > 0) throw throttled(wait);
      await registerGolfCourse(db, { registration: request.body, actor: actorOf(request), config });
      return reply.code(202).send({ detail: thanks });
    },
  });

  routes.get(
    '/api/golf_courses/registered_unapproved_list/',
    {
      config: { access: superAdmin },
      schema: {
        operationId: 'golf_courses_registered_unapproved_list',
        tags,
        summary: 'List pending registrations',
        description:
          'The clubs waiting for approval, oldest first, a page at a time, found with `search` (name, contact, address). Super admin only.',
        querystring: listQuery,
        response: { 200: pageOf(golfCoursesResource.record) },
      },
    },
    async (request) => {
      const listed = await listRecords(db, golfCoursesResource, {
        query: { ...(request.query as Record<string, unknown>), status: 'pending' },
        golfCourseId: null,
      });
      return pageWithLinks(listed, { url: request.url, publicUrl: config.publicUrl });
    },
  );

  routes.route({
    ...endpointRoute(decide),
    config: { access: superAdmin },
    schema: {
      operationId: 'golf_courses_approve_golf_course_registration',
      tags,
      summary: 'Approve or reject a registration',
      description:
        'Approves a pending club (its contact becomes its admin and is mailed a link to set a password, good once for 48 hours) or rejects it with a reason mailed to the contact. Answers the registration as decided. Super admin only.',
      body: decide.body,
      response: {
        200: decide.answer,
        404: answer('No club has this id.', detailBody),
        409: answer('The registration was approved or rejected already.', detailBody),
      },
    },
    handler: (request) => {
      const { golf_course_id: golfCourseId, ...decision } = request.body;
      return approveGolfCourseRegistration(db, { golfCourseId, decision, actor: actorOf(request), config });
    },
  });
}
