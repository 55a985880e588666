import { once } from 'node:events';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020.js';
import Fastify from 'fastify';
import { beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { registerOpenApi } from '../src/plugins/openapi.js';
import { addFormats } from './contract.js';
import { callerOf, demo, demoClubId, useTestApp } from './test-app.js';

const t = useTestApp();
let token: string;
beforeEach(async () => {
  token = await t.tokenFor(demo.super);
});

describe('paths', () => {
  it('answers every path with and without its trailing slash', async () => {
    const paths = [
      ['GET', '/api/init'],
      ['GET', '/api/users/current'],
      ['GET', '/api/users'],
      ['GET', '/api/users/1'],
      ['GET', '/api/countries'],
      ['GET', '/api/countries/1'],
      ['GET', '/api/states'],
      ['GET', '/api/cities'],
      ['GET', '/api/user_type'],
      ['GET', '/api/prize_types'],
      ['GET', '/api/score_terms'],
      ['GET', '/healthz'],
      ['GET', '/readyz'],
      ['GET', '/api/openapi.json'],
    ] as const;
    for (const [method, url] of paths) {
      for (const variant of [url, `${url}/`]) {
        const response = await t.call({ method, url: variant, token, golfCourseId: demoClubId });
        expect(response.statusCode, variant).toBe(200);
      }
    }
  });

  it('answers unknown API and token paths with 404 {"detail": "Not found."}, signed in or not', async () => {
    for (const url of ['/api/nothing/', '/api/countries/1/nothing', '/auth/token/refresh', '/api']) {
      for (const caller of [token, null]) {
        const response = await t.call({ method: 'GET', url, token: caller });
        expect(response.statusCode, url).toBe(404);
        expect(response.json()).toEqual({ detail: 'Not found.' });
      }
    }
    const post = await t.call({ method: 'POST', url: '/some/page', payload: {} });
    expect(post.statusCode).toBe(404);
  });
});

describe('the request edge', () => {
  it('refuses a body over the limit with 413 and an unknown content type with 415', async () => {
    const large = await t.call({
      method: 'POST',
      url: '/api/countries/',
      token,
      payload: { name: 'x'.repeat(2 * 1024 * 1024), iso_code: 'XX' },
    });
    expect(large.statusCode).toBe(413);
    expect(large.json()).toEqual({ detail: 'Request body is too large.' });
    const text = await t.call({
      method: 'POST',
      url: '/api/countries/',
      token,
      headers: { 'content-type': 'text/plain' },
      payload: 'name=Narnia',
    });
    expect(text.statusCode).toBe(415);
    expect(Object.keys(text.json())).toEqual(['detail']);
  });

  it("sends the API's security headers on its answers, a page's elsewhere, and no CORS headers", async () => {
    const response = await t.call({
      method: 'GET',
      url: '/api/countries/',
      token,
      headers: { origin: 'https://elsewhere.example' },
    });
    expect(response.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
    const outsideTheApi = await t.call({ method: 'GET', url: '/healthz' });
    expect(outsideTheApi.headers['content-security-policy']).toContain("script-src 'self'");
    expect(outsideTheApi.headers['x-content-type-options']).toBe('nosniff');
  });

  it("echoes a client's request id when it is short and plain, and replaces any other", async () => {
    const response = await t.call({ method: 'GET', url: '/healthz', headers: { 'x-request-id': 'abc-123' } });
    expect(response.headers['x-request-id']).toBe('abc-123');
    const generated = await t.call({ method: 'GET', url: '/healthz' });
    expect(generated.headers['x-request-id']).toMatch(/^req-[0-9a-f-]{36}$/);
    for (const given of ['x'.repeat(65), 'two words', 'line\u2028break', '{"json":1}']) {
      const replaced = await t.call({ method: 'GET', url: '/healthz', headers: { 'x-request-id': given } });
      expect(replaced.headers['x-request-id'], given).toMatch(/^req-[0-9a-f-]{36}$/);
    }
  });

  it('builds page links from PUBLIC_URL or relative to the server, never from the Host header', async () => {
    const url = '/api/countries/?page_size=2&ordering=name';
    const relative = await t.call({ method: 'GET', url, token, headers: { host: 'evil.example:666' } });
    expect(relative.json().next).toBe('/api/countries/?page_size=2&ordering=name&page=2');
    for (const host of ['', 'a b', 'x'.repeat(2000), '[::1', 'evil.example:notaport']) {
      const response = await t.call({ method: 'GET', url, token, headers: { host } });
      expect(response.statusCode, host).toBeLessThan(500);
    }
    const underPublicUrl = await buildApp({
      config: { ...t.config, publicUrl: 'https://golf.example.org' },
      database: t.handle,
      log: t.log,
    });
    try {
      const page = await callerOf(underPublicUrl)({ method: 'GET', url, token, headers: { host: 'evil.example' } });
      expect(page.json().next).toBe('https://golf.example.org/api/countries/?page_size=2&ordering=name&page=2');
    } finally {
      await underPublicUrl.close();
    }
  });

  it('refuses a search of more than 10 words, or of a word over 100 characters', async () => {
    const call = (search: string) => t.call({ method: 'GET', url: '/api/countries/', query: { search }, token });
    expect((await call('a b c d e f g h i j')).statusCode).toBe(200);
    const many = await call('a b c d e f g h i j k');
    expect(many.statusCode).toBe(400);
    expect(many.json()).toEqual({ search: ['Search for at most 10 words of at most 100 characters each.'] });
    expect((await call('x'.repeat(101))).statusCode).toBe(400);
  });

  it('accepts at most MAX_CONNECTIONS open connections at once', async () => {
    const app = await buildApp({ config: { ...t.config, maxConnections: 3 }, database: t.handle, log: t.log });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as net.AddressInfo;
    const sockets: net.Socket[] = [];
    try {
      for (let index = 0; index < 3; index += 1) {
        const socket = net.connect(port, '127.0.0.1');
        await once(socket, 'connect');
        sockets.push(socket);
      }
      const refused = net.connect(port, '127.0.0.1');
      sockets.push(refused);
      // Node accepts the connection at the socket level, then closes it at once when over the cap.
      await once(refused, 'close');
      expect(app.server.maxConnections).toBe(3);
      for (const socket of sockets.slice(0, 3)) expect(socket.destroyed).toBe(false);
    } finally {
      for (const socket of sockets) socket.destroy();
      await app.close();
    }
  });

  it('serves the API documentation under a policy of its own server only, without upgrading requests', async () => {
    const docs = await t.call({ method: 'GET', url: '/api/docs/' });
    const policy = docs.headers['content-security-policy'];
    expect(policy).toContain("script-src 'self'");
    expect(policy).not.toMatch(/https:|upgrade-insecure-requests|validator\.swagger\.io/);
  });
});

describe('the OpenAPI document', () => {
  type Operation = { operationId: string; tags: string[]; responses: Record<string, unknown>; requestBody?: unknown };
  const operationsOf = (document: { paths: Record<string, Record<string, Operation>> }) =>
    Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({ path, method, ...operation })),
    );

  it('names the paths as the spec calls them, each operation once, after its resource and action', async () => {
    const document = (await t.call({ method: 'GET', url: '/api/openapi.json' })).json();
    expect(document.openapi).toBe('3.1.0');
    const operations = operationsOf(document);
    const ids = Object.fromEntries(operations.map((operation) => [operation.operationId, operation]));
    expect(Object.keys(ids)).toHaveLength(operations.length);
    expect(ids).toMatchObject({
      auth_token_login: { path: '/auth/token/login', method: 'post' },
      init_read: { path: '/api/init/', method: 'get' },
      users_current: { path: '/api/users/current/', method: 'get' },
      users_reset_my_password: { path: '/api/users/reset_my_password/', method: 'post' },
      countries_list: { path: '/api/countries/', method: 'get' },
      countries_create: { path: '/api/countries/', method: 'post' },
      countries_read: { path: '/api/countries/{id}/', method: 'get' },
      countries_update: { path: '/api/countries/{id}/', method: 'put' },
      countries_partial_update: { path: '/api/countries/{id}/', method: 'patch' },
      countries_delete: { path: '/api/countries/{id}/', method: 'delete' },
    });
    for (const operation of operations) {
      expect(operation.operationId).toMatch(/^[a-z]+(_[a-z0-9]+)*$/);
      if (operation.path.startsWith('/api/')) expect(operation.path).toMatch(/\/$/);
    }
  });

  it('gives every operation one defined area and every error status it can answer, in DRF shapes', async () => {
    const document = (await t.call({ method: 'GET', url: '/api/openapi.json' })).json();
    const areas = document.tags.map((tag: { name: string }) => tag.name);
    expect(areas).toEqual([
      'auth',
      'users',
      'master-data',
      'courses',
      'golf-courses',
      'attachments',
      'mail',
      'club-registration',
      'user-registration',
      'members',
      'event-managers',
      'tournaments',
      'scoring',
      'results',
      'contests',
      'handicaps',
      'billing',
      'news',
      'tee-sheet',
      'health',
    ]);
    for (const operation of operationsOf(document)) {
      expect(operation.tags, operation.operationId).toHaveLength(1);
      expect(areas).toContain(operation.tags[0]);
      const statuses = Object.keys(operation.responses);
      if (operation.tags[0] !== 'health') expect(statuses, operation.operationId).toContain('503');
      if (operation.requestBody)
        expect(statuses, operation.operationId).toEqual(expect.arrayContaining(['400', '413', '415']));
    }
    const countriesDelete = operationsOf(document).find((operation) => operation.operationId === 'countries_delete')!;
    expect(Object.keys(countriesDelete.responses).sort()).toEqual(['204', '401', '403', '404', '409', '503']);
    expect(countriesDelete.responses['409']).toMatchObject({
      content: { 'application/json': { schema: { $ref: '#/components/schemas/Detail' } } },
    });
  });

  it('has an example for every record shape, and each keeps to its schema', async () => {
    const document = (await t.call({ method: 'GET', url: '/api/openapi.json' })).json();
    const ajv = new Ajv2020({ strict: false });
    addFormats(ajv);
    ajv.addSchema(document, 'openapi.json');
    for (const [name, schema] of Object.entries<{ examples?: unknown[] }>(document.components.schemas)) {
      expect(schema.examples, name).toHaveLength(1);
      const validate = ajv.compile({ $ref: `openapi.json#/components/schemas/${name}` });
      expect(validate(schema.examples![0]), `${name}: ${JSON.stringify(validate.errors)}`).toBe(true);
    }
  });

  it('refuses at start a route without an operationId, a description or one known area', async () => {
    const app = Fastify();
    await registerOpenApi(app);
    const handler = async () => ({});
    expect(() => app.get('/api/nameless/', { schema: { tags: ['users'], description: 'x' } }, handler)).toThrow(
      /no operationId/,
    );
    expect(() => app.get('/api/wordless/', { schema: { operationId: 'wordless', tags: ['users'] } }, handler)).toThrow(
      /no description/,
    );
    expect(() =>
      app.get('/api/stray/', { schema: { operationId: 'stray', tags: ['golf'], description: 'x' } }, handler),
    ).toThrow(/exactly one tag/);
    await app.close();
  });

  it('is browsable at /api/docs', async () => {
    const ui = await t.call({ method: 'GET', url: '/api/docs/' });
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toContain('text/html');
  });
});

describe('the web app', () => {
  it('serves index.html uncached for app routes and hashed assets cached for a year', async () => {
    const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'fairway-web-'));
    fs.mkdirSync(path.join(webDist, 'assets'));
    fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Fairway</title>');
    fs.writeFileSync(path.join(webDist, 'assets', 'index-abc123.js'), 'console.log(1)');
    const app = await buildApp({ config: { ...t.config, webDist }, database: t.handle, log: t.log });
    const call = callerOf(app);
    try {
      for (const url of ['/', '/settings/countries', '/auth/log-in', '/dashboard?x=1']) {
        const page = await call({ method: 'GET', url });
        expect(page.statusCode, url).toBe(200);
        expect(page.body).toContain('<title>Fairway</title>');
        expect(page.headers['cache-control']).toBe('no-cache');
      }
      const asset = await call({ method: 'GET', url: '/assets/index-abc123.js' });
      expect(asset.statusCode).toBe(200);
      expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect((await call({ method: 'GET', url: '/assets/missing.js' })).statusCode).toBe(404);
      expect((await call({ method: 'GET', url: '/api/missing' })).json()).toEqual({ detail: 'Not found.' });
    } finally {
      await app.close();
      fs.rmSync(webDist, { recursive: true, force: true });
    }
  });

  it("answers the scoring page's addresses with its own entry, score.html, uncached", async () => {
    const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'fairway-web-'));
    fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Fairway</title>');
    fs.writeFileSync(path.join(webDist, 'score.html'), '<!doctype html><title>Fairway scoring</title>');
    fs.writeFileSync(path.join(webDist, 'score-sw.js'), 'self.addEventListener("fetch", () => {})');
    const app = await buildApp({ config: { ...t.config, webDist }, database: t.handle, log: t.log });
    const call = callerOf(app);
    try {
      for (const url of [
        '/player_round_group_scores/Autumn%20Medal/42',
        '/player_round_group_scores/Autumn%20Medal/42?hole=3',
        '/player_round_group_scores/',
        '/player_round_group_scores',
        '/active_member_distance/nearest_to_pin/3/25/7?group=9',
      ]) {
        const page = await call({ method: 'GET', url });
        expect(page.statusCode, url).toBe(200);
        expect(page.body, url).toContain('<title>Fairway scoring</title>');
        expect(page.headers['cache-control'], url).toBe('no-cache');
      }
      for (const url of [
        '/player-rounds',
        '/player_round_group_scores_elsewhere',
        '/active_round/7',
        '/active-nearest-to-pin/4',
      ]) {
        expect((await call({ method: 'GET', url })).body, url).toContain('<title>Fairway</title>');
      }
      const worker = await call({ method: 'GET', url: '/score-sw.js' });
      expect(worker.statusCode).toBe(200);
      expect(worker.headers['cache-control']).toBe('no-cache');
    } finally {
      await app.close();
      fs.rmSync(webDist, { recursive: true, force: true });
    }
  });
});
