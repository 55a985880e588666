/**
 * HTTP load on the built server (`npm run build` first): the current-user call and a 25-row list, each for a fixed
 * time with autocannon from this process while the server runs in its own process, beside the ceiling: a bare Fastify
 * route answering a 25-row JSON page, measured in the same run. The embedded database by default; with DATABASE_URL
 * naming an empty database, PostgreSQL.
 * Usage: [BENCH_PORT=3916] npm run http -w @fairway/bench [-- SECONDS] (the ceiling on BENCH_PORT, the server on
 * the next port)
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { autocannonLoad } from './autocannon-load.js';
import { spawnBuiltServer, waitFor } from './server-process.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const seconds = Number(process.argv[2] ?? 10);
const connections = 10;

const load = (url: string, headers: Record<string, string> = {}, fresh = false) =>
  autocannonLoad(url, { headers, fresh, seconds, connections });

// BENCH_PORT: other ports (it and the next) when the machine is shared and another bench holds these.
const ceilingPort = Number(process.env.BENCH_PORT ?? 3916);
const ceiling = spawn(
  process.execPath,
  ['--import', 'tsx', path.join(root, 'bench/ceiling-server.ts'), String(ceilingPort)],
  {
    stdio: 'ignore',
  },
);
const port = ceilingPort + 1;
const url = `http://127.0.0.1:${port}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fairway-bench-'));
// With DATABASE_URL set (an empty database), the server runs on PostgreSQL with the demo seeded.
const server = spawnBuiltServer({ PORT: String(port), DATA_DIR: dataDir, SEED_DEMO: 'always' });

try {
  await waitFor(`http://127.0.0.1:${ceilingPort}/page`, ceiling);
  await waitFor(`${url}/readyz`, server);
  const login = await fetch(`${url}/auth/token/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@demo.fairway.golf', password: 'fairway-demo' }),
  });
  const { auth_token: token } = (await login.json()) as { auth_token: string };
  const headers = { authorization: `Token ${token}`, 'x-golf-course': '1' };

  const database = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
  console.log(
    `machine: ${os.cpus().length} cores, ${os.cpus()[0]?.model}, Node ${process.version}; ${database}; ${seconds} s each, ${connections} connections`,
  );
  const top = await load(`http://127.0.0.1:${ceilingPort}/page`);
  const targets = [
    { name: 'GET /api/users/current/ (token, course and roles)', path: '/api/users/current/' },
    { name: 'GET /api/cities/?page_size=25 (three tables joined, count and page)', path: '/api/cities/?page_size=25' },
    {
      name: 'the same, each request at an address never asked for (`&request=<n>`, ignored): the database every time',
      path: '/api/cities/?page_size=25',
      fresh: true,
    },
  ];
  console.log('| endpoint | requests/s (mean) | share of the ceiling | latency p50 | p99 | non-2xx |');
  console.log('| --- | --- | --- | --- | --- | --- |');
  console.log(
    `| ceiling: a bare Fastify route, 25-row JSON page | ${top.perSecond} | 100 % | ${top.p50} ms | ${top.p99} ms | ${top.non2xx} |`,
  );
  for (const target of targets) {
    const figures = await load(`${url}${target.path}`, headers, target.fresh);
    const share = ((100 * figures.perSecond) / top.perSecond).toFixed(1);
    console.log(
      `| ${target.name} | ${figures.perSecond} | ${share} % | ${figures.p50} ms | ${figures.p99} ms | ${figures.non2xx} |`,
    );
  }
} finally {
  ceiling.kill('SIGTERM');
  server.kill('SIGTERM');
  await sleep(500);
  fs.rmSync(dataDir, { recursive: true, force: true });
}
