import helmet from '@fastify/helmet';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Logger } from 'pino';
import type { Config } from './config.js';
import type { DatabaseHandle } from './db/client.js';
import { registerResourceRoutes } from './http/resource-routes.js';
import { registerAuthRoutes } from './modules/auth/auth-routes.js';
import { citiesResource } from './modules/master-data/cities.js';
import { countriesResource } from './modules/master-data/countries.js';
import { prizeTypesResource, userTypeResource } from './modules/master-data/named-types.js';
import { scoreTermsResource } from './modules/master-data/score-terms.js';
import { statesResource } from './modules/master-data/states.js';
import { registerUserRoutes } from './modules/users/user-routes.js';
import { usersResource } from './modules/users/users.js';
import { registerAccessControl } from './plugins/access.js';
import { registerErrorHandler } from './plugins/errors.js';
import { registerHealth } from './plugins/health.js';
import { registerOpenApi } from './plugins/openapi.js';
import { registerWebApp } from './plugins/web-app.js';

export type AppOptions = {
  config: Config;
  database: DatabaseHandle;
  log: Logger;
  /** Settles when the database is ready (migrated, seeded); until then the API answers 503. Absent: ready now. */
  startup?: Promise<unknown>;
};

/** The whole server as one Fastify instance: plugins, then modules. Nothing global; the database is passed in. */
export async function buildApp({ config, database, log, startup }: AppOptions): Promise<FastifyInstance> {
  const { db } = database;
  const app = Fastify({
    loggerInstance: log as FastifyBaseLogger,
    requestIdHeader: 'x-request-id',
    bodyLimit: config.bodyLimitBytes,
    connectionTimeout: config.requestTimeoutMs * 2,
    requestTimeout: config.requestTimeoutMs,
    keepAliveTimeout: 5_000,
    routerOptions: { ignoreTrailingSlash: true, ignoreDuplicateSlashes: true, maxParamLength: 200 },
    trustProxy: false,
  });
  // JSON only: a text/plain body answers 415 as DRF's JSON parser does, instead of reaching the schemas as a string.
  app.removeContentTypeParser('text/plain');
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  // The id in every log line of a request travels back to the client, so that a report can name it.
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    strictTransportSecurity: false,
  });
  await registerOpenApi(app);
  registerHealth(app, { database, startup, readinessTimeoutMs: config.database.readinessTimeoutMs });
  registerAccessControl(app, db);

  registerAuthRoutes(app, db, config);
  registerUserRoutes(app, db);
  for (const resource of [
    countriesResource,
    statesResource,
    citiesResource,
    userTypeResource,
    prizeTypesResource,
    scoreTermsResource,
    usersResource,
  ]) {
    registerResourceRoutes(app, db, config, resource);
  }
  await registerWebApp(app, config.webDist);
  return app;
}
