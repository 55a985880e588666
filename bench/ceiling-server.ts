/**
 * The ceiling the HTTP figures are read against: a bare Fastify route answering a 25-row JSON page, no database, no
 * access control, on the same machine as Fairway. Usage: tsx ceiling-server.ts PORT
 */
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
await app.listen({ port: Number(process.argv[2]), host: '127.0.0.1' });
