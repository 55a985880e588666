/**
 * The memory of the built server (`npm run build` first), as the machine sees it: its resident set (RSS), read from
 * /proc, at the three moments issue 37 names.
 * 1. The first start on an empty data folder, which migrates and seeds the demo: the peak (the kernel's high-water
 *    mark, VmHWM) and the RSS 15 s after it is ready.
 * 2. Idle after a restart on the same folder: the RSS after 15 s.
 * 3. Mixed load for a while (default 60 s) at 10 connections: the members list of 150, lists read from the database
 *    (each at an address never asked for, so the list cache never answers), a record read, and writes (a member's
 *    contact added): the peak during the load (the high-water mark started over before it), and the answers that
 *    were not 2xx.
 * The embedded database by default; with DATABASE_URL naming an empty database, PostgreSQL.
 * Usage: [BENCH_PORT=3918] npm run memory -w @fairway/bench [-- LOAD_SECONDS]
 */
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import autocannon from 'autocannon';
import { spawnBuiltServer, waitFor } from './server-process.js';

const loadSeconds = Number(process.argv[2] ?? 60);
const settleSeconds = 15;
// BENCH_PORT: another port when the machine is shared and another bench holds this one.
const port = Number(process.env.BENCH_PORT ?? 3918);
const url = `http://127.0.0.1:${port}`;
const megabytes = (kilobytes: number) => Math.round(kilobytes / 1024);

/** The resident set of a process and its high-water mark since it started, in kB. */
function memoryOf(child: ChildProcess) {
  const status = fs.readFileSync(`/proc/${child.pid}/status`, 'utf8');
  const field = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
  return { rss: field('VmRSS'), peak: field('VmHWM') };
}

function startServer(dataDir: string) {
  return spawnBuiltServer({ PORT: String(port), DATA_DIR: dataDir, SEED_DEMO: 'always' });
}

async function stop(child: ChildProcess) {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

async function signIn(email: string) {
  const answer = await fetch(`${url}/auth/token/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'fairway-demo' }),
  });
  return ((await answer.json()) as { auth_token: string }).auth_token;
}

/** Mixed reads and writes as the demo club's admin, for `loadSeconds`. */
async function mixedLoad() {
  const headers = {
    authorization: `Token ${await signIn('admin@demo.fairway.golf')}`,
    'x-golf-course': '1',
    'content-type': 'application/json',
  };
  const firstOf = async (list: string) =>
    ((await (await fetch(`${url}${list}`, { headers })).json()) as { results: { id: number }[] }).results[0]!.id;
  const memberId = await firstOf('/api/members/?page_size=1');
  const contactTypeId = await firstOf('/api/contact_types/?search=E-mail');
  let request = 0;
  const fresh = (address: string) => `${address}&request=${(request += 1)}`;
  const { non2xx, requests } = await autocannon({
    url,
    headers,
    connections: 10,
    duration: loadSeconds,
    requests: [
      { method: 'GET', setupRequest: (r) => ({ ...r, path: fresh('/api/members/?page_size=150') }) },
      { method: 'GET', setupRequest: (r) => ({ ...r, path: fresh('/api/cities/?page_size=100') }) },
      { method: 'GET', path: `/api/members/${memberId}/` },
      {
        method: 'POST',
        setupRequest: (r) => ({
          ...r,
          path: '/api/member_contacts/',
          body: JSON.stringify({
            member_id: memberId,
            contact_type_id: contactTypeId,
            value: `bench-${(request += 1)}@example.com`,
          }),
        }),
      },
    ],
  });
  return { non2xx, total: requests.total };
}

/** Starts the kernel's high-water mark of a process over from its present RSS (`man 5 proc`, clear_refs). */
const resetPeak = (child: ChildProcess) => fs.writeFileSync(`/proc/${child.pid}/clear_refs`, '5');

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fairway-memory-'));
const database = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
console.log(
  `machine: ${os.cpus().length} cores, ${os.cpus()[0]?.model}, ${megabytes(os.totalmem() / 1024)} MB, Node ${process.version}; ${database}`,
);
let server = startServer(dataDir);
try {
  const started = Date.now();
  await waitFor(`${url}/readyz`, server);
  const readyAfter = ((Date.now() - started) / 1000).toFixed(1);
  await sleep(settleSeconds * 1000);
  const firstStart = memoryOf(server);
  await stop(server);

  server = startServer(dataDir);
  await waitFor(`${url}/readyz`, server);
  await sleep(settleSeconds * 1000);
  const idle = memoryOf(server);

  resetPeak(server);
  const load = await mixedLoad();
  const underLoad = memoryOf(server);
  console.log('| moment | RSS (MB) | peak RSS (MB) |');
  console.log('| --- | --- | --- |');
  console.log(
    `| first start, seeding the demo (ready after ${readyAfter} s), ${settleSeconds} s after ready | ${megabytes(firstStart.rss)} | ${megabytes(firstStart.peak)} |`,
  );
  console.log(`| idle, ${settleSeconds} s after a restart | ${megabytes(idle.rss)} | ${megabytes(idle.peak)} |`);
  console.log(
    `| after ${loadSeconds} s of mixed load (${load.total} requests, ${load.non2xx} not 2xx) | ${megabytes(underLoad.rss)} | ${megabytes(underLoad.peak)} |`,
  );
} finally {
  if (server.exitCode === null) await stop(server);
  fs.rmSync(dataDir, { recursive: true, force: true });
}
