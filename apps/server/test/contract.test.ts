import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractOf } from './contract.js';
import { createTestApp, type TestApp } from './test-app.js';

// The judge every API test relies on must itself catch what departs from the document: here a stand-in server that
// answers Fairway's paths wrongly, judged against Fairway's own document.
let t: TestApp;
let contract: ReturnType<typeof contractOf>;
const impostor = Fastify({ routerOptions: { ignoreTrailingSlash: true, ignoreDuplicateSlashes: true } });
beforeAll(async () => {
  t = await createTestApp();
  contract = contractOf((await t.call({ method: 'GET', url: '/api/openapi.json' })).json());
  await t.close();
  impostor.get('/api/countries/', async () => ({ count: 'many', next: null, previous: null, results: [] }));
  impostor.get('/api/countries/:id/', async (_request, reply) => reply.code(418).send({ detail: 'I am a teapot.' }));
  impostor.get('/api/init/', async (_request, reply) => reply.type('text/plain').send('{}'));
  impostor.delete('/api/countries/:id/', async (_request, reply) => reply.code(409).send());
  impostor.get('/api/golf/', async () => ({}));
  impostor.get('/api/users/current/', async () => ({
    user_id: 7,
    user_name: 'Ann Lee',
    user_profile_pic: null,
    user_initial: 'AL',
    user_roles: [],
    show_individual_rounds: false,
    password_hash: 'leaked',
  }));
});
afterAll(async () => {
  await impostor.close();
});

async function deviationOf(method: 'GET' | 'DELETE', url: string) {
  return contract.deviation({ method, url }, await impostor.inject({ method, url }));
}

describe('the contract every API test holds answers to', () => {
  it('names the operation, the status and the first schema error of a body that breaks its schema', async () => {
    expect(await deviationOf('GET', '/api/countries/')).toMatch(
      /^countries_list \(GET \/api\/countries\/\) answered 200 .*\/count must be integer/,
    );
  });

  it('refuses a status the operation does not list', async () => {
    expect(await deviationOf('GET', '/api/countries/7/')).toMatch(
      /countries_read .* answered 418, a status the document does not list/,
    );
  });

  it('refuses a body without the JSON content type, and an error without its body', async () => {
    expect(await deviationOf('GET', '/api/init/')).toMatch(/init_read .* content type "text\/plain/);
    expect(await deviationOf('DELETE', '/api/countries/7/')).toMatch(
      /countries_delete .* answered 409 with the content type ""/,
    );
  });

  it('refuses a field the document does not have, and an API path it does not know', async () => {
    expect(await deviationOf('GET', '/api/users/current/')).toMatch(
      /users_current .* must NOT have additional properties .*password_hash/,
    );
    expect(await deviationOf('GET', '/api/golf/')).toMatch(
      /GET \/api\/golf\/ answered 200, but the document has no operation/,
    );
  });

  it('finds the operation whichever way the spec path is written: trailing slash or not, repeated slashes', async () => {
    for (const url of ['/api/countries', '/api/countries/', '//api//countries/?page=2']) {
      expect(await deviationOf('GET', url)).toMatch(/^countries_list/);
    }
  });
});
