/**
 * The handicap analysis' targets of issue 34 on the built server (`npm run build` first): every Handicap Index of the
 * demo club recomputed from scratch (`POST /api/score_records/recompute/`, about 150 golfers with 20-40 score records
 * each), timed over several runs; then `all_members_handicap_performance` (the club's table, and its graph and
 * score-differential variants) under autocannon load (10 connections; the table asked again, as its admins open it,
 * and every variant at addresses never asked for) beside the ceiling (a bare Fastify route answering a 25-row page) measured in the same run. The embedded database by
 * default; with DATABASE_URL naming an empty database, PostgreSQL.
 * Usage: npm run handicaps -w @fairway/bench [-- SECONDS]; BENCH_PORT moves the server (the ceiling on it + 10,000)
 * off 3935 when another bench may be running beside it.
 */
import os from 'node:os';
import { autocannonLoad } from './autocannon-load.js';
import { startBenchServers } from './server-process.js';

const seconds = Number(process.argv[2] ?? 10);
const connections = 10;
const recomputeRuns = 5;

const port = Number(process.env.BENCH_PORT ?? 3935);
const {
  url,
  ceilingUrl,
  headers: signedIn,
  stop,
} = await startBenchServers(process.env.BENCH_PORT ? port + 10_000 : 3934, port);

try {
  const call = async (method: string, pathName: string, body?: unknown) => {
    const response = await fetch(`${url}${pathName}`, {
      method,
      headers: body === undefined ? signedIn : { ...signedIn, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${method} ${pathName}: ${response.status} ${await response.text()}`);
    return response.json() as Promise<Record<string, unknown>>;
  };
  const database = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
  console.log(`machine: ${os.cpus().length} cores, ${os.cpus()[0]?.model}, Node ${process.version}; ${database}`);
  console.log(
    `load average before: ${os
      .loadavg()
      .map((load) => load.toFixed(2))
      .join(', ')}`,
  );

  const table = await call('GET', '/api/all_members_handicap_performance/?page_size=1');
  const times: number[] = [];
  let revised: Record<string, unknown> = {};
  for (let run = 0; run < recomputeRuns; run++) {
    const started = performance.now();
    revised = await call('POST', '/api/score_records/recompute/', {});
    times.push(performance.now() - started);
  }
  const sorted = [...times].sort((a, b) => a - b);
  console.log(
    `recompute every index of the club (${String(revised.members_revised)} golfers, ${String(revised.calculated_entries)} calculated entries; ${String(table.count)} golfers listed), ${recomputeRuns} runs: ${times.map((ms) => `${Math.round(ms)} ms`).join(', ')} (median ${Math.round(sorted[Math.floor(recomputeRuns / 2)]!)} ms, worst ${Math.round(sorted.at(-1)!)} ms)`,
  );

  console.log(`\nload: ${seconds} s each, ${connections} connections`);
  console.log('| endpoint | requests/s (mean) | share of the ceiling | latency p50 | p99 | non-2xx |');
  console.log('| --- | --- | --- | --- | --- | --- |');
  const top = await autocannonLoad(ceilingUrl, { seconds, connections });
  console.log(
    `| ceiling: a bare Fastify route, 25-row JSON page | ${top.perSecond} | 100 % | ${top.p50} ms | ${top.p99} ms | ${top.non2xx} |`,
  );
  // The club table as its admins open it (the same page again: kept, decision 0029), then at an address never asked
  // for (each request read from the database).
  const endpoints: [string, string, boolean][] = [
    [
      'all_members_handicap_performance, first page of 25, asked again',
      '/api/all_members_handicap_performance/',
      false,
    ],
    ['the same, each request a new address (read every time)', '/api/all_members_handicap_performance/', true],
    [
      'the same ordered by 12-month change, read every time',
      '/api/all_members_handicap_performance/?ordering=-change_12_months',
      true,
    ],
    ['the graph variant, read every time', '/api/all_members_handicap_performance/graph/', true],
    [
      'the score-differential variant, read every time',
      '/api/all_members_handicap_performance/score_differential/',
      true,
    ],
  ];
  for (const [name, pathName, fresh] of endpoints) {
    const figures = await autocannonLoad(`${url}${pathName}`, { headers: signedIn, fresh, seconds, connections });
    console.log(
      `| ${name} | ${figures.perSecond} | ${((100 * figures.perSecond) / top.perSecond).toFixed(1)} % | ${figures.p50} ms | ${figures.p99} ms | ${figures.non2xx} |`,
    );
  }
  console.log(
    `load average after: ${os
      .loadavg()
      .map((load) => load.toFixed(2))
      .join(', ')}`,
  );
} finally {
  await stop();
}
