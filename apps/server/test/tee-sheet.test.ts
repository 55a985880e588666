import { and, eq, gt, max, ne, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  type CalendarEntry,
  accountsHeads,
  bookingPlayers,
  golfCourseMembers,
  golfCourses,
  mailOutbox,
  memberExpenses,
  members,
  playerRounds,
  teeTimes,
  tournaments,
  users,
} from '../src/db/schema/index.js';
import { Role } from '@fairway/contract';
import { ConflictError, InvalidInputError } from '../src/core/domain-errors.js';
import { type BookingInput, bookTeeTimes } from '../src/modules/tee-sheet/book-tee-times.js';
import { amongIds } from '../src/db/array-column.js';
import { makeTeeTimeRows } from '../src/modules/tee-sheet/make-tee-time-rows.js';
import { calendarFile } from '../src/modules/mail/index.js';
import { clubAtMidday, setAsideDemoTeeSheet } from './demo-tee-sheet.js';
import { callsAs, demo, demoClubId, secondClubId, useTestApp, type Who } from './test-app.js';

const t = useTestApp();
const call = callsAs(t);

beforeEach(() => setAsideDemoTeeSheet(t));

type Player = { id: number; kind: string; member_id: number | null; name: string; green_fee_minor: number | null };
type Booking = { id: number; status: string; cancelled_late: boolean | null; players: Player[] };

/** The club's sheet every day from 07:00 to 17:50 every ten minutes, its rules, and a guest's green fee of 45.00. */
/** A club's booking rules: 30 days ahead from midnight, two guests, one no-show in 90 days suspends for 14. */
const clubRules = {
  days_ahead: 30,
  opens_at: '00:00',
  maximum_guests: 2,
  cancel_cut_off_hours: 24,
  no_shows: 1,
  no_show_within_days: 90,
  suspension_days: 14,
};

async function setUpClub(rules: Record<string, unknown> = {}) {
  const dayAfter = await clubAtMidday(t);
  const [head] = await t.db
    .select({ id: accountsHeads.id })
    .from(accountsHeads)
    .where(and(eq(accountsHeads.golf_course_id, demoClubId), eq(accountsHeads.code, 'GREEN')));
  const template = await call('POST', '/api/tee_sheet_templates/', 'admin', {
    name: 'Every day',
    weekdays: [1, 2, 3, 4, 5, 6, 7],
    first_start: '07:00',
    last_start: '17:50',
    interval_minutes: 10,
  });
  expect(template.statusCode).toBe(201);
  const saved = await call('POST', '/api/booking_rules/', 'admin', {
    ...clubRules,
    green_fee_accounts_head_id: head!.id,
    ...rules,
  });
  expect(saved.statusCode).toBe(201);
  expect((await call('POST', '/api/green_fees/', 'admin', { player: 'guest', amount_minor: 4500 })).statusCode).toBe(
    201,
  );
  const [morgan] = await t.db
    .select({ id: members.id })
    .from(members)
    .where(eq(members.email, 'member@demo.fairway.golf'));
  const others = await t.db
    .select({ id: golfCourseMembers.member_id })
    .from(golfCourseMembers)
    .where(and(eq(golfCourseMembers.golf_course_id, demoClubId), ne(golfCourseMembers.member_id, morgan!.id)))
    .orderBy(golfCourseMembers.member_id)
    .limit(12);
  return { dayAfter, memberId: morgan!.id, otherIds: others.map((other) => other.id) };
}

const book = (body: Record<string, unknown>, who: Who = 'member') => call('POST', '/api/bookings/', who, body);
const detail = (answer: { json: () => unknown }) => (answer.json() as { detail: string }).detail;

describe('the tee sheet resources', () => {
  it("a club's admins keep templates, blocks, booking rules and green fees; every role reads them; another club's ids are not found", async () => {
    await setUpClub();
    const block = await call('POST', '/api/tee_sheet_blocks/', 'admin', {
      date: '2030-06-01',
      kind: 'maintenance',
      reason: 'Greens hollow-tined',
    });
    expect(block.statusCode).toBe(201);
    for (const resource of ['tee_sheet_templates', 'tee_sheet_blocks', 'booking_rules', 'green_fees']) {
      const { results } = (await call('GET', `/api/${resource}/`, 'member')).json<{ results: { id: number }[] }>();
      expect(results, resource).toHaveLength(1);
      const one = `/api/${resource}/${results[0]!.id}/`;
      for (const who of ['member', 'user', 'events'] as const) {
        expect((await call('GET', one, who)).statusCode, `${who} reads ${resource}`).toBe(200);
        expect((await call('DELETE', one, who)).statusCode, `${who} deletes ${resource}`).toBe(403);
      }
      expect((await call('GET', `/api/${resource}/`, 'anonymous')).statusCode).toBe(401);
      for (const method of ['GET', 'PATCH', 'DELETE'] as const)
        expect((await call(method, one, 'secondAdmin', {}, secondClubId)).statusCode, `${method} ${resource}`).toBe(
          404,
        );
    }
    expect((await call('GET', '/api/tee_sheet_blocks/', 'admin')).json()).toMatchObject({ count: 1 });
  });

  it('refuses a template whose last start is before its first, naming the field, and fee rows that cannot be ordered', async () => {
    const template = await call('POST', '/api/tee_sheet_templates/', 'admin', {
      name: 'Backwards',
      weekdays: [6],
      first_start: '08:00',
      last_start: '07:00',
      interval_minutes: 8,
    });
    expect(template.statusCode).toBe(400);
    expect(template.json()).toEqual({ last_start: ['The last start 07:00 is before the first 08:00.'] });
    expect(
      (await call('POST', '/api/green_fees/', 'admin', { player: 'visitor', weekdays: [6, 7], amount_minor: 8000 }))
        .statusCode,
    ).toBe(201);
    const crossing = await call('POST', '/api/green_fees/', 'admin', {
      player: 'visitor',
      weekdays: [5, 6],
      amount_minor: 7000,
    });
    expect(crossing.statusCode).toBe(400);
    expect((await call('GET', '/api/green_fees/', 'admin')).json()).toMatchObject({ count: 1 });
  });
});

describe('the day and booking', () => {
  it('a member books for themself, a member and a guest: the sheet shows them, the guest fee is posted to them, each member is mailed a calendar file', async () => {
    const { dayAfter, memberId, otherIds } = await setUpClub();
    const date = dayAfter(2);
    const partner = otherIds[0]!;
    const booked = await book({
      date,
      time: '10:00',
      others: [
        { kind: 'member', member_id: partner },
        { kind: 'guest', name: 'Gill Guest', email: 'gill@example.com' },
      ],
    });
    expect(booked.statusCode).toBe(201);
    const booking = booked.json<Booking>();
    expect(booking.players.map((player) => [player.kind, player.green_fee_minor])).toEqual([
      ['member', null],
      ['member', null],
      ['guest', 4500],
    ]);

    const sheet = await call('GET', `/api/tee_sheet/?course=${demoClubId}&date=${date}`, 'user');
    expect(sheet.statusCode).toBe(200);
    const slot = sheet
      .json<{ slots: { time: string; places_left: number; bookings: { players: { name: string }[] }[] }[] }>()
      .slots.find((candidate) => candidate.time === '10:00')!;
    expect(slot.places_left).toBe(1);
    expect(slot.bookings[0]!.players.map((player) => player.name)).toEqual([
      'Morgan Member',
      booking.players[1]!.name,
      'Gill Guest',
    ]);
    expect((await call('GET', `/api/tee_sheet/?course=${secondClubId}&date=${date}`, 'admin')).statusCode).toBe(404);

    const [fee] = await t.db.select().from(memberExpenses).where(eq(memberExpenses.member_id, memberId));
    expect(fee).toMatchObject({ amount_minor: 4500, status: 'posted' });
    const [partnerEmail] = await t.db.select({ email: members.email }).from(members).where(eq(members.id, partner));
    const mails = await t.db.select().from(mailOutbox).where(eq(mailOutbox.golf_course_id, demoClubId));
    const bookingMails = mails.filter((mail) => mail.subject.startsWith('Your tee time'));
    expect(bookingMails.map((mail) => mail.recipient).sort()).toEqual(
      ['member@demo.fairway.golf', partnerEmail!.email].sort(),
    );
    const [attachment] = bookingMails[0]!.attachments;
    expect(attachment).toMatchObject({
      filename: 'tee-time.ics',
      calendar_entry: { summary: 'Golf at Fairway Demo Golf Club, 10:00 from the 1st tee', cancelled: false },
    });
    const sent = calendarFile((attachment as { calendar_entry: CalendarEntry }).calendar_entry);
    expect(sent).toContain('BEGIN:VEVENT');
    expect(sent).toContain('SUMMARY:Golf at Fairway Demo Golf Club\\, 10:00 from the 1st tee');
  });

  it("the club's tournament rounds occupy their times on the day's sheet: the medal's draw from its first group to its last", async () => {
    await setUpClub();
    const [medal] = await t.db
      .select({ date: playerRounds.play_date })
      .from(playerRounds)
      .innerJoin(tournaments, eq(tournaments.id, playerRounds.tournament_id))
      .where(and(eq(tournaments.golf_course_id, demoClubId), eq(tournaments.name, 'Monthly Medal: December')));
    const sheet = (await call('GET', `/api/tee_sheet/?course=${demoClubId}&date=${medal!.date}`, 'member')).json<{
      tournament_rounds: unknown[];
      slots: { time: string; block: unknown }[];
    }>();
    expect(sheet.tournament_rounds).toContainEqual(
      expect.objectContaining({ name: 'Monthly Medal: December', start_type: 'tee_times', from: '07:30', to: '12:11' }),
    );
    const blocked = { kind: 'competition', reason: 'Monthly Medal: December' };
    expect(sheet.slots.find((slot) => slot.time === '07:20')!.block).toBeNull();
    expect(sheet.slots.find((slot) => slot.time === '07:30')!.block).toEqual(blocked);
    expect(sheet.slots.find((slot) => slot.time === '12:10')!.block).toEqual(blocked);
  });

  it('refuses, saying why: before booking opens, past the days ahead, a tee time passed, a block, a fifth player, an unknown member, too many guests, a member twice', async () => {
    const { dayAfter, otherIds } = await setUpClub({ days_ahead: 3, opens_at: '19:00' });
    const today = dayAfter(0);
    const opening = await book({ date: dayAfter(3), time: '10:00' });
    expect(opening.statusCode).toBe(409);
    expect(detail(opening)).toBe(`Booking for this tee time opens on ${today} at 19:00.`);
    const farAhead = await book({ date: dayAfter(5), time: '10:00' });
    expect(detail(farAhead)).toBe(`This tee time is more than 3 days ahead: booking opens on ${dayAfter(2)} at 19:00.`);
    expect(detail(await book({ date: today, time: '09:00' }))).toBe('This tee time has passed.');

    const date = dayAfter(1);
    await call('POST', '/api/tee_sheet_blocks/', 'admin', {
      date,
      from_time: '10:00',
      to_time: '11:00',
      kind: 'maintenance',
      reason: 'Greens hollow-tined',
    });
    const blocked = await book({ date, time: '10:30' });
    expect(blocked.statusCode).toBe(409);
    expect(detail(blocked)).toBe('This tee time is blocked (maintenance): Greens hollow-tined.');

    const tbc = { kind: 'tbc' };
    const fifth = await book({ date, time: '12:00', others: [tbc, tbc, tbc, tbc] });
    expect(fifth.statusCode).toBe(400);
    expect(fifth.json()).toEqual({ others: ['A booking holds at most four players: you and three others.'] });
    const unknown = await book({ date, time: '12:00', others: [{ kind: 'member', member_id: 999_999 }] });
    expect(unknown.statusCode).toBe(400);
    const guests = [1, 2, 3].map((n) => ({ kind: 'guest', name: `Guest ${n}`, email: `guest${n}@example.com` }));
    const tooMany = await book({ date, time: '12:00', others: guests });
    expect(tooMany.statusCode).toBe(409);
    expect(detail(tooMany)).toBe('A member may bring at most 2 guests in a booking.');
    expect((await book({ date, time: '12:00', others: [{ kind: 'member', member_id: otherIds[0] }] })).statusCode).toBe(
      201,
    );
    const twice = await book({ date, time: '12:00', tee: 1, member_id: otherIds[0] }, 'admin');
    expect(twice.statusCode).toBe(409);
    expect(detail(twice)).toMatch(/already plays at 12:00/);
    const sheet = await call('GET', `/api/tee_sheet/?course=${demoClubId}&date=${date}`, 'member');
    expect(
      sheet.json<{ slots: { time: string; places_left: number }[] }>().slots.find((s) => s.time === '12:00'),
    ).toMatchObject({ places_left: 2 });
  });

  it('a cancellation in time frees the places and reverses the guest fee; a late one is recorded late and its fee stands', async () => {
    const { dayAfter, memberId } = await setUpClub();
    const guest = { kind: 'guest', name: 'Gill Guest', email: 'gill@example.com' };
    const inTime = (await book({ date: dayAfter(3), time: '10:00', others: [guest] })).json<Booking>();
    const late = (await book({ date: dayAfter(0), time: '15:00', others: [guest] })).json<Booking>();

    const cancelled = await call('POST', `/api/bookings/${inTime.id}/cancel/`, 'member');
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({ status: 'cancelled', cancelled_late: false });
    expect((await call('POST', `/api/bookings/${inTime.id}/cancel/`, 'member')).statusCode).toBe(409);
    expect((await call('POST', `/api/bookings/${late.id}/cancel/`, 'member')).json()).toMatchObject({
      cancelled_late: true,
    });
    const fees = await t.db
      .select({ status: memberExpenses.status })
      .from(memberExpenses)
      .where(eq(memberExpenses.member_id, memberId))
      .orderBy(memberExpenses.id);
    expect(fees.map((fee) => fee.status)).toEqual(['void', 'posted']);
    const sheet = await call('GET', `/api/tee_sheet/?course=${demoClubId}&date=${dayAfter(3)}`, 'member');
    expect(
      sheet.json<{ slots: { time: string; places_left: number }[] }>().slots.find((s) => s.time === '10:00'),
    ).toMatchObject({ places_left: 4 });
  });

  it("a booking's players change: a place to be confirmed is filled by a guest, who is charged; a guest taken out in time has their fee reversed; a fifth player is refused", async () => {
    const { dayAfter, memberId, otherIds } = await setUpClub();
    const booking = (
      await book({
        date: dayAfter(3),
        time: '10:00',
        others: [{ kind: 'member', member_id: otherIds[0] }, { kind: 'tbc' }],
      })
    ).json<Booking>();
    const gill = { kind: 'guest', name: 'Gill Guest', email: 'gill@example.com' };
    const filled = await call('PATCH', `/api/bookings/${booking.id}/`, 'member', {
      others: [{ kind: 'member', member_id: otherIds[0] }, gill],
    });
    expect(filled.statusCode).toBe(200);
    expect(filled.json<Booking>().players.map((player) => [player.name, player.green_fee_minor])).toEqual([
      ['Morgan Member', null],
      [booking.players[1]!.name, null],
      ['Gill Guest', 4500],
    ]);
    expect(filled.json<Booking>().players[1]!.id).toBe(booking.players[1]!.id);
    const tbc = { kind: 'tbc' };
    expect(
      (await call('PATCH', `/api/bookings/${booking.id}/`, 'member', { others: [tbc, tbc, tbc, tbc] })).statusCode,
    ).toBe(400);
    const takenOut = await call('PATCH', `/api/bookings/${booking.id}/`, 'member', { others: [] });
    expect(takenOut.json<Booking>().players).toHaveLength(1);
    const [fee] = await t.db.select().from(memberExpenses).where(eq(memberExpenses.member_id, memberId));
    expect(fee).toMatchObject({ amount_minor: 4500, status: 'void' });
    expect(
      (await call('PATCH', `/api/bookings/${booking.id}/`, 'secondAdmin', { others: [] }, secondClubId)).statusCode,
    ).toBe(404);
  });

  it('the pro shop checks players in and records a no-show, which suspends the member under the club rule', async () => {
    const { dayAfter } = await setUpClub();
    const today = dayAfter(0);
    const booking = (
      await book({
        date: today,
        time: '15:00',
        others: [{ kind: 'guest', name: 'Gill Guest', email: 'g@example.com' }],
      })
    ).json<Booking>();
    const [morgan, guest] = booking.players;
    expect((await call('POST', `/api/booking_players/${guest!.id}/check_in/`, 'member')).statusCode).toBe(403);
    const checkedIn = await call('POST', `/api/booking_players/${guest!.id}/check_in/`, 'admin');
    expect(checkedIn.statusCode).toBe(200);
    expect(
      checkedIn.json<Booking & { players: { checked_in_at: string | null }[] }>().players[1]!.checked_in_at,
    ).not.toBeNull();
    expect((await call('POST', `/api/booking_players/${guest!.id}/no_show/`, 'admin')).statusCode).toBe(409);
    expect((await call('POST', `/api/booking_players/${morgan!.id}/no_show/`, 'admin')).statusCode).toBe(200);

    const suspended = await book({ date: dayAfter(2), time: '10:00' });
    expect(suspended.statusCode).toBe(409);
    expect(detail(suspended)).toBe(
      `You are suspended from booking through ${dayAfter(13)} under the club's no-show rule.`,
    );
  });

  it("roles: an event manager and an anonymous caller cannot book; another club's booking and players are not found and stay as they were", async () => {
    const { dayAfter } = await setUpClub();
    const date = dayAfter(2);
    expect((await book({ date, time: '10:00' }, 'events')).statusCode).toBe(403);
    expect((await book({ date, time: '10:00' }, 'anonymous')).statusCode).toBe(401);
    expect((await book({ date, time: '10:00' }, 'admin')).statusCode).toBe(403);
    const booking = (await book({ date, time: '10:00' })).json<Booking>();
    const player = booking.players[0]!.id;
    for (const [method, url] of [
      ['GET', `/api/bookings/${booking.id}/`],
      ['POST', `/api/bookings/${booking.id}/cancel/`],
      ['POST', `/api/booking_players/${player}/check_in/`],
      ['POST', `/api/booking_players/${player}/no_show/`],
    ] as const) {
      expect((await call(method, url, 'secondAdmin', undefined, secondClubId)).statusCode, url).toBe(404);
    }
    expect((await call('GET', `/api/bookings/${booking.id}/`, 'user')).statusCode).toBe(404);
    // The second club's admin lists its own demo bookings only.
    const { results: secondBookings } = (
      await call('GET', '/api/bookings/', 'secondAdmin', undefined, secondClubId)
    ).json<{ results: { id: number; golf_course_id: number }[] }>();
    expect(secondBookings.length).toBeGreaterThan(0);
    expect(secondBookings.filter((other) => other.golf_course_id !== secondClubId || other.id === booking.id)).toEqual(
      [],
    );
    expect((await call('GET', `/api/bookings/${booking.id}/`, 'member')).json()).toMatchObject({
      status: 'booked',
      players: [{ checked_in_at: null, no_show_at: null }],
    });
  });

  it('twelve bookings of one four-place slot at once: exactly four players take it, the others are refused with 409', async () => {
    const { dayAfter, otherIds } = await setUpClub();
    const date = dayAfter(2);
    const answers = await Promise.all(
      otherIds.map((memberId) => book({ date, time: '08:00', member_id: memberId }, 'admin')),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([...Array(4).fill(201), ...Array(8).fill(409)]);
    const sheet = await call('GET', `/api/tee_sheet/?course=${demoClubId}&date=${date}`, 'admin');
    const slot = sheet
      .json<{ slots: { time: string; places_left: number; bookings: unknown[] }[] }>()
      .slots.find((candidate) => candidate.time === '08:00')!;
    expect(slot).toMatchObject({ places_left: 0 });
    expect(slot.bookings).toHaveLength(4);
    // The database holds it whatever the code asks: a fifth place, and a member placed twice at one time.
    await expect(t.db.update(teeTimes).set({ places_taken: 5 }).where(eq(teeTimes.date, date))).rejects.toMatchObject({
      cause: { code: '23514', constraint: 'tee_times_places' },
    });
    const [place] = await t.db.select().from(bookingPlayers).where(eq(bookingPlayers.date, date)).limit(1);
    const { id: _id, ...again } = place!;
    await expect(t.db.insert(bookingPlayers).values(again)).rejects.toMatchObject({
      cause: { code: '23505', constraint: 'booking_players_member_tee_time_unique' },
    });
  });
  it("batches booking a day from its two ends at once, their times taken before their locks, are booked at the nearest free: the day's rows are made in one order", async () => {
    const { dayAfter, otherIds } = await setUpClub();
    const date = dayAfter(3);
    const [user] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, demo.admin));
    const actor = { userId: user!.id, golfCourseId: demoClubId, ip: null, roles: [Role.admin] };
    const batch = (time: string, memberId: number) =>
      bookTeeTimes(t.db, t.config, [
        { actor, input: { date, time, tee: 1, member_id: memberId, or_nearest_within_minutes: 720 } },
      ]);
    const slot = (time: string) => ({ golfCourseId: demoClubId, date, time, tee: 1, capacity: 4 });
    // 07:00 and 17:50 are filled by a transaction the batches read before it commits: each decides on its time and
    // finds it full once it holds the row, so lets it go and locks every time of the day. On PostgreSQL, 12:20's row is
    // made meanwhile by a transaction left open, so that both batches reach it before either has finished: made in
    // the order each asks (one from 07:00 on, the other from 17:50 back), the rows on either side of it would then
    // wait on each other crosswise, a deadlock. PGlite has one connection: there the transactions run one after the
    // other, the batches read 07:00 and 17:50 full and lock only the times they book.
    const onPostgres = t.handle.kind === 'postgres';
    const opened = () => {
      let open = () => {};
      const opening = new Promise<void>((resolve) => (open = resolve));
      return { open, opening };
    };
    const filledCommits = opened();
    const filledMade = opened();
    let filledBy = 0;
    const filled = t.db.transaction(async (tx) => {
      await makeTeeTimeRows(tx, [slot('07:00'), slot('17:50')]);
      await tx
        .update(teeTimes)
        .set({ places_taken: 4 })
        .where(and(eq(teeTimes.golf_course_id, demoClubId), eq(teeTimes.date, date)));
      filledBy = ((await tx.execute(sql`select pg_backend_pid() as pid`)) as unknown as { rows: { pid: number }[] })
        .rows[0]!.pid;
      filledMade.open();
      if (onPostgres) await filledCommits.opening;
    });
    const middleReleased = opened();
    const middleMade = opened();
    const middle = onPostgres
      ? t.db
          .transaction(async (tx) => {
            await makeTeeTimeRows(tx, [slot('12:20')]);
            middleMade.open();
            await middleReleased.opening;
            tx.rollback();
          })
          .catch(() => undefined)
      : undefined;
    /** Whether both batches wait on a lock, and none on the transaction filling 07:00 and 17:50 (once it has committed). */
    const bothWaiting = async (onFilled: boolean) => {
      const result = await t.db.execute(sql`select count(*)::int as waiting from pg_stat_activity
        where datname = current_database() and cardinality(pg_blocking_pids(pid)) > 0
          and (${filledBy} = any(pg_blocking_pids(pid))) = ${onFilled}`);
      return (result as unknown as { rows: { waiting: number }[] }).rows[0]!.waiting === 2;
    };
    const until = async (condition: () => Promise<boolean>) => {
      for (let poll = 0; poll < 100 && !(await condition()); poll += 1)
        await new Promise((resolve) => setTimeout(resolve, 50));
    };
    await filledMade.opening;
    if (onPostgres) await middleMade.opening;
    else await filled;
    const answers = Promise.all([batch('07:00', otherIds[0]!), batch('17:50', otherIds[1]!)]);
    if (onPostgres) {
      await until(() => bothWaiting(true));
      filledCommits.open();
      await filled;
      await until(() => bothWaiting(false));
    }
    middleReleased.open();
    await middle;
    expect(
      (await answers).flat().map((answer) => ('answer' in answer ? answer.answer.time : String(answer.error))),
    ).toEqual(['07:10', '17:40']);
    const rows = await t.db
      .select({ time: teeTimes.time, placesTaken: teeTimes.places_taken })
      .from(teeTimes)
      .where(and(eq(teeTimes.golf_course_id, demoClubId), eq(teeTimes.date, date), gt(teeTimes.places_taken, 0)))
      .orderBy(teeTimes.time);
    expect(rows).toEqual([
      { time: '07:00', placesTaken: 4 },
      { time: '07:10', placesTaken: 1 },
      { time: '17:40', placesTaken: 1 },
      { time: '17:50', placesTaken: 4 },
    ]);
    // On PostgreSQL both batches let their time go and locked the whole day: each slot has its row.
    expect(await t.db.$count(teeTimes, and(eq(teeTimes.golf_course_id, demoClubId), eq(teeTimes.date, date)))).toBe(
      onPostgres ? 66 : 4,
    );
  });

  it('a member who accepts the nearest time is booked at the nearest the rules allow, the earlier of two as near; the time asked first; a refusal of the member stands', async () => {
    const { dayAfter, otherIds } = await setUpClub({ maximum_bookings_per_day: 1 });
    const date = dayAfter(2);
    const [first, second, third, fourth, fifth, sixth, seventh] = otherIds;
    const sheetTimes = async () =>
      (await call('GET', `/api/tee_sheet/?course=${demoClubId}&date=${date}`, 'admin'))
        .json<{ slots: { time: string; places_left: number }[] }>()
        .slots.filter((slot) => slot.places_left < 4)
        .map((slot) => `${slot.time} ${4 - slot.places_left}`);
    const tbc = { kind: 'tbc' };
    const full = await book({ date, time: '08:00', member_id: first, others: [tbc, tbc, tbc] }, 'admin');
    expect(full.statusCode).toBe(201);
    await call('POST', '/api/tee_sheet_blocks/', 'admin', {
      date,
      from_time: '07:50',
      to_time: '08:00',
      kind: 'maintenance',
      reason: 'Tee repaired',
    });

    // 08:00 is full and 07:50 blocked: 08:10 is the nearest the rules allow, for one and then for three.
    const nearest = await book({ date, time: '08:00', member_id: second, or_nearest_within_minutes: 30 }, 'admin');
    expect(nearest.statusCode).toBe(201);
    expect(nearest.json()).toMatchObject({ time: '08:10', tee: 1 });
    const three = { date, time: '08:00', others: [tbc, tbc] };
    expect((await book({ ...three, member_id: third, or_nearest_within_minutes: 10 }, 'admin')).json()).toMatchObject({
      time: '08:10',
    });
    // 08:10 full now: of 07:40 and 08:20, as near to 08:00, the earlier; the time asked when it has places.
    const earlier = await book({ ...three, member_id: fifth, or_nearest_within_minutes: 20 }, 'admin');
    expect(earlier.json()).toMatchObject({ time: '07:40' });
    const asked = await book({ date, time: '09:00', member_id: fourth, or_nearest_within_minutes: 60 }, 'admin');
    expect(asked.json()).toMatchObject({ time: '09:00' });

    // None free within the minutes: the time asked's refusal, saying so; nothing booked.
    const before = await sheetTimes();
    expect(before).toEqual(['07:40 3', '08:00 4', '08:10 4', '09:00 1']);
    const none = await book({ ...three, member_id: sixth, or_nearest_within_minutes: 10 }, 'admin');
    expect(none.statusCode).toBe(409);
    expect(detail(none)).toBe(
      'This tee time is full. No other time within 10 minutes of it has 3 places you may book.',
    );
    // A refusal of the member, not of the time, is not lifted by another time: the day's limit.
    const again = await book({ date, time: '08:00', member_id: fourth, or_nearest_within_minutes: 120 }, 'admin');
    expect(again.statusCode).toBe(409);
    expect(detail(again)).toBe('You already hold 1 booking on this day, the most the club allows (1).');
    expect(await sheetTimes()).toEqual(before);
    const minutes = await book({ date, time: '08:00', member_id: seventh, or_nearest_within_minutes: 721 }, 'admin');
    expect(minutes.statusCode).toBe(400);
  });

  it('asks arriving together are answered each on its own: a bad ask is a 400, a member asking twice is refused once, the rest take their places in turn', async () => {
    const { dayAfter, otherIds } = await setUpClub({ maximum_bookings_per_day: 1 });
    const date = dayAfter(2);
    const [first, second, third, fourth, fifth, sixth] = otherIds;
    const asks = [
      { date, time: '08:00', member_id: first },
      { date, time: '08:05', member_id: second },
      { date, time: '08:00', member_id: second, others: [{ kind: 'member', member_id: third }] },
      { date, time: '08:10', member_id: 999_999 },
      { date, time: '08:00', member_id: fourth },
      { date, time: '08:00', member_id: fifth },
      { date, time: '08:10', member_id: fourth },
      { date, time: '08:00', member_id: sixth, others: [{ kind: 'member', member_id: first }] },
    ];
    const answers = await Promise.all(asks.map((ask) => book(ask, 'admin')));
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses[1]).toBe(400);
    expect(answers[1]!.json()).toEqual({ time: [`The sheet of ${date} has no tee time 08:05 on tee 1.`] });
    expect(statuses[3]).toBe(400);
    // Whatever order they met in: 08:00 holds four players, no member plays twice, and each refusal says why.
    const sheet = await call('GET', `/api/tee_sheet/?course=${demoClubId}&date=${date}`, 'admin');
    const slots = sheet.json<{ slots: { time: string; places_left: number; bookings: { member_id: number }[] }[] }>()
      .slots;
    const eight = slots.find((slot) => slot.time === '08:00')!;
    const ten = slots.find((slot) => slot.time === '08:10')!;
    const players = await t.db
      .select()
      .from(bookingPlayers)
      .where(and(eq(bookingPlayers.golf_course_id, demoClubId), eq(bookingPlayers.date, date)));
    const memberIds = players.flatMap((player) => (player.member_id === null ? [] : [player.member_id]));
    expect(new Set(memberIds).size).toBe(memberIds.length);
    expect(4 - eight.places_left + 4 - ten.places_left).toBe(players.length);
    expect(statuses.filter((status) => status === 201)).toHaveLength(eight.bookings.length + ten.bookings.length);
    for (const [index, answer] of answers.entries()) {
      if (answer.statusCode !== 409) continue;
      expect(detail(answer)).toMatch(
        /^(This tee time (is full|has only \d places? left)\.|.+ already plays at 08:00 on .+\.|You already hold 1 booking on this day, the most the club allows \(1\)\.)$/,
      );
      expect([0, 2, 4, 5, 6, 7]).toContain(index);
    }
    // The fourth member asked twice: one of the two stands, the other is refused by the day's limit.
    expect([statuses[4], statuses[6]].sort()).toEqual([201, 409]);
  });

  it("bookings asked together post each guest's green fee to their own booking member, once, recorded on the guest's place", async () => {
    const { dayAfter, otherIds } = await setUpClub();
    const date = dayAfter(2);
    const bookers = otherIds.slice(0, 5);
    const timeOf = (index: number) => `${String(8 + index).padStart(2, '0')}:00`;
    // The demo's own postings to these members stand apart: only what the bookings post is looked at.
    const [last] = await t.db.select({ id: max(memberExpenses.id) }).from(memberExpenses);
    const answers = await Promise.all(
      bookers.map((memberId, index) =>
        book(
          {
            date,
            time: timeOf(index),
            member_id: memberId,
            others: [{ kind: 'guest', name: `Guest ${index + 1}`, email: `guest${index + 1}@example.com` }],
          },
          'admin',
        ),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201, 201, 201, 201]);
    const fees = await t.db
      .select()
      .from(memberExpenses)
      .where(
        and(
          eq(memberExpenses.golf_course_id, demoClubId),
          amongIds(memberExpenses.member_id, bookers),
          gt(memberExpenses.id, last?.id ?? 0),
        ),
      );
    expect(
      bookers.map((memberId) =>
        fees.filter((fee) => fee.member_id === memberId).map((fee) => [fee.amount_minor, fee.status, fee.description]),
      ),
    ).toEqual(bookers.map((_, index) => [[4500, 'posted', `Green fee, Guest ${index + 1}: ${date} ${timeOf(index)}`]]));
    const guests = await t.db
      .select()
      .from(bookingPlayers)
      .where(
        and(
          amongIds(
            bookingPlayers.booking_id,
            answers.map((answer) => answer.json<Booking>().id),
          ),
          eq(bookingPlayers.kind, 'guest'),
        ),
      );
    expect(guests).toHaveLength(5);
    for (const guest of guests) {
      const fee = fees.find((one) => one.id === guest.member_expense_id);
      expect(fee?.description).toContain(`Green fee, ${guest.guest_name}:`);
      expect(guest.green_fee_minor).toBe(4500);
    }
  });

  it("asks of two clubs answered in one batch are each decided on their own club's sheet and rules, and mailed as their club", async () => {
    const { dayAfter, otherIds } = await setUpClub();
    const date = dayAfter(2);
    await setAsideDemoTeeSheet(t, secondClubId);
    const template = await call(
      'POST',
      '/api/tee_sheet_templates/',
      'secondAdmin',
      {
        name: 'Every day',
        weekdays: [1, 2, 3, 4, 5, 6, 7],
        first_start: '07:00',
        last_start: '17:50',
        interval_minutes: 10,
      },
      secondClubId,
    );
    expect(template.statusCode).toBe(201);
    // Five of the demo club's golfers play the second club too: each club books them by its own rules.
    const secondIds = otherIds.slice(6, 11);
    await t.db
      .insert(golfCourseMembers)
      .values(
        secondIds.map((memberId, index) => ({
          golf_course_id: secondClubId,
          member_id: memberId,
          membership_number: `BATCH-${index + 1}`,
        })),
      )
      .onConflictDoNothing();
    const ofSecond = await t.db
      .select({ id: golfCourseMembers.member_id })
      .from(golfCourseMembers)
      .where(eq(golfCourseMembers.golf_course_id, secondClubId));
    const demoOnly = otherIds.find((id) => !ofSecond.some((second) => second.id === id));
    expect(demoOnly).toBeDefined();
    const actorOf = async (email: string, golfCourseId: number) => {
      const [user] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, email));
      return { userId: user!.id, golfCourseId, ip: null, roles: [Role.admin] };
    };
    const admin = await actorOf(demo.admin, demoClubId);
    const secondAdmin = await actorOf(demo.secondAdmin, secondClubId);
    const asks = (list: [typeof admin, Record<string, unknown>][]) =>
      list.map(([actor, input]) => ({ actor, input: { date, tee: 1, ...input } as BookingInput }));
    const statuses = (answers: Awaited<ReturnType<typeof bookTeeTimes>>) =>
      answers.map((answer) =>
        'answer' in answer
          ? 201
          : answer.error instanceof ConflictError
            ? 409
            : answer.error instanceof InvalidInputError
              ? 400
              : 500,
      );

    // The second club has set no booking rules yet: its asks are refused, the demo club's beside them are booked.
    const first = await bookTeeTimes(
      t.db,
      t.config,
      asks([
        [secondAdmin, { time: '08:00', member_id: secondIds[0] }],
        [admin, { time: '08:00', member_id: otherIds[0] }],
        [secondAdmin, { time: '08:00', member_id: demoOnly }],
      ]),
    );
    expect(statuses(first)).toEqual([409, 201, 400]);
    expect(first[0]).toEqual({
      error: new ConflictError('The club takes no bookings until its booking rules are set.'),
    });
    expect('answer' in first[1]! && first[1].answer.golf_course_id).toBe(demoClubId);

    const rules = await call('POST', '/api/booking_rules/', 'secondAdmin', clubRules, secondClubId);
    expect(rules.statusCode).toBe(201);
    // Each club's 08:00 holds four of its own: the second club's two, then its three refused, while the demo club's
    // three join its one.
    const [lastMail] = await t.db.select({ id: max(mailOutbox.id) }).from(mailOutbox);
    const second = await bookTeeTimes(
      t.db,
      t.config,
      asks([
        [
          secondAdmin,
          { time: '08:00', member_id: secondIds[0], others: [{ kind: 'member', member_id: secondIds[1] }] },
        ],
        [
          admin,
          {
            time: '08:00',
            member_id: otherIds[1],
            others: [
              { kind: 'member', member_id: otherIds[2] },
              { kind: 'guest', name: 'Guest One', email: 'guest.one@example.com' },
            ],
          },
        ],
        [
          secondAdmin,
          {
            time: '08:00',
            member_id: secondIds[2],
            others: [
              { kind: 'member', member_id: secondIds[3] },
              { kind: 'member', member_id: secondIds[4] },
            ],
          },
        ],
        [secondAdmin, { time: '08:00', member_id: demoOnly }],
      ]),
    );
    expect(statuses(second)).toEqual([201, 201, 409, 400]);
    expect(second[2]).toEqual({ error: new ConflictError('This tee time has only 2 places left.') });
    const taken = await t.db
      .select({ golfCourseId: teeTimes.golf_course_id, placesTaken: teeTimes.places_taken })
      .from(teeTimes)
      .where(and(eq(teeTimes.date, date), eq(teeTimes.time, '08:00'), eq(teeTimes.tee, 1)))
      .orderBy(teeTimes.golf_course_id);
    expect(taken).toEqual([
      { golfCourseId: demoClubId, placesTaken: 4 },
      { golfCourseId: secondClubId, placesTaken: 2 },
    ]);
    const booked = 'answer' in second[0]! ? second[0].answer : undefined;
    expect(booked?.golf_course_id).toBe(secondClubId);
    expect(booked?.players.map((player) => player.member_id)).toEqual([secondIds[0], secondIds[1]]);
    // The second club's members are mailed as the second club, the demo club's guest's fee is the demo club's.
    const [secondClub] = await t.db
      .select({ name: golfCourses.name })
      .from(golfCourses)
      .where(eq(golfCourses.id, secondClubId));
    const mails = await t.db
      .select({ subject: mailOutbox.subject, text: mailOutbox.text_body, golfCourseId: mailOutbox.golf_course_id })
      .from(mailOutbox)
      .where(gt(mailOutbox.id, lastMail!.id ?? 0));
    const secondMails = mails.filter((mail) => mail.golfCourseId === secondClubId);
    expect(secondMails).toHaveLength(2);
    expect(mails.filter((mail) => mail.golfCourseId === demoClubId)).toHaveLength(2);
    for (const mail of secondMails) expect(mail.text).toContain(`You are booked to play at ${secondClub!.name} on `);
    const demoBooking = 'answer' in second[1]! ? second[1].answer : undefined;
    expect(demoBooking?.players.find((player) => player.kind === 'guest')?.green_fee_minor).toBe(4500);
  });

  it('readers of a day at once share one answer, and a member who has just booked sees their booking', async () => {
    const { dayAfter } = await setUpClub();
    const date = dayAfter(2);
    const sheetPath = `/api/tee_sheet/?course=${demoClubId}&date=${date}`;
    const [booked, ...read] = await Promise.all([
      book({ date, time: '09:00' }),
      ...Array.from({ length: 6 }, () => call('GET', sheetPath, 'member')),
    ]);
    expect(booked!.statusCode).toBe(201);
    for (const answer of read) expect(answer.statusCode).toBe(200);
    const after = await call('GET', sheetPath, 'member');
    const nine = after
      .json<{ slots: { time: string; places_left: number; bookings: { id: number }[] }[] }>()
      .slots.find((slot) => slot.time === '09:00')!;
    expect(nine).toMatchObject({ places_left: 3, bookings: [{ id: booked!.json<{ id: number }>().id }] });
    expect((await call('GET', `/api/tee_sheet/?course=${secondClubId}&date=${date}`, 'member')).statusCode).toBe(404);
  });
});
