import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BoardStream, followBoard, type StreamedRow } from '../support/board-stream.js';
import { type Balancer, startNginx } from '../support/nginx.js';
import { type PostgresServer, startPostgresServer } from '../support/postgres.js';
import { type RunningServer, startServer } from '../support/server.js';

// Two Fairway processes on one PostgreSQL behind nginx as the README shows it (a club's requests to one process, streams
// in turn): a score saved through either reaches every board's stream, whichever process holds it; the process the
// club's phones reach, killed mid-round, loses no acknowledged score, its phones go on through the other, and its
// stream clients reconnect through nginx to the other without missing anything.

const database = 'fairway_scale_out';
const demoClub = '1';
let postgres: PostgresServer;
let databaseUrl: string;
let first: RunningServer;
let second: RunningServer;
let balancer: Balancer;
let token: string;

type Board = {
  tournament_id: number;
  player_round_id: number;
  holes: { hole_number: number; par: number }[];
  rows: (StreamedRow & { name: string })[];
};

async function api<T>(
  base: string,
  path: string,
  body?: unknown,
  requestId?: string,
): Promise<{ status: number; json: T }> {
  const response = await fetch(`${base}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      'content-type': 'application/json',
      'x-golf-course': demoClub,
      ...(token ? { authorization: `Token ${token}` } : {}),
      ...(requestId ? { 'x-request-id': requestId } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, json: (text ? JSON.parse(text) : null) as T };
}

const liveBoard = async (base: string) =>
  (await api<Board[]>(base, '/api/tournaments/detailed_leaderboard_for_all/')).json[0]!;

/** The holes a golfer has still to play, in card order. */
const holesToPlay = (board: Board, row: StreamedRow) =>
  board.holes.filter((_, index) => row.holes[index] === null).map((hole) => hole.hole_number);

beforeAll(async () => {
  postgres = await startPostgresServer();
  databaseUrl = await postgres.createDatabase(database);
  // Each answer logged, with its request's id: which process the club's requests reach is read from the logs.
  first = await startServer({ seedDemo: 'always', environment: { DATABASE_URL: databaseUrl, LOG_LEVEL: 'info' } });
  second = await startServer({ seedDemo: 'never', environment: { DATABASE_URL: databaseUrl, LOG_LEVEL: 'info' } });
  balancer = await startNginx([first.url, second.url]);
  const login = await fetch(`${balancer.url}/auth/token/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@demo.fairway.golf', password: 'fairway-demo' }),
  });
  token = ((await login.json()) as { auth_token: string }).auth_token;
});

afterAll(async () => {
  await balancer?.stop();
  await first?.stop();
  await second?.stop();
  await postgres?.destroy();
});

describe('two servers behind one address', () => {
  it('sends a score saved through one process to a stream held on the other within a second', async () => {
    const board = await liveBoard(balancer.url);
    const streamPath = `/api/tournaments/${board.tournament_id}/leaderboard/stream/`;
    const onSecond = followBoard(`${second.url}${streamPath}`);
    const throughBalancer = followBoard(`${balancer.url}${streamPath}`);
    try {
      await onSecond.until(() => onSecond.rows.size === board.rows.length, 10_000);
      await throughBalancer.until(() => throughBalancer.rows.size === board.rows.length, 10_000);
      const behind = [...board.rows].sort((left, right) => left.thru - right.thru).slice(0, 3);
      const latencies: number[] = [];
      for (const [index, row] of behind.entries()) {
        const hole = holesToPlay(board, row)[0]!;
        const holeIndex = board.holes.findIndex((candidate) => candidate.hole_number === hole);
        const strokes = 3 + index;
        const savedAt = Date.now();
        // Saved through the first process directly, then through the balancer (the club's process, either one).
        const base = index === 0 ? first.url : balancer.url;
        const saved = await api(base, '/api/scores/save_score/', [
          {
            player_round_id: board.player_round_id,
            member_id: row.member_id,
            hole_number: hole,
            strokes,
            client_key: randomUUID(),
            base_version: 0,
          },
        ]);
        expect(saved.status).toBe(200);
        for (const stream of [onSecond, throughBalancer]) {
          await stream.until(() => stream.rows.get(row.member_id)?.holes[holeIndex] === strokes, 1_000);
          latencies.push(Date.now() - savedAt);
        }
      }
      expect(Math.max(...latencies)).toBeLessThan(1_000);
    } finally {
      onSecond.close();
      throughBalancer.close();
    }
  });

  it('loses no acknowledged score when the process of the club is killed mid-round; streams reconnect, missing nothing', async () => {
    const board = await liveBoard(balancer.url);
    const marker = `which-${randomUUID()}`;
    await api(balancer.url, '/api/users/current/', undefined, marker);
    const answeredBy = () => [first, second].filter((server) => server.output().includes(marker));
    // The answer's log line comes through the process's pipe a moment after the answer.
    for (let waited = 0; answeredBy().length === 0 && waited < 5_000; waited += 50) await sleep(50);
    const clubsProcess = answeredBy();
    expect(clubsProcess).toHaveLength(1);
    const [killed, survivor] = clubsProcess[0] === first ? [first, second] : [second, first];
    const streamPath = `${balancer.url}/api/tournaments/${board.tournament_id}/leaderboard/stream/`;
    // Streams carry no club header: nginx spreads them over both processes in turn.
    const streams: BoardStream[] = Array.from({ length: 4 }, () => followBoard(streamPath));
    for (const stream of streams) await stream.until(() => stream.rows.size === board.rows.length, 10_000);
    const players = [...board.rows].sort((left, right) => left.thru - right.thru).slice(0, 8);
    const entries = players.flatMap((row) =>
      holesToPlay(board, row).map((hole) => ({
        player_round_id: board.player_round_id,
        member_id: row.member_id,
        hole_number: hole,
        strokes: 4,
        client_key: randomUUID(),
        base_version: 0,
      })),
    );
    expect(entries.length).toBeGreaterThan(40);
    const acknowledged: typeof entries = [];
    let killedAt = 0;
    const killedLogAtStart = killed.output().length;
    let survivorLogAtKill = 0;
    for (const entry of entries) {
      // A phone sends its entry until it is acknowledged, the same key every time.
      for (;;) {
        const answer = await api<{ results: { outcome: string }[] }>(balancer.url, '/api/scores/save_score/', [
          entry,
        ]).catch(() => ({ status: 0, json: null }));
        if (answer.status === 200 && ['saved', 'repeated'].includes(answer.json!.results[0]!.outcome)) break;
        await sleep(100);
      }
      acknowledged.push(entry);
      if (acknowledged.length === 10 && killedAt === 0) {
        killedAt = acknowledged.length;
        survivorLogAtKill = survivor.output().length;
        // Until now the club's phones reached the process about to be killed.
        expect(killed.output().slice(killedLogAtStart)).toContain('"url":"/api/scores/save_score/","status":200');
        await killed.kill('SIGKILL');
      }
    }
    expect(killedAt).toBe(10);
    expect(killed.isRunning()).toBe(false);
    expect(acknowledged.length).toBeGreaterThan(killedAt);
    // The club's phones went on through the other process.
    expect(survivor.output().slice(survivorLogAtKill)).toContain('"url":"/api/scores/save_score/","status":200');

    const stored = await postgres.query<{ member_id: number; hole_number: number; strokes: number }>(
      database,
      'select member_id, hole_number, strokes from player_scores where player_round_id = $1',
      [board.player_round_id],
    );
    const storedOf = new Map(stored.map((score) => [`${score.member_id} ${score.hole_number}`, score.strokes]));
    expect(
      acknowledged.filter((entry) => storedOf.get(`${entry.member_id} ${entry.hole_number}`) !== entry.strokes),
    ).toEqual([]);
    const changes = await postgres.query<{ count: string }>(
      database,
      'select count(*) from player_score_changes where client_key = any($1::uuid[])',
      [acknowledged.map((entry) => entry.client_key)],
    );
    expect(Number(changes[0]!.count)).toBe(acknowledged.length);

    // Every stream, those of the killed process reconnected to the other, ends with the board as it stands.
    const final = await liveBoard(balancer.url);
    const expected = new Map(
      final.rows.map((row) => [row.member_id, JSON.stringify([row.holes, row.thru, row.order])]),
    );
    const matches = (stream: BoardStream) =>
      [...expected].every(([memberId, text]) => {
        const row = stream.rows.get(memberId);
        return row !== undefined && JSON.stringify([row.holes, row.thru, row.order]) === text;
      });
    for (const stream of streams) await stream.until(() => matches(stream), 10_000);
    expect(streams.some((stream) => stream.reconnects() > 0)).toBe(true);
    for (const stream of streams) stream.close();
    expect(survivor.isRunning()).toBe(true);

    // The killed process starts again on the same database and answers the same board.
    const restarted = await startServer({ seedDemo: 'never', environment: { DATABASE_URL: databaseUrl } });
    if (killed === first) first = restarted;
    else second = restarted;
    const again = await liveBoard(restarted.url);
    expect(again.rows.map((row) => [row.member_id, row.holes])).toEqual(
      final.rows.map((row) => [row.member_id, row.holes]),
    );
  });
});
