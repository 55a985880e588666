import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, LogController } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Logger } from 'pino';
import type { Config } from './config.js';
import { Scheduler } from './core/scheduler.js';
import type { DatabaseHandle } from './db/client.js';
import { rememberCounts } from './db/list-query.js';
import type { AreaDeps } from './http/area.js';
import { ListPageCache } from './http/list-page-cache.js';
import { registerAttachments } from './modules/attachments/index.js';
import { registerBilling } from './modules/billing/index.js';
import { registerAuth } from './modules/auth/index.js';
import { registerCourses } from './modules/courses/index.js';
import { registerUserRegistration } from './modules/user-registration/index.js';
import { registerEventManagers } from './modules/event-managers/index.js';
import { registerTournaments } from './modules/tournaments/index.js';
import { registerGolfCourses } from './modules/golf-courses/index.js';
import { registerClubRegistration } from './modules/club-registration/index.js';
import { registerMail } from './modules/mail/index.js';
import { registerMasterData } from './modules/master-data/index.js';
import { registerProfile } from './modules/profile/index.js';
import { registerMembers } from './modules/members/index.js';
import { registerContests } from './modules/contests/index.js';
import { registerHandicaps } from './modules/handicaps/index.js';
import { registerNews } from './modules/news/index.js';
import { registerResults } from './modules/results/index.js';
import { registerScoring } from './modules/scoring/index.js';
import { registerTeeSheet } from './modules/tee-sheet/index.js';
import { registerUsers } from './modules/users/index.js';
import { registerAccessControl } from './plugins/access.js';
import { registerChangeFeed } from './plugins/change-feed.js';
import { registerCompression } from './plugins/compression.js';
import { registerErrorHandler } from './plugins/errors.js';
import { registerHealth } from './plugins/health.js';
import { registerOpenApi } from './plugins/openapi.js';
import { registerSecurityHeaders } from './plugins/security-headers.js';
import { registerWebApp } from './plugins/web-app.js';

/** Fairway's areas, each one folder under modules/ and one register function. */
export type RegisterArea = (app: FastifyInstance, deps: AreaDeps) => void;
const areas: RegisterArea[] = [
  registerAuth,
  registerUsers,
  registerProfile,
  registerMasterData,
  registerMail,
  registerGolfCourses,
  registerClubRegistration,
  registerAttachments,
  registerCourses,
  registerMembers,
  registerUserRegistration,
  registerEventManagers,
  registerTournaments,
  registerScoring,
  registerResults,
  registerContests,
  registerHandicaps,
  registerBilling,
  registerNews,
  registerTeeSheet,
];

export type AppOptions = {
  config: Config;
  database: DatabaseHandle;
  log: Logger;
  /** Settles when the database is ready (migrated, seeded); until then the API answers 503. Absent: ready now. */
  startup?: Promise<unknown>;
  /** Areas served beside Fairway's own (the API tests' resources made for a test). */
  extraAreas?: readonly RegisterArea[];
};

/** A client's request id is kept for its log lines only when it is short and plain; else the server makes one. */
const requestIdOf = (request: { headers: Record<string, string | string[] | undefined> }) => {
  const given = request.headers['x-request-id'];
  return typeof given === 'string' && /^[A-Za-z0-9._:-]{1,64}$/.test(given) ? given : `req-${randomUUID()}`;
};

/** The whole server as one Fastify instance: plugins, then modules. Nothing global; the database is passed in. */
export async function buildApp({
  config,
  database,
  log,
  startup,
  extraAreas = [],
}: AppOptions): Promise<FastifyInstance> {
  const { db } = database;
  const app = Fastify({
    loggerInstance: log as FastifyBaseLogger,
    requestIdHeader: false,
    genReqId: requestIdOf,
    bodyLimit: config.bodyLimitBytes,
    connectionTimeout: config.requestTimeoutMs * 2,
    requestTimeout: config.requestTimeoutMs,
    keepAliveTimeout: 5_000,
    routerOptions: { ignoreTrailingSlash: true, ignoreDuplicateSlashes: true, maxParamLength: 200 },
    trustProxy: config.trustProxy,
    // One line per request, written below when it has been answered.
    logController: new LogController({ disableRequestLogging: true }),
  });
  app.server.maxConnections = config.maxConnections;
  // JSON only: a text/plain body answers 415 as DRF's JSON parser does, instead of reaching the schemas as a string.
  app.removeContentTypeParser('text/plain');
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  // The id in every log line of a request travels back to the client, so that a report can name it.
  // Hooks that do not wait take a callback: an async hook costs every request a promise.
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });
  app.addHook('onResponse', (request, reply, done) => {
    request.log.info(
      { method: request.method, url: request.url, status: reply.statusCode, ms: Math.round(reply.elapsedTime) },
      'answered',
    );
    done();
  });

  registerSecurityHeaders(app);
  await registerCompression(app);
  await registerOpenApi(app);
  registerHealth(app, { database, startup, readinessTimeoutMs: config.database.readinessTimeoutMs });
  const changes = registerChangeFeed(app, database);
  registerAccessControl(app, db, changes);
  const listPages = new ListPageCache({ maxAgeMs: 30_000, maxPages: 1_000, maxBytes: 16 * 1024 * 1024 });
  changes.subscribe(listPages.listener);
  rememberCounts(db, listPages);

  const ready = startup ?? Promise.resolve();
  const scheduler = new Scheduler(app.log);
  for (const registerArea of [...areas, ...extraAreas]) {
    registerArea(app, { db, config, listPages, changes, ready, scheduler });
  }
  app.addHook('onReady', async () => {
    // Not awaited: the server serves while the database is made ready; the areas' periodic jobs start after.
    ready.then(
      () => scheduler.start(),
      () => {},
    );
  });
  app.addHook('onClose', () => scheduler.stop());
  await registerWebApp(app, config.webDist);
  return app;
}
