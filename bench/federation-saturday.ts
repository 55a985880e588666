/**
 * A federation's Saturday (issue 54): clubs each with a competition in play on one PostgreSQL made highly available
 * by pg_auto_failover (a monitor, a primary and its synchronous standby, as the fault suite starts them), two built
 * Fairway processes (`npm run build` first) given the monitor's connection string, behind nginx. The round is
 * compressed into `--minutes`: every golfer's phone saves its holes in turn, each with a client key, its queue sent
 * again until acknowledged (a phone behind the pace enters no hole after the round's time); `--streams` clients follow the clubs' boards through nginx and reconnect with
 * Last-Event-ID. Measured: from a save's 2xx to each stream client of its board having it (p50/p95/p99), the answers
 * by status, every acknowledged score stored once, each process's and PostgreSQL's CPU and memory (from /proc).
 * With `--failover`, the primary (its keeper and postmaster) is killed with SIGKILL halfway through the round: the time
 * to a new primary and to both processes serving again, the answers meanwhile, and whether every stream client ends
 * with its board as stored.
 * Usage: npm run federation-saturday -w @fairway/bench [-- --clubs 300 --golfers 72 --minutes 10 --streams 5000
 *   --failover]
 *   BENCH_PORT: the first Fairway process's port (3431; the second's is the next)
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { startFormation } from '../e2e/support/auto-failover.js';
import { startNginx } from '../e2e/support/nginx.js';
import { processTree, processUse } from './process-use.js';
import { spawnBuiltServer, waitFor } from './server-process.js';

const { values: options } = parseArgs({
  options: {
    clubs: { type: 'string', default: '300' },
    golfers: { type: 'string', default: '72' },
    minutes: { type: 'string', default: '10' },
    streams: { type: 'string', default: '5000' },
    failover: { type: 'boolean', default: false },
  },
});
const clubs = Number(options.clubs);
const golfers = Number(options.golfers);
const roundMs = Number(options.minutes) * 60_000;
const streamCount = Number(options.streams);
const port = Number(process.env.BENCH_PORT ?? 3431);
/** Phones' requests in flight at once through nginx, as many phones' radios would be. */
const phoneSockets = 256;
const phoneRetryMs = 1_000;
/** The template club (the demo's), whose competition and course every other club is given a copy of. */
const demoClub = 1;
/** The ids of the copied rows: a club's copy of a row is the row's id plus this times the club's number. */
const copyStride = 1_000_000;
const firstCopiedClub = 5_000;
const firstCopiedGolfer = 50_000_000;

type Hole = { hole_number: number; par: number };
type Board = { holes: Hole[]; rows: { member_id: number; holes: (number | null)[] }[] };
type Competition = { tournamentId: number; playerRoundId: number; club: number; memberIds: number[] };
type Entry = {
  player_round_id: number;
  member_id: number;
  hole_number: number;
  strokes: number;
  client_key: string;
  base_version: number;
};

const percentileOf = (histogram: Uint32Array, total: number, share: number) => {
  let seen = 0;
  for (let ms = 0; ms < histogram.length; ms++) {
    seen += histogram[ms]!;
    if (seen >= share * total) return ms;
  }
  return histogram.length;
};

/**
 * Samples every few seconds each group's CPU (the share of one core between two samples, summed over its processes)
 * and resident memory (summed: PostgreSQL's shared buffers count once per backend that touched them).
 */
function sampleUse(groups: Record<string, () => number[]>) {
  const samples = new Map<string, { cpu: number[]; rssMb: number[] }>();
  const previous = new Map<number, number>();
  let previousAt = performance.now();
  const take = () => {
    const now = performance.now();
    for (const [name, pids] of Object.entries(groups)) {
      let cpu = 0;
      let rssMb = 0;
      for (const pid of pids()) {
        const use = processUse(pid);
        if (!use) continue;
        if (previous.has(pid)) cpu += (use.cpuSeconds - previous.get(pid)!) / ((now - previousAt) / 1000);
        previous.set(pid, use.cpuSeconds);
        rssMb += use.rssMb;
      }
      const sample = samples.get(name) ?? { cpu: [], rssMb: [] };
      sample.cpu.push(cpu);
      sample.rssMb.push(rssMb);
      samples.set(name, sample);
    }
    previousAt = now;
  };
  take();
  const timer = setInterval(take, 5_000);
  return {
    stop: () => {
      clearInterval(timer);
      take();
      return [...samples].map(([name, { cpu, rssMb }]) => {
        const measured = cpu.slice(1);
        return {
          name,
          cpuMean: measured.reduce((sum, value) => sum + value, 0) / Math.max(1, measured.length),
          cpuMax: Math.max(0, ...measured),
          rssMax: Math.max(0, ...rssMb),
        };
      });
    },
  };
}

const postgresPid = (dataDir: string) => {
  try {
    return Number(fs.readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
  } catch {
    return null;
  }
};

const formation = await startFormation();
const [oldPrimary, standby] = formation.nodes;
const stops: (() => Promise<unknown>)[] = [() => formation.destroy()];
const servers = [0, 1].map((index) => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'federation-saturday-'));
  const child = spawnBuiltServer({
    PORT: String(port + index),
    DATA_DIR: dataDir,
    DATABASE_URL: formation.databaseUrl,
    SEED_DEMO: index === 0 ? 'always' : 'never',
    MAX_CONNECTIONS: String(streamCount + phoneSockets + 1_000),
  });
  const url = `http://127.0.0.1:${port + index}`;
  stops.push(async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  return { url, child };
});

try {
  await waitFor(`${servers[0]!.url}/readyz`, servers[0]!.child);
  await waitFor(`${servers[1]!.url}/readyz`, servers[1]!.child);
  const balancer = await startNginx(
    servers.map((server) => server.url),
    { workerConnections: 2 * (streamCount + phoneSockets) + 1_000 },
  );
  stops.unshift(() => balancer.stop());
  const login = await fetch(`${balancer.url}/auth/token/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'super@demo.fairway.golf', password: 'fairway-demo' }),
  });
  const token = ((await login.json()) as { auth_token: string }).auth_token;
  const call = async <T>(pathName: string, body?: unknown): Promise<T> => {
    const response = await fetch(`${balancer.url}${pathName}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: {
        'content-type': 'application/json',
        'x-golf-course': String(demoClub),
        authorization: `Token ${token}`,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${pathName}: ${response.status} ${await response.text()}`);
    return (await response.json()) as T;
  };

  // The template: a competition of the demo club, its field drawn and its round in play, as a club makes it.
  const seedStarted = performance.now();
  const tees = (await call<{ results: { id: number; name: string }[] }>('/api/hole_categories/')).results;
  const teeOf = (name: string) => tees.find((tee) => tee.name === name)!.id;
  const template = await call<{ id: number }>('/api/tournaments/', {
    name: 'Saturday Medal',
    start_date: '2027-06-05',
    end_date: '2027-06-05',
    format: 'stroke_play',
    scoring_basis: 'both',
    men_hole_category_id: teeOf('White'),
    women_hole_category_id: teeOf('Red'),
    leaderboard_visibility: 'public',
  });
  const candidates = await call<{ member_id: number; is_guest: boolean }[]>(
    `/api/members/get_tournament_members/?tournament_id=${template.id}`,
  );
  await call('/api/tournament_members/bulk_enter/', {
    tournament_id: template.id,
    member_ids: candidates
      .filter((candidate) => !candidate.is_guest)
      .slice(0, golfers)
      .map((candidate) => candidate.member_id),
  });
  await call(`/api/tournaments/${template.id}/change_status/`, { status: 'open' });
  const templateRound = (await call<{ results: { id: number }[] }>(`/api/player_rounds/?tournament_id=${template.id}`))
    .results[0]!;
  await call('/api/player_round_groups/draw/', {
    player_round_id: templateRound.id,
    method: 'random',
    group_size: 4,
    start_type: 'tee_times',
    first_tee_time: '07:00',
    interval_minutes: 8,
    seed: 54,
  });
  await call('/api/player_rounds/change_player_round_status/', { player_round_id: templateRound.id, status: 'active' });
  const { holes } = await call<Board>(`/api/tournaments/${template.id}/detailed_leaderboard/`);

  // The other clubs, set-wise: each a new club with golfers like the template's field (their names and handicaps) and
  // a copy of the demo club's course and of the template competition, its field and its draw.
  const copies = clubs - 1;
  const seedStatements = [
    `insert into golf_courses (id, name, short_name, email, status, time_zone)
     select ${firstCopiedClub} + k, 'Saturday Club ' || lpad(k::text, 3, '0'), 'SC' || k, 'club' || k || '@saturday.example',
       'approved', 'Europe/London'
     from generate_series(1, ${copies}) k`,
    `create temporary table field_of_template as
     select row_number() over (order by member_id) as position, member_id
     from tournament_members where tournament_id = ${template.id}`,
    `create temporary table golfer_copies as
     select k, f.member_id as member_id, ${firstCopiedGolfer} + k * 1000 + f.position as copy_id
     from field_of_template f, generate_series(1, ${copies}) k`,
    `insert into members (id, first_name, last_name, gender, email, federation_number, handicap_index,
       low_handicap_index, date_of_birth)
     select c.copy_id, m.first_name, m.last_name, m.gender, 'golfer' || c.copy_id || '@saturday.example',
       'SAT' || c.copy_id, m.handicap_index, m.low_handicap_index, m.date_of_birth
     from golfer_copies c join members m on m.id = c.member_id`,
    `insert into golf_course_members (golf_course_id, member_id, membership_number, is_guest, joined_on, status)
     select ${firstCopiedClub} + k, copy_id, 'S' || copy_id, false, date '2020-01-01', 'active' from golfer_copies`,
  ];
  const copied: { table: string; rows: string }[] = [
    { table: 'hole_categories', rows: `golf_course_id = ${demoClub}` },
    { table: 'golf_course_indexes', rows: `golf_course_id = ${demoClub}` },
    { table: 'golf_course_holes', rows: `golf_course_id = ${demoClub}` },
    { table: 'hole_details', rows: `golf_course_id = ${demoClub}` },
    { table: 'tournaments', rows: `id = ${template.id}` },
    { table: 'leaderboard_versions', rows: `tournament_id = ${template.id}` },
    { table: 'player_rounds', rows: `tournament_id = ${template.id}` },
    { table: 'tournament_members', rows: `tournament_id = ${template.id}` },
    { table: 'player_round_groups', rows: `player_round_id = ${templateRound.id}` },
    { table: 'player_round_group_members', rows: `player_round_id = ${templateRound.id}` },
  ];
  const copiedTables = new Set(copied.map(({ table }) => table));
  for (const { table, rows } of copied) {
    const columns = await oldPrimary.query<{ name: string; references: string | null }>(
      `select a.attname as name,
         (select confrelid::regclass::text from pg_constraint
           where conrelid = a.attrelid and contype = 'f' and conkey = array[a.attnum]) as references
       from pg_attribute a
       where a.attrelid = $1::regclass and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
       order by a.attnum`,
      [table],
    );
    // Each column of a copy: its club, its own id and those of copied rows moved to the copy's, its golfers the club's.
    const valueOf = ({ name, references }: { name: string; references: string | null }) => {
      if (name === 'golf_course_id') return `${firstCopiedClub} + k`;
      if (name === 'id' && table !== 'leaderboard_versions') return `id + k * ${copyStride}`;
      if (references === 'members')
        return `(select copy_id from golfer_copies c where c.k = copies.k and c.member_id = source.${name})`;
      if (references !== null && copiedTables.has(references)) return `${name} + k * ${copyStride}`;
      return name;
    };
    seedStatements.push(
      `insert into ${table} (${columns.map(({ name }) => name).join(', ')})
       select ${columns.map(valueOf).join(', ')}
       from ${table} source, generate_series(1, ${copies}) copies(k) where ${rows}`,
    );
    if (table !== 'leaderboard_versions')
      seedStatements.push(`select setval(pg_get_serial_sequence('${table}', 'id'), (select max(id) from ${table}))`);
  }
  for (const table of ['golf_courses', 'members'])
    seedStatements.push(`select setval(pg_get_serial_sequence('${table}', 'id'), (select max(id) from ${table}))`);
  seedStatements.push('analyze');
  const seeding = new pg.Client({
    connectionString: `postgres://fairway@127.0.0.1:${oldPrimary.port}/${formation.database}`,
  });
  await seeding.connect();
  const competitions: Competition[] = [];
  try {
    for (const statement of seedStatements) await seeding.query(statement);
    const { rows } = await seeding.query<{
      tournament_id: number;
      player_round_id: number;
      club: number;
      member_ids: number[];
    }>(
      `select t.id as tournament_id, r.id as player_round_id, t.golf_course_id as club,
         array_agg(m.member_id order by m.member_id) as member_ids
       from tournaments t join player_rounds r on r.tournament_id = t.id join tournament_members m on m.tournament_id = t.id
       where t.id = $1 or t.id % ${copyStride} = $1 and t.golf_course_id >= ${firstCopiedClub}
       group by t.id, r.id`,
      [template.id],
    );
    for (const row of rows)
      competitions.push({
        tournamentId: row.tournament_id,
        playerRoundId: row.player_round_id,
        club: row.club,
        memberIds: row.member_ids,
      });
  } finally {
    await seeding.end();
  }
  const seedSeconds = ((performance.now() - seedStarted) / 1000).toFixed(1);
  if (competitions.length !== clubs) throw new Error(`${competitions.length} competitions seeded, not ${clubs}`);

  // Stream clients, spread over the boards, each a plain HTTP request reading its events: it notes when each hole
  // first reaches it (a row's hole now filled), reconnecting after a lost connection with Last-Event-ID.
  const latencies = new Uint32Array(60_001);
  let latencyCount = 0;
  /** Per saved cell: when its 2xx arrived, or the arrivals heard before it. */
  const answeredAt = new Map<string, number>();
  const earlyArrivals = new Map<string, number[]>();
  const noteLatency = (ms: number) => {
    latencies[Math.min(latencies.length - 1, Math.max(0, Math.round(ms)))]! += 1;
    latencyCount += 1;
  };
  const heard = (cell: string, at: number) => {
    const answered = answeredAt.get(cell);
    if (answered === undefined) earlyArrivals.set(cell, [...(earlyArrivals.get(cell) ?? []), at]);
    else noteLatency(at - answered);
  };
  const streamAgent = new http.Agent({ maxSockets: Number.POSITIVE_INFINITY });
  type Stream = {
    competition: Competition;
    rows: Map<number, (number | null)[]>;
    reconnects: number;
    snapshots: number;
    request?: http.ClientRequest;
  };
  let streamsClosed = false;
  const follow = (stream: Stream) => {
    let lastEventId: string | undefined;
    let retryMs = 2_000;
    const connect = () => {
      const request = http.get(
        `${balancer.url}/api/tournaments/${stream.competition.tournamentId}/leaderboard/stream/`,
        { agent: streamAgent, headers: lastEventId ? { 'last-event-id': lastEventId } : {} },
        (response) => {
          response.setEncoding('utf8');
          let buffer = '';
          response.on('data', (text: string) => {
            buffer += text;
            let end: number;
            while ((end = buffer.indexOf('\n\n')) !== -1) {
              const block = buffer.slice(0, end);
              buffer = buffer.slice(end + 2);
              const retry = /^retry: (\d+)$/m.exec(block)?.[1];
              if (retry) retryMs = Number(retry);
              const event = /^event: (\w+)$/m.exec(block)?.[1];
              if (event !== 'snapshot' && event !== 'rows') continue;
              lastEventId = /^id: (\d+)$/m.exec(block)?.[1] ?? lastEventId;
              if (event === 'snapshot') stream.snapshots += 1;
              const at = Date.now();
              const data = JSON.parse(/^data: (.*)$/m.exec(block)![1]!) as Board;
              for (const row of data.rows) {
                const before = stream.rows.get(row.member_id);
                row.holes.forEach((strokes, index) => {
                  if (strokes !== null && (before?.[index] ?? null) === null)
                    heard(`${stream.competition.playerRoundId} ${row.member_id} ${holes[index]!.hole_number}`, at);
                });
                stream.rows.set(row.member_id, row.holes);
              }
            }
          });
          response.on('error', () => undefined);
          response.on('close', reconnect);
        },
      );
      request.on('error', reconnect);
      stream.request = request;
    };
    let reconnecting = false;
    const reconnect = () => {
      if (streamsClosed || reconnecting) return;
      reconnecting = true;
      stream.reconnects += 1;
      setTimeout(() => {
        reconnecting = false;
        connect();
      }, retryMs);
    };
    connect();
  };
  const streams: Stream[] = Array.from({ length: streamCount }, (_, index) => ({
    competition: competitions[index % competitions.length]!,
    rows: new Map(),
    reconnects: 0,
    snapshots: 0,
  }));
  for (let start = 0; start < streams.length; start += 100) {
    streams.slice(start, start + 100).forEach(follow);
    await sleep(50);
  }
  const everyStreamHasItsBoard = Date.now() + 120_000;
  while (streams.some((stream) => stream.snapshots === 0) && Date.now() < everyStreamHasItsBoard) await sleep(200);
  const streamsOpen = streams.filter((stream) => stream.snapshots > 0).length;
  for (const stream of streams) stream.reconnects = 0;

  // The phones: each golfer's holes due evenly through the round from a start of its own, each save sent with the
  // phone's queue (its client keys kept) until every entry is acknowledged.
  const phoneAgent = new http.Agent({ keepAlive: true, maxSockets: phoneSockets });
  const answers = new Map<number, number>();
  const answersDuringFailover = new Map<number, number>();
  const acknowledged: Entry[] = [];
  let failover: { killedAt: number; newPrimaryMs?: number; servingMs?: number } | undefined;
  const post = (entries: Entry[], club: number) =>
    new Promise<{ status: number; outcomes: string[] }>((resolve) => {
      const body = JSON.stringify(entries);
      const request = http.request(
        `${balancer.url}/api/scores/save_score/`,
        {
          method: 'POST',
          agent: phoneAgent,
          headers: {
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(body),
            authorization: `Token ${token}`,
            'x-golf-course': String(club),
          },
          timeout: 30_000,
        },
        (response) => {
          let text = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => (text += chunk));
          response.on('end', () => {
            const status = response.statusCode ?? -1;
            const outcomes =
              status === 200
                ? (JSON.parse(text) as { results: { outcome: string }[] }).results.map((r) => r.outcome)
                : [];
            resolve({ status, outcomes });
          });
          response.on('error', () => resolve({ status: -1, outcomes: [] }));
        },
      );
      request.on('timeout', () => request.destroy());
      request.on('error', () => resolve({ status: -1, outcomes: [] }));
      request.end(body);
    });
  const holeMs = roundMs / holes.length;
  const roundStarted = Date.now();
  const phone = async (competition: Competition, memberId: number) => {
    const queue: Entry[] = [];
    const startsAt = roundStarted + Math.random() * holeMs;
    const send = async () => {
      const sent = [...queue];
      const { status, outcomes } = await post(sent, competition.club);
      const at = Date.now();
      answers.set(status, (answers.get(status) ?? 0) + 1);
      if (failover && failover.servingMs === undefined)
        answersDuringFailover.set(status, (answersDuringFailover.get(status) ?? 0) + 1);
      outcomes.forEach((outcome, index) => {
        const entry = sent[index]!;
        queue.splice(queue.indexOf(entry), 1);
        if (outcome !== 'saved' && outcome !== 'repeated') return;
        acknowledged.push(entry);
        const cell = `${entry.player_round_id} ${entry.member_id} ${entry.hole_number}`;
        answeredAt.set(cell, at);
        for (const early of earlyArrivals.get(cell) ?? []) noteLatency(early - at);
        earlyArrivals.delete(cell);
      });
    };
    for (const [index, hole] of holes.entries()) {
      await sleep(Math.max(0, startsAt + index * holeMs - Date.now()));
      // A phone that has fallen behind the round's pace enters no more holes once the round's time is over.
      if (Date.now() > roundStarted + roundMs) break;
      queue.push({
        player_round_id: competition.playerRoundId,
        member_id: memberId,
        hole_number: hole.hole_number,
        strokes: hole.par + ((memberId + hole.hole_number) % 3) - 1,
        client_key: randomUUID(),
        base_version: 0,
      });
      await send();
    }
    const deadline = Date.now() + 120_000;
    while (queue.length > 0 && Date.now() < deadline) {
      await sleep(phoneRetryMs);
      await send();
    }
  };

  const use = sampleUse({
    'Fairway process 1': () => [servers[0]!.child.pid!],
    'Fairway process 2': () => [servers[1]!.child.pid!],
    [`PostgreSQL ${oldPrimary.name} (primary at the start)`]: () => {
      const pid = postgresPid(oldPrimary.dataDir);
      return pid ? processTree(pid) : [];
    },
    [`PostgreSQL ${standby.name} (synchronous standby at the start)`]: () => {
      const pid = postgresPid(standby.dataDir);
      return pid ? processTree(pid) : [];
    },
  });
  const loads: number[][] = [os.loadavg()];
  const loadTimer = setInterval(() => loads.push(os.loadavg()), 60_000);
  const phones = competitions.flatMap((competition) =>
    competition.memberIds.map((memberId) => phone(competition, memberId)),
  );
  const servingAgain = async (url: string) => {
    for (;;) {
      const answer = await fetch(`${url}/api/users/current/`, {
        headers: { authorization: `Token ${token}` },
        signal: AbortSignal.timeout(5_000),
      }).catch(() => undefined);
      if (answer?.status === 200) return;
      await sleep(100);
    }
  };
  if (options.failover) {
    await sleep(roundMs / 2);
    oldPrimary.crash();
    failover = { killedAt: Date.now() };
    // Half the stream clients lose their connection as the primary dies (phones losing their signal), and come back
    // with Last-Event-ID while there is none or once there is a new one; the others stay connected through it.
    for (const stream of streams.filter((_, index) => index % 2 === 0)) stream.request?.destroy();
    await formation.until({ [standby.name]: 'wait_primary' }, 60_000);
    failover.newPrimaryMs = Date.now() - failover.killedAt;
    await Promise.all(servers.map((server) => servingAgain(server.url)));
    failover.servingMs = Date.now() - failover.killedAt;
  }
  await Promise.all(phones);
  const roundSeconds = (Date.now() - roundStarted) / 1000;
  clearInterval(loadTimer);
  loads.push(os.loadavg());
  const resources = use.stop();

  // Every acknowledged score stored once, on the primary at the end.
  const primary = options.failover ? standby : oldPrimary;
  const roundIds = competitions.map((competition) => competition.playerRoundId);
  const stored = await primary.query<{ cell: string; strokes: number }>(
    `select player_round_id || ' ' || member_id || ' ' || hole_number as cell, strokes
     from player_scores where player_round_id = any($1)`,
    [roundIds],
  );
  const storedOf = new Map(stored.map((score) => [score.cell, score.strokes]));
  const missing = acknowledged.filter(
    (entry) => storedOf.get(`${entry.player_round_id} ${entry.member_id} ${entry.hole_number}`) !== entry.strokes,
  ).length;
  const changes = await primary.query<{ client_key: string; count: number }>(
    `select client_key::text, count(*)::int as count from player_score_changes
     where player_round_id = any($1) and client_key is not null group by client_key`,
    [roundIds],
  );
  const changesOf = new Map(changes.map((change) => [change.client_key, change.count]));
  const doubled = acknowledged.filter((entry) => (changesOf.get(entry.client_key) ?? 0) > 1).length;
  const unrecorded = acknowledged.filter((entry) => !changesOf.has(entry.client_key)).length;

  // Every stream client ends with its board's holes as stored.
  const filledOf = new Map<number, number>();
  for (const score of stored) {
    const round = Number(score.cell.split(' ')[0]);
    if (score.strokes !== null) filledOf.set(round, (filledOf.get(round) ?? 0) + 1);
  }
  const filled = (stream: Stream) =>
    [...stream.rows.values()].reduce((sum, row) => sum + row.filter((strokes) => strokes !== null).length, 0);
  const settled = Date.now() + 30_000;
  const behind = () => streams.filter((stream) => filled(stream) !== filledOf.get(stream.competition.playerRoundId));
  while (behind().length > 0 && Date.now() < settled) await sleep(500);
  const streamsBehind = behind().length;
  streamsClosed = true;
  for (const stream of streams) stream.request?.destroy();

  const loadText = loads.map((load) => load[0]!.toFixed(1)).join(' ');
  const statusText = (counts: Map<number, number>) =>
    [...counts]
      .sort(([a], [b]) => a - b)
      .map(([status, count]) => `${status === -1 ? 'no answer' : status}: ${count}`)
      .join(', ');
  const serverErrors = [...answers].filter(([status]) => status >= 500).reduce((sum, [, count]) => sum + count, 0);
  const p = (share: number) => percentileOf(latencies, latencyCount, share);
  console.log(
    `machine: ${os.cpus().length} cores, ${os.cpus()[0]?.model}, Node ${process.version}; ${new Date().toISOString()}`,
  );
  console.log(
    `${clubs} clubs x ${golfers} golfers, a round of ${options.minutes} min, ${streamCount} stream clients (${streamsOpen} with their board before the round); seeded in ${seedSeconds} s`,
  );
  console.log(`load average (1 min) at the start, each minute and the end: ${loadText}`);
  console.log(
    `scores acknowledged: ${acknowledged.length} of the round's ${clubs * golfers * holes.length}, in ${roundSeconds.toFixed(0)} s with the phones' last retries (${(acknowledged.length / roundSeconds).toFixed(0)} a second; asked: ${((clubs * golfers * holes.length) / (roundMs / 1000)).toFixed(0)})`,
  );
  console.log(`save requests by answer: ${statusText(answers)}; 5xx: ${serverErrors}`);
  console.log(
    `a save's 2xx -> each stream client of its board: ${latencyCount} deliveries, p50 ${p(0.5)} ms, p95 ${p(0.95)} ms, p99 ${p(0.99)} ms, max ${p(1)} ms`,
  );
  console.log(
    `acknowledged scores not stored as acknowledged: ${missing}; without their change: ${unrecorded}; stored twice: ${doubled}`,
  );
  console.log(
    `stream clients not ending with the stored board: ${streamsBehind}; reconnections during the round: ${streams.reduce((sum, stream) => sum + stream.reconnects, 0)}, of which answered with the whole board rather than the changes since Last-Event-ID: ${streams.reduce((sum, stream) => sum + stream.snapshots - 1, 0)}`,
  );
  if (failover)
    console.log(
      `failover: a new primary ${failover.newPrimaryMs} ms after the kill, both processes serving ${failover.servingMs} ms after it; saves answered meanwhile: ${statusText(answersDuringFailover)}`,
    );
  console.log('| process | CPU mean (of one core) | CPU max (5 s) | RSS max |');
  console.log('| --- | --- | --- | --- |');
  for (const { name, cpuMean, cpuMax, rssMax } of resources)
    console.log(
      `| ${name} | ${(100 * cpuMean).toFixed(0)} % | ${(100 * cpuMax).toFixed(0)} % | ${rssMax.toFixed(0)} MB |`,
    );
} finally {
  for (const stop of stops) await stop().catch((error: unknown) => console.error(error));
}
