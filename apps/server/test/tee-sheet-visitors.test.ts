import { and, desc, eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailOutbox, memberExpenses, visitorBookings } from '../src/db/schema/index.js';
import { demoLiveTournamentName } from '../src/seed/demo-names.js';
import { callsAs, demoClubId, secondClubId, useTestApp } from './test-app.js';

const t = useTestApp({ registrationLimits: { perAddress: 50, windowMs: 60_000, maxKeys: 100 } });
const call = callsAs(t);

type Slot = {
  time: string;
  tee: number;
  kind: string;
  block: { kind: string; reason: string } | null;
  places_left: number;
  bookings: { players: { kind: string; name: string }[] }[];
  visitors: { id: number; name: string; players: number; status: string }[];
};
type Sheet = { template_id: number | null; tournament_rounds: { name: string }[]; slots: Slot[] };

/** A day `days` from today on the demo club's clock (London). */
const dayAfter = (days: number) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/London',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(Date.now() + days * 86_400_000));

const sheetOf = async (date: string) =>
  (await call('GET', `/api/tee_sheet/?course=${demoClubId}&date=${date}`, 'admin')).json<Sheet>();
const slotOf = (sheet: Sheet, time: string) => sheet.slots.find((slot) => slot.time === time && slot.tee === 1)!;
const visitorTimes = async (date: string) =>
  (await call('GET', `/api/visitor_tee_times/${demoClubId}/?date=${date}`, 'anonymous')).json<{
    times: { time: string; tee: number; places_left: number; green_fee_minor: number }[];
  }>();
const hold = (body: Record<string, unknown>, golfCourseId = demoClubId) =>
  call('POST', `/api/visitor_bookings/${golfCourseId}/`, 'anonymous', {
    name: 'Vicky Visitor',
    email: 'vicky@example.com',
    handicap_index: 18.4,
    ...body,
  });
const confirm = (id: number, code: string, golfCourseId = demoClubId) =>
  call('POST', `/api/visitor_bookings/${golfCourseId}/${id}/confirm/`, 'anonymous', { code });

/** The code mailed for the last hold to `email`. */
async function mailedCode(email = 'vicky@example.com') {
  const [mail] = await t.db
    .select({ subject: mailOutbox.subject })
    .from(mailOutbox)
    .where(eq(mailOutbox.recipient, email))
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  return /(\d{6})$/.exec(mail!.subject)![1]!;
}

/** A day three days on (inside the demo's 7-day window, past the society's day) and a visitors' time free on it. */
async function visitorsDay() {
  for (const days of [3, 4, 5]) {
    const date = dayAfter(days);
    const free = (await visitorTimes(date)).times.find((time) => time.places_left === 4);
    if (free) return { date, ...free };
  }
  throw new Error('no visitors time with four places in the demo');
}

describe("visitors' bookings on the club's public page", () => {
  it('a visitor sees the times open to them, holds places for a mailed code and confirms with it: the sheet shows the group and the fee owed', async () => {
    const { date, time, green_fee_minor: fee } = await visitorsDay();
    expect(fee).toBeGreaterThan(0);
    const held = await hold({ date, time, players: 3 });
    expect(held.statusCode).toBe(201);
    const booking = held.json<{ id: number; status: string; green_fee_minor: number; currency: string }>();
    expect(booking).toMatchObject({ status: 'held', green_fee_minor: 3 * fee, currency: 'GBP', players: 3 });
    expect(held.json()).not.toHaveProperty('email');
    expect(slotOf(await sheetOf(date), time)).toMatchObject({
      places_left: 1,
      visitors: [{ id: booking.id, name: 'Vicky Visitor', players: 3, status: 'held' }],
    });
    expect((await visitorTimes(date)).times.find((one) => one.time === time)?.places_left).toBe(1);

    const code = await mailedCode();
    const wrong = await confirm(booking.id, code === '000000' ? '000001' : '000000');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ code: ['This code is not the one we mailed. 4 tries left.'] });
    const confirmed = await confirm(booking.id, code);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({ status: 'confirmed', green_fee_minor: 3 * fee });
    expect(slotOf(await sheetOf(date), time).visitors).toEqual([
      { id: booking.id, name: 'Vicky Visitor', players: 3, status: 'confirmed' },
    ]);
    const [mail] = await t.db
      .select({ subject: mailOutbox.subject, text: mailOutbox.text_body })
      .from(mailOutbox)
      .where(eq(mailOutbox.recipient, 'vicky@example.com'))
      .orderBy(desc(mailOutbox.id))
      .limit(1);
    expect(mail!.subject).toMatch(/^Booked: Fairway Demo Golf Club on /);
    expect(mail!.text).toContain(`The green fees, ${((3 * fee) / 100).toFixed(2)} GBP, are paid at the pro shop`);
    expect((await confirm(booking.id, code)).statusCode).toBe(409);
  });

  it("refuses a members-only time, more players than places, another club's ids and an unknown club", async () => {
    const { date, time } = await visitorsDay();
    const membersOnly = (await sheetOf(date)).slots.find((slot) => slot.kind === 'members_only' && !slot.block)!;
    const refused = await hold({ date, time: membersOnly.time, players: 2 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ detail: 'This tee time is for members only.' });
    expect((await visitorTimes(date)).times.map((one) => one.time)).not.toContain(membersOnly.time);

    const first = await hold({ date, time, players: 3 });
    expect(first.statusCode).toBe(201);
    const tooMany = await hold({ date, time, players: 2, email: 'other@example.com' });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json()).toEqual({ detail: 'This tee time has only 1 place left.' });
    expect((await hold({ date, time, players: 5 })).statusCode).toBe(400);

    const { id } = first.json<{ id: number }>();
    expect((await confirm(id, await mailedCode(), secondClubId)).statusCode).toBe(404);
    expect((await hold({ date, time, players: 1 }, 999_999)).statusCode).toBe(404);
    expect((await call('GET', `/api/visitor_tee_times/999999/?date=${date}`, 'anonymous')).statusCode).toBe(404);
    const [stored] = await t.db.select().from(visitorBookings).where(eq(visitorBookings.id, id));
    expect(stored).toMatchObject({ golf_course_id: demoClubId, status: 'held', code_attempts: 0 });
  });

  it('gives a hold up after five wrong codes, or once it has expired, and frees its places', async () => {
    const { date, time } = await visitorsDay();
    const first = (await hold({ date, time, players: 2 })).json<{ id: number }>();
    const code = await mailedCode();
    const wrongCode = code === '000000' ? '000001' : '000000';
    for (const left of [4, 3, 2, 1])
      expect((await confirm(first.id, wrongCode)).json()).toEqual({
        code: [`This code is not the one we mailed. ${left} ${left === 1 ? 'try' : 'tries'} left.`],
      });
    expect((await confirm(first.id, wrongCode)).json()).toEqual({
      code: ['This code is not the one we mailed, and that was the last try. Its places are freed: book a time again.'],
    });
    expect((await confirm(first.id, code)).statusCode).toBe(409);
    expect(slotOf(await sheetOf(date), time)).toMatchObject({ places_left: 4, visitors: [] });

    const second = (await hold({ date, time, players: 4 })).json<{ id: number }>();
    expect(slotOf(await sheetOf(date), time).places_left).toBe(0);
    await t.db
      .update(visitorBookings)
      .set({ hold_expires_at: new Date(Date.now() - 1000) })
      .where(eq(visitorBookings.id, second.id));
    expect(slotOf(await sheetOf(date), time)).toMatchObject({ places_left: 4, visitors: [] });
    // The expired hold's places are taken by the next to ask, under the slot's lock.
    const third = await hold({ date, time, players: 4, email: 'next@example.com' });
    expect(third.statusCode).toBe(201);
    const late = await confirm(second.id, await mailedCode());
    expect(late.statusCode).toBe(409);
    expect(late.json<{ detail: string }>().detail).toMatch(/^This hold has ended\./);
  });

  it("books a member asking for a time a visitors' hold has filled and let expire: the hold ends, its places theirs", async () => {
    const { date, time } = await visitorsDay();
    const held = (await hold({ date, time, players: 4 })).json<{ id: number }>();
    await t.db
      .update(visitorBookings)
      .set({ hold_expires_at: new Date(Date.now() - 1000) })
      .where(eq(visitorBookings.id, held.id));
    const booked = await call('POST', '/api/bookings/', 'member', { date, time });
    expect(booked.statusCode).toBe(201);
    expect(booked.json()).toMatchObject({ date, time });
    expect(slotOf(await sheetOf(date), time)).toMatchObject({ places_left: 3, visitors: [] });
    const [ended] = await t.db
      .select({ status: visitorBookings.status })
      .from(visitorBookings)
      .where(eq(visitorBookings.id, held.id));
    expect(ended!.status).toBe('expired');
  });
});

describe("the club's templates", () => {
  it('refuses at save a template sharing days with another when neither lies within the other, naming it', async () => {
    const base = { first_start: '07:00', last_start: '12:00', interval_minutes: 10 };
    const clash = await call('POST', '/api/tee_sheet_templates/', 'admin', {
      ...base,
      name: 'Fridays and Saturdays',
      weekdays: [5, 6],
    });
    expect(clash.statusCode).toBe(400);
    expect(clash.json()).toEqual({
      weekdays: [
        'These weekdays and season share days with the template "Weekdays" and neither lies within the other: narrow one to lie within the other.',
      ],
    });
    const summer = await call('POST', '/api/tee_sheet_templates/', 'admin', {
      ...base,
      name: 'Summer Saturdays',
      weekdays: [6],
      season_from: '06-01',
      season_to: '08-31',
    });
    expect(summer.statusCode).toBe(201);
    const { id } = summer.json<{ id: number }>();
    const widened = await call('PATCH', `/api/tee_sheet_templates/${id}/`, 'admin', { weekdays: [5, 6] });
    expect(widened.statusCode).toBe(400);
    expect(widened.json()).toHaveProperty('weekdays');
    expect((await call('PATCH', `/api/tee_sheet_templates/${id}/`, 'admin', { first_start: '06:30' })).statusCode).toBe(
      200,
    );
  });
});

describe("the demo's tee sheet", () => {
  it('has bookings with guests and a visitor group tomorrow, a society morning, checked-in and no-show players behind, and green fees posted', async () => {
    const tomorrow = await sheetOf(dayAfter(1));
    const booked = tomorrow.slots.flatMap((slot) => slot.bookings);
    expect(booked.length).toBeGreaterThanOrEqual(10);
    expect(tomorrow.slots.flatMap((slot) => slot.visitors)).toEqual([
      expect.objectContaining({ name: 'Victor Visitor', players: 4, status: 'confirmed' }),
    ]);
    const societyDays = await Promise.all([2, 3, 4, 5, 6].map((days) => sheetOf(dayAfter(days))));
    expect(societyDays.some((sheet) => sheet.slots.some((slot) => slot.kind === 'society'))).toBe(true);
    const guestsAhead = (await Promise.all([1, 2, 3, 4, 5, 6, 7].map((days) => sheetOf(dayAfter(days))))).flatMap(
      (sheet) => sheet.slots.flatMap((slot) => slot.bookings.flatMap((booking) => booking.players)),
    );
    expect(guestsAhead.some((player) => player.kind === 'guest')).toBe(true);
    expect(tomorrow.slots.some((slot) => slot.block?.kind === 'maintenance')).toBe(false);
    expect((await sheetOf(dayAfter(2))).slots.find((slot) => slot.block?.kind === 'maintenance')?.block).toEqual({
      kind: 'maintenance',
      reason: 'Hollow tining the 1st green',
    });
    const today = await sheetOf(dayAfter(0));
    expect(today.tournament_rounds.map((round) => round.name)).toContain(demoLiveTournamentName);
    expect(today.slots.some((slot) => slot.block?.kind === 'competition')).toBe(true);

    const { results: behind } = (await call('GET', `/api/bookings/?date=${dayAfter(-1)}`, 'admin')).json<{
      results: { players: { checked_in_at: string | null; no_show_at: string | null }[] }[];
    }>();
    expect(behind.length).toBeGreaterThan(0);
    expect(
      behind.every((booking) => booking.players.every((player) => player.checked_in_at || player.no_show_at)),
    ).toBe(true);
    const weekBehind = await Promise.all(
      [1, 2, 3, 5, 6, 7].map(async (days) =>
        (await call('GET', `/api/bookings/?date=${dayAfter(-days)}`, 'admin')).json<{
          results: { players: { no_show_at: string | null }[] }[];
        }>(),
      ),
    );
    expect(
      weekBehind
        .flatMap((page) => page.results.flatMap((booking) => booking.players))
        .some((player) => player.no_show_at),
    ).toBe(true);
    const fees = await t.db
      .select({ id: memberExpenses.id })
      .from(memberExpenses)
      .where(and(eq(memberExpenses.golf_course_id, demoClubId), like(memberExpenses.description, 'Green fee, %')));
    expect(fees.length).toBeGreaterThan(10);
  });

  it("has a ballot open for next Saturday with groups entered, last Saturday's drawn with winners checked in and losers waiting, and tomorrow's first times full with members waiting", async () => {
    const saturday = (days: number[]) =>
      days.map(dayAfter).find((date) => new Date(`${date}T12:00:00Z`).getUTCDay() === 6)!;
    const nextSaturday = saturday([2, 3, 4, 5, 6, 7, 8]);
    const lastSaturday = saturday([-1, -2, -3, -4, -5, -6, -7]);
    type Ballot = { id: number; date: string; status: string; seed: number | null };
    const { results: balloted } = (await call('GET', '/api/ballots/?page_size=100', 'admin')).json<{
      results: Ballot[];
    }>();
    const entriesOf = async (ballot: Ballot) =>
      (await call('GET', `/api/ballot_entries/?ballot=${ballot.id}`, 'admin')).json<{
        results: {
          outcome: string | null;
          time: string | null;
          booking_id: number | null;
          explanation: string | null;
        }[];
      }>().results;
    const open = balloted.find((ballot) => ballot.date === nextSaturday)!;
    expect(open).toEqual(expect.objectContaining({ status: 'open', seed: null }));
    const openEntries = await entriesOf(open);
    expect(openEntries).toHaveLength(12);
    expect(openEntries.every((entry) => entry.outcome === null)).toBe(true);

    const drawn = balloted.find((ballot) => ballot.date === lastSaturday)!;
    expect(drawn).toEqual(expect.objectContaining({ status: 'drawn', seed: 51 }));
    const drawnEntries = await entriesOf(drawn);
    const placed = drawnEntries.filter((entry) => entry.outcome === 'placed');
    expect(placed.length).toBeGreaterThan(0);
    expect(placed.length).toBeLessThan(drawnEntries.length);
    expect(drawnEntries.every((entry) => entry.explanation)).toBe(true);
    const { results: played } = (await call('GET', `/api/bookings/?date=${lastSaturday}`, 'admin')).json<{
      results: { id: number; players: { checked_in_at: string | null }[] }[];
    }>();
    const ballotBookings = played.filter((booking) => placed.some((entry) => entry.booking_id === booking.id));
    expect(ballotBookings).toHaveLength(placed.length);
    expect(ballotBookings.every((booking) => booking.players.every((player) => player.checked_in_at))).toBe(true);

    type Request = { date: string; status: string; ballot_entry_id: number | null; from_time: string; to_time: string };
    const waitingOn = async (date: string) =>
      (await call('GET', `/api/waiting_list/?date=${date}`, 'admin')).json<{ results: Request[] }>().results;
    expect((await waitingOn(lastSaturday)).filter((request) => request.ballot_entry_id !== null)).toHaveLength(
      drawnEntries.length - placed.length,
    );
    const tomorrow = dayAfter(1);
    expect(await waitingOn(tomorrow)).toEqual(
      Array.from({ length: 3 }, () =>
        expect.objectContaining({ status: 'waiting', from_time: '07:00', to_time: '07:20' }),
      ),
    );
    const firstTimes = (await sheetOf(tomorrow)).slots.filter(
      (slot) => slot.block === null && slot.time >= '07:00' && slot.time <= '07:20',
    );
    expect(firstTimes.length).toBeGreaterThan(0);
    expect(firstTimes.every((slot) => slot.places_left === 0)).toBe(true);
  });
});
