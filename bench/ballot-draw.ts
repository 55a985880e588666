/**
 * The tee sheet's ballot drawn by the server (issue 51): 500 entries of one to four players for the 60 tee times of a
 * day, drawn by `drawBallot` as the admin's action and the server's tick call it: the seeded draw, the 60 winning
 * groups booked with their players, the losers put on the waiting list, every entry's explanation written and every
 * entrant mailed, in one transaction. Runs on the server's source on the embedded database (PGlite) in a folder of its
 * own, deleted afterwards; three ballots on three days, each drawn once. Target of issue 51: at most 1 s a draw.
 * Usage: npm run ballot -w @fairway/bench
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { createSeededRandom } from '@fairway/golf';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../apps/server/src/config.js';
import { openPglite } from '../apps/server/src/db/pglite.js';
import { ballotEntries, ballotEntryMembers, ballots } from '../apps/server/src/db/schema/index.js';
import { drawBallot } from '../apps/server/src/modules/tee-sheet/draw-ballot.js';

const ENTRIES = 500;
const DRAWS = 3;
const LIMIT_MS = 1_000;

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fairway-bench-ballot-'));
const config = loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: dataDir });
const handle = await openPglite(dataDir);
try {
  await handle.prepare();
  const { db } = handle;
  // A club with a sheet every day from 07:00 to 16:50 every ten minutes (60 tee times), its rules, and 2,000 members.
  await db.execute(sql`insert into golf_courses (name, status) values ('Bench Golf Club', 'approved')`);
  // Both drivers answer the rows under `rows`.
  const rowsOf = (result: unknown) => (result as { rows: { id: number }[] }).rows;
  const club = rowsOf(await db.execute(sql`select max(id)::int as id from golf_courses`))[0]!.id;
  await db.execute(sql`insert into members (first_name, last_name, email)
    select 'Member', lpad(n::text, 4, '0'), 'member' || n || '@bench.example' from generate_series(1, ${4 * ENTRIES}) n`);
  await db.execute(sql`insert into golf_course_members (golf_course_id, member_id, membership_number)
    select ${club}, id, 'BM-' || id from members where email like '%@bench.example'`);
  await db.execute(sql`insert into tee_sheet_templates (golf_course_id, name, weekdays, first_start, last_start, interval_minutes)
    values (${club}, 'Every day', '{1,2,3,4,5,6,7}', '07:00', '16:50', 10)`);
  await db.execute(sql`insert into booking_rules (golf_course_id) values (${club})`);
  const memberIds = rowsOf(
    await db.execute(sql`select id from members where email like '%@bench.example' order by id`),
  ).map((row) => row.id);

  const random = createSeededRandom(51);
  const times: number[] = [];
  for (let draw = 0; draw < DRAWS; draw += 1) {
    const date = new Date(Date.now() + (20 + draw) * 86_400_000).toISOString().slice(0, 10);
    const [ballot] = await db
      .insert(ballots)
      .values({ golf_course_id: club, date, from_time: '07:00', to_time: '16:50', closes_at: '2000-01-01T00:00' })
      .returning({ id: ballots.id });
    let next = 0;
    for (let entry = 0; entry < ENTRIES; entry += 1) {
      const size = 1 + Math.floor(random() * 4);
      const group = memberIds.slice(next, next + size);
      next += size;
      const from = 7 * 60 + Math.floor(random() * 60) * 10;
      const to = Math.min(from + 60, 16 * 60 + 50);
      const time = (minutes: number) =>
        `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
      const [made] = await db
        .insert(ballotEntries)
        .values({
          golf_course_id: club,
          ballot_id: ballot!.id,
          member_id: group[0]!,
          others: group.slice(1).map((member_id) => ({ kind: 'member' as const, member_id })),
          from_time: time(from),
          to_time: time(to),
        })
        .returning({ id: ballotEntries.id });
      await db.insert(ballotEntryMembers).values(
        group.map((member_id) => ({
          golf_course_id: club,
          ballot_id: ballot!.id,
          ballot_entry_id: made!.id,
          member_id,
        })),
      );
    }
    const started = performance.now();
    await drawBallot(db, config, { userId: null, golfCourseId: club, ip: null }, ballot!.id);
    times.push(performance.now() - started);
  }
  const figures = times.map((ms) => `${Math.round(ms)} ms`).join(', ');
  console.log(`drawBallot, ${ENTRIES} entries over 60 tee times: ${figures} (limit ${LIMIT_MS} ms)`);
  if (times.some((ms) => ms > LIMIT_MS)) process.exitCode = 1;
} finally {
  await handle.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
