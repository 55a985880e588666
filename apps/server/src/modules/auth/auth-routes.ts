import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import { throttled, validationFailed } from '../../http/errors.js';
import { errorAnswers } from '../../http/schemas.js';
import { actorOf } from '../audit/audit-log.js';
import { changeOwnPassword, logIn, logOut } from './auth-service.js';
import { LoginRateLimiter } from './login-rate-limiter.js';
import { passwordLength } from './passwords.js';

const loginBody = z.object({
  email: z.string().max(254).optional(),
  username: z.string().max(254).optional().describe('Accepted as the e-mail, as djoser does.'),
  password: z.string().min(1).max(passwordLength.max),
});

const newPassword = z.string().min(passwordLength.min).max(passwordLength.max);

export function registerAuthRoutes(app: FastifyInstance, db: Database, config: Config) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const limiter = new LoginRateLimiter(config.loginRateLimit.windowMs);

  routes.post(
    '/auth/token/login',
    {
      config: { access: { public: true } },
      schema: {
        operationId: 'auth_token_login',
        tags: ['auth'],
        summary: 'Sign in',
        description:
          'Exchanges an e-mail and password for a token, sent from then on as `Authorization: Token <token>`. Attempts are limited per e-mail and per address (429).',
        security: [],
        body: loginBody,
        response: {
          200: z.object({ auth_token: z.string() }).meta({
            id: 'AuthToken',
            examples: [{ auth_token: '3f9c1b7e5a2d4c6f8e0a1b3c5d7e9f1a2b4c6d8e0f1a3b5c7d9e1f3a5b7c9d1e' }],
          }),
          429: errorAnswers[429],
        },
      },
    },
    async (request) => {
      const email = (request.body.email ?? request.body.username ?? '').trim().toLowerCase();
      if (!email) throw validationFailed({ email: ['This field is required.'] });
      const wait = Math.max(
        limiter.hit(`ip:${request.ip}`, config.loginRateLimit.perIp),
        limiter.hit(`email:${email}`, config.loginRateLimit.perEmail),
      );
      if (wait > 0) throw throttled(wait);
      const { authToken } = await logIn(db, {
        email,
        password: request.body.password,
        tokenLifetimeMs: config.tokenLifetimeMs,
        actor: actorOf(request),
      });
      return { auth_token: authToken };
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

  routes.post(
    '/api/users/reset_my_password/',
    {
      schema: {
        operationId: 'users_reset_my_password',
        tags: ['users'],
        summary: "Change the caller's password",
        description: "Needs the old password; every other token of the caller's ends, the one in use stays.",
        body: z.object({ old_password: z.string().min(1).max(passwordLength.max), new_password: newPassword }),
        response: { 204: z.null().describe('Password changed') },
      },
    },
    async (request, reply) => {
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
  );
}
