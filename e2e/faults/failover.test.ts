import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Formation, startFormation } from '../support/auto-failover.js';
import { type BoardStream, followBoard, type StreamedRow } from '../support/board-stream.js';
import { bounds } from '../support/faults.js';
import { type Balancer, startNginx } from '../support/nginx.js';
import { type RunningServer, startServer } from '../support/server.js';

// A federation's Saturday in small: pg_auto_failover's monitor and two nodes, the second a synchronous standby; two
// Fairway processes given the monitor's connection string (both nodes, target_session_attrs=read-write) behind nginx;
// 200 phones saving their golfers' scores and 200 stream clients on the boards. The primary's machine dies (its keeper
// and postmaster killed with SIGKILL) mid-round: the monitor promotes the standby, both processes follow it without a
// restart, no acknowledged score is lost or doubled, every stream reconnects through nginx with Last-Event-ID and ends
// with the board as stored; then the old primary rejoins as the new primary's standby.

const demoClub = '1';
const golfersPerCompetition = 100;
/** How long a phone waits between two holes: 200 phones make some 100 saves a second. */
const phonePaceMs = 2_000;
/** Once the round is over, a phone with entries waiting sends them again this much later. */
const phoneRetryMs = 1_000;

let formation: Formation;
let first: RunningServer;
let second: RunningServer;
let balancer: Balancer;
let token = '';

type Board = { tournament_id: number; holes: { hole_number: number; par: number }[]; rows: StreamedRow[] };
type Entry = {
  player_round_id: number;
  member_id: number;
  hole_number: number;
  strokes: number;
  client_key: string;
  base_version: number;
};
type Competition = { tournamentId: number; playerRoundId: number; board: Board };

async function api<T>(base: string, path: string, body?: unknown): Promise<{ status: number; json: T }> {
  const response = await fetch(`${base}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json', 'x-golf-course': demoClub, authorization: `Token ${token}` },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(15_000),
  });
  const text = await response.text();
  return { status: response.status, json: (text && response.status < 500 ? JSON.parse(text) : text) as T };
}

async function ok<T>(base: string, path: string, body?: unknown): Promise<T> {
  const answer = await api<T>(base, path, body);
  expect(answer.status, `${path}: ${JSON.stringify(answer.json)}`).toBeLessThan(300);
  return answer.json;
}

/**
 * A competition of the demo club with its field (`pick` of the club's golfers who may enter) drawn and its round in
 * play, no score entered yet.
 */
async function competitionInPlay(name: string, pick: (golfers: number[]) => number[]): Promise<Competition> {
  const tees = (await ok<{ results: { id: number; name: string }[] }>(balancer.url, '/api/hole_categories/')).results;
  const teeOf = (teeName: string) => tees.find((tee) => tee.name === teeName)!.id;
  const tournament = await ok<{ id: number }>(balancer.url, '/api/tournaments/', {
    name,
    start_date: '2027-06-05',
    end_date: '2027-06-05',
    format: 'stroke_play',
    scoring_basis: 'both',
    men_hole_category_id: teeOf('White'),
    women_hole_category_id: teeOf('Red'),
    leaderboard_visibility: 'public',
  });
  const candidates = await ok<{ member_id: number; is_guest: boolean }[]>(
    balancer.url,
    `/api/members/get_tournament_members/?tournament_id=${tournament.id}`,
  );
  const golfers = candidates.filter((candidate) => !candidate.is_guest).map((candidate) => candidate.member_id);
  await ok(balancer.url, '/api/tournament_members/bulk_enter/', {
    tournament_id: tournament.id,
    member_ids: pick(golfers),
  });
  await ok(balancer.url, `/api/tournaments/${tournament.id}/change_status/`, { status: 'open' });
  const round = (
    await ok<{ results: { id: number }[] }>(balancer.url, `/api/player_rounds/?tournament_id=${tournament.id}`)
  ).results[0]!;
  await ok(balancer.url, '/api/player_round_groups/draw/', {
    player_round_id: round.id,
    method: 'random',
    group_size: 4,
    start_type: 'tee_times',
    first_tee_time: '07:00',
    interval_minutes: 8,
    seed: 54,
  });
  await ok(balancer.url, '/api/player_rounds/change_player_round_status/', {
    player_round_id: round.id,
    status: 'active',
  });
  const board = await ok<Board>(balancer.url, `/api/tournaments/${tournament.id}/detailed_leaderboard/`);
  return { tournamentId: tournament.id, playerRoundId: round.id, board };
}

/**
 * Phones, one a golfer, each entering its golfer's holes in turn as the scoring page does: an entry joins the phone's
 * queue, and the queue is sent whole (the same client keys every time) until each entry is acknowledged (`saved`, or
 * `repeated`: saved before, its answer lost). Once stopped, a phone sends what waits until it is acknowledged.
 */
function startPhones(competitions: Competition[]) {
  const answers: { status: number; outcomes: string[]; at: number }[] = [];
  const acknowledged: Entry[] = [];
  let playing = true;
  const phone = async (competition: Competition, row: StreamedRow) => {
    const queue: Entry[] = [];
    const send = async () => {
      const sent = [...queue];
      const answer = await api<{ results: { outcome: string }[] }>(balancer.url, '/api/scores/save_score/', sent).catch(
        () => ({ status: -1, json: undefined }),
      );
      const outcomes = answer.status === 200 ? answer.json!.results.map((result) => result.outcome) : [];
      answers.push({ status: answer.status, outcomes, at: Date.now() });
      outcomes.forEach((outcome, index) => {
        queue.splice(queue.indexOf(sent[index]!), 1);
        if (outcome === 'saved' || outcome === 'repeated') acknowledged.push(sent[index]!);
      });
    };
    await sleep(Math.random() * phonePaceMs);
    for (const hole of competition.board.holes) {
      if (!playing) break;
      queue.push({
        player_round_id: competition.playerRoundId,
        member_id: row.member_id,
        hole_number: hole.hole_number,
        strokes: hole.par + ((row.member_id + hole.hole_number) % 3) - 1,
        client_key: randomUUID(),
        base_version: 0,
      });
      await send();
      await sleep(phonePaceMs);
    }
    const deadline = Date.now() + 30_000;
    while (queue.length > 0 && Date.now() < deadline) {
      await send();
      if (queue.length > 0) await sleep(phoneRetryMs);
    }
  };
  const phones = competitions.flatMap((competition) => competition.board.rows.map((row) => phone(competition, row)));
  return {
    answers,
    acknowledged,
    count: phones.length,
    stop: async () => {
      playing = false;
      await Promise.all(phones);
    },
  };
}

/** Waits until an authenticated read on `server` itself (not through nginx) answers 200. */
async function servingAgain(server: RunningServer) {
  for (;;) {
    const answer = await api(server.url, '/api/users/current/').catch(() => ({ status: -1 }));
    if (answer.status === 200) return;
    await sleep(100);
  }
}

beforeAll(async () => {
  formation = await startFormation();
  // The suite's bounds, so that a commit waiting for a standby no longer there is cut short within seconds; the
  // default pool, for 200 phones.
  const environment = { DATABASE_URL: formation.databaseUrl, LOG_LEVEL: 'warn', ...bounds, DATABASE_POOL_MAX: '10' };
  first = await startServer({ seedDemo: 'always', environment });
  second = await startServer({ seedDemo: 'never', environment });
  balancer = await startNginx([first.url, second.url]);
  const login = await fetch(`${balancer.url}/auth/token/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@demo.fairway.golf', password: 'fairway-demo' }),
  });
  token = ((await login.json()) as { auth_token: string }).auth_token;
}, 120_000);

afterAll(async () => {
  await balancer?.stop();
  await first?.stop();
  await second?.stop();
  await formation?.destroy();
});

describe('Fairway on pg_auto_failover, two processes behind nginx, when the primary dies mid-round', () => {
  it('follows the promoted standby without a restart, loses no acknowledged score, and every stream misses nothing', async () => {
    const competitions = [
      await competitionInPlay('Saturday Medal', (golfers) => golfers.slice(0, golfersPerCompetition)),
      await competitionInPlay('Saturday Open', (golfers) => golfers.slice(-golfersPerCompetition)),
    ];
    const streamOf = (competition: Competition) =>
      followBoard(`${balancer.url}/api/tournaments/${competition.tournamentId}/leaderboard/stream/`);
    const streams = competitions.flatMap((competition) =>
      Array.from({ length: golfersPerCompetition }, () => ({ competition, stream: streamOf(competition) })),
    );
    const heardWhole = ({ competition, stream }: { competition: Competition; stream: BoardStream }) =>
      stream.rows.size === competition.board.rows.length;
    for (const each of streams) await each.stream.until(() => heardWhole(each), 20_000);

    const phones = startPhones(competitions);
    expect(phones.count).toBe(200);
    await sleep(4_000);
    const [oldPrimary, standby] = formation.nodes;
    oldPrimary.crash();
    const crashed = Date.now();
    // Half the stream clients lose their connection now, while there is no primary; the others stay connected
    // through the failover and are cut once it is over.
    for (const { stream } of streams.filter((_, index) => index % 2 === 0)) stream.drop();

    await formation.until({ [standby.name]: 'wait_primary' }, 30_000);
    const newPrimaryMs = Date.now() - crashed;
    await Promise.all([servingAgain(first), servingAgain(second)]);
    const servingMs = Date.now() - crashed;
    await sleep(3_000);
    for (const { stream } of streams.filter((_, index) => index % 2 === 1)) stream.drop();
    await phones.stop();

    expect(newPrimaryMs).toBeLessThan(30_000);
    // Serving again waits for the phones' queues sent while there was no primary: 12-21 s after the kill on a loaded
    // 2-core machine when it passed (decision 0114).
    expect(servingMs).toBeLessThan(60_000);
    expect([first.isRunning(), second.isRunning()]).toEqual([true, true]);
    // Told to wait while there was no primary, never a server error (a phone that heard nothing in time sends its
    // queue again, as after a lost signal); and saves went on after the failover.
    expect(phones.answers.filter((answer) => answer.status >= 500 && answer.status !== 503)).toEqual([]);
    expect(
      phones.answers.filter((answer) => answer.outcomes.some((outcome) => !/^(saved|repeated)$/.test(outcome))),
    ).toEqual([]);
    expect(phones.answers.some((answer) => answer.status === 503)).toBe(true);
    expect(
      phones.answers.filter((answer) => answer.at > crashed + servingMs && answer.status === 200).length,
    ).toBeGreaterThan(100);

    // Each process hears, through its change feed now listening on the new primary, a score saved through the other.
    const [medal] = competitions;
    for (const [saveOn, heardOn] of [
      [first, second],
      [second, first],
    ] as const) {
      const stream = followBoard(`${heardOn.url}/api/tournaments/${medal!.tournamentId}/leaderboard/stream/`);
      try {
        await stream.until(() => stream.rows.size === medal!.board.rows.length, 10_000);
        const row = [...stream.rows.values()].find((candidate) => candidate.holes.includes(null))!;
        const holeIndex = row.holes.indexOf(null);
        const entry: Entry = {
          player_round_id: medal!.playerRoundId,
          member_id: row.member_id,
          hole_number: medal!.board.holes[holeIndex]!.hole_number,
          strokes: 9,
          client_key: randomUUID(),
          base_version: 0,
        };
        expect((await api(saveOn.url, '/api/scores/save_score/', [entry])).status).toBe(200);
        phones.acknowledged.push(entry);
        await stream.until(() => stream.rows.get(row.member_id)?.holes[holeIndex] === 9, 1_000);
      } finally {
        stream.close();
      }
    }

    // Every acknowledged score is on the new primary, each saved once.
    const acknowledged = phones.acknowledged;
    expect(acknowledged.length).toBeGreaterThan(500);
    const stored = await standby.query<{
      player_round_id: number;
      member_id: number;
      hole_number: number;
      strokes: number;
    }>('select player_round_id, member_id, hole_number, strokes from player_scores where player_round_id = any($1)', [
      competitions.map((competition) => competition.playerRoundId),
    ]);
    const cell = (score: { player_round_id: number; member_id: number; hole_number: number }) =>
      `${score.player_round_id} ${score.member_id} ${score.hole_number}`;
    const storedOf = new Map(stored.map((score) => [cell(score), score.strokes]));
    expect(acknowledged.filter((entry) => storedOf.get(cell(entry)) !== entry.strokes)).toEqual([]);
    const changesOf = (rows: { count: number }[]) => rows[0]!.count;
    const countChanges = 'select count(*)::int as count from player_score_changes where client_key = any($1::uuid[])';
    const keys = [acknowledged.map((entry) => entry.client_key)];
    expect(changesOf(await standby.query(countChanges, keys))).toBe(acknowledged.length);

    // Every stream client reconnected through nginx, and holds the board as stored.
    for (const competition of competitions) {
      const final = await ok<Board>(balancer.url, `/api/tournaments/${competition.tournamentId}/detailed_leaderboard/`);
      const expected = new Map(final.rows.map((row) => [row.member_id, JSON.stringify([row.holes, row.thru])]));
      const matches = (stream: BoardStream) =>
        [...expected].every(([memberId, text]) => {
          const row = stream.rows.get(memberId);
          return row !== undefined && JSON.stringify([row.holes, row.thru]) === text;
        });
      for (const { stream } of streams.filter((each) => each.competition === competition)) {
        await stream.until(() => matches(stream), 15_000);
        expect(stream.reconnects()).toBeGreaterThan(0);
      }
    }
    for (const { stream } of streams) stream.close();

    // The old primary's machine comes back: it rejoins as the new primary's standby, with every score.
    oldPrimary.rejoin();
    await formation.until({ [oldPrimary.name]: 'secondary', [standby.name]: 'primary' }, 60_000);
    const deadline = Date.now() + 10_000;
    while (changesOf(await oldPrimary.query(countChanges, keys)) < acknowledged.length && Date.now() < deadline)
      await sleep(200);
    expect(changesOf(await oldPrimary.query(countChanges, keys))).toBe(acknowledged.length);
    expect((await oldPrimary.query<{ standby: boolean }>('select pg_is_in_recovery() as standby'))[0]!.standby).toBe(
      true,
    );
  });
});
