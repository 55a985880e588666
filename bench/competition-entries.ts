/**
 * Entries open for a popular event (issue 52): 500 members, each with their own login, send their entry in the same
 * second (each at a random instant of it; with `--burst`, all at its first instant) over HTTP to the server (its source, in a process of its own, so that this client does not share its event
 * loop, on the demo), the field's limit 144 and a
 * waiting list kept. Target: the field fills to exactly its limit, the rest wait in the order the database took them,
 * no 5xx, p99 at most 250 ms, on PostgreSQL: DATABASE_URL names a server on which this script creates, and afterwards
 * drops, a database of its own.
 * Usage: DATABASE_URL=postgres://user@host:port/postgres npm run competitions -w @fairway/bench [-- PORT] [--burst]
 */
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { setTimeout } from 'node:timers/promises';
import { asc, eq } from 'drizzle-orm';
import pg from 'pg';
import { loadConfig } from '../apps/server/src/config.js';
import { openPostgres } from '../apps/server/src/db/postgres.js';
import { competitionEntries } from '../apps/server/src/db/schema/index.js';
import { createLogger } from '../apps/server/src/logger.js';
import { seedDemo } from '../apps/server/src/seed/demo.js';
import { benchGolfers } from './bench-golfers.js';
import { burstAsked, membersTap } from './members-taps.js';
import { spawnSourceServer, waitFor } from './server-process.js';

const serverUrl = process.env.DATABASE_URL;
if (!serverUrl) throw new Error('Set DATABASE_URL to a PostgreSQL server (its postgres database).');
const port = Number(process.argv.slice(2).find((word) => /^\d+$/.test(word)) ?? 3422);
const entrants = 500;
const fieldLimit = 144;
const limitMs = 250;

async function onServer(statement: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

const percentile = (values: number[], share: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.ceil(share * values.length) - 1)]!;
const round = (ms: number) => Math.round(ms * 10) / 10;

const name = `fairway_bench_entries_${process.pid}`;
await onServer(`create database ${name}`);
const url = new URL(serverUrl);
url.pathname = `/${name}`;
const config = loadConfig({
  DATABASE_URL: url.toString(),
  LOG_LEVEL: 'silent',
  PORT: String(port),
  SEED_DEMO: 'never',
});
const log = createLogger(config);
const handle = openPostgres({ ...config.database, url: url.toString() }, log);
try {
  await handle.prepare();
  const { db } = handle;
  await seedDemo(db, config);
  // 500 golfers of the demo club with a login and a Handicap Index, each signed in.
  const { golferTokens: entrantTokens, adminToken } = await benchGolfers(db, {
    clubId: 1,
    count: entrants,
    kind: 'entrant',
    prefix: 'BE',
    handicapIndex: 18,
  });

  const server = spawnSourceServer({ DATABASE_URL: url.toString(), PORT: String(port), SEED_DEMO: 'never' });
  try {
    const address = `http://127.0.0.1:${port}`;
    await waitFor(`${address}/readyz`, server);
    const call = async (token: string, method: string, pathName: string, body?: unknown) => {
      const started = performance.now();
      const response = await fetch(`${address}${pathName}`, {
        method,
        headers: { authorization: `Token ${token}`, 'x-golf-course': '1', 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const answer = (await response.json()) as Record<string, unknown>;
      return { status: response.status, answer, ms: performance.now() - started };
    };
    const made = async (pathName: string, body: unknown) => {
      const { status, answer } = await call(adminToken!, 'POST', pathName, body);
      if (status !== 201) throw new Error(`POST ${pathName}: ${status} ${JSON.stringify(answer)}`);
      return answer.id as number;
    };
    const listed = async (pathName: string) =>
      (await call(adminToken!, 'GET', pathName)).answer.results as { id: number; name?: string; code?: string }[];
    const tees = await listed('/api/hole_categories/');
    const heads = await listed('/api/accounts_head/?page_size=100');
    const tournamentId = await made('/api/tournaments/', {
      name: 'Bench Open Medal',
      start_date: '2030-06-01',
      end_date: '2030-06-01',
      format: 'stroke_play',
      men_hole_category_id: tees.find((tee) => tee.name === 'White')!.id,
      women_hole_category_id: tees.find((tee) => tee.name === 'Red')!.id,
      entry_fee_minor: 1500,
      field_limit: fieldLimit,
      entries_close_at: new Date(Date.now() + 7 * 86_400_000).toISOString(),
    });
    await made('/api/tournament_entry_rules/', {
      tournament_id: tournamentId,
      entries_open_at: new Date(Date.now() - 3_600_000).toISOString(),
      accounts_head_id: heads.find((head) => head.code === 'ENTRY')!.id,
    });

    // Each member has the Competitions page open on their phone as entries open: read once just before, not counted,
    // so that the entries meet open connections and signed-in members, as the tee sheet's rush does.
    await Promise.all(entrantTokens.map((token) => call(token, 'GET', '/api/competitions/')));
    await setTimeout(2_000);
    const loadBefore = os.loadavg();
    const started = performance.now();
    const answers = await membersTap(entrants, burstAsked, (index) =>
      call(entrantTokens[index]!, 'POST', `/api/competitions/${tournamentId}/enter/`, {}),
    );
    const wallMs = performance.now() - started;
    const loadAfter = os.loadavg();

    const entries = await db
      .select({ id: competitionEntries.id, status: competitionEntries.status })
      .from(competitionEntries)
      .where(eq(competitionEntries.tournament_id, tournamentId))
      .orderBy(asc(competitionEntries.id));
    const entered = entries.filter((entry) => entry.status === 'entered');
    const waiting = entries.filter((entry) => entry.status === 'waiting');
    const list = (await call(adminToken!, 'GET', `/api/tournaments/${tournamentId}/competition_entries/`))
      .answer as unknown as { id: number; status: string; waiting_position: number | null }[];
    const positions = list
      .filter((entry) => entry.status === 'waiting')
      .sort((a, b) => a.id - b.id)
      .map((entry) => entry.waiting_position);
    const times = answers.map((answer) => answer.ms);
    const statuses: Record<number, number> = {};
    for (const answer of answers) statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
    const result = {
      machine: `${os.cpus().length} cores, ${os.cpus()[0]?.model}, Node ${process.version}, PostgreSQL`,
      loadAverage: { before: loadBefore.map(round), after: loadAfter.map(round) },
      entrants,
      taps: burstAsked ? 'all at the first instant of the second' : 'each at a random instant of the second',
      statuses,
      entered: entered.length,
      waiting: waiting.length,
      fieldExactlyFull: entered.length === fieldLimit && waiting.length === entrants - fieldLimit,
      waitingInOrder:
        Math.max(...entered.map((entry) => entry.id)) < Math.min(...waiting.map((entry) => entry.id)) &&
        positions.every((position, index) => position === index + 1),
      ms: {
        median: round(percentile(times, 0.5)),
        p99: round(percentile(times, 0.99)),
        worst: round(Math.max(...times)),
        all: round(wallMs),
        limitP99: limitMs,
      },
    };
    console.log(JSON.stringify(result, null, 2));
    const met =
      result.fieldExactlyFull &&
      result.waitingInOrder &&
      answers.every((answer) => answer.status < 500) &&
      result.ms.p99 <= limitMs;
    if (!met) process.exitCode = 1;
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => (server.exitCode === null ? server.once('exit', resolve) : resolve(null)));
  }
} finally {
  await handle.close();
  await onServer(`drop database if exists ${name}`);
}
