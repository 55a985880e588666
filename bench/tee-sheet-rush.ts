/**
 * The evening rush on the tee sheet (issue 51): 2,000 members of one club, each with their own login, ask for a
 * Saturday's 60 tee times (07:00 to 16:50 every ten minutes, four places each, one tee) over HTTP in the same second
 * booking opens (the club's rule: that many days ahead, from that minute), each at a random instant of it (with
 * `--burst`, all at its first instant). Each, having read the day's sheet two seconds before, asks for one of the ten
 * most wanted times (08:00 to 09:30) or, where it is taken, the nearest time within their own minutes of it (60, 120,
 * 240 or the whole day, by the member: people do not all accept alike), in that one ask (`or_nearest_within_minutes`,
 * decision 0150), as the booking page sends it. Runs the server's source (no build) in a process of its own, so that
 * the members' client does not share its event loop, with the demo seeded by this script on PostgreSQL: DATABASE_URL
 * names a server on which this script creates, and afterwards drops, a database of its own.
 * Targets: never a fifth player in a slot nor a member in two slots of the day, no 5xx, every answer's p99 at most
 * 250 ms, and first come first served in the order the database took the requests: every place taken, and no member
 * refused while a time within their minutes still had a place at the end.
 * With `--clubs N`, the same members are shared in turn among the demo club and N - 1 clubs made for the bench, all of
 * one time zone, their sheets opening at the same minute: one most wanted time for each 200 members a club has (its
 * first from 08:00), so that each club's first times are asked for by more than they hold. With `--processes 2`, the
 * built server (`npm run build` first) runs in two processes behind Debian's nginx, as the README's "Several servers
 * behind one address" shows it, and the members ask through nginx. With `--green-fees`, each club charges its members
 * a green fee of 15.00 a round, posted to their accounts in the booking's transaction.
 * Usage: DATABASE_URL=postgres://user@host:port/postgres npm run tee-sheet-rush -w @fairway/bench [-- PORT] [--burst]
 *   [--clubs 300] [--processes 2] [--green-fees]
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { Role } from '@fairway/contract';
import { arrayColumn } from '../apps/server/src/db/array-column.js';
import { loadConfig } from '../apps/server/src/config.js';
import { clubNow } from '../apps/server/src/core/club-dates.js';
import { openPostgres } from '../apps/server/src/db/postgres.js';
import { createLogger } from '../apps/server/src/logger.js';
import { seedDemo } from '../apps/server/src/seed/demo.js';
import { startNginx } from '../e2e/support/nginx.js';
import { benchGolfers } from './bench-golfers.js';
import { burstAsked, membersTap } from './members-taps.js';
import { membersPhones } from './members-phones.js';
import { cpuSecondsOf, machineBusySeconds } from './process-use.js';
import { spawnBuiltServer, spawnSourceServer, waitFor } from './server-process.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const serverUrl = process.env.DATABASE_URL;
if (!serverUrl) throw new Error('Set DATABASE_URL to a PostgreSQL server (its postgres database).');
const { values: options, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    burst: { type: 'boolean', default: false },
    'green-fees': { type: 'boolean', default: false },
    clubs: { type: 'string', default: '1' },
    processes: { type: 'string', default: '1' },
  },
});
const port = Number(positionals.find((word) => /^\d+$/.test(word)) ?? 3436);
const members = 2_000;
const capacity = 4;
const limitMs = 250;
/** The demo club, then the clubs made for the bench (ids far above the demo's). */
const clubIds = Array.from({ length: Number(options.clubs) }, (_, index) => (index === 0 ? 1 : 5_000 + index));
const processes = Number(options.processes);
if (!(processes === 1 || processes === 2)) throw new Error('--processes is 1 or 2');
/** Member `index` (0-based, as the tokens are) is a member of this club, and its `n`th member. */
const clubOf = (index: number) => clubIds[index % clubIds.length]!;
const placeInClub = (index: number) => Math.floor(index / clubIds.length);
const timeOf = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
/** One most wanted time for each 200 members of a club (ten for the one club's 2,000), from 08:00. */
const mostWanted = Array.from(
  { length: Math.min(10, Math.max(1, Math.round(members / clubIds.length / 200))) },
  (_, index) => timeOf(8 * 60 + index * 10),
);
/** The Saturday's 60 times, 07:00 to 16:50. */
const sheetTimes = Array.from({ length: 60 }, (_, index) => timeOf(7 * 60 + index * 10));
const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

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
const rowsOf = <Row>(result: unknown) => (result as { rows: Row[] }).rows;

const name = `fairway_bench_rush_${process.pid}`;
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
  // The bench's other clubs, in the demo club's time zone, its admin theirs too.
  await db.execute(sql`insert into golf_courses (id, name, short_name, email, status, time_zone)
    select id, 'Rush Club ' || id, 'RC' || id, 'club' || id || '@rush.example', 'approved', time_zone
    from unnest(${arrayColumn(clubIds.slice(1), 'integer')}) id, (select time_zone from golf_courses where id = 1) demo`);
  await db.execute(sql`insert into user_roles (user_id, golf_course_id, role)
    select users.id, club, ${Role.admin} from users, unnest(${arrayColumn(clubIds.slice(1), 'integer')}) club
    where users.email = 'admin@demo.fairway.golf'`);
  // The demo club's own sheet set aside: the bench's Saturday is the only one booked.
  for (const table of [
    'waiting_list',
    'ballot_entry_members',
    'ballot_entries',
    'ballots',
    'visitor_bookings',
    'booking_players',
    'bookings',
    'tee_times',
    'tee_sheet_blocks',
    'tee_sheet_templates',
    'green_fees',
    'booking_rules',
  ])
    await db.execute(sql`delete from ${sql.identifier(table)} where golf_course_id = 1`);
  // With green fees, each club's head for them: the demo club has its own.
  if (options['green-fees'])
    await db.execute(sql`insert into accounts_head (golf_course_id, code, name, kind)
      select club, 'GREEN', 'Green fees', 'charge' from unnest(${arrayColumn(clubIds.slice(1), 'integer')}) club`);
  const greenFeeHeads = new Map(
    rowsOf<{ id: number; club: number }>(
      await db.execute(sql`select id, golf_course_id as club from accounts_head
        where code = 'GREEN' and golf_course_id = any(${arrayColumn(clubIds, 'integer')})`),
    ).map((head) => [Number(head.club), Number(head.id)]),
  );
  // 2,000 members of the clubs, in turn, each with a login, signed in.
  const { golferTokens: memberTokens, adminToken } = await benchGolfers(db, {
    clubIds,
    count: members,
    kind: 'rush',
    prefix: 'RU',
  });

  if (processes > 1 && !fs.existsSync(path.join(root, 'apps/server/dist/main.js')))
    throw new Error('Two processes run the built server: npm run build first.');
  const servers = Array.from({ length: processes }, (_, index) => {
    const env = { DATABASE_URL: url.toString(), PORT: String(port + index), SEED_DEMO: 'never' };
    return processes === 1 ? spawnSourceServer(env) : spawnBuiltServer(env);
  });
  const balancer = { stop: async () => {} };
  try {
    for (const [index, server] of servers.entries()) await waitFor(`http://127.0.0.1:${port + index}/readyz`, server);
    let address = `http://127.0.0.1:${port}`;
    if (processes > 1) {
      // Each member's connection, and one to a server for each request in flight or kept idle.
      const nginx = await startNginx(
        servers.map((_, index) => `http://127.0.0.1:${port + index}`),
        { workerConnections: 3 * members + 2_048 },
      );
      balancer.stop = nginx.stop;
      address = nginx.url;
    }
    type Answer = {
      what: 'book';
      club: number;
      time: string;
      withinMinutes: number;
      status: number;
      detail: string;
      ms: number;
    };
    const phone = membersPhones(address);
    let connectionsReset = 0;
    const call = async (
      token: string,
      club: number,
      method: string,
      pathName: string,
      body?: unknown,
    ): Promise<{ status: number; answer: Record<string, unknown>; ms: number }> => {
      const started = performance.now();
      try {
        const { status, answer } = await phone(
          method,
          pathName,
          { authorization: `Token ${token}`, 'x-golf-course': String(club) },
          body,
        );
        return { status, answer, ms: performance.now() - started };
      } catch (error) {
        // A connection reset before any answer is sent again once, as a browser does; counted, and its time kept.
        if (connectionsReset > members) throw error;
        connectionsReset += 1;
        const again = await call(token, club, method, pathName, body);
        return { ...again, ms: performance.now() - started };
      }
    };
    const made = async (club: number, pathName: string, body: unknown) => {
      const { status, answer } = await call(adminToken!, club, 'POST', pathName, body);
      if (status !== 201) throw new Error(`POST ${pathName}: ${status} ${JSON.stringify(answer)}`);
    };

    // The first Saturday whose sheet has no block (the demo's tournaments take some), booking for it opening at a
    // whole minute on the club's clock, at least 15 s after the rules are made.
    const clock = await clubNow(db, clubIds[0]!);
    for (const club of clubIds)
      await made(club, '/api/tee_sheet_templates/', {
        name: 'Every day',
        weekdays: [1, 2, 3, 4, 5, 6, 7],
        first_start: '07:00',
        last_start: '16:50',
        interval_minutes: 10,
      });
    type Slot = { time: string; places_left: number; block: unknown };
    const sheetPathOf = (club: number, date: string) => `/api/tee_sheet/?course=${club}&date=${date}`;
    // The other clubs have no blocks: the demo club's sheet decides the day.
    let saturday = '';
    for (let days = 1; !saturday && days <= 35; days += 1) {
      const day = addDays(clock.today, days);
      if (new Date(`${day}T00:00:00Z`).getUTCDay() !== 6) continue;
      const slots = (await call(adminToken!, clubIds[0]!, 'GET', sheetPathOf(clubIds[0]!, day))).answer.slots as Slot[];
      if (slots.length === 60 && slots.every((slot) => slot.block === null)) saturday = day;
    }
    if (!saturday) throw new Error('No Saturday of the next five weeks has 60 tee times free of blocks');
    const daysAhead = (Date.parse(saturday) - Date.parse(clock.today)) / 86_400_000;
    // Every club's rules made before the minute booking opens, a second or so each on a quiet machine for 300.
    const opensAt = new Date(Math.ceil((Date.now() + 30_000 + clubIds.length * 100) / 60_000) * 60_000);
    const opensAtClub = (await clubNow(db, clubIds[0]!, opensAt)).now.slice(11, 16);
    for (const club of clubIds) {
      if (options['green-fees']) await made(club, '/api/green_fees/', { player: 'member', amount_minor: 1500 });
      await made(club, '/api/booking_rules/', {
        ...(options['green-fees'] ? { green_fee_accounts_head_id: greenFeeHeads.get(club) } : {}),
        days_ahead: daysAhead,
        opens_at: opensAtClub,
        maximum_bookings_per_day: 1,
        maximum_guests: 3,
        cancel_cut_off_hours: 24,
        no_shows: 3,
        no_show_within_days: 90,
        suspension_days: 14,
      });
    }

    const answers: Answer[] = [];
    /** The minutes from the time asked each member accepts, by the member. */
    const withinMinutesOf = (index: number) =>
      [60, 120, 240, 720][Math.floor(placeInClub(index) / mostWanted.length) % 4]!;
    /** One member on their phone: the time they want, or the nearest within their minutes, in one ask. */
    const rush = async (token: string, index: number) => {
      const time = mostWanted[placeInClub(index) % mostWanted.length]!;
      const booked = await call(token, clubOf(index), 'POST', '/api/bookings/', {
        date: saturday,
        time,
        tee: 1,
        or_nearest_within_minutes: withinMinutesOf(index),
      });
      answers.push({
        what: 'book',
        club: clubOf(index),
        time,
        withinMinutes: withinMinutesOf(index),
        status: booked.status,
        detail: String(booked.answer.detail ?? ''),
        ms: booked.ms,
      });
    };

    // Each member's phone shows the day's sheet as the minute comes: read once, two seconds before booking opens (not
    // counted; within the server's 5 s keep-alive), so that the rush meets open connections and signed-in members, as
    // a club's does, not 2,000 new ones.
    await setTimeout(Math.max(0, opensAt.getTime() - 2_000 - Date.now()));
    await Promise.all(
      memberTokens.map((token, index) => call(token, clubOf(index), 'GET', sheetPathOf(clubOf(index), saturday))),
    );
    connectionsReset = 0;
    await setTimeout(Math.max(0, opensAt.getTime() - Date.now()));
    const loadBefore = os.loadavg();
    const serverCpu = cpuSecondsOf(() => servers.map((server) => server.pid!));
    const cpuBefore = { server: serverCpu(), members: process.cpuUsage(), machine: machineBusySeconds() };
    const started = performance.now();
    await membersTap(members, burstAsked, (index) => rush(memberTokens[index]!, index));
    const wallMs = performance.now() - started;
    const membersCpu = process.cpuUsage(cpuBefore.members);
    const cpuSeconds = {
      server: serverCpu() - cpuBefore.server,
      membersClient: (membersCpu.user + membersCpu.system) / 1e6,
      machine: machineBusySeconds() - cpuBefore.machine,
    };
    const loadAfter = os.loadavg();

    const ofTheClubs = arrayColumn(clubIds, 'integer');
    const overfull = rowsOf<{ time: string; players: number }>(
      await db.execute(sql`select t.time, count(p.id)::int as players from tee_times t
        join bookings b on b.tee_time_id = t.id and b.status = 'booked'
        join booking_players p on p.booking_id = b.id and p.removed_at is null
        where t.golf_course_id = any(${ofTheClubs}) and t.date = ${saturday}
        group by t.id, t.time, t.capacity, t.places_taken having count(p.id) > t.capacity or count(p.id) <> t.places_taken`),
    );
    const twice = rowsOf<{ member_id: number }>(
      await db.execute(sql`select p.member_id from booking_players p join bookings b on b.id = p.booking_id
        where p.golf_course_id = any(${ofTheClubs}) and p.date = ${saturday} and b.status = 'booked'
          and p.removed_at is null and p.member_id is not null group by p.member_id having count(*) > 1`),
    );
    const slots = rowsOf<{ golf_course_id: number; time: string; places_taken: number }>(
      await db.execute(sql`select golf_course_id, time, places_taken from tee_times
        where golf_course_id = any(${ofTheClubs}) and date = ${saturday}`),
    );
    // With green fees, every booked member's fee, posted once to their own account.
    const feesPosted = rowsOf<{ member_id: number; fees: number }>(
      await db.execute(sql`select p.member_id, count(e.id)::int as fees from booking_players p
        join bookings b on b.id = p.booking_id and b.status = 'booked'
        left join member_expences e on e.id = p.member_expense_id and e.member_id = p.member_id
          and e.status = 'posted' and e.amount_minor = p.green_fee_minor
        where p.golf_course_id = any(${ofTheClubs}) and p.date = ${saturday} and p.member_id is not null
        group by p.member_id`),
    );
    const taken = new Map(slots.map((slot) => [`${slot.golf_course_id} ${slot.time}`, slot.places_taken]));
    const placesTaken = slots.reduce((sum, slot) => sum + slot.places_taken, 0);
    const bookings = answers.filter((answer) => answer.what === 'book');
    const refused = bookings.filter((answer) => answer.status === 409);
    // First come first served: a member refused only when the database had given every place within their minutes
    // to others before.
    const refusedWithPlaceLeft = refused.filter((answer) =>
      sheetTimes.some(
        (time) =>
          Math.abs(minutesOf(time) - minutesOf(answer.time)) <= answer.withinMinutes &&
          (taken.get(`${answer.club} ${time}`) ?? 0) < capacity,
      ),
    );
    const statuses: Record<string, number> = {};
    for (const answer of answers)
      statuses[`${answer.what} ${answer.status}`] = (statuses[`${answer.what} ${answer.status}`] ?? 0) + 1;
    const refusals: Record<string, number> = {};
    for (const answer of refused) refusals[answer.detail] = (refusals[answer.detail] ?? 0) + 1;
    const faults: Record<string, number> = {};
    for (const answer of bookings.filter((one) => one.status >= 500))
      faults[`${answer.status} ${answer.detail}`] = (faults[`${answer.status} ${answer.detail}`] ?? 0) + 1;
    const times = answers.map((answer) => answer.ms);
    const bookingTimes = bookings.map((answer) => answer.ms);
    const result = {
      machine: `${os.cpus().length} cores, ${os.cpus()[0]?.model}, Node ${process.version}, PostgreSQL`,
      loadAverage: { before: loadBefore.map(round), after: loadAfter.map(round) },
      members,
      clubs: clubIds.length,
      mostWantedTimesAClub: mostWanted.length,
      processes: processes === 1 ? 'one, the source' : `${processes}, built, behind nginx`,
      taps: burstAsked ? 'all at the first instant of the second' : 'each at a random instant of the second',
      saturday,
      opensAt: `${daysAhead} days ahead from ${opensAtClub} (${opensAt.toISOString()})`,
      statuses,
      refusals,
      faults,
      placesTaken,
      membersBooked: bookings.filter((answer) => answer.status === 201).length,
      slotsOverfullOrMiscounted: overfull.length,
      membersInTwoSlots: twice.length,
      refusedWithPlaceLeft: refusedWithPlaceLeft.length,
      ...(options['green-fees']
        ? { greenFeesPostedOnce: feesPosted.filter((member) => member.fees === 1).length }
        : {}),
      connectionsReset,
      // Where the two cores went while the members asked: the server's process, this script's members, and the rest
      // of the machine (PostgreSQL's backends, and whatever else ran).
      cpuSeconds: {
        server: round(cpuSeconds.server),
        membersClient: round(cpuSeconds.membersClient),
        postgresAndTheRest: round(cpuSeconds.machine - cpuSeconds.server - cpuSeconds.membersClient),
        serverPerAskMs: round((cpuSeconds.server * 1000) / members),
      },
      ms: {
        everyAnswer: {
          median: round(percentile(times, 0.5)),
          p99: round(percentile(times, 0.99)),
          worst: round(Math.max(...times)),
        },
        bookings: {
          median: round(percentile(bookingTimes, 0.5)),
          p99: round(percentile(bookingTimes, 0.99)),
          worst: round(Math.max(...bookingTimes)),
        },
        all: round(wallMs),
        limitP99: limitMs,
      },
    };
    console.log(JSON.stringify(result, null, 2));
    const met =
      // The one club's 2,000 members fill its sheet; shared among many clubs, each booking is one place.
      (clubIds.length === 1 ? placesTaken === 60 * capacity : placesTaken === result.membersBooked) &&
      overfull.length === 0 &&
      twice.length === 0 &&
      refusedWithPlaceLeft.length === 0 &&
      (!options['green-fees'] || result.greenFeesPostedOnce === result.membersBooked) &&
      answers.every((answer) => answer.status < 500) &&
      result.ms.everyAnswer.p99 <= limitMs;
    if (!met) process.exitCode = 1;
  } finally {
    await balancer.stop();
    for (const server of servers) {
      if (server.exitCode !== null || server.signalCode !== null) continue;
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    }
  }
} finally {
  await handle.close();
  await onServer(`drop database if exists ${name}`);
}
