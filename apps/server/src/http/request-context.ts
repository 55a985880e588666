import type { FastifyRequest } from 'fastify';
import type { Actor } from '../core/actor.js';

/** The actor of a request, for use cases that take plain inputs. */
export function actorOf(request: FastifyRequest): Actor {
  return {
    userId: request.caller?.id ?? null,
    golfCourseId: request.golfCourseId,
    ip: request.ip,
    roles: request.courseRoles ?? [],
  };
}

/** Whether the caller holds one of the roles in the club of the request; a super admin holds them all. */
export function hasAnyRole(request: FastifyRequest, roles: readonly number[]): boolean {
  if (request.caller?.isSuperAdmin) return true;
  return request.courseRoles.some((role) => roles.includes(role));
}
