import fc from 'fast-check';
import { beforeEach, describe, expect, it } from 'vitest';
import { demo, demoClubId, useTestApp } from './test-app.js';

const t = useTestApp({
  loginLimits: { perEmailAndAddress: 1_000_000, perAddress: 1_000_000, windowMs: 60_000, maxKeys: 1_000 },
});
let token: string;
beforeEach(async () => {
  token = await t.tokenFor(demo.super);
});

const resources = ['countries', 'states', 'cities', 'user_type', 'prize_types', 'score_terms', 'users'];

// Text a client might send, awkward characters included: NUL (which PostgreSQL refuses in text), quotes, percent
// signs, backslashes, very long runs, emoji.
const awkwardText = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom('\u0000', "'; drop table users; --", '%', '_', '\\', '9'.repeat(30), '-1', '1.5', '😀', 'true', ''),
);
const jsonValue = fc.oneof(
  awkwardText,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.integer(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.integer(), { maxKeys: 2 }),
);

describe('no request a client can send yields a 5xx', () => {
  it('list queries with any page, page_size, search, ordering and filter values', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...resources),
        fc.dictionary(
          fc.constantFrom('page', 'page_size', 'search', 'ordering', 'is_active', 'country_id', 'state_id', 'role'),
          awkwardText,
        ),
        async (resource, query) => {
          const response = await t.call({ method: 'GET', url: `/api/${resource}/`, query, token });
          expect(response.statusCode, JSON.stringify(query)).toBeLessThan(500);
        },
      ),
      { numRuns: 150 },
    );
  });

  it('create and change bodies of any shape', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...resources.filter((resource) => resource !== 'users')),
        fc.constantFrom('POST', 'PATCH', 'PUT'),
        fc.dictionary(
          fc.constantFrom(
            'name',
            'iso_code',
            'phone_code',
            'country_id',
            'state_id',
            'code',
            'strokes_to_par',
            'is_hole_in_one',
            'colour',
            'is_active',
            'description',
          ),
          jsonValue,
        ),
        async (resource, method, body) => {
          const url = method === 'POST' ? `/api/${resource}/` : `/api/${resource}/1/`;
          const response = await t.call({ method, url, payload: body, token });
          expect(response.statusCode, `${method} ${url} ${JSON.stringify(body)}`).toBeLessThan(500);
        },
      ),
      { numRuns: 150 },
    );
  });

  it('any path id, course header, token and login body', async () => {
    await fc.assert(
      fc.asyncProperty(awkwardText, awkwardText, awkwardText, jsonValue, async (id, course, bearer, password) => {
        const responses = await Promise.all([
          t.call({ method: 'GET', url: `/api/countries/${encodeURIComponent(id)}/`, token }),
          t.call({
            method: 'GET',
            url: '/api/users/current/',
            token,
            headers: { 'x-golf-course': encodeURIComponent(course) },
          }),
          t.call({
            method: 'GET',
            url: '/api/init/',
            headers: { authorization: `Token ${encodeURIComponent(bearer)}` },
          }),
          t.call({ method: 'POST', url: '/auth/token/login/', payload: { email: id, password } }),
        ]);
        for (const response of responses) expect(response.statusCode).toBeLessThan(500);
      }),
      { numRuns: 100 },
    );
  });

  it('a NUL byte in a search or a name is a 400 or an empty result, not a server error', async () => {
    const search = await t.call({
      method: 'GET',
      url: '/api/countries/',
      query: { search: 'a\u0000b' },
      token,
      golfCourseId: demoClubId,
    });
    expect([200, 400]).toContain(search.statusCode);
    const create = await t.call({
      method: 'POST',
      url: '/api/countries/',
      payload: { name: 'Nul\u0000land', iso_code: 'NL' },
      token,
    });
    expect(create.statusCode).toBe(400);
  });
});
