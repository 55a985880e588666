import type { FastifyInstance } from 'fastify';
import type { AreaDeps } from '../../http/area.js';
import { registerGolfCourseRoutes } from './golf-course-routes.js';

export { logoUrlSql } from './logo-url-sql.js';

/** Golf courses: the clubs' own records, and the public list of approved clubs. */
export function registerGolfCourses(app: FastifyInstance, deps: AreaDeps) {
  registerGolfCourseRoutes(app, deps);
}
