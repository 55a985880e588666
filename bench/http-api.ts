/**
 * HTTP load on the built server (`npm run build` first): a list endpoint and the current-user call, each for a fixed
 * time with autocannon from this process while the server runs in its own process on the embedded database.
 * Usage: npm run http -w @fairway/bench [-- SECONDS]
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const seconds = Number(process.argv[2] ?? 10);
const port = 3917;
const url = `http://127.0.0.1:${port}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fairway-bench-'));
const server = spawn(process.execPath, [path.join(root, 'apps/server/dist/main.js')], {
  // With DATABASE_URL set (an empty database), the server runs on PostgreSQL with the demo seeded.
  env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', SEED_DEMO: 'always' },
  stdio: 'ignore',
});

try {
  for (let attempt = 0; ; attempt += 1) {
    try {
      if ((await fetch(`${url}/readyz`)).ok) break;
    } catch {
      if (attempt > 240) throw new Error('the server did not start');
    }
    await sleep(250);
  }
  const login = await fetch(`${url}/auth/token/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@demo.fairway.golf', password: 'fairway-demo' }),
  });
  const { auth_token: token } = (await login.json()) as { auth_token: string };
  const headers = { authorization: `Token ${token}`, 'x-golf-course': '1' };

  const targets = [
    { name: 'GET /api/cities/?page_size=25 (joined list, count + page)', path: '/api/cities/?page_size=25' },
    { name: 'GET /api/users/current/ (token, course check, roles)', path: '/api/users/current/' },
  ];
  console.log(
    `machine: ${os.cpus().length} cores, ${os.cpus()[0]?.model}, Node ${process.version}; ${seconds} s each, 10 connections`,
  );
  console.log('| endpoint | requests/s (mean) | latency p50 | p97.5 | p99 | non-2xx |');
  console.log('| --- | --- | --- | --- | --- | --- |');
  for (const target of targets) {
    const result = await autocannon({ url: `${url}${target.path}`, headers, connections: 10, duration: seconds });
    const { latency, requests, non2xx } = result;
    console.log(
      `| ${target.name} | ${Math.round(requests.average)} | ${latency.p50} ms | ${latency.p97_5} ms | ${latency.p99} ms | ${non2xx} |`,
    );
  }
} finally {
  server.kill('SIGTERM');
  await sleep(500);
  fs.rmSync(dataDir, { recursive: true, force: true });
}
