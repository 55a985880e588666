import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { callerOf, createTestApp, demo, type TestApp } from './test-app.js';

const busy = { detail: 'The database is busy; try again in a moment.' };

describe('while the server is starting', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('is alive, not ready, and answers the API with 503 until the database is ready', async () => {
    let finishStartup = () => {};
    const startup = new Promise<void>((resolve) => (finishStartup = resolve));
    const app = await buildApp({ config: t.config, database: t.handle, log: t.log, startup });
    const call = callerOf(app);
    try {
      expect((await call({ method: 'GET', url: '/healthz' })).json()).toEqual({ status: 'ok' });
      const readiness = await call({ method: 'GET', url: '/readyz' });
      expect(readiness.statusCode).toBe(503);
      expect(readiness.json()).toEqual({ status: 'starting' });
      expect(readiness.headers['retry-after']).toBe('5');
      const login = await call({
        method: 'POST',
        url: '/auth/token/login/',
        payload: { email: demo.admin, password: 'fairway-demo' },
      });
      expect(login.statusCode).toBe(503);
      expect(login.json()).toEqual(busy);
      expect(login.headers['retry-after']).toBe('5');
      expect((await call({ method: 'GET', url: '/api/countries/' })).statusCode).toBe(503);
      expect((await call({ method: 'GET', url: '/api/openapi.json' })).statusCode).toBe(200);

      finishStartup();
      await startup;
      expect((await call({ method: 'GET', url: '/readyz' })).json()).toEqual({ status: 'ready' });
      const signedIn = await call({
        method: 'POST',
        url: '/auth/token/login/',
        payload: { email: demo.admin, password: 'fairway-demo' },
      });
      expect(signedIn.statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});

describe('when the database fails under a running server', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp();
    token = await t.logIn(demo.super);
  });
  afterAll(() => t.close());

  it('answers 503 with Retry-After and a plain message, while /healthz stays 200 and /readyz turns 503', async () => {
    expect((await t.call({ method: 'GET', url: '/readyz' })).json()).toEqual({ status: 'ready' });
    expect((await t.call({ method: 'GET', url: '/api/countries/', token })).statusCode).toBe(200);

    // The embedded engine closed (PGlite) or the pool ended (PostgreSQL): a fault the request did not cause.
    await t.handle.close();

    // A list page not kept in memory (the one read above is kept, and answered: see list-pages.test.ts).
    for (const [method, url] of [
      ['GET', '/api/states/'],
      ['GET', '/api/init/'],
      ['POST', '/api/countries/'],
    ] as const) {
      const response = await t.call({ method, url, token, payload: { name: 'Atlantis', iso_code: 'AT' } });
      expect(response.statusCode, `${method} ${url}`).toBe(503);
      expect(response.json()).toEqual(busy);
      expect(response.headers['retry-after']).toBe('5');
      expect(response.headers['content-type']).toContain('application/json');
    }
    const login = await t.call({
      method: 'POST',
      url: '/auth/token/login/',
      payload: { email: demo.admin, password: 'fairway-demo' },
    });
    expect(login.statusCode).toBe(503);

    const health = await t.call({ method: 'GET', url: '/healthz' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: 'ok' });
    const readiness = await t.call({ method: 'GET', url: '/readyz' });
    expect(readiness.statusCode).toBe(503);
    expect(readiness.json()).toEqual({ status: 'unavailable' });
  });
});
