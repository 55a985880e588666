import { and, eq, ne, sql } from 'drizzle-orm';
import { describe, expect, it, beforeEach } from 'vitest';
import { golfCourseMembers, mailOutbox, members } from '../src/db/schema/index.js';
import { clubAtMidday, setAsideDemoTeeSheet } from './demo-tee-sheet.js';
import { callsAs, demoClubId, secondClubId, useTestApp } from './test-app.js';
import { eventStream } from './event-stream.js';

const t = useTestApp();
const call = callsAs(t);

beforeEach(() => setAsideDemoTeeSheet(t));

type Booking = { id: number; time: string; tee: number; players: { id: number; name: string }[] };
type Sheet = { slots: { time: string; tee: number; places_left: number; bookings: { id: number }[] }[] };

/** The club's clock about midday, a sheet every day from 07:00 every ten minutes, rules open a month ahead: a day ahead. */
async function clubWithSheet() {
  const date = (await clubAtMidday(t))(3);
  const template = await call('POST', '/api/tee_sheet_templates/', 'admin', {
    name: 'Every day',
    weekdays: [1, 2, 3, 4, 5, 6, 7],
    first_start: '07:00',
    last_start: '17:50',
    interval_minutes: 10,
  });
  expect(template.statusCode).toBe(201);
  const rules = await call('POST', '/api/booking_rules/', 'admin', {
    days_ahead: 30,
    opens_at: '00:00',
    maximum_guests: 3,
    cancel_cut_off_hours: 24,
    no_shows: 3,
    no_show_within_days: 90,
    suspension_days: 14,
  });
  expect(rules.statusCode).toBe(201);
  const [morgan] = await t.db
    .select({ id: members.id })
    .from(members)
    .where(eq(members.email, 'member@demo.fairway.golf'));
  const others = await t.db
    .select({ id: golfCourseMembers.member_id })
    .from(golfCourseMembers)
    .where(and(eq(golfCourseMembers.golf_course_id, demoClubId), ne(golfCourseMembers.member_id, morgan!.id)))
    .orderBy(golfCourseMembers.member_id)
    .limit(6);
  return { date, otherIds: others.map((other) => other.id) };
}

const sheetOf = async (date: string) =>
  (await call('GET', `/api/tee_sheet/?course=${demoClubId}&date=${date}`, 'user')).json<Sheet>();
const slotAt = (sheet: Sheet, time: string, tee = 1) =>
  sheet.slots.find((slot) => slot.time === time && slot.tee === tee)!;

describe('the pro shop moves a booking', () => {
  it('moves a booking to a free time: the places leave one slot and join the other, its members are mailed the new time', async () => {
    const { date, otherIds } = await clubWithSheet();
    const booked = await call('POST', '/api/bookings/', 'member', {
      date,
      time: '09:00',
      others: [{ kind: 'member', member_id: otherIds[0]! }, { kind: 'tbc' }],
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const { id } = booked.json<Booking>();

    const moved = await call('POST', `/api/bookings/${id}/move/`, 'admin', { time: '10:20' });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json<Booking>()).toMatchObject({ id, time: '10:20', tee: 1 });
    const sheet = await sheetOf(date);
    expect(slotAt(sheet, '09:00')).toMatchObject({ places_left: 4, bookings: [] });
    expect(slotAt(sheet, '10:20')).toMatchObject({ places_left: 1, bookings: [{ id }] });
    const mails = await t.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, 'member@demo.fairway.golf'));
    expect(mails.map((mail) => mail.subject)).toContainEqual(expect.stringMatching(/at 10:20$/));
    // My Bookings: the member's own, told from those they play in by their golfer; an admin's own are none here.
    const mine = (await call('GET', '/api/bookings/?mine=true', 'member')).json<{
      results: { id: number; member_id: number }[];
      own_member_id: number;
    }>();
    expect(mine.results.map((one) => one.id)).toEqual([id]);
    expect(mine.own_member_id).toBe(mine.results[0]!.member_id);
    expect((await call('GET', '/api/bookings/?mine=true', 'admin')).json()).toMatchObject({ results: [] });
    expect((await call('GET', '/api/bookings/', 'admin')).json<{ results: unknown[] }>().results).toHaveLength(1);
    // The member's own booking cannot be booked again at the new time by the member.
    const again = await call('POST', '/api/bookings/', 'member', { date, time: '10:20' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ detail: expect.stringContaining('already plays at 10:20') });
  });

  it('refuses a full time, a blocked time, a time the sheet lacks, a member who is not an admin, and another club', async () => {
    const { date, otherIds } = await clubWithSheet();
    const three = await call('POST', '/api/bookings/', 'member', {
      date,
      time: '09:00',
      others: [{ kind: 'member', member_id: otherIds[0]! }, { kind: 'tbc' }],
    });
    expect(three.statusCode, three.body).toBe(201);
    const two = await call('POST', '/api/bookings/', 'admin', {
      member_id: otherIds[1]!,
      date,
      time: '11:00',
      others: [{ kind: 'member', member_id: otherIds[2]! }],
    });
    expect(two.statusCode, two.body).toBe(201);
    const { id } = three.json<Booking>();
    const move = (body: object, who: 'admin' | 'member' | 'secondAdmin' = 'admin', club = demoClubId) =>
      call('POST', `/api/bookings/${id}/move/`, who, body, club);

    const full = await move({ time: '11:00' });
    expect(full.statusCode).toBe(409);
    expect(full.json()).toEqual({ detail: 'This tee time has only 2 places left.' });

    const block = await call('POST', '/api/tee_sheet_blocks/', 'admin', {
      date,
      from_time: '14:00',
      to_time: '15:00',
      kind: 'maintenance',
      reason: 'Greens hollow-tined',
    });
    expect(block.statusCode).toBe(201);
    const blocked = await move({ time: '14:30' });
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json()).toEqual({ detail: 'This tee time is blocked (maintenance): Greens hollow-tined.' });

    expect((await move({ time: '09:05' })).statusCode).toBe(400);
    expect((await move({ time: '12:00' }, 'member')).statusCode).toBe(403);
    expect((await move({ time: '12:00' }, 'secondAdmin', secondClubId)).statusCode).toBe(404);

    const sheet = await sheetOf(date);
    expect(slotAt(sheet, '09:00')).toMatchObject({ places_left: 1, bookings: [{ id }] });
    expect(slotAt(sheet, '11:00').places_left).toBe(2);
  });
});

describe('the golfers a booking names', () => {
  it("finds the club's golfers by name for a member, and no other club's; without its guests for a competition that takes none", async () => {
    const [someone] = await t.db
      .select({ id: members.id, first: members.first_name, last: members.last_name })
      .from(golfCourseMembers)
      .innerJoin(members, eq(members.id, golfCourseMembers.member_id))
      .where(
        and(
          eq(golfCourseMembers.golf_course_id, demoClubId),
          sql`${members.id} not in (select member_id from golf_course_members where golf_course_id = ${secondClubId})`,
        ),
      )
      .limit(1);
    const found = await call('GET', `/api/bookings/partners/?search=${encodeURIComponent(someone!.last)}`, 'member');
    expect(found.statusCode).toBe(200);
    expect(found.json<{ results: unknown[] }>().results).toContainEqual({
      member_id: someone!.id,
      name: `${someone!.first} ${someone!.last}`,
    });
    const elsewhere = await call(
      'GET',
      `/api/bookings/partners/?search=${encodeURIComponent(someone!.last)}`,
      'secondAdmin',
      undefined,
      secondClubId,
    );
    expect(elsewhere.json<{ results: { member_id: number }[] }>().results.map((one) => one.member_id)).not.toContain(
      someone!.id,
    );
    // For a competition that takes no guests, the club's guests are left out.
    const [guest] = await t.db
      .select({ id: members.id, last: members.last_name })
      .from(golfCourseMembers)
      .innerJoin(members, eq(members.id, golfCourseMembers.member_id))
      .where(
        and(
          eq(golfCourseMembers.golf_course_id, demoClubId),
          eq(golfCourseMembers.is_guest, true),
          eq(golfCourseMembers.status, 'active'),
        ),
      )
      .limit(1);
    const partnersOf = async (query: string) =>
      (await call('GET', `/api/bookings/partners/?${query}`, 'member'))
        .json<{ results: { member_id: number }[] }>()
        .results.map((one) => one.member_id);
    const guestSearch = `search=${encodeURIComponent(guest!.last)}`;
    expect(await partnersOf(guestSearch)).toContain(guest!.id);
    expect(await partnersOf(`${guestSearch}&guests=false`)).not.toContain(guest!.id);
    expect((await call('GET', '/api/bookings/partners/?search=a', 'member')).statusCode).toBe(400);
    expect((await call('GET', '/api/bookings/partners/?search=ab', 'user')).statusCode).toBe(403);
  });
});

describe("the day's live stream", () => {
  it('announces a booking made on another connection to a client following the day, and a change at once to one resuming', async () => {
    const { date } = await clubWithSheet();
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { token } = await t.as('user');
    const url = `${address}/api/tee_sheet/stream/?course=${demoClubId}&date=${date}`;
    const headers = { authorization: `Token ${token}`, 'x-golf-course': String(demoClubId) };
    const controller = new AbortController();
    const response = await fetch(url, { signal: controller.signal, headers });
    expect(response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    const { until, text } = eventStream(response, 5000);
    await until(/retry: 2000\n\n/);
    expect(text()).not.toContain('event: change');
    expect((await call('POST', '/api/bookings/', 'member', { date, time: '08:00' })).statusCode).toBe(201);
    const answeredAt = Date.now();
    const change = await until(/id: (\d+)\nevent: change\ndata: (.*)\n\n/);
    expect(Date.now() - answeredAt).toBeLessThan(1000);
    expect(JSON.parse(change[2]!)).toEqual({ date });
    controller.abort();

    const resumed = new AbortController();
    const again = await fetch(url, { signal: resumed.signal, headers: { ...headers, 'last-event-id': change[1]! } });
    const resumedReader = again.body!.pipeThrough(new TextDecoderStream()).getReader();
    let opening = '';
    while (!opening.includes('event: change')) opening += (await resumedReader.read()).value ?? '';
    expect(opening).toMatch(/event: change\ndata: \{"date":"\d{4}-\d\d-\d\d"\}/);
    resumed.abort();

    expect((await call('GET', `/api/tee_sheet/stream/?course=${secondClubId}&date=${date}`, 'user')).statusCode).toBe(
      404,
    );
  });
});
