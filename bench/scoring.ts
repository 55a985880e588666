/**
 * Live scoring's targets of issue 31 on the built server (`npm run build` first), for a field of 144 in play:
 * - the board under autocannon (10 connections) beside the ceiling (a bare Fastify route), in rounds taken in turn;
 * - a score saved -> every one of N stream clients has it (default 1,000), on one process, and, on PostgreSQL, through
 *   nginx in front of two processes;
 * - save_score sustained by 12 phones sending a hole of their group at a time, then every acknowledged score counted in
 *   the database (none lost, none doubled).
 * The embedded database by default; with DATABASE_URL naming an empty database, PostgreSQL.
 * Usage: npm run scoring -w @fairway/bench [-- SECONDS [CLIENTS]]
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { startNginx } from '../e2e/support/nginx.js';
import { autocannonLoad } from './autocannon-load.js';
import { spawnBuiltServer, waitFor } from './server-process.js';

type Load = Awaited<ReturnType<typeof autocannonLoad>>;

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const seconds = Number(process.argv[2] ?? 10);
const clientCount = Number(process.argv[3] ?? 1000);
const databaseUrl = process.env.DATABASE_URL;

const children: ChildProcess[] = [];
const dataDirs: string[] = [];
function startFairway(port: number, seed: 'always' | 'never') {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fairway-bench-'));
  dataDirs.push(dataDir);
  const child = spawnBuiltServer({
    PORT: String(port),
    DATA_DIR: dataDir,
    SEED_DEMO: seed,
    MAX_CONNECTIONS: String(clientCount + 500),
  });
  children.push(child);
  return { url: `http://127.0.0.1:${port}`, child };
}

const percentile = (values: number[], share: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? Number.NaN;
};

/**
 * N stream clients that note when each event id arrives; only the ids are read, as a TV's parser would skip nothing.
 * Each is a plain HTTP request reading its socket's text: the clients stand for 1,000 phones and TVs, each with its own
 * processor, so the bench's one process spends as little as it can on each: whatever it spends on 1,000 clients in
 * turn is counted into every figure.
 */
async function openStreams(url: string, count: number) {
  const arrivals = new Map<number, number[]>();
  const requests: http.ClientRequest[] = [];
  const agent = new http.Agent({ maxSockets: Number.POSITIVE_INFINITY });
  let snapshots = 0;
  const heard = (block: string) => {
    const id = /^id: (\d+)$/m.exec(block)?.[1];
    if (!id) return;
    if (block.includes('event: snapshot')) snapshots += 1;
    const version = Number(id);
    const list = arrivals.get(version) ?? [];
    list.push(Date.now());
    arrivals.set(version, list);
  };
  await Promise.all(
    Array.from(
      { length: count },
      () =>
        new Promise<void>((resolve, reject) => {
          const request = http.get(url, { agent }, (response) => {
            response.setEncoding('utf8');
            let buffer = '';
            response.on('data', (text: string) => {
              buffer += text;
              let end: number;
              while ((end = buffer.indexOf('\n\n')) !== -1) {
                heard(buffer.slice(0, end));
                buffer = buffer.slice(end + 2);
              }
            });
            // Closed at the end.
            response.on('error', () => undefined);
            resolve();
          });
          request.on('error', reject);
          requests.push(request);
        }),
    ),
  );
  const deadline = Date.now() + 60_000;
  while (snapshots < count && Date.now() < deadline) await sleep(50);
  return {
    arrivals,
    snapshots: () => snapshots,
    close: () => {
      for (const request of requests) {
        request.removeAllListeners('error');
        request.on('error', () => undefined);
        request.destroy();
      }
    },
  };
}

const ceilingPort = 3936;
const ceiling = spawn(
  process.execPath,
  ['--import', 'tsx', path.join(root, 'bench/ceiling-server.ts'), String(ceilingPort)],
  {
    stdio: 'ignore',
  },
);
children.push(ceiling);
const first = startFairway(3937, 'always');

try {
  await waitFor(`http://127.0.0.1:${ceilingPort}/page`, ceiling);
  await waitFor(`${first.url}/readyz`, first.child);
  const login = await fetch(`${first.url}/auth/token/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@demo.fairway.golf', password: 'fairway-demo' }),
  });
  const { auth_token: token } = (await login.json()) as { auth_token: string };
  const headers = { authorization: `Token ${token}`, 'x-golf-course': '1', 'content-type': 'application/json' };
  const call = async <T = Record<string, unknown>>(base: string, method: string, pathName: string, body?: unknown) => {
    const response = await fetch(`${base}${pathName}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${method} ${pathName}: ${response.status} ${await response.text()}`);
    return (await response.json()) as T;
  };

  // A field of 144 drawn in 36 groups, its round in play, each player through 0 to 17 holes.
  const tees = (await call<{ results: { id: number; name: string }[] }>(first.url, 'GET', '/api/hole_categories/'))
    .results;
  const teeOf = (name: string) => tees.find((tee) => tee.name === name)!.id;
  const tournament = await call<{ id: number }>(first.url, 'POST', '/api/tournaments/', {
    name: 'Bench Medal',
    start_date: '2027-06-05',
    end_date: '2027-06-05',
    format: 'stroke_play',
    scoring_basis: 'both',
    men_hole_category_id: teeOf('White'),
    women_hole_category_id: teeOf('Red'),
    leaderboard_visibility: 'public',
  });
  const candidates = await call<{ member_id: number; is_guest: boolean }[]>(
    first.url,
    'GET',
    `/api/members/get_tournament_members/?tournament_id=${tournament.id}`,
  );
  const memberIds = candidates
    .filter((candidate) => !candidate.is_guest)
    .slice(0, 144)
    .map((candidate) => candidate.member_id);
  await call(first.url, 'POST', '/api/tournament_members/bulk_enter/', {
    tournament_id: tournament.id,
    member_ids: memberIds,
  });
  await call(first.url, 'POST', `/api/tournaments/${tournament.id}/change_status/`, { status: 'open' });
  // Its one round, made with it on its day.
  const round = (
    await call<{ results: { id: number }[] }>(first.url, 'GET', `/api/player_rounds/?tournament_id=${tournament.id}`)
  ).results[0]!;
  const groups = await call<{ id: number; players: { member_id: number }[] }[]>(
    first.url,
    'POST',
    '/api/player_round_groups/draw/',
    {
      player_round_id: round.id,
      method: 'random',
      group_size: 4,
      start_type: 'tee_times',
      first_tee_time: '07:00',
      interval_minutes: 8,
      seed: 31,
    },
  );
  await call(first.url, 'POST', '/api/player_rounds/change_player_round_status/', {
    player_round_id: round.id,
    status: 'active',
  });
  const boardPath = `/api/tournaments/${tournament.id}/detailed_leaderboard/`;
  const holes = (await call<{ holes: { hole_number: number; par: number }[] }>(first.url, 'GET', boardPath)).holes;
  const versions = new Map<string, number>();
  const strokesNow = new Map<string, number | null>();
  // Every save changes its score: strokes the score already has would be answered without a write.
  const entryFor = (memberId: number, holeIndex: number, strokes: number) => {
    const cell = `${memberId} ${holes[holeIndex]!.hole_number}`;
    return {
      player_round_id: round.id,
      member_id: memberId,
      hole_number: holes[holeIndex]!.hole_number,
      strokes: strokesNow.get(cell) === strokes ? (strokes % 8) + 1 : strokes,
      client_key: randomUUID(),
      base_version: versions.get(cell) ?? 0,
    };
  };
  const post = async (base: string, entries: ReturnType<typeof entryFor>[]) => {
    const answer = await call<{
      results: { outcome: string; score: { version: number; strokes: number | null } | null }[];
    }>(base, 'POST', '/api/scores/save_score/', entries);
    answer.results.forEach((result, index) => {
      const entry = entries[index]!;
      if (result.outcome !== 'saved') throw new Error(`entry ${JSON.stringify(entry)}: ${result.outcome}`);
      versions.set(`${entry.member_id} ${entry.hole_number}`, result.score!.version);
      strokesNow.set(`${entry.member_id} ${entry.hole_number}`, result.score!.strokes);
    });
  };
  const prefill = groups.flatMap((group, groupIndex) =>
    group.players.flatMap((player) =>
      Array.from({ length: groupIndex % 18 }, (_, holeIndex) =>
        entryFor(player.member_id, holeIndex, holes[holeIndex]!.par + (holeIndex % 3) - 1),
      ),
    ),
  );
  for (let start = 0; start < prefill.length; start += 200) await post(first.url, prefill.slice(start, start + 200));

  const database = databaseUrl ? 'PostgreSQL' : 'PGlite';
  console.log(`machine: ${os.cpus().length} cores, ${os.cpus()[0]?.model}, Node ${process.version}; ${database}`);
  console.log(`field: 144 players in ${groups.length} groups, ${prefill.length} scores entered\n`);
  // The board answers some 50 KB where the ceiling's page is 3 KB: a second ceiling answers the board's own bytes.
  const boardFile = path.join(dataDirs[0]!, 'board.json');
  fs.writeFileSync(boardFile, await (await fetch(`${first.url}${boardPath}`)).text());
  const sameSize = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(root, 'bench/ceiling-server.ts'), String(ceilingPort + 10), boardFile],
    {
      stdio: 'ignore',
    },
  );
  children.push(sameSize);
  await waitFor(`http://127.0.0.1:${ceilingPort + 10}/body`, sameSize);
  // Three rounds of the three, each a third of the time: this machine's speed drifts by a third within a minute, so
  // the board is compared with ceilings measured beside it, and each figure is the median of its rounds.
  const rounds = 3;
  const slice = Math.max(1, Math.round(seconds / rounds));
  const loads = { page: [], size: [], board: [] } as Record<'page' | 'size' | 'board', Load[]>;
  for (let round = 0; round < rounds; round++) {
    loads.page.push(await autocannonLoad(`http://127.0.0.1:${ceilingPort}/page`, { seconds: slice, connections: 10 }));
    loads.size.push(
      await autocannonLoad(`http://127.0.0.1:${ceilingPort + 10}/body`, { seconds: slice, connections: 10 }),
    );
    loads.board.push(await autocannonLoad(`${first.url}${boardPath}`, { seconds: slice, connections: 10 }));
  }
  const median = (of: Load[], pick: (load: Load) => number) => percentile(of.map(pick), 0.5);
  const row = (label: string, of: Load[], share: string) =>
    console.log(
      `| ${label} | ${median(of, (load) => load.perSecond)} (${of.map((load) => load.perSecond).join(', ')}) | ${share} | ${median(of, (load) => load.p50)} ms | ${Math.max(...of.map((load) => load.p99))} ms | ${of.reduce((sum, load) => sum + load.non2xx, 0)} |`,
    );
  const page = median(loads.page, (load) => load.perSecond);
  const size = median(loads.size, (load) => load.perSecond);
  const board = median(loads.board, (load) => load.perSecond);
  console.log(`load: ${rounds} rounds of ${slice} s each, 10 connections; the median of the rounds (each round)`);
  console.log('| endpoint | requests/s | share of the ceiling | latency p50 | p99 (worst round) | non-2xx |');
  console.log('| --- | --- | --- | --- | --- | --- |');
  row('ceiling: a bare Fastify route, 25-row JSON page', loads.page, '100 %');
  row(`ceiling: a bare Fastify route answering the board's ${fs.statSync(boardFile).size} bytes`, loads.size, '100 %');
  row(
    'the board of 144, hole by hole (public, no token)',
    loads.board,
    `${((100 * board) / page).toFixed(1)} % of the page, ${((100 * board) / size).toFixed(1)} % of its size`,
  );

  // A saved score -> every stream client, timed from the save's start to each client's event.
  const fanOut = async (streamBase: string, saveBase: string, label: string) => {
    const streams = await openStreams(
      `${streamBase}/api/tournaments/${tournament.id}/leaderboard/stream/`,
      clientCount,
    );
    if (streams.snapshots() < clientCount)
      throw new Error(`${label}: only ${streams.snapshots()} of ${clientCount} streams opened`);
    const delays: number[] = [];
    const sinceAnswer: number[] = [];
    const lastGroup = groups.at(-1)!;
    for (let save = 0; save < 20; save++) {
      const player = lastGroup.players[save % lastGroup.players.length]!;
      const holeIndex = 17;
      const started = Date.now();
      const before = Math.max(0, ...streams.arrivals.keys());
      await post(saveBase, [entryFor(player.member_id, holeIndex, 3 + (save % 4))]);
      const answered = Date.now();
      const deadline = Date.now() + 10_000;
      let arrived: number[] | undefined;
      while (Date.now() < deadline) {
        arrived = [...streams.arrivals.entries()].find(
          ([version, times]) => version > before && times.length >= clientCount,
        )?.[1];
        if (arrived) break;
        await sleep(2);
      }
      if (!arrived) throw new Error(`${label}: save ${save} did not reach every client`);
      delays.push(...arrived.map((at) => at - started));
      sinceAnswer.push(...arrived.map((at) => Math.max(0, at - answered)));
      await sleep(200);
    }
    streams.close();
    console.log(
      `| ${label}, from the save's request | ${clientCount} | ${delays.length / clientCount} | ${percentile(delays, 0.5)} ms | ${percentile(delays, 0.95)} ms | ${Math.max(...delays)} ms |`,
    );
    console.log(
      `| ${label}, from the save's answer (committed) | ${clientCount} | ${sinceAnswer.length / clientCount} | ${percentile(sinceAnswer, 0.5)} ms | ${percentile(sinceAnswer, 0.95)} ms | ${Math.max(...sinceAnswer)} ms |`,
    );
  };
  console.log('\n| a score saved -> every stream client has it | clients | saves | p50 | p95 | max |');
  console.log('| --- | --- | --- | --- | --- | --- |');
  await fanOut(first.url, first.url, 'one process');

  // 12 phones, each its three groups, a hole of a group at a time (4 entries), changing the scores already entered.
  const writers = 12;
  let acknowledged = 0;
  const writeUntil = Date.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: writers }, async (_, writer) => {
      const own = groups.filter((_, groupIndex) => groupIndex % writers === writer);
      let turn = 0;
      while (Date.now() < writeUntil) {
        const group = own[turn % own.length]!;
        const holeIndex = Math.floor(turn / own.length) % 18;
        turn += 1;
        await post(
          first.url,
          group.players.map((player) => entryFor(player.member_id, holeIndex, 2 + ((turn + holeIndex) % 6))),
        );
        acknowledged += group.players.length;
      }
    }),
  );
  const perSecond = Math.round(acknowledged / seconds);
  let counted = 'not counted (PGlite is locked to the server)';
  if (databaseUrl) {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    const { rows } = await client.query<{ changes: string; versions: string }>(
      'select (select count(*) from player_score_changes where player_round_id = $1) as changes, (select coalesce(sum(version), 0) from player_scores where player_round_id = $1) as versions',
      [round.id],
    );
    await client.end();
    const expected = prefill.length + 20 + acknowledged;
    counted = `${rows[0]!.changes} changes stored for ${expected} acknowledged; the scores' versions sum to ${rows[0]!.versions}`;
  }
  console.log(
    `\nsave_score: ${writers} phones, a hole of a group (4 scores) per call, ${seconds} s: ${acknowledged} scores acknowledged, ${perSecond} scores/s; ${counted}`,
  );

  if (databaseUrl) {
    const second = startFairway(3938, 'never');
    await waitFor(`${second.url}/readyz`, second.child);
    const balancer = await startNginx([first.url, second.url]);
    try {
      console.log('\n| a score saved -> every stream client has it | clients | saves | p50 | p95 | max |');
      console.log('| --- | --- | --- | --- | --- | --- |');
      await fanOut(balancer.url, balancer.url, 'two processes behind nginx');
    } finally {
      await balancer.stop();
    }
  }
} finally {
  for (const child of children) child.kill('SIGTERM');
  await sleep(500);
  for (const dataDir of dataDirs) fs.rmSync(dataDir, { recursive: true, force: true });
}
