import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.js';
import { getCurrentUser, getInitData } from './current-user.js';

const initData = z
  .object({
    user_name: z.string(),
    user_initial: z.string(),
    data: z.array(
      z.object({
        id: z.number().int(),
        name: z.string(),
        is_guest: z.boolean(),
        logo: z.string().nullable(),
        time_zone: z.string().describe('IANA time zone the club shows times in, e.g. Europe/London'),
        date_format: z.string().describe('How the club writes dates: DD/MM/YYYY, MM/DD/YYYY, YYYY-MM-DD, DD-MM-YYYY'),
        distance_unit: z.enum(['yards', 'metres']),
        currency: z.string().describe('ISO 4217 code of the club currency'),
      }),
    ),
  })
  .meta({
    id: 'InitData',
    examples: [
      {
        user_name: 'Alex Admin',
        user_initial: 'AA',
        data: [
          {
            id: 1,
            name: 'Fairway Demo Golf Club',
            is_guest: false,
            logo: null,
            time_zone: 'Europe/London',
            date_format: 'DD/MM/YYYY',
            distance_unit: 'yards',
            currency: 'GBP',
          },
        ],
      },
    ],
  });

const currentUser = z
  .object({
    user_name: z.string(),
    user_profile_pic: z.string().nullable(),
    user_initial: z.string(),
    user_roles: z.array(z.object({ id: z.number().int() })),
    show_individual_rounds: z.boolean(),
  })
  .meta({
    id: 'CurrentUser',
    examples: [
      {
        user_name: 'Alex Admin',
        user_profile_pic: null,
        user_initial: 'AA',
        user_roles: [{ id: 1 }],
        show_individual_rounds: true,
      },
    ],
  });

export function registerUserRoutes(app: FastifyInstance, db: Database) {
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
    (request) =>
      getCurrentUser(db, request.caller!, { golfCourseId: request.golfCourseId, courseRoles: request.courseRoles }),
  );
}
