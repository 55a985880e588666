import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { DatabaseHandle } from '../db/client.js';
import { databaseUnavailable, retryAfterSeconds } from '../http/errors.js';
import { answer } from '../http/schemas.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route answers without the database, so it also serves while the server is starting. */
    withoutDatabase?: boolean;
  }
}

type HealthOptions = {
  database: Pick<DatabaseHandle, 'ping'>;
  /** Settles when the database is ready for requests; until then every route that needs it answers 503. */
  startup: Promise<unknown> | undefined;
  readinessTimeoutMs: number;
};

/**
 * `/healthz` says the process is alive and never touches the database, so that it answers at once however busy the
 * database is. `/readyz` asks the database, within a timeout of its own, so that a load balancer can route around a
 * server that cannot work.
 */
export function registerHealth(app: FastifyInstance, { database, startup, readinessTimeoutMs }: HealthOptions) {
  let started = startup === undefined;
  startup?.then(
    () => (started = true),
    () => {},
  );

  app.addHook('onRequest', async (request) => {
    if (started || request.routeOptions.url === undefined || request.routeOptions.config.withoutDatabase) return;
    throw databaseUnavailable();
  });

  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get(
    '/healthz',
    {
      config: { access: { public: true }, withoutDatabase: true },
      schema: {
        operationId: 'healthz_read',
        tags: ['health'],
        summary: 'Is the process alive?',
        description: 'Answers at once while the process runs, without asking the database (liveness).',
        security: [],
        response: { 200: z.object({ status: z.literal('ok') }) },
      },
    },
    async () => ({ status: 'ok' as const }),
  );
  routes.get(
    '/readyz',
    {
      config: { access: { public: true }, withoutDatabase: true },
      schema: {
        operationId: 'readyz_read',
        tags: ['health'],
        summary: 'Can the server work?',
        description: `503 while the server is starting, or while its database does not answer within ${readinessTimeoutMs} ms on a connection of its own (readiness).`,
        security: [],
        response: {
          200: z.object({ status: z.literal('ready') }),
          503: answer(
            'Not ready: `starting` until the database is ready at start, `unavailable` while it does not answer.',
            z.object({ status: z.enum(['starting', 'unavailable']) }),
          ),
        },
      },
    },
    async (_request, reply) => {
      if (!started) return reply.code(503).header('retry-after', retryAfterSeconds).send({ status: 'starting' });
      if (await database.ping(readinessTimeoutMs)) return { status: 'ready' as const };
      return reply.code(503).header('retry-after', retryAfterSeconds).send({ status: 'unavailable' });
    },
  );
}
