import type { FastifyInstance } from 'fastify';
import type { AreaDeps } from '../../http/area.js';
import { registerResource } from '../../http/resource-routes.js';
import { registerUserRegistrationRoutes } from './user-registration-routes.js';
import { userRegistrationResource } from './user-registration.resource.js';

export { registerUser, type UserRegistrationInput } from './register-user.js';
export { setPasswordLink } from './set-password-link.js';

/**
 * User registration: a visitor registers with a club and confirms the e-mail with a mailed code, the club's admin
 * approves; signed-in users ask to join other clubs; passwords are set through mailed links or by an admin.
 */
export function registerUserRegistration(app: FastifyInstance, deps: AreaDeps) {
  registerUserRegistrationRoutes(app, deps);
  registerResource(app, deps, userRegistrationResource);
}
