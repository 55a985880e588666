import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { demo, demoClubId, useTestApp } from './test-app.js';

const t = useTestApp();

/** The answer's body as the client reads it, once the encoding the server named is undone. */
function decoded(response: LightMyRequestResponse): string {
  const encoding = response.headers['content-encoding'];
  if (encoding === 'br') return zlib.brotliDecompressSync(response.rawPayload).toString('utf8');
  if (encoding === 'gzip') return zlib.gunzipSync(response.rawPayload).toString('utf8');
  expect(encoding).toBeUndefined();
  return response.body;
}

describe('API answers', () => {
  let token: string;
  beforeEach(async () => {
    token = await t.tokenFor(demo.super);
  });

  const countries = (acceptEncoding?: string) =>
    t.app.inject({
      method: 'GET',
      url: '/api/countries/?page_size=100',
      headers: {
        authorization: `Token ${token}`,
        'x-golf-course': String(demoClubId),
        ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}),
      },
    });

  it('are compressed above a kilobyte with the encoding the client prefers, brotli first', async () => {
    const plain = await countries();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);

    for (const [acceptEncoding, expected] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
      ['br;q=0.5, gzip;q=1', 'gzip'],
    ] as const) {
      const response = await countries(acceptEncoding);
      expect(response.statusCode, acceptEncoding).toBe(200);
      expect(response.headers['content-encoding'], acceptEncoding).toBe(expected);
      expect(response.headers.vary, acceptEncoding).toMatch(/accept-encoding/i);
      expect(response.headers['content-type']).toBe(plain.headers['content-type']);
      expect(response.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
      expect(JSON.parse(decoded(response))).toEqual(plain.json());
    }
  });

  it('leave small answers and error answers readable, with the JSON content type', async () => {
    const health = await t.app.inject({ method: 'GET', url: '/healthz', headers: { 'accept-encoding': 'br' } });
    expect(health.headers['content-encoding']).toBeUndefined();
    expect(health.json()).toEqual({ status: 'ok' });

    const refused = await t.app.inject({ method: 'GET', url: '/api/countries/', headers: { 'accept-encoding': 'br' } });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(JSON.parse(decoded(refused))).toHaveProperty('detail');
  });
});

describe('the web app', () => {
  const publicFolder = fileURLToPath(new URL('../../web/public', import.meta.url));
  const script = `console.log(${JSON.stringify('Fairway '.repeat(400))});\n`;
  let webDist: string;
  let app: FastifyInstance;

  beforeEach(async () => {
    webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'fairway-web-'));
    fs.cpSync(publicFolder, webDist, { recursive: true });
    fs.mkdirSync(path.join(webDist, 'assets'));
    fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Fairway</title>');
    const asset = path.join(webDist, 'assets', 'index-abc123.js');
    fs.writeFileSync(asset, script);
    // The compressed copies say which file was answered: a copy made per request would not carry the mark.
    fs.writeFileSync(`${asset}.br`, zlib.brotliCompressSync(`${script}// brotli at build time\n`));
    fs.writeFileSync(`${asset}.gz`, zlib.gzipSync(`${script}// gzip at build time\n`));
    app = await buildApp({ config: { ...t.config, webDist }, database: t.handle, log: t.log });
  });
  afterEach(async () => {
    await app.close();
    fs.rmSync(webDist, { recursive: true, force: true });
  });

  const get = (url: string, acceptEncoding?: string) =>
    app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

  it('answers a hashed asset from the copy the build compressed, as Accept-Encoding asks', async () => {
    const plain = await get('/assets/index-abc123.js');
    expect(plain.body).toBe(script);
    expect(plain.headers['content-type']).toMatch(/javascript/);

    for (const [acceptEncoding, encoding, mark] of [
      ['gzip, deflate, br, zstd', 'br', '// brotli at build time\n'],
      ['gzip', 'gzip', '// gzip at build time\n'],
      ['identity', undefined, ''],
      [undefined, undefined, ''],
    ] as const) {
      const response = await get('/assets/index-abc123.js', acceptEncoding);
      expect(response.statusCode, acceptEncoding).toBe(200);
      expect(response.headers['content-encoding'], acceptEncoding).toBe(encoding);
      expect(decoded(response), acceptEncoding).toBe(`${script}${mark}`);
      expect(response.headers['content-type'], acceptEncoding).toBe(plain.headers['content-type']);
      expect(response.headers.vary, acceptEncoding).toMatch(/accept-encoding/i);
      expect(response.headers['cache-control'], acceptEncoding).toBe('public, max-age=31536000, immutable');
    }
  });

  it("sends a built script the two security headers a script uses, and a page the page's whole set", async () => {
    const scriptAnswer = await get('/assets/index-abc123.js', 'br');
    expect(scriptAnswer.headers['x-content-type-options']).toBe('nosniff');
    expect(scriptAnswer.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(scriptAnswer.headers['content-security-policy']).toBeUndefined();
    expect(scriptAnswer.headers['x-frame-options']).toBeUndefined();

    const page = await get('/dashboard', 'br');
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
    // An image of the build may be opened as a document of its own (an SVG runs scripts): it keeps the policy.
    const icon = await get('/favicon.svg');
    expect(icon.headers['content-security-policy']).toContain("script-src 'self'");
  });

  it('keeps index.html uncached', async () => {
    const page = await get('/dashboard', 'br, gzip');
    expect(page.statusCode).toBe(200);
    expect(decoded(page)).toContain('<title>Fairway</title>');
    expect(page.headers['cache-control']).toBe('no-cache');
  });

  it('serves a real favicon.ico and a robots.txt that keeps crawlers out of the API', async () => {
    const favicon = await get('/favicon.ico');
    expect(favicon.statusCode).toBe(200);
    expect(favicon.headers['content-type']).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon)$/);
    // An ICO file starts with a reserved zero and the type 1 (icon), both 16-bit little-endian.
    expect([...favicon.rawPayload.subarray(0, 4)]).toEqual([0, 0, 1, 0]);
    expect(favicon.rawPayload.readUInt16LE(4)).toBeGreaterThan(0);

    const robots = await get('/robots.txt');
    expect(robots.statusCode).toBe(200);
    expect(robots.headers['content-type']).toMatch(/^text\/plain/);
    expect(robots.body).toMatch(/^User-agent: \*$/m);
    expect(robots.body).toMatch(/^Disallow: \/api\/$/m);
  });
});
