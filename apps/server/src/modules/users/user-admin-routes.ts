import { Role, userRoleEndpoints, userChangeInput, userCreateInput, userRecord } from '@fairway/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AreaDeps } from '../../http/area.js';
import { endpointRoute } from '../../http/endpoint-route.js';
import type { ListedPage } from '../../db/list-query.js';
import { pageWithLinks } from '../../http/list-query.js';
import { actorOf } from '../../http/request-context.js';
import { getRecord, listRecords } from '../../http/resource-service.js';
import type { Access } from '../../http/route-config.js';
import { errorAnswers, idParam, idParams, listQuery, pageOf } from '../../http/schemas.js';
import { changeUser } from './change-user.js';
import type { RoleChanger } from './user-seen-by.js';
import { createClubUser } from './create-club-user.js';
import { grantRole } from './grant-role.js';
import { revokeRole } from './revoke-role.js';
import type { Resource } from '../../http/resource.js';
import type { SQL } from 'drizzle-orm';
import { rolesField } from './roles-field.js';
import { usersOfClub } from './users-of-club.js';
import { usersResource } from './users.resource.js';
import { usersWithRoleInClub } from './users-with-role-in-club.js';

type UserRecord = z.output<typeof userRecord>;

const tags = ['users'];
const courseHeader = z.object({
  'x-golf-course': z.string().optional().describe("The club whose users and roles are meant (a club's admin: theirs)"),
});
/** A super admin without a club, or a club's admin in theirs. */
const adminAccess: Access = { course: 'optional', roles: [Role.admin] };

/** Which users the caller sees: a club's admin those of the active club; a super admin every one, or one club's. */
function clubSeenBy(request: FastifyRequest, clubFilter?: string): number | null {
  if (!request.caller!.isSuperAdmin) return request.golfCourseId!;
  return clubFilter && /^[1-9][0-9]{0,8}$/.test(clubFilter) ? Number(clubFilter) : null;
}

function changerOf(request: FastifyRequest): RoleChanger {
  return { actor: actorOf(request), isSuperAdmin: request.caller!.isSuperAdmin };
}

/**
 * The users of the clubs and their roles: a super admin reads and changes every user and grants any role in any
 * club; a club's admin reads, adds and changes the users of their club and grants the club's roles there.
 */
export function registerUserAdminRoutes(app: FastifyInstance, { db, config }: AreaDeps) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const readUser = (request: FastifyRequest, id: number) => {
    const { resource, where } = usersOf(request.caller!.isSuperAdmin ? null : request.golfCourseId);
    return getRecord(db, resource, id, null, { where }) as Promise<UserRecord>;
  };
  /** After a change of roles: the user as they now are, even when the change leaves them no role in the club. */
  const readChangedUser = (request: FastifyRequest, id: number) => {
    const { resource } = usersOf(request.caller!.isSuperAdmin ? null : request.golfCourseId);
    return getRecord(db, resource, id, null) as Promise<UserRecord>;
  };

  routes.get(
    '/api/users/',
    {
      config: { access: adminAccess },
      schema: {
        operationId: 'users_list',
        tags,
        summary: 'List users',
        description:
          "The users of the club of X-Golf-Course with their roles there, for its admins; every user with their roles in every club for a super admin, or one club's with `golf_course`. A page at a time (`page`, `page_size` up to 100), found with `search`, sorted by `ordering`, narrowed by `role` and `is_active`.",
        headers: courseHeader,
        querystring: listQuery.extend({
          is_active: z.string().optional().describe('Only active (true) or inactive (false) users'),
          role: z.string().optional().describe('Only users with this role (in the club, when one is meant)'),
          golf_course: z
            .string()
            .optional()
            .describe('Super admin: only the users of this club, with their roles there'),
        }),
        response: { 200: pageOf(userRecord) },
      },
    },
    async (request) => {
      const { resource, where } = usersOf(clubSeenBy(request, request.query.golf_course));
      const listed = await listRecords(db, resource, { query: request.query, golfCourseId: null, where });
      return pageWithLinks(listed as ListedPage<UserRecord>, { url: request.url, publicUrl: config.publicUrl });
    },
  );

  routes.get(
    '/api/users/:id/',
    {
      config: { access: adminAccess },
      schema: {
        operationId: 'users_read',
        tags,
        summary: 'Read a user',
        description:
          "One user by id with their roles: for a club's admin, a user of their club with their roles there; another club's user answers 404.",
        headers: courseHeader,
        params: idParams,
        response: { 200: userRecord },
      },
    },
    (request) => readUser(request, request.params.id),
  );

  routes.post(
    '/api/users/',
    {
      config: { access: adminAccess },
      schema: {
        operationId: 'users_create',
        tags,
        summary: 'Add a user',
        description:
          'Adds a user to the club of X-Golf-Course with their roles there (a user, 2, unless told); the e-mail must be new to Fairway. The user is mailed a link to set their password (single use, 48 hours).',
        headers: courseHeader,
        body: userCreateInput,
        response: { 201: userRecord },
      },
    },
    async (request, reply) => {
      const id = await createClubUser(db, changerOf(request), request.body, config);
      return reply.code(201).send(await readUser(request, id));
    },
  );

  routes.patch(
    '/api/users/:id/',
    {
      config: { access: adminAccess },
      schema: {
        operationId: 'users_partial_update',
        tags,
        summary: 'Change a user',
        description:
          "Sets the fields sent of a user of the club (any user for a super admin). `is_active: false` ends the user's sign-ins at once; the last admin of a club answers 409.",
        headers: courseHeader,
        params: idParams,
        body: userChangeInput,
        response: { 200: userRoleEndpoints.revoke.answer, 409: errorAnswers[409] },
      },
    },
    async (request) => {
      await changeUser(db, changerOf(request), request.params.id, request.body);
      return readUser(request, request.params.id);
    },
  );

  routes.route({
    ...endpointRoute(userRoleEndpoints.grant),
    config: { access: adminAccess },
    schema: {
      operationId: 'users_roles_create',
      tags,
      summary: 'Grant a role',
      description:
        "Grants a role in the club of X-Golf-Course: admin (1), user (2), member (5) or event manager (10, which makes the user one of the club's organisers). Only a super admin grants the global super admin role (4). The user's next request has it. Answers the user.",
      headers: courseHeader,
      params: idParams,
      body: userRoleEndpoints.grant.body,
      response: { 200: userRoleEndpoints.grant.answer },
    },
    handler: async (request) => {
      await grantRole(db, changerOf(request), request.params.id, request.body.role);
      return readUser(request, request.params.id);
    },
  });

  routes.route({
    ...endpointRoute(userRoleEndpoints.revoke),
    config: { access: adminAccess },
    schema: {
      operationId: 'users_roles_delete',
      tags,
      summary: 'Take a role away',
      description:
        "Takes a role away in the club of X-Golf-Course (the super admin role: super admins only). The club's last admin answers 409. The user's next request goes without it. Answers the user.",
      headers: courseHeader,
      params: z.object({ id: idParam, role: z.enum(['1', '2', '4', '5', '10']).transform(Number) }),
      response: { 200: userRoleEndpoints.revoke.answer, 409: errorAnswers[409] },
    },
    handler: async (request) => {
      await revokeRole(db, changerOf(request), request.params.id, request.params.role);
      return readChangedUser(request, request.params.id);
    },
  });
}

/**
 * The users of one club with their roles there (the users a club's admin sees), or with no club every user with all
 * their roles (what a super admin sees). In a club the role filter means a role in that club.
 */
function usersOf(golfCourseId: number | null): { resource: Resource; where: SQL | undefined } {
  if (golfCourseId === null) return { resource: usersResource, where: undefined };
  return {
    resource: {
      ...usersResource,
      fields: { ...usersResource.fields, roles: rolesField(golfCourseId) },
      list: {
        ...usersResource.list,
        filters: {
          ...usersResource.list.filters,
          role: { kind: 'integer', where: (role) => usersWithRoleInClub(Number(role), golfCourseId) },
        },
      },
    },
    where: usersOfClub(golfCourseId),
  };
}
