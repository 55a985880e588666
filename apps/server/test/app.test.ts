import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { createTestApp, demo, demoClubId, type TestApp } from './test-app.js';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await t.logIn(demo.super);
});
afterAll(() => t.close());

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

  it('sends security headers with a Content-Security-Policy, and no CORS headers', async () => {
    const response = await t.call({
      method: 'GET',
      url: '/api/countries/',
      token,
      headers: { origin: 'https://elsewhere.example' },
    });
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('echoes a request id', async () => {
    const response = await t.call({ method: 'GET', url: '/healthz', headers: { 'x-request-id': 'abc-123' } });
    expect(response.headers['x-request-id']).toBe('abc-123');
    const generated = await t.call({ method: 'GET', url: '/healthz' });
    expect(generated.headers['x-request-id']).toMatch(/^req-/);
    expect(response.json()).toEqual({ status: 'ok' });
  });
});

describe('the OpenAPI document', () => {
  it('describes the routes from their schemas, and its UI is served at /api/docs', async () => {
    const document = (await t.call({ method: 'GET', url: '/api/openapi.json' })).json();
    expect(document.openapi).toMatch(/^3\./);
    for (const route of [
      '/auth/token/login',
      '/api/init',
      '/api/users/current',
      '/api/countries',
      '/api/countries/{id}',
    ]) {
      expect(Object.keys(document.paths), route).toContain(route);
    }
    expect(document.components.schemas.Country.properties).toHaveProperty('iso_code');
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
    try {
      for (const url of ['/', '/settings/countries', '/auth/log-in', '/dashboard?x=1']) {
        const page = await app.inject({ method: 'GET', url });
        expect(page.statusCode, url).toBe(200);
        expect(page.body).toContain('<title>Fairway</title>');
        expect(page.headers['cache-control']).toBe('no-cache');
      }
      const asset = await app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
      expect(asset.statusCode).toBe(200);
      expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect((await app.inject({ method: 'GET', url: '/assets/missing.js' })).statusCode).toBe(404);
      expect((await app.inject({ method: 'GET', url: '/api/missing' })).json()).toEqual({ detail: 'Not found.' });
    } finally {
      await app.close();
      fs.rmSync(webDist, { recursive: true, force: true });
    }
  });
});
