import { Role } from '@fairway/contract';
import { inArray } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Caller } from '../core/actor.js';
import { asksTogether } from '../core/asks-together.js';
import { hashToken } from '../core/tokens.js';
import type { ChangeFeed } from '../db/change-feed.js';
import type { Database } from '../db/client.js';
import { authTokens } from '../db/schema/index.js';
import { notAuthenticated, permissionDenied, validationFailed } from '../http/errors.js';
import { hasAnyRole } from '../http/request-context.js';
import { type CourseSettings, type Principal, PrincipalCache } from './principals.js';

declare module 'fastify' {
  interface FastifyRequest {
    caller: Caller | null;
    /** The signed-in user with their roles and memberships in every club. */
    principal: Principal | null;
    golfCourseId: number | null;
    /** The caller's roles in the club of X-Golf-Course (with the super admin's role for a super admin). */
    courseRoles: number[];
    /** The settings of the club of X-Golf-Course. */
    courseSettings: CourseSettings | null;
  }
}

/** Tokens are touched at most once a minute, so that reading does not write on every request. */
const lastUsedResolutionMs = 60_000;

/**
 * Authenticates the token and enters the course of each request, from the principal cache: the common request costs
 * no database round trip, and a logout, a password change, a role taken away or a user deactivated takes effect at
 * once, in every server process (see principals.ts).
 */
export function registerAccessControl(app: FastifyInstance, db: Database, changes: ChangeFeed) {
  const principals = new PrincipalCache(db, { maxAgeMs: 30_000, maxPrincipals: 10_000 });
  changes.subscribe(principals.listener);
  // Tokens due a touch while others are being touched are touched together, in one statement.
  const touch = asksTogether<string, number, void>(async (_key, tokenIds) => {
    await db
      .update(authTokens)
      .set({ last_used_at: new Date() })
      .where(inArray(authTokens.id, [...new Set(tokenIds)]));
    return tokenIds.map(() => ({ answer: undefined }));
  });
  app.decorateRequest('caller', null);
  app.decorateRequest('principal', null);
  app.decorateRequest('golfCourseId', null);
  app.decorateRequest('courseRoles', null as unknown as number[]);
  app.decorateRequest('courseSettings', null);

  app.addHook('onRequest', async (request) => {
    request.courseRoles = [];
    if (request.routeOptions.url === undefined) return;
    const access = request.routeOptions.config.access ?? {};
    if (access.public && !(access.identify && request.headers.authorization)) return;
    const principal = await authenticate(principals, (tokenId) => touch('tokens', tokenId), request);
    request.principal = principal;
    request.caller = principal.caller;
    const course = access.public ? 'optional' : (access.course ?? 'none');
    const courseHeader = request.headers['x-golf-course'];
    if (course === 'required' || (course === 'optional' && courseHeader !== undefined)) {
      await enterCourse(principals, request, principal, courseHeader);
    }
    if (access.roles && !hasAnyRole(request, access.roles)) throw permissionDenied();
  });
}

async function authenticate(
  principals: PrincipalCache,
  touch: (tokenId: number) => Promise<void>,
  request: FastifyRequest,
): Promise<Principal> {
  const header = request.headers.authorization;
  if (!header) throw notAuthenticated();
  const [keyword, token, ...rest] = header.trim().split(/\s+/);
  if (keyword?.toLowerCase() !== 'token' || !token || rest.length > 0) {
    throw notAuthenticated('Invalid token header. Expected "Token <token>".');
  }
  const principal = await principals.principalOf(hashToken(token));
  if (!principal) throw notAuthenticated('Invalid token.');
  const now = Date.now();
  if (principal.expiresAt <= now) throw notAuthenticated('Token has expired.');
  if (!principal.isActive) throw notAuthenticated('User inactive or deleted.');
  if (now - principal.lastUsedAt > lastUsedResolutionMs) {
    principal.lastUsedAt = now;
    await touch(principal.caller.tokenId);
  }
  return principal;
}

async function enterCourse(
  principals: PrincipalCache,
  request: FastifyRequest,
  principal: Principal,
  header: string | string[] | undefined,
) {
  if (typeof header !== 'string' || !/^[1-9][0-9]{0,9}$/.test(header) || Number(header) > 2_147_483_647) {
    throw validationFailed({
      non_field_errors: ['Choose a golf course: send its id in the X-Golf-Course header.'],
    });
  }
  const golfCourseId = Number(header);
  const course = await principals.courseOf(golfCourseId);
  const roles = principal.rolesByCourse.get(golfCourseId) ?? [];
  const { isSuperAdmin } = principal.caller;
  const belongs = course && (isSuperAdmin || (course.approved && roles.length > 0));
  if (!belongs) throw permissionDenied('You do not belong to this golf course.');
  request.golfCourseId = golfCourseId;
  request.courseRoles = isSuperAdmin ? [Role.superAdmin, ...roles] : roles;
  request.courseSettings = course;
}
