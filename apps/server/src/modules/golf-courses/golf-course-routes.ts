import { golfCourseEndpoints, golfCourseInput, golfCourseRecord, Role } from '@fairway/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AreaDeps } from '../../http/area.js';
import { endpointRoute } from '../../http/endpoint-route.js';
import { pageWithLinks } from '../../http/list-query.js';
import { actorOf } from '../../http/request-context.js';
import { errorAnswers, idParams, listQuery, pageOf } from '../../http/schemas.js';
import { createGolfCourse } from './create-golf-course.js';
import { getGolfCourse } from './get-golf-course.js';
import type { GolfCourseViewer } from './visible-to.js';
import { golfCourseFilterDescriptions, listGolfCourses } from './list-golf-courses.js';
import { listRegisteredGolfCourses } from './list-registered-golf-courses.js';
import { updateGolfCourse } from './update-golf-course.js';

const tags = ['golf-courses'];

function viewerOf(request: FastifyRequest): GolfCourseViewer {
  return { isSuperAdmin: request.caller!.isSuperAdmin, rolesByCourse: request.principal!.rolesByCourse };
}

/**
 * The golf courses (the tenants themselves, so not a club-scoped resource): a super admin lists, adds and changes
 * every one; anyone else reads the approved clubs they hold a role in, and a club's admin changes theirs. Another
 * club's id answers 404. The approved clubs' names, cities and logos are public, for players choosing a club.
 */
export function registerGolfCourseRoutes(app: FastifyInstance, { db, config }: AreaDeps) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.route({
    ...endpointRoute(golfCourseEndpoints.registered),
    config: { access: { public: true } },
    schema: {
      operationId: 'golf_courses_registered',
      tags,
      summary: 'Approved golf courses',
      description:
        'Every approved golf course, by name, with its city and the address of its logo: for anyone, signed in or not, choosing the club to register with as a player.',
      response: { 200: golfCourseEndpoints.registered.answer },
    },
    handler: () => listRegisteredGolfCourses(db),
  });

  routes.get(
    '/api/golf_courses/',
    {
      schema: {
        operationId: 'golf_courses_list',
        tags,
        summary: 'List golf courses',
        description:
          'Every golf course for a super admin (of any status); for anyone else the approved clubs they hold a role in. A page at a time (`page`, `page_size` up to 100), found with `search` (name, short name, e-mail, city), sorted by `ordering` and narrowed by `status`.',
        querystring: listQuery.extend({
          status: z.string().optional().describe(golfCourseFilterDescriptions.status),
        }),
        response: { 200: pageOf(golfCourseRecord) },
      },
    },
    async (request) =>
      pageWithLinks(await listGolfCourses(db, viewerOf(request), request.query), {
        url: request.url,
        publicUrl: config.publicUrl,
      }),
  );

  routes.get(
    '/api/golf_courses/:id/',
    {
      schema: {
        operationId: 'golf_courses_read',
        tags,
        summary: 'Read a golf course',
        description:
          'One golf course by its id: any for a super admin; for anyone else an approved club they hold a role in (another club answers 404).',
        params: idParams,
        response: { 200: golfCourseRecord },
      },
    },
    (request) => getGolfCourse(db, viewerOf(request), request.params.id),
  );

  routes.post(
    '/api/golf_courses/',
    {
      config: { access: { roles: [Role.superAdmin] } },
      schema: {
        operationId: 'golf_courses_create',
        tags,
        summary: 'Add a golf course',
        description:
          'A super admin adds a golf course (pending unless `status` says otherwise) and gets it back as stored.',
        body: golfCourseInput,
        response: { 201: golfCourseRecord },
      },
    },
    async (request, reply) => {
      const created = await createGolfCourse(db, actorOf(request), request.body);
      return reply.code(201).send(created);
    },
  );

  for (const method of ['PUT', 'PATCH'] as const) {
    const replace = method === 'PUT';
    routes.route({
      method,
      url: '/api/golf_courses/:id/',
      schema: {
        operationId: `golf_courses_${replace ? 'update' : 'partial_update'}`,
        tags,
        summary: replace ? 'Replace a golf course' : 'Change a golf course',
        description: `${replace ? 'Sets every writable field' : 'Sets the fields sent; the others stay as they are'} of a golf course: a super admin any course and field; the club's admin their own club, but not its \`status\` or \`holes_count\` (sent unchanged they are accepted). Another club's course answers 404; the club's other roles 403.`,
        params: idParams,
        body: replace ? golfCourseInput : golfCourseInput.partial(),
        response: { 200: golfCourseRecord, 403: errorAnswers[403] },
      },
      handler: (request) => updateGolfCourse(db, viewerOf(request), actorOf(request), request.params.id, request.body),
    });
  }
}
