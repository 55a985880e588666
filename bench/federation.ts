/**
 * Lists at a federation's scale (issue 38): the built server (`npm run build` first) on a database seeded with the demo
 * and then a federation (`federation-seed.ts`: 300 clubs, 100,000 golfers, a club of 20,000 and one of 100,000 ties,
 * index histories, logins, registrations, mails), loaded by autocannon at 10 connections, each request at an address
 * never asked for before (`&request=<n>`, which the lists ignore) so that the list page cache never answers, beside
 * the ceiling: a bare Fastify route answering a 25-row JSON page, measured in the same run.
 * With DATABASE_URL naming an empty PostgreSQL database, on it; else on PGlite in a new temporary DATA_DIR.
 * Usage: npm run federation -w @fairway/bench [-- SECONDS] [--once]
 *   --once: one request per list instead of the load (to read each statement's plan in PostgreSQL's log)
 *   BENCH_PORT: the server's port (3181; the ceiling's is the one below it)
 *   KEEP_DATA_DIR=1: PGlite's DATA_DIR is kept and printed (to read its plans after)
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { autocannonLoad } from './autocannon-load.js';
import pg from 'pg';
import { federation, federationSeed } from './federation-seed.js';
import { waitFor } from './server-process.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const once = process.argv.includes('--once');
const seconds = Number(process.argv.slice(2).find((argument) => /^[0-9]+$/.test(argument)) ?? 10);
const connections = 10;
const databaseUrl = process.env.DATABASE_URL;
const database = databaseUrl ? 'PostgreSQL' : 'PGlite';

const load = (url: string, headers: Record<string, string>, duration = seconds) =>
  autocannonLoad(url, { headers, fresh: true, seconds: duration, connections });

const port = Number(process.env.BENCH_PORT ?? 3181);
const url = `http://127.0.0.1:${port}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fairway-federation-'));

function startServer(): ChildProcess {
  return spawn(process.execPath, [path.join(root, 'apps/server/dist/main.js')], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', SEED_DEMO: 'always' },
    stdio: 'ignore',
  });
}

async function stopServer(server: ChildProcess) {
  if (server.exitCode !== null) return;
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGTERM');
  await exited;
}

/** The federation's rows, statement by statement, on the database the server left migrated and seeded. */
async function seedFederation() {
  if (databaseUrl) {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      for (const statement of federationSeed) await client.query(statement);
    } finally {
      await client.end();
    }
    return;
  }
  // The server's own PGlite, with its extensions and settings, on the folder it migrated.
  const { openPglite } = (await import(path.join(root, 'apps/server/dist/db/pglite.js'))) as {
    openPglite: (
      dataDir: string,
    ) => Promise<{ db: { execute: (query: unknown) => Promise<unknown> }; close: () => Promise<void> }>;
  };
  const { pgliteFolder } = (await import(path.join(root, 'apps/server/dist/db/data-dir-lock.js'))) as {
    pgliteFolder: (dataDir: string) => string;
  };
  const { sql } = await import('drizzle-orm');
  const handle = await openPglite(pgliteFolder(dataDir));
  try {
    for (const statement of federationSeed) await handle.db.execute(sql.raw(statement));
  } finally {
    await handle.close();
  }
}

const ceilingPort = port - 1;
const ceiling = spawn(
  process.execPath,
  ['--import', 'tsx', path.join(root, 'bench/ceiling-server.ts'), String(ceilingPort)],
  { stdio: 'ignore' },
);
let server = startServer();

try {
  await waitFor(`${url}/readyz`, server);
  await stopServer(server);
  const seedStarted = performance.now();
  await seedFederation();
  const seedSeconds = ((performance.now() - seedStarted) / 1000).toFixed(1);
  server = startServer();
  const startedAt = performance.now();
  await waitFor(`${url}/readyz`, server);
  const startSeconds = ((performance.now() - startedAt) / 1000).toFixed(1);
  await waitFor(`http://127.0.0.1:${ceilingPort}/page`, ceiling);

  const login = await fetch(`${url}/auth/token/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'super@demo.fairway.golf', password: 'fairway-demo' }),
  });
  const { auth_token: token } = (await login.json()) as { auth_token: string };
  const as = (club: number | null) => ({
    authorization: `Token ${token}`,
    ...(club === null ? {} : { 'x-golf-course': String(club) }),
  });
  const { demoClub, clubOf20000, clubOf100000 } = federation;
  const targets: { name: string; path: string; club: number | null }[] = [
    { name: 'members of the demo club (150)', path: '/api/members/', club: demoClub },
    { name: 'members, club of 20,000, page 1', path: '/api/members/', club: clubOf20000 },
    { name: 'members, club of 20,000, page 400', path: '/api/members/?page=400', club: clubOf20000 },
    { name: 'members, club of 20,000, last page', path: '/api/members/?page=last', club: clubOf20000 },
    { name: 'members, club of 100,000, page 1', path: '/api/members/', club: clubOf100000 },
    { name: 'members, club of 100,000, page 2000', path: '/api/members/?page=2000', club: clubOf100000 },
    { name: 'members, club of 100,000, last page', path: '/api/members/?page=last', club: clubOf100000 },
    { name: 'members, club of 100,000, search "smith"', path: '/api/members/?search=smith', club: clubOf100000 },
    {
      name: 'golfers of other clubs (demo club: 100,000)',
      path: '/api/members/non_golf_course_members/',
      club: demoClub,
    },
    {
      name: 'golfers of other clubs, search "smith"',
      path: '/api/members/non_golf_course_members/?search=smith',
      club: demoClub,
    },
    {
      name: 'golfers of other clubs, search "ana wal"',
      path: '/api/members/non_golf_course_members/?search=ana%20wal',
      club: demoClub,
    },
    { name: 'golf course members, club of 100,000, page 1', path: '/api/golf_course_members/', club: clubOf100000 },
    {
      name: 'golf course members, club of 100,000, page 2000',
      path: '/api/golf_course_members/?page=2000',
      club: clubOf100000,
    },
    { name: 'member indexes, club of 100,000 (300,000)', path: '/api/member_indexes/', club: clubOf100000 },
    { name: 'users, super admin (30,000)', path: '/api/users/', club: null },
    { name: 'users, super admin, search "smith"', path: '/api/users/?search=smith', club: null },
    { name: 'registrations, club of 100,000 (10,000)', path: '/api/user_registration/', club: clubOf100000 },
    { name: 'mail outbox, super admin (50,000)', path: '/api/mail_outbox/', club: null },
  ];

  console.log(
    `machine: ${os.cpus().length} cores, ${os.cpus()[0]?.model}, Node ${process.version}; ${database}; load average ${os
      .loadavg()
      .map((value) => value.toFixed(1))
      .join(
        ' ',
      )}; federation seeded in ${seedSeconds} s, server ready in ${startSeconds} s; ${seconds} s each, ${connections} connections`,
  );
  if (once) {
    for (const target of targets) {
      const started = performance.now();
      const answer = await fetch(`${url}${target.path}`, { headers: as(target.club) });
      const { count } = (await answer.json()) as { count: number };
      console.log(`${target.name}: ${answer.status}, count ${count}, ${(performance.now() - started).toFixed(0)} ms`);
    }
  } else {
    // The first seconds of a new process (its JIT, PostgreSQL's prepared statements and buffers) count for no list.
    for (const target of targets.slice(0, 3)) await load(`${url}${target.path}`, as(target.club), 3);
    const top = await load(`http://127.0.0.1:${ceilingPort}/page`, {});
    console.log('| list (25-row page, uncached) | requests/s | share of the ceiling | p50 | p99 | non-2xx |');
    console.log('| --- | --- | --- | --- | --- | --- |');
    console.log(`| ceiling: a bare Fastify route | ${top.perSecond} | 100 % | ${top.p50} ms | ${top.p99} ms | 0 |`);
    for (const target of targets) {
      const figures = await load(`${url}${target.path}`, as(target.club));
      const share = ((100 * figures.perSecond) / top.perSecond).toFixed(1);
      console.log(
        `| ${target.name} | ${figures.perSecond} | ${share} % | ${figures.p50} ms | ${figures.p99} ms | ${figures.non2xx} |`,
      );
    }
  }
} finally {
  ceiling.kill('SIGTERM');
  await stopServer(server);
  await sleep(300);
  if (process.env.KEEP_DATA_DIR) console.log(`DATA_DIR kept: ${dataDir}`);
  else fs.rmSync(dataDir, { recursive: true, force: true });
}
