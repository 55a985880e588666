/**
 * The tournaments' targets of issue 30 on the built server (`npm run build` first): entering 144 golfers in one bulk
 * call (timed over several new tournaments), and the field with its handicaps read under autocannon load (10
 * connections), each request at an address never asked for so that the list page cache never answers, beside the
 * ceiling (a bare Fastify route answering a 25-row page) measured in the same run. The embedded database by default;
 * with DATABASE_URL naming an empty database, PostgreSQL.
 * Usage: npm run tournaments -w @fairway/bench [-- SECONDS]
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
const bulkRuns = 5;

const load = (url: string, headers: Record<string, string> = {}, fresh = false) =>
  autocannonLoad(url, { headers, fresh, seconds, connections });

const ceilingPort = 3926;
const ceiling = spawn(
  process.execPath,
  ['--import', 'tsx', path.join(root, 'bench/ceiling-server.ts'), String(ceilingPort)],
  {
    stdio: 'ignore',
  },
);
const port = 3927;
const url = `http://127.0.0.1:${port}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fairway-bench-'));
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
  const headers = { authorization: `Token ${token}`, 'x-golf-course': '1', 'content-type': 'application/json' };
  const call = async (method: string, pathName: string, body?: unknown) => {
    const response = await fetch(`${url}${pathName}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${method} ${pathName}: ${response.status} ${await response.text()}`);
    return response.json() as Promise<Record<string, unknown>>;
  };
  const tees = (await call('GET', '/api/hole_categories/')).results as { id: number; name: string }[];
  const teeOf = (name: string) => tees.find((tee) => tee.name === name)!.id;

  const database = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
  console.log(`machine: ${os.cpus().length} cores, ${os.cpus()[0]?.model}, Node ${process.version}; ${database}`);
  const bulkTimes: number[] = [];
  let fieldId = 0;
  for (let run = 0; run < bulkRuns; run++) {
    const tournament = await call('POST', '/api/tournaments/', {
      name: `Bench Medal ${run + 1}`,
      start_date: '2027-06-05',
      end_date: '2027-06-05',
      format: 'stroke_play',
      men_hole_category_id: teeOf('White'),
      women_hole_category_id: teeOf('Red'),
    });
    const candidates = (await call(
      'GET',
      `/api/members/get_tournament_members/?tournament_id=${tournament.id as number}`,
    )) as unknown as { member_id: number; is_guest: boolean }[];
    const memberIds = candidates
      .filter((candidate) => !candidate.is_guest)
      .slice(0, 144)
      .map((c) => c.member_id);
    if (memberIds.length !== 144) throw new Error(`only ${memberIds.length} golfers to enter`);
    const started = performance.now();
    const entered = await call('POST', '/api/tournament_members/bulk_enter/', {
      tournament_id: tournament.id,
      member_ids: memberIds,
    });
    bulkTimes.push(performance.now() - started);
    if (entered.entered !== 144) throw new Error('the bulk entry entered fewer than 144');
    fieldId = tournament.id as number;
  }
  const sorted = [...bulkTimes].sort((a, b) => a - b);
  console.log(
    `bulk entry of 144 golfers, ${bulkRuns} new tournaments: ${bulkTimes.map((ms) => `${Math.round(ms)} ms`).join(', ')} (median ${Math.round(sorted[Math.floor(bulkRuns / 2)]!)} ms, worst ${Math.round(sorted.at(-1)!)} ms)`,
  );

  console.log(`\nload: ${seconds} s each, ${connections} connections`);
  console.log('| endpoint | requests/s (mean) | share of the ceiling | latency p50 | p99 | non-2xx |');
  console.log('| --- | --- | --- | --- | --- | --- |');
  const top = await load(`http://127.0.0.1:${ceilingPort}/page`);
  console.log(
    `| ceiling: a bare Fastify route, 25-row JSON page | ${top.perSecond} | 100 % | ${top.p50} ms | ${top.p99} ms | ${top.non2xx} |`,
  );
  const readHeaders = { authorization: headers.authorization, 'x-golf-course': '1' };
  for (const target of [
    {
      name: 'the field of 144, first 100 with handicaps, from the list cache',
      path: `/api/tournament_members/?tournament_id=${fieldId}&page_size=100`,
      fresh: false,
    },
    {
      name: 'the same, the database every time',
      path: `/api/tournament_members/?tournament_id=${fieldId}&page_size=100`,
      fresh: true,
    },
    {
      name: 'its second page (44), the database every time',
      path: `/api/tournament_members/?tournament_id=${fieldId}&page_size=100&page=2`,
      fresh: true,
    },
  ]) {
    const figures = await load(`${url}${target.path}`, readHeaders, target.fresh);
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
