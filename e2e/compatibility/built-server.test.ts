import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PostgresServer, startPostgresServer } from '../support/postgres.js';
import { type RunningServer, startServer } from '../support/server.js';

/**
 * The built server as a club runs it, on the Node this suite runs under (CI runs it under Node 22, the other Node
 * Fairway supports): it starts on the embedded database and on PostgreSQL, signs a user in, lists, writes, serves its
 * OpenAPI document, and keeps what it wrote across a restart on the same data.
 */
const expectedMajor = process.env.EXPECT_NODE_MAJOR;
const superAdmin = { email: 'super@demo.fairway.golf', password: 'fairway-demo' };

async function answer(server: RunningServer, method: 'GET' | 'POST', url: string, token?: string, body?: unknown) {
  const response = await fetch(`${server.url}${url}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Token ${token}`, 'x-golf-course': '1' } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function logIn(server: RunningServer): Promise<string> {
  const login = await answer(server, 'POST', '/auth/token/login', undefined, superAdmin);
  expect(login.status).toBe(200);
  return login.body.auth_token as string;
}

/** Signs in, lists, writes a prize type and reads the OpenAPI document; returns the prize type's name. */
async function useServer(server: RunningServer): Promise<string> {
  const token = await logIn(server);
  const members = await answer(server, 'GET', '/api/members/?page_size=5', token);
  expect(members.status).toBe(200);
  expect(members.body.count).toBeGreaterThan(100);

  const name = `Node ${process.versions.node} prize`;
  const created = await answer(server, 'POST', '/api/prize_types/', token, { name, description: 'Compatibility' });
  expect(created.status).toBe(201);
  expect(created.body).toMatchObject({ name, is_active: true });

  const document = await answer(server, 'GET', '/api/openapi.json');
  expect(document.status).toBe(200);
  expect(Object.keys(document.body.paths as object)).toContain('/api/members/');
  return name;
}

async function expectKept(server: RunningServer, name: string) {
  const token = await logIn(server);
  const found = await answer(server, 'GET', `/api/prize_types/?search=${encodeURIComponent(name)}`, token);
  expect(found.status).toBe(200);
  expect(found.body.results).toEqual([expect.objectContaining({ name })]);
}

it.runIf(expectedMajor)(`runs on Node ${expectedMajor}, as asked`, () => {
  expect(process.versions.node.split('.')[0]).toBe(expectedMajor);
});

describe('on the embedded database', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fairway-compatibility-'));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('seeds the demo, serves it, and keeps a write across a restart on the same data folder', async () => {
    const first = await startServer({ dataDir });
    let name: string;
    try {
      name = await useServer(first);
    } finally {
      await first.stop();
    }
    const second = await startServer({ dataDir });
    try {
      await expectKept(second, name);
    } finally {
      await second.stop();
    }
  });
});

describe('on PostgreSQL', () => {
  let postgres: PostgresServer;
  beforeAll(async () => {
    postgres = await startPostgresServer();
  });
  afterAll(async () => {
    await postgres?.destroy();
  });

  it('migrates and seeds an empty database, serves it, and keeps a write across a restart', async () => {
    const url = await postgres.createDatabase('fairway_compatibility');
    const environment = { DATABASE_URL: url };
    const first = await startServer({ seedDemo: 'always', environment });
    let name: string;
    try {
      name = await useServer(first);
    } finally {
      await first.stop();
    }
    const second = await startServer({ seedDemo: 'always', environment });
    try {
      await expectKept(second, name);
    } finally {
      await second.stop();
    }
  });
});
