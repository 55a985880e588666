import { randomBytes } from 'node:crypto';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import type { Logger } from 'pino';
import { buildApp } from '../src/app.js';
import { type Config, loadConfig } from '../src/config.js';
import type { DatabaseHandle } from '../src/db/client.js';
import { openPglite } from '../src/db/pglite.js';
import { openPostgres } from '../src/db/postgres.js';
import { demoPassword, seedDemo } from '../src/db/seed/demo.js';
import { createLogger } from '../src/logger.js';
import { contractOf } from './contract.js';

export type TestApp = {
  app: FastifyInstance;
  handle: DatabaseHandle;
  config: Config;
  log: Logger;
  /** Signs in a demo (or other) user and returns their token. */
  logIn: (email: string, password?: string) => Promise<string>;
  /** A request as that token's holder, with the course header when given. */
  call: (
    options: InjectOptions & { token?: string | null; golfCourseId?: number | string },
  ) => Promise<LightMyRequestResponse>;
  close: () => Promise<void>;
};

export const demoClubId = 1;
export const secondClubId = 2;

/**
 * The real app on a fresh database with the demo seeded: PGlite in memory, or, when DATABASE_URL is set, a new
 * database on that PostgreSQL server, dropped afterwards.
 */
export async function createTestApp(overrides: Partial<Config> = {}): Promise<TestApp> {
  const config = {
    ...loadConfig({ LOG_LEVEL: 'silent', WEB_DIST: '/nonexistent-web-dist' }),
    ...overrides,
  };
  const log = createLogger(config);
  let handle: DatabaseHandle;
  let dropDatabase = async () => {};
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    const name = `fairway_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    handle = openPostgres({ ...config.database, url: url.toString() }, log);
    dropDatabase = async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      // Without `force`: a connection the app left open fails the drop (and the test) instead of being killed.
      await client.query(`drop database if exists ${name}`);
      await client.end();
    };
  } else {
    handle = await openPglite(undefined);
  }
  await handle.prepare(seedDemo);
  const app = await buildApp({ config, database: handle, log });

  const call = callerOf(app);
  const logIn = async (email: string, password = demoPassword) => {
    const response = await call({ method: 'POST', url: '/auth/token/login', payload: { email, password } });
    if (response.statusCode !== 200) throw new Error(`login of ${email} failed: ${response.body}`);
    return response.json<{ auth_token: string }>().auth_token;
  };

  return {
    app,
    handle,
    config,
    log,
    logIn,
    call,
    close: async () => {
      await app.close();
      await handle.close();
      await dropDatabase();
    },
  };
}

/**
 * Requests to `app` as a client makes them, each answer held to the OpenAPI document the app serves: an answer that
 * departs from it fails the test, naming the operation, the status and the first schema error.
 */
export function callerOf(app: FastifyInstance): TestApp['call'] {
  let contract: ReturnType<typeof contractOf> | undefined;
  return async ({ token, golfCourseId, headers, ...options }) => {
    contract ??= contractOf((await app.inject({ method: 'GET', url: '/api/openapi.json' })).json());
    const response = await app.inject({
      ...options,
      headers: {
        ...(token ? { authorization: `Token ${token}` } : {}),
        ...(golfCourseId !== undefined ? { 'x-golf-course': String(golfCourseId) } : {}),
        ...headers,
      },
    });
    const url = typeof options.url === 'string' ? options.url : (options.url?.pathname ?? '/');
    const deviation = contract.deviation({ method: options.method ?? 'GET', url }, response);
    if (deviation) throw new Error(`The answer departs from the OpenAPI document: ${deviation}`);
    return response;
  };
}

export const demo = {
  super: 'super@demo.fairway.golf',
  admin: 'admin@demo.fairway.golf',
  user: 'user@demo.fairway.golf',
  member: 'member@demo.fairway.golf',
  events: 'events@demo.fairway.golf',
  secondAdmin: 'admin@second.fairway.golf',
} as const;
