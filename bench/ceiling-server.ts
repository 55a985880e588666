/**
 * The ceiling the HTTP figures are read against: a bare Fastify route answering a 25-row JSON page, no database, no
 * access control, on the same machine as Fairway; with a file named, `/body` answers that file's JSON as it is (a
 * ceiling for an answer of that size). Usage: tsx ceiling-server.ts PORT [FILE]
 */
import fs from 'node:fs';
import Fastify from 'fastify';

const rows = Array.from({ length: 25 }, (_, index) => ({
  id: index + 1,
  created_at: '2026-03-01T09:30:00.000Z',
  name: `City ${index + 1}`,
  state_id: 1,
  state_name: 'Scotland',
  country_id: 1,
  country_name: 'United Kingdom',
  is_active: true,
}));
const app = Fastify();
app.get('/page', async () => ({ count: 25, next: null, previous: null, results: rows }));
const file = process.argv[3];
if (file) {
  const body = fs.readFileSync(file, 'utf8');
  app.get('/body', (_request, reply) => reply.type('application/json; charset=utf-8').send(body));
}
await app.listen({ port: Number(process.argv[2]), host: '127.0.0.1' });
