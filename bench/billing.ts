/**
 * Membership billing on PostgreSQL: a month's bill run for 10,000 members (three heads of their type and a locker
 * each, `runBill`, one transaction), and the statement of a member with 5,000 ledger entries (`getStatement`, as the
 * statement route calls it). Runs on the server's source against an empty database: DATABASE_URL names a PostgreSQL
 * server on which this script creates, and afterwards drops, a database of its own. Targets of issue 35: the run in at
 * most 3 s, the statement in at most 50 ms.
 * Usage: DATABASE_URL=postgres://user@host:port/postgres npm run billing -w @fairway/bench
 */
import { performance } from 'node:perf_hooks';
import { count, sql } from 'drizzle-orm';
import pg from 'pg';
import { loadConfig } from '../apps/server/src/config.js';
import type { Actor } from '../apps/server/src/core/actor.js';
import { openPostgres } from '../apps/server/src/db/postgres.js';
import { memberBillLines } from '../apps/server/src/db/schema/index.js';
import { createLogger } from '../apps/server/src/logger.js';
import { postPayments } from '../apps/server/src/modules/billing/post-payments.js';
import { runBill } from '../apps/server/src/modules/billing/run-bill.js';
import { getStatement } from '../apps/server/src/modules/billing/get-statement.js';

const serverUrl = process.env.DATABASE_URL;
if (!serverUrl) throw new Error('Set DATABASE_URL to a PostgreSQL server (its postgres database).');
const members = 10_000;
const statementEntries = 5_000;

async function onServer(statement: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const round = (ms: number) => Math.round(ms * 10) / 10;

const name = `fairway_bench_billing_${process.pid}`;
await onServer(`create database ${name}`);
const url = new URL(serverUrl);
url.pathname = `/${name}`;
const config = loadConfig({
  DATABASE_URL: url.toString(),
  LOG_LEVEL: 'silent',
  DATABASE_STATEMENT_TIMEOUT_MS: '60000',
});
const handle = openPostgres({ ...config.database, url: url.toString() }, createLogger(config));
try {
  await handle.prepare();
  const { db } = handle;
  // A club, its admin, 10,000 members of one type with three monthly heads, and a locker each with its charge.
  await db.execute(
    sql`insert into users (email, first_name, password_hash) values ('bench@example.com', 'Bench', 'x')`,
  );
  await db.execute(sql`insert into golf_courses (name, status) values ('Bench Golf Club', 'approved')`);
  await db.execute(sql`insert into members (first_name, last_name)
    select 'Member', lpad(n::text, 5, '0') from generate_series(1, ${members}) n`);
  await db.execute(sql`insert into golf_course_members (golf_course_id, member_id, membership_number)
    select 1, id, 'BM-' || lpad(id::text, 5, '0') from members`);
  await db.execute(sql`insert into accounts_head (golf_course_id, code, name, kind) values
    (1, 'SUBS', 'Subscription', 'charge'), (1, 'BAR', 'Bar minimum', 'charge'), (1, 'LEVY', 'Course levy', 'charge'),
    (1, 'LOCKER', 'Locker rent', 'charge')`);
  await db.execute(sql`insert into member_types_master (golf_course_id, name) values (1, 'Permanent')`);
  await db.execute(sql`insert into member_types_head_mapping (golf_course_id, member_type_id, accounts_head_id, amount_minor, frequency)
    values (1, 1, 1, 9500, 'monthly'), (1, 1, 2, 2500, 'monthly'), (1, 1, 3, 1500, 'monthly')`);
  await db.execute(sql`insert into member_types_mapping (golf_course_id, member_id, member_type_id, from_date)
    select 1, id, 1, '2020-01-01' from members`);
  await db.execute(sql`insert into locker_type (golf_course_id, name) values (1, 'Full height')`);
  await db.execute(sql`insert into locker_master (golf_course_id, locker_type_id, number, status)
    select 1, 1, 'L-' || lpad(id::text, 5, '0'), 'assigned' from members`);
  await db.execute(sql`insert into member_locker (golf_course_id, member_id, locker_id, from_date)
    select 1, m.id, l.id, '2020-01-01' from members m join locker_master l on l.number = 'L-' || lpad(m.id::text, 5, '0')`);
  await db.execute(sql`insert into locker_type_charges (golf_course_id, locker_type_id, member_type_id, accounts_head_id, amount_minor, frequency)
    values (1, 1, 1, 4, 600, 'monthly')`);
  await db.execute(sql`analyze`);

  const actor: Actor = { userId: 1, golfCourseId: 1, ip: null };
  const today = new Date().toISOString().slice(0, 10);
  const month = `${today.slice(0, 7)}-01`;
  const started = performance.now();
  const run = await runBill(db, actor, month, today);
  const runMs = performance.now() - started;
  const [lines] = await db.select({ n: count() }).from(memberBillLines);

  // One member's 5,000 entries: a bill, then 4,999 payments, posted as a day's takings.
  await postPayments(
    db,
    actor,
    Array.from({ length: statementEntries - 1 }, (_, index) => ({
      member_id: 1,
      date: new Date(Date.UTC(2020, 0, 1) + index * 3_600_000 * 8).toISOString().slice(0, 10),
      amount: '1.00',
      mode: 'cash' as const,
    })),
  );
  await db.execute(sql`analyze`);
  const range = { memberId: 1, fromDate: '2000-01-01', toDate: '2100-01-01' };
  for (let warm = 0; warm < 5; warm += 1) await getStatement(db, 1, range);
  const times: number[] = [];
  let entries = 0;
  for (let sample = 0; sample < 30; sample += 1) {
    const at = performance.now();
    entries = (await getStatement(db, 1, range)).entries.length;
    times.push(performance.now() - at);
  }
  console.log(
    JSON.stringify(
      {
        billRun: {
          members: run.members_count,
          lines: lines!.n,
          totalMinor: run.total_minor,
          ms: Math.round(runMs),
          limitMs: 3000,
        },
        statement: { entries, medianMs: round(median(times)), worstMs: round(Math.max(...times)), limitMs: 50 },
      },
      null,
      2,
    ),
  );
  if (runMs > 3000 || median(times) > 50) process.exitCode = 1;
} finally {
  await handle.close();
  await onServer(`drop database if exists ${name}`);
}
