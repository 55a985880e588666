import { currentUser, initData } from '@fairway/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AreaDeps } from '../../http/area.js';
import { getCurrentUser } from './get-current-user.js';
import { getInitData } from './get-init-data.js';

/** The caller's own data: the initial data after sign-in, and who they are in the active course. */
export function registerUserRoutes(app: FastifyInstance, { db }: AreaDeps) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/api/init/',
    {
      schema: {
        operationId: 'init_read',
        tags: ['users'],
        summary: 'Initial data',
        description: "The caller's name and initials, and the approved golf courses they may choose from.",
        response: { 200: initData },
      },
    },
    (request) => getInitData(db, request.caller!),
  );

  routes.get(
    '/api/users/current/',
    {
      config: { access: { course: 'optional' } },
      schema: {
        operationId: 'users_current',
        tags: ['users'],
        summary: 'The current user',
        description:
          "The caller's name, picture and roles in the golf course of X-Golf-Course (their global roles without it), and whether they see individual rounds there.",
        headers: z.object({ 'x-golf-course': z.string().optional().describe('The active golf course id') }),
        response: { 200: currentUser },
      },
    },
    (request) => {
      const { golfCourseId, courseSettings, principal } = request;
      return getCurrentUser(
        request.caller!,
        golfCourseId === null || courseSettings === null
          ? null
          : {
              golfCourseId,
              roles: request.courseRoles,
              isMember: principal!.memberOf.has(golfCourseId),
              individualRoundsEnabled: courseSettings.individualRoundsEnabled,
            },
      );
    },
  );
}
