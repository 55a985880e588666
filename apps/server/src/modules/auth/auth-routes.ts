import { accountEndpoints, authTokenRecord, loginInput } from '@fairway/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AreaDeps } from '../../http/area.js';
import { endpointRoute } from '../../http/endpoint-route.js';
import { throttled, validationFailed } from '../../http/errors.js';
import { actorOf } from '../../http/request-context.js';
import { errorAnswers } from '../../http/schemas.js';
import { changeOwnPassword } from './change-own-password.js';
import { logIn } from './log-in.js';
import { LoginRefusedError } from './login-refused-error.js';
import { logOut } from './log-out.js';
import { LoginRateLimiter } from './login-rate-limiter.js';

/** The token endpoints of djoser, and the change of one's own password: thin, each one use case. */
export function registerAuthRoutes(app: FastifyInstance, { db, config }: AreaDeps) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const limiter = new LoginRateLimiter(config.loginLimits);

  routes.post(
    '/auth/token/login',
    {
      config: { access: { public: true } },
      schema: {
        operationId: 'auth_token_login',
        tags: ['auth'],
        summary: 'Sign in',
        description:
          'Exchanges an e-mail and password for a token, sent from then on as `Authorization: Token <token>`. Failed attempts are limited per e-mail and address together, and per address (429).',
        security: [],
        body: loginInput,
        response: { 200: authTokenRecord, 429: errorAnswers[429] },
      },
    },
    async (request) => {
      const email = (request.body.email ?? request.body.username ?? '').trim().toLowerCase();
      if (!email) throw validationFailed({ email: ['This field is required.'] });
      const attempt = { email, address: request.ip };
      const wait = limiter.secondsToWait(attempt);
      if (wait > 0) throw throttled(wait);
      try {
        const { authToken } = await logIn(db, {
          email,
          password: request.body.password,
          tokenLifetimeMs: config.tokenLifetimeMs,
          actor: actorOf(request),
        });
        limiter.succeeded(attempt);
        return { auth_token: authToken };
      } catch (error) {
        if (error instanceof LoginRefusedError) limiter.failed(attempt);
        throw error;
      }
    },
  );

  routes.post(
    '/auth/token/logout',
    {
      schema: {
        operationId: 'auth_token_logout',
        tags: ['auth'],
        summary: 'Sign out',
        description: 'The token in use stops working at once.',
        response: { 204: z.null().describe('Signed out') },
      },
    },
    async (request, reply) => {
      await logOut(db, { tokenId: request.caller!.tokenId, actor: actorOf(request) });
      return reply.code(204).send(null);
    },
  );

  routes.route({
    ...endpointRoute(accountEndpoints.changeOwnPassword),
    schema: {
      operationId: 'users_reset_my_password',
      tags: ['users'],
      summary: "Change the caller's password",
      description: "Needs the old password; every other token of the caller's ends, the one in use stays.",
      body: accountEndpoints.changeOwnPassword.body,
      response: { 204: accountEndpoints.changeOwnPassword.answer.describe('Password changed') },
    },
    handler: async (request, reply) => {
      const caller = request.caller!;
      await changeOwnPassword(db, {
        userId: caller.id,
        tokenId: caller.tokenId,
        oldPassword: request.body.old_password,
        newPassword: request.body.new_password,
        actor: actorOf(request),
      });
      return reply.code(204).send(null);
    },
  });
}
