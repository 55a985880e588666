import type { FastifyRequest } from 'fastify';
import type { Actor } from '../core/actor.js';

/** The actor of a request, for use cases that take plain inputs. */
export function actorOf(request: FastifyRequest): Actor {
  return { userId: request.caller?.id ?? null, golfCourseId: request.golfCourseId, ip: request.ip };
}
