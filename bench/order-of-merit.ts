/**
 * A season's order of merit (issue 53): a series of 30 events of 400 players each, published, read and worked out by
 * `readOrderOfMerit` as the endpoint does (the series, its 30 published snapshots of 400 rows, `@fairway/golf`'s
 * `orderOfMerit` over best 10 of a rolling 12 months, the answer with its words). Runs on the server's source on the
 * embedded database (PGlite) in a folder of its own, deleted afterwards; timed over several reads. Target of issue
 * 53: at most 300 ms a table.
 * Usage: npm run order-of-merit -w @fairway/bench
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { Role, type ResultCategory } from '@fairway/contract';
import { createSeededRandom } from '@fairway/golf';
import { sql } from 'drizzle-orm';
import { openPglite } from '../apps/server/src/db/pglite.js';
import { tournamentMasters, tournamentResults, tournaments } from '../apps/server/src/db/schema/index.js';
import { readOrderOfMerit } from '../apps/server/src/modules/results/read-order-of-merit.js';

const EVENTS = 30;
const PLAYERS = 400;
const READS = 7;
const LIMIT_MS = 300;

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fairway-bench-merit-'));
const handle = await openPglite(dataDir);
try {
  await handle.prepare();
  const { db } = handle;
  await db.execute(sql`insert into golf_courses (name, status) values ('Bench Golf Club', 'approved')`);
  const rowsOf = (result: unknown) => (result as { rows: { id: number }[] }).rows;
  const club = rowsOf(await db.execute(sql`select max(id)::int as id from golf_courses`))[0]!.id;
  await db.execute(sql`insert into members (first_name, last_name, email)
    select 'Player', lpad(n::text, 4, '0'), 'player' || n || '@merit.example' from generate_series(1, ${PLAYERS}) n`);
  const memberIds = rowsOf(
    await db.execute(sql`select id from members where email like '%@merit.example' order by id`),
  ).map((row) => row.id);
  const [series] = await db
    .insert(tournamentMasters)
    .values({
      golf_course_id: club,
      name: 'Bench Medal',
      merit_points: Array.from({ length: 40 }, (_, index) => 100 - 2.5 * index),
      merit_best_n: 10,
      merit_period: 'rolling_12_months',
    })
    .returning({ id: tournamentMasters.id });

  // Thirty weekly events over the season, every player in each, a few without a result, some places shared.
  const random = createSeededRandom(53);
  for (let event = 0; event < EVENTS; event += 1) {
    const day = new Date(Date.UTC(2026, 2, 7 + 7 * event)).toISOString().slice(0, 10);
    const [tournament] = await db
      .insert(tournaments)
      .values({
        golf_course_id: club,
        tournament_master_id: series!.id,
        name: `Bench Medal ${event + 1}`,
        start_date: day,
        end_date: day,
        format: 'stroke_play',
        handicap_allowance: 95,
        status: 'completed',
        merit_weight_percent: event % 10 === 9 ? 200 : 100,
      })
      .returning({ id: tournaments.id });
    const nets = memberIds.map((id) => ({ id, net: random() < 0.03 ? null : 60 + Math.floor(random() * 30) }));
    nets.sort((one, other) => (one.net ?? 999) - (other.net ?? 999));
    const rows = nets.map((player) => {
      const position = player.net === null ? null : nets.findIndex((other) => other.net === player.net) + 1;
      const tied = player.net !== null && nets.filter((other) => other.net === player.net).length > 1;
      return {
        position,
        position_display: position === null ? 'NR' : `${tied ? 'T' : ''}${position}`,
        tied,
        member_id: player.id,
        team_id: null,
        name: `Player ${player.id}`,
        playing_handicap: 18,
        peoria_handicap: null,
        gross: player.net === null ? null : player.net + 18,
        net: player.net,
        points: null,
        countback: '',
      };
    });
    const categories: ResultCategory[] = [{ category: '', rows }];
    await db.insert(tournamentResults).values({
      golf_course_id: club,
      tournament_id: tournament!.id,
      format: 'stroke_play',
      basis: 'net',
      categories,
      published: true,
      published_at: new Date(`${day}T18:00:00Z`),
    });
  }

  const admin = { userId: null, golfCourseId: club, ip: null, roles: [Role.admin] };
  const times: number[] = [];
  let standings = 0;
  for (let read = 0; read < READS; read += 1) {
    const started = performance.now();
    const table = await readOrderOfMerit(db, admin, series!.id, undefined);
    times.push(performance.now() - started);
    standings = table.standings.length;
  }
  const sorted = [...times].sort((one, other) => one - other);
  const median = sorted[Math.floor(sorted.length / 2)]!;
  console.log(`machine: ${os.cpus().length} cores, ${os.cpus()[0]?.model}, Node ${process.version}; PGlite`);
  console.log(
    `readOrderOfMerit, ${EVENTS} events of ${PLAYERS} players (${standings} lines): ${times.map((ms) => `${Math.round(ms)} ms`).join(', ')}; median ${Math.round(median)} ms (limit ${LIMIT_MS} ms)`,
  );
  if (median > LIMIT_MS) process.exitCode = 1;
} finally {
  await handle.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
