import { Role } from '@fairway/contract';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Caller } from '../core/actor.js';
import { hashToken } from '../core/tokens.js';
import type { Database } from '../db/client.js';
import { authTokens, golfCourses, userRoles, users } from '../db/schema/index.js';
import { notAuthenticated, permissionDenied, validationFailed } from '../http/errors.js';

/**
 * Who may call a route, declared on the route's `config.access`. Without it a route needs a signed-in caller and
 * no course: safe by default.
 * - `public`: anyone, signed in or not.
 * - `course`: `required` scopes the call to the course in `X-Golf-Course`, `optional` when it is sent.
 * - `roles`: the caller needs one of them in that course (or globally, for a route without a course); a super admin
 *   passes every role check.
 */
export type Access = { public?: boolean; course?: 'none' | 'optional' | 'required'; roles?: readonly number[] };

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    caller: Caller | null;
    golfCourseId: number | null;
    courseRoles: number[];
  }
}

/** Tokens are touched at most once a minute, so that reading does not write on every request. */
const lastUsedResolutionMs = 60_000;

export function registerAccessControl(app: FastifyInstance, db: Database) {
  app.decorateRequest('caller', null);
  app.decorateRequest('golfCourseId', null);
  app.decorateRequest('courseRoles', null as unknown as number[]);

  app.addHook('onRequest', async (request) => {
    request.courseRoles = [];
    if (request.routeOptions.url === undefined) return;
    const access = request.routeOptions.config.access ?? {};
    if (access.public) return;
    request.caller = await authenticate(db, request);
    const course = access.course ?? 'none';
    const courseHeader = request.headers['x-golf-course'];
    if (course === 'required' || (course === 'optional' && courseHeader !== undefined)) {
      await enterCourse(db, request, courseHeader);
    }
    if (access.roles && !hasAnyRole(request, access.roles)) throw permissionDenied();
  });
}

async function authenticate(db: Database, request: FastifyRequest): Promise<Caller> {
  const header = request.headers.authorization;
  if (!header) throw notAuthenticated();
  const [keyword, token, ...rest] = header.trim().split(/\s+/);
  if (keyword?.toLowerCase() !== 'token' || !token || rest.length > 0) {
    throw notAuthenticated('Invalid token header. Expected "Token <token>".');
  }
  const [row] = await db
    .select({
      tokenId: authTokens.id,
      expiresAt: authTokens.expires_at,
      lastUsedAt: authTokens.last_used_at,
      id: users.id,
      email: users.email,
      firstName: users.first_name,
      lastName: users.last_name,
      profilePic: users.profile_pic,
      isActive: users.is_active,
      isSuperAdmin: sql<boolean>`exists (select 1 from ${userRoles} where ${userRoles.user_id} = ${users.id} and ${userRoles.role} = ${Role.superAdmin})`,
    })
    .from(authTokens)
    .innerJoin(users, eq(users.id, authTokens.user_id))
    .where(eq(authTokens.token_hash, hashToken(token)));
  if (!row) throw notAuthenticated('Invalid token.');
  const now = Date.now();
  if (row.expiresAt.getTime() <= now) throw notAuthenticated('Token has expired.');
  if (!row.isActive) throw notAuthenticated('User inactive or deleted.');
  if (now - row.lastUsedAt.getTime() > lastUsedResolutionMs) {
    await db
      .update(authTokens)
      .set({ last_used_at: new Date(now) })
      .where(eq(authTokens.id, row.tokenId));
  }
  const { expiresAt: _expiresAt, lastUsedAt: _lastUsedAt, isActive: _isActive, ...caller } = row;
  return caller;
}

async function enterCourse(db: Database, request: FastifyRequest, header: string | string[] | undefined) {
  const caller = request.caller!;
  if (typeof header !== 'string' || !/^[1-9][0-9]{0,9}$/.test(header) || Number(header) > 2_147_483_647) {
    throw validationFailed({
      non_field_errors: ['Choose a golf course: send its id in the X-Golf-Course header.'],
    });
  }
  const golfCourseId = Number(header);
  const [course] = await db
    .select({
      status: golfCourses.status,
      // Aliased: in a single-table select Drizzle leaves column names unqualified.
      roles: sql<
        number[]
      >`array(select ur.role from user_roles ur where ur.user_id = ${caller.id} and ur.golf_course_id = "golf_courses"."id")`,
    })
    .from(golfCourses)
    .where(eq(golfCourses.id, golfCourseId));
  const roles = (course?.roles ?? []).map(Number);
  const belongs = course && (caller.isSuperAdmin || (course.status === 'approved' && roles.length > 0));
  if (!belongs) throw permissionDenied('You do not belong to this golf course.');
  request.golfCourseId = golfCourseId;
  request.courseRoles = caller.isSuperAdmin ? [Role.superAdmin, ...roles] : roles;
}

function hasAnyRole(request: FastifyRequest, roles: readonly number[]): boolean {
  if (request.caller?.isSuperAdmin) return true;
  return request.courseRoles.some((role) => roles.includes(role));
}
