import type { FastifyInstance } from 'fastify';
import type { AreaDeps } from '../../http/area.js';
import { registerClubRegistrationRoutes } from './club-registration-routes.js';

/** Club registration: a club asks to join, the super admin approves (or rejects); its admin sets a password through the mailed link (user-registration area). */
export function registerClubRegistration(app: FastifyInstance, deps: AreaDeps) {
  registerClubRegistrationRoutes(app, deps);
}
export { RegistrationRateLimiter } from './registration-rate-limiter.js';
export { registerGolfCourse } from './register-golf-course.js';
