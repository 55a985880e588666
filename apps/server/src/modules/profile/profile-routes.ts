import { accountEndpoints } from '@fairway/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AreaDeps } from '../../http/area.js';
import { endpointRoute } from '../../http/endpoint-route.js';
import { actorOf } from '../../http/request-context.js';
import { askToChangeEmail } from './ask-to-change-email.js';
import { confirmEmailChange } from './confirm-email-change.js';
import { getProfile } from './get-profile.js';
import { updateProfile } from './update-profile.js';

const tags = ['users'];

/** Every signed-in user's own profile, whatever their roles, and the public page of the link that confirms an address. */
export function registerProfileRoutes(app: FastifyInstance, { db, config }: AreaDeps) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.route({
    ...endpointRoute(accountEndpoints.profile),
    schema: {
      operationId: 'users_current_profile_read',
      tags,
      summary: 'My profile',
      description:
        "The caller's own name, e-mail, phone and photo, a new address waiting for confirmation, and their golfer's record (gender, date of birth, Handicap Index) when they are one.",
      response: { 200: accountEndpoints.profile.answer },
    },
    handler: (request) => getProfile(db, request.caller!.id),
  });

  routes.route({
    ...endpointRoute(accountEndpoints.saveProfile),
    // The active club, when the caller has one, is the country a phone number without its country code is of.
    config: { access: { course: 'optional' } },
    schema: {
      operationId: 'users_current_profile_update',
      tags,
      summary: 'Change my profile',
      description:
        "Changes the caller's name, phone and photo (an image they uploaded through attachments; null removes it). Their golfer's record changes with them. The e-mail changes through `users/current/change_email/`.",
      body: accountEndpoints.saveProfile.body,
      response: { 200: accountEndpoints.saveProfile.answer },
    },
    handler: (request) =>
      updateProfile(db, { userId: request.caller!.id, change: request.body, actor: actorOf(request) }),
  });

  routes.route({
    ...endpointRoute(accountEndpoints.changeEmail),
    schema: {
      operationId: 'users_current_change_email',
      tags,
      summary: 'Change my e-mail address',
      description:
        'Takes the password and the new address, and mails the new address a link that confirms it (24 hours, single use); the old address is told. The address changes only when the link is opened.',
      body: accountEndpoints.changeEmail.body,
      response: { 202: accountEndpoints.changeEmail.answer },
    },
    handler: async (request, reply) => {
      const answer = await askToChangeEmail(db, {
        userId: request.caller!.id,
        password: request.body.password,
        newEmail: request.body.new_email,
        actor: actorOf(request),
        config,
      });
      return reply.code(202).send(answer);
    },
  });

  routes.route({
    ...endpointRoute(accountEndpoints.confirmEmail),
    config: { access: { public: true } },
    schema: {
      operationId: 'users_confirm_email',
      tags,
      summary: 'Confirm a new e-mail address',
      description:
        'The page of the mailed link sends its token: the user signs in with the new address from now on. The link works once, for 24 hours (400 after, as when the address has been taken since).',
      security: [],
      body: accountEndpoints.confirmEmail.body,
      response: { 200: accountEndpoints.confirmEmail.answer },
    },
    handler: (request) => confirmEmailChange(db, { secret: request.body.token, actor: actorOf(request) }),
  });
}
