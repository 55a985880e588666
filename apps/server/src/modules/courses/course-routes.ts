import { courseCardEndpoints, holesByPar, Role, sectionHoles, sectionHolesQuery } from '@fairway/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AreaDeps } from '../../http/area.js';
import { endpointRoute } from '../../http/endpoint-route.js';
import { actorOf } from '../../http/request-context.js';
import { getCourseCard } from './get-course-card.js';
import { getSectionHoles } from './get-section-holes.js';
import { listHolesByPar } from './list-holes-by-par.js';
import { saveCourseCard } from './save-course-card.js';

/** The course's actions beside its resources: the whole card, the holes by par and a section's holes. */
export function registerCourseRoutes(app: FastifyInstance, { db }: AreaDeps) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['courses'];
  const everyRole = { course: 'required' } as const;
  const admins = { course: 'required', roles: [Role.admin] } as const;

  routes.route({
    ...endpointRoute(courseCardEndpoints.read),
    config: { access: everyRole },
    schema: {
      operationId: 'golf_course_holes_card_read',
      tags,
      summary: 'Read the whole card',
      description:
        "The holes of the golf course of X-Golf-Course by number, each with its par, stroke indexes and every tee set's distance, and the tee sets in order.",
      response: { 200: courseCardEndpoints.read.answer },
    },
    handler: (request) => getCourseCard(db, request.golfCourseId!),
  });

  routes.route({
    ...endpointRoute(courseCardEndpoints.save),
    config: { access: admins },
    schema: {
      operationId: 'golf_course_holes_card_update',
      tags,
      summary: 'Save the whole card',
      description:
        'Saves every hole of the golf course of X-Golf-Course at once (as many as its hole count, numbered from 1, each once) with the distances sent per tee set, and answers the card as stored. One bad hole saves nothing: the 400 names each wrong cell by its path, `holes.<position>.<field>` (`holes.6.stroke_index`: "Stroke index 5 is also on hole 3."), the card as a whole under `holes`, and missing stroke indexes under `stroke_index` or `stroke_index_ladies`.',
      body: courseCardEndpoints.save.body,
      response: { 200: courseCardEndpoints.save.answer },
    },
    handler: (request) => saveCourseCard(db, actorOf(request), request.body),
  });

  routes.get(
    '/api/hole_list_group_by_par/',
    {
      config: { access: everyRole },
      schema: {
        operationId: 'hole_list_group_by_par',
        tags,
        summary: 'Holes grouped by par',
        description:
          'The holes of the golf course of X-Golf-Course grouped by par, pars ascending and holes by number: what a Peoria hole draw picks from.',
        response: { 200: holesByPar },
      },
    },
    (request) => listHolesByPar(db, request.golfCourseId!),
  );

  routes.get(
    '/api/player_round_section/get_section_holes/',
    {
      config: { access: everyRole },
      schema: {
        operationId: 'player_round_section_get_section_holes',
        tags,
        summary: "A section's holes",
        description:
          'The holes of the section `section_id` of the golf course of X-Golf-Course, in playing order; 404 for a section of another course.',
        querystring: sectionHolesQuery,
        response: { 200: sectionHoles },
      },
    },
    (request) => getSectionHoles(db, request.golfCourseId!, Number(request.query.section_id)),
  );
}
