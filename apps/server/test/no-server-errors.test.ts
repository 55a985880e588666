import fc from 'fast-check';
import { beforeEach, describe, expect, it } from 'vitest';
import { demo, demoClubId, secondClubId, useTestApp } from './test-app.js';

// Every operation of the OpenAPI document the app serves is called with values a careless or hostile client might
// send, so that each new endpoint is fuzzed the day it is documented, without being listed here. Every answer is also
// held to the document by the test helper.
const t = useTestApp({
  loginLimits: { perEmailAndAddress: 1_000_000, perAddress: 1_000_000, windowMs: 60_000, maxKeys: 1_000 },
});

type Parameter = { name: string; in: 'path' | 'query' | 'header' };
type Operation = {
  method: string;
  path: string;
  operationId: string;
  parameters: Parameter[];
  bodyFields: string[] | null;
};

/** Signing out would end the token the other calls use; it has tests of its own. */
const notFuzzed = new Set(['auth_token_logout']);

async function documentedOperations(): Promise<Operation[]> {
  const document = (await t.call({ method: 'GET', url: '/api/openapi.json' })).json();
  return Object.entries<Record<string, Record<string, unknown>>>(document.paths)
    .flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => {
        const body = (operation.requestBody as { content?: Record<string, { schema?: { properties?: object } }> })
          ?.content?.['application/json']?.schema;
        return {
          method: method.toUpperCase(),
          path,
          operationId: operation.operationId as string,
          parameters: (operation.parameters as Parameter[] | undefined) ?? [],
          bodyFields: body ? Object.keys(body.properties ?? {}) : null,
        };
      }),
    )
    .filter((operation) => !notFuzzed.has(operation.operationId));
}

// Text a client might send, awkward characters included: NUL (which PostgreSQL refuses in text), quotes, percent
// signs, backslashes, very long runs, emoji, numbers just past PostgreSQL's integer, and ids that exist.
const awkwardText = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(
    '\u0000',
    "'; drop table users; --",
    '%',
    '_',
    '\\',
    '9'.repeat(30),
    '2147483648',
    '-1',
    '1.5',
    '1',
    '2',
    '😀',
    'true',
    '',
  ),
);
const jsonValue = fc.oneof(
  awkwardText,
  fc.integer(),
  fc.integer({ min: 1, max: 3 }),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.integer(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.integer(), { maxKeys: 2 }),
);

/** One request to `operation`: its path ids, query, course header, caller and body drawn from the awkward values. */
function requestTo(operation: Operation) {
  const pathParameters = operation.parameters.filter((parameter) => parameter.in === 'path');
  const queryNames = operation.parameters.filter((parameter) => parameter.in === 'query').map((p) => p.name);
  return fc.record({
    pathValues: fc.tuple(...pathParameters.map(() => awkwardText)),
    query: queryNames.length > 0 ? fc.dictionary(fc.constantFrom(...queryNames), awkwardText) : fc.constant({}),
    course: fc.oneof(fc.constantFrom<string | number | undefined>(undefined, demoClubId, secondClubId), awkwardText),
    body:
      operation.bodyFields === null
        ? fc.constant(undefined)
        : fc.oneof(
            fc.dictionary(fc.constantFrom(...operation.bodyFields, 'id', 'golf_course_id', 'created_by'), jsonValue),
            jsonValue,
          ),
    caller: fc.constantFrom<keyof typeof demo | null>('super', 'super', 'admin', 'member', 'secondAdmin', null),
  });
}

describe('no request a client can send yields a 5xx', () => {
  let tokens: Record<keyof typeof demo, string>;
  beforeEach(async () => {
    tokens = {} as Record<keyof typeof demo, string>;
    for (const [key, email] of Object.entries(demo)) tokens[key as keyof typeof demo] = await t.tokenFor(email);
  });

  it('for every documented operation, with any path id, query, course header, caller and body', async () => {
    const operations = await documentedOperations();
    expect(operations.length).toBeGreaterThan(30);
    const called = new Set<string>();
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...operations).chain((operation) => fc.tuple(fc.constant(operation), requestTo(operation))),
        async ([operation, { pathValues, query, course, body, caller }]) => {
          let index = 0;
          const url = operation.path.replace(/\{[^}]+\}/g, () => encodeURIComponent(String(pathValues[index++])));
          const headers = course === undefined ? {} : { 'x-golf-course': encodeURIComponent(String(course)) };
          const response = await t.call({
            method: operation.method as 'GET',
            url,
            query,
            headers,
            token: caller ? tokens[caller] : null,
            ...(body === undefined ? {} : { payload: body as object }),
          });
          called.add(operation.operationId);
          expect(response.statusCode, `${operation.method} ${url} ${JSON.stringify({ query, body })}`).toBeLessThan(
            500,
          );
        },
      ),
      { numRuns: 400 },
    );
    expect(called.size).toBeGreaterThan(operations.length / 2);
  });

  it('for a login with any body, and any token header', async () => {
    await fc.assert(
      fc.asyncProperty(awkwardText, jsonValue, awkwardText, async (email, password, bearer) => {
        const responses = await Promise.all([
          t.call({ method: 'POST', url: '/auth/token/login', payload: { email, password } }),
          t.call({
            method: 'GET',
            url: '/api/init/',
            headers: { authorization: `Token ${encodeURIComponent(bearer)}` },
          }),
        ]);
        for (const response of responses) expect(response.statusCode).toBeLessThan(500);
      }),
      { numRuns: 100 },
    );
  });

  it('a NUL byte in a search or a name is a 400, not a server error', async () => {
    const search = await t.call({
      method: 'GET',
      url: '/api/countries/',
      query: { search: 'a\u0000b' },
      token: tokens.super,
      golfCourseId: demoClubId,
    });
    expect(search.statusCode).toBe(400);
    const create = await t.call({
      method: 'POST',
      url: '/api/countries/',
      payload: { name: 'Nul\u0000land', iso_code: 'NL' },
      token: tokens.super,
    });
    expect(create.statusCode).toBe(400);
  });
});
