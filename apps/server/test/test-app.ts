import { execFileSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout } from 'node:timers/promises';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import type { Logger } from 'pino';
import { afterEach, beforeAll, beforeEach, inject } from 'vitest';
import { buildApp, type RegisterArea } from '../src/app.js';
import { type Config, loadConfig } from '../src/config.js';
import { newToken } from '../src/core/tokens.js';
import type { Database, DatabaseHandle } from '../src/db/client.js';
import { openPglite } from '../src/db/pglite.js';
import { openPostgres } from '../src/db/postgres.js';
import { authTokens, users } from '../src/db/schema/index.js';
import { createLogger } from '../src/logger.js';
import { demoPassword, seedDemo } from '../src/seed/demo.js';
import { contractOf } from './contract.js';

type Call = (
  options: InjectOptions & { token?: string | null; golfCourseId?: number | string },
) => Promise<LightMyRequestResponse>;

export type TestApp = {
  app: FastifyInstance;
  /** The test's own database, as the app sees it. */
  db: Database;
  handle: DatabaseHandle;
  config: Config;
  log: Logger;
  /** Signs in a demo (or other) user through the API and returns their token. */
  logIn: (email: string, password?: string) => Promise<string>;
  /** A token for a demo (or other) user, stored directly: quicker than signing in, for tests of other things. */
  tokenFor: (email: string) => Promise<string>;
  /** A request as that token's holder, with the course header when given; its answer held to the OpenAPI document. */
  call: Call;
  /**
   * A demo user signed in (a token stored for them), calling with their token and, for a club's user, their club in
   * `X-Golf-Course`: `const admin = await t.as('admin'); await admin.call({ method: 'GET', url })`. Another user:
   * `t.as({ email, golfCourseId })`.
   */
  as: (who: DemoUser | { email: string; golfCourseId?: number | null }) => Promise<SignedIn>;
  close: () => Promise<void>;
};

/** A demo user's name in `demo`: `super`, `admin`, `user`, `member`, `events`, `secondAdmin`. */
export type DemoUser = keyof typeof demo;

/** A signed-in user, as `t.as(who)` gives them. */
export type SignedIn = {
  email: string;
  token: string;
  /** Sent as `X-Golf-Course` with every call; null for none (the super admin's default). */
  golfCourseId: number | null;
  /** A request as this user; `golfCourseId` overrides their club for one call (null: no header). */
  call: (options: InjectOptions & { golfCourseId?: number | string | null }) => Promise<LightMyRequestResponse>;
};

/** More routes for one test file, registered as an area is (a club-scoped resource made for the test, say). */
export type ExtraArea = RegisterArea;

export const demoClubId = 1;
export const secondClubId = 2;

function testConfig(overrides: Partial<Config>): Config {
  return { ...loadConfig({ LOG_LEVEL: 'silent', WEB_DIST: '/nonexistent-web-dist' }), ...overrides };
}

/** A copy of the seeded database: `discard` drops it, once its handle is closed. */
type DatabaseCopy = { handle: DatabaseHandle; discard: () => Promise<void> };

/** Runs one statement on the PostgreSQL server of DATABASE_URL, outside any test database. */
async function onPostgresServer(statement: string) {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

function postgresUrlOf(database: string): string {
  const url = new URL(process.env.DATABASE_URL!);
  url.pathname = `/${database}`;
  return url.toString();
}

/** How long a file waits for the demo to be seeded, by itself or by the file seeding it. */
const seedingDeadlineMs = 300_000;

/** The run's folder of seeded databases (`seeded-databases.ts`), or one of this file's own outside that set-up. */
const seedsFolder = inject('seedsFolder') ?? fs.mkdtempSync(path.join(os.tmpdir(), 'fairway-api-seeds-'));

/**
 * The demo seeded into a database once per test run and public address, shared by every test file: the first file
 * to ask seeds it while the others wait, then each makes its copies of it. On PGlite the seed is a data folder,
 * copied whole; on DATABASE_URL's PostgreSQL it is a template database, copied with `create database ... template`
 * and named in a file of the folder. Answers that data folder or template's name.
 */
async function seeded(config: Config, log: Logger): Promise<string> {
  const key = createHash('sha256')
    .update(`${config.publicUrl ?? ''} ${config.port}`)
    .digest('hex')
    .slice(0, 12);
  const postgres = Boolean(process.env.DATABASE_URL);
  const ready = path.join(seedsFolder, `${key}.${postgres ? 'postgres' : 'pglite'}`);
  const lock = path.join(seedsFolder, `${key}.lock`);
  const deadline = Date.now() + seedingDeadlineMs;
  while (!fs.existsSync(ready)) {
    if (!tryLock(lock)) {
      if (Date.now() > deadline) throw new Error(`no seeded database ${ready} after ${seedingDeadlineMs / 1000} s`);
      await setTimeout(200);
      continue;
    }
    try {
      if (!postgres) {
        const seeding = `${ready}.seeding`;
        fs.rmSync(seeding, { recursive: true, force: true });
        // Every test copies this folder. PostgreSQL keeps the WAL segments it has finished with, renamed for reuse
        // (32 of the folder's 92 MB); without recycling it deletes them, and each copy is a third smaller.
        const template = await openPglite(seeding, undefined, { wal_recycle: 'off' });
        await template.prepare((db) => seedDemo(db, config));
        await template.close();
        fs.renameSync(seeding, ready);
      } else {
        const name = `fairway_seed_${key}_${randomBytes(4).toString('hex')}`;
        await onPostgresServer(`create database ${name}`);
        const template = openPostgres({ ...config.database, url: postgresUrlOf(name) }, log);
        await template.prepare((db) => seedDemo(db, config));
        await template.close();
        fs.writeFileSync(`${ready}.writing`, name);
        fs.renameSync(`${ready}.writing`, ready);
      }
    } finally {
      fs.rmSync(lock, { recursive: true, force: true });
    }
  }
  return postgres ? fs.readFileSync(ready, 'utf8') : ready;
}

function tryLock(lock: string): boolean {
  try {
    fs.mkdirSync(lock);
    return true;
  } catch {
    return false;
  }
}

/** A fresh copy of the seeded database for `config`, for one test or one file. */
async function seededCopy(config: Config, log: Logger): Promise<DatabaseCopy> {
  const seed = await seeded(config, log);
  const name = `fairway_test_${randomBytes(6).toString('hex')}`;
  if (!process.env.DATABASE_URL) {
    const dataDir = path.join(seedsFolder, 'copies', name);
    // The system's cp copies the folder's 1,500 files in about three quarters of the time fs.cpSync takes.
    fs.mkdirSync(path.dirname(dataDir), { recursive: true });
    execFileSync('cp', ['-R', seed, dataDir]);
    return {
      handle: await openPglite(dataDir),
      discard: async () => fs.rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  await onPostgresServer(`create database ${name} template ${seed} strategy file_copy`);
  return {
    handle: openPostgres({ ...config.database, url: postgresUrlOf(name) }, log),
    discard: () => onPostgresServer(`drop database if exists ${name}`),
  };
}

async function appOn(
  handle: DatabaseHandle,
  config: Config,
  log: Logger,
  extraAreas: readonly ExtraArea[],
): Promise<Omit<TestApp, 'close'> & { closeApp: () => Promise<void> }> {
  const { db } = handle;
  const app = await buildApp({ config, database: handle, log, extraAreas });
  const call = callerOf(app, extraAreas.length === 0 ? 'standard' : extraAreas);
  const logIn = async (email: string, password = demoPassword) => {
    const response = await call({ method: 'POST', url: '/auth/token/login', payload: { email, password } });
    if (response.statusCode !== 200) throw new Error(`login of ${email} failed: ${response.body}`);
    return response.json<{ auth_token: string }>().auth_token;
  };
  const tokenFor = async (email: string) => {
    const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
    if (!user) throw new Error(`no user ${email}`);
    const { token, tokenHash } = newToken();
    const expiresAt = new Date(Date.now() + config.tokenLifetimeMs);
    await db.insert(authTokens).values({ user_id: user.id, token_hash: tokenHash, expires_at: expiresAt });
    return token;
  };
  const as = async (who: DemoUser | { email: string; golfCourseId?: number | null }): Promise<SignedIn> => {
    const { email, golfCourseId = null } =
      typeof who === 'string' ? { email: demo[who], golfCourseId: clubOf[who] } : who;
    const token = await tokenFor(email);
    return {
      email,
      token,
      golfCourseId,
      call: ({ golfCourseId: club = golfCourseId, ...options }) =>
        call({ ...options, token, golfCourseId: club ?? undefined }),
    };
  };
  return { app, db, handle, config, log, logIn, tokenFor, call, as, closeApp: () => app.close() };
}

/**
 * The real app on a database of its own with the demo seeded, for a test that needs a whole database to itself:
 * to close it under the app, say. Most tests want `useTestApp`.
 */
export async function createTestApp(
  overrides: Partial<Config> = {},
  extraAreas: readonly ExtraArea[] = [],
): Promise<TestApp> {
  const config = testConfig(overrides);
  const log = createLogger(config);
  const { handle, discard } = await seededCopy(config, log);
  const { closeApp, ...testApp } = await appOn(handle, config, log, extraAreas);
  return {
    ...testApp,
    close: async () => {
      await closeApp();
      await handle.close();
      await discard();
    },
  };
}

/**
 * For every test of the file, a new app on a fresh copy of the seeded database, so that no test sees another's
 * changes and none depends on the order they run in. The seeded database is made once per run. Returns the current
 * test's app; read it inside tests and their hooks only.
 */
export function useTestApp(overrides: Partial<Config> = {}, extraAreas: readonly ExtraArea[] = []): TestApp {
  const config = testConfig(overrides);
  const log = createLogger(config);
  let current: TestApp | undefined;
  // Seeding the demo takes the first file some 20 s on a quiet machine; the others wait for it as long as it may take.
  beforeAll(async () => {
    await seeded(config, log);
  }, seedingDeadlineMs);
  beforeEach(async () => {
    const { handle, discard } = await seededCopy(config, log);
    const { closeApp, ...testApp } = await appOn(handle, config, log, extraAreas);
    current = {
      ...testApp,
      close: async () => {
        await closeApp();
        await handle.close();
        await discard();
      },
    };
  });
  afterEach(async () => {
    await current?.close();
    current = undefined;
  });
  return new Proxy({} as TestApp, {
    get: (_target, key: keyof TestApp) => {
      if (!current) throw new Error('useTestApp: the app exists only inside a test or its hooks');
      return current[key];
    },
  });
}

/**
 * The OpenAPI documents made so far, as judges, by the routes they describe: the areas every app has (key
 * `standard`), or those plus a test file's extra areas (keyed by that list). Made once, not per test's app: the
 * document takes longer to make than most tests take to run.
 */
const contracts = new Map<unknown, Promise<ReturnType<typeof contractOf>>>();

/**
 * Requests to `app` as a client makes them, each answer held to the OpenAPI document the app serves: an answer that
 * departs from it fails the test, naming the operation, the status and the first schema error. `routes` names the
 * set of routes the app has, when another app of this file had the same, so that their document is made once.
 */
export function callerOf(app: FastifyInstance, routes?: unknown): Call {
  const contractOfApp = async () => contractOf((await app.inject({ method: 'GET', url: '/api/openapi.json' })).json());
  let own: ReturnType<typeof contractOfApp> | undefined;
  const contract = () => {
    if (routes === undefined) return (own ??= contractOfApp());
    if (!contracts.has(routes)) contracts.set(routes, contractOfApp());
    return contracts.get(routes)!;
  };
  return async ({ token, golfCourseId, headers, ...options }) => {
    const judge = await contract();
    const response = await app.inject({
      ...options,
      headers: {
        ...(token ? { authorization: `Token ${token}` } : {}),
        ...(golfCourseId !== undefined ? { 'x-golf-course': String(golfCourseId) } : {}),
        ...headers,
      },
    });
    const url = typeof options.url === 'string' ? options.url : (options.url?.pathname ?? '/');
    const deviation = judge.deviation({ method: options.method ?? 'GET', url }, response);
    if (deviation) throw new Error(`The answer departs from the OpenAPI document: ${deviation}`);
    return response;
  };
}

/** Who a test calls as: a demo user, or nobody signed in. */
export type Who = DemoUser | 'anonymous';

/**
 * The one call of the API tests that act as several demo users: `call(method, url, who, payload, golfCourseId)` as
 * `who` (signed in through `t.as`, once per test) or as nobody, in the demo club unless `golfCourseId` names another
 * (null: no X-Golf-Course). Each answer is held to the OpenAPI document, as every test call is.
 */
export function callsAs(t: TestApp) {
  const signedIn = new WeakMap<FastifyInstance, Map<DemoUser, Promise<SignedIn>>>();
  const as = (who: DemoUser) => {
    const ofThisTest = signedIn.get(t.app) ?? new Map<DemoUser, Promise<SignedIn>>();
    signedIn.set(t.app, ofThisTest);
    if (!ofThisTest.has(who)) ofThisTest.set(who, t.as(who));
    return ofThisTest.get(who)!;
  };
  return async (
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    who: Who = 'admin',
    payload?: unknown,
    golfCourseId: number | null = demoClubId,
  ) => {
    const options = { method, url, ...(payload === undefined ? {} : { payload: payload as object }) };
    if (who === 'anonymous') return t.call({ ...options, golfCourseId: golfCourseId ?? undefined });
    return (await as(who)).call({ ...options, golfCourseId });
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

/** The club each demo user works in: the demo club, the second club's admin the second club, the super admin none. */
const clubOf: Record<DemoUser, number | null> = {
  super: null,
  admin: demoClubId,
  user: demoClubId,
  member: demoClubId,
  events: demoClubId,
  secondAdmin: secondClubId,
};
