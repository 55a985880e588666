import { ballotDraw } from '@fairway/golf';
import { and, eq, ne } from 'drizzle-orm';
import { describe, expect, it, beforeEach } from 'vitest';
import {
  accountsHeads,
  ballots,
  bookings,
  golfCourseMembers,
  mailOutbox,
  memberExpenses,
  members,
  waitingList,
} from '../src/db/schema/index.js';
import { expireWaitingListOffers } from '../src/modules/tee-sheet/expire-waiting-list-offers.js';
import { clubAtMidday, setAsideDemoTeeSheet } from './demo-tee-sheet.js';
import { callsAs, demoClubId, secondClubId, useTestApp } from './test-app.js';

const t = useTestApp();
const call = callsAs(t);

beforeEach(() => setAsideDemoTeeSheet(t));

type Entry = {
  id: number;
  member_id: number;
  players: { kind: string; member_id: number | null; name: string }[];
  outcome: string | null;
  draw_order: number | null;
  weight: number | null;
  time: string | null;
  tee: number | null;
  booking_id: number | null;
  explanation: string | null;
  from_time: string;
  to_time: string;
};
type Request = {
  id: number;
  status: string;
  offered_time: string | null;
  booking_id: number | null;
  member_id: number;
};

/** The demo club at about midday on its clock, a sheet every day from 07:00 to 17:50 every ten minutes, its rules. */
async function setUpClub() {
  const dayAfter = await clubAtMidday(t);
  const [head] = await t.db
    .select({ id: accountsHeads.id })
    .from(accountsHeads)
    .where(and(eq(accountsHeads.golf_course_id, demoClubId), eq(accountsHeads.code, 'GREEN')));
  expect(
    (
      await call('POST', '/api/tee_sheet_templates/', 'admin', {
        name: 'Every day',
        weekdays: [1, 2, 3, 4, 5, 6, 7],
        first_start: '07:00',
        last_start: '17:50',
        interval_minutes: 10,
      })
    ).statusCode,
  ).toBe(201);
  expect(
    (
      await call('POST', '/api/booking_rules/', 'admin', {
        days_ahead: 30,
        opens_at: '00:00',
        maximum_guests: 2,
        cancel_cut_off_hours: 24,
        no_shows: 3,
        no_show_within_days: 90,
        suspension_days: 14,
        waiting_list_hold_minutes: 60,
        green_fee_accounts_head_id: head!.id,
      })
    ).statusCode,
  ).toBe(201);
  expect((await call('POST', '/api/green_fees/', 'admin', { player: 'guest', amount_minor: 4500 })).statusCode).toBe(
    201,
  );
  const [morgan] = await t.db.select().from(members).where(eq(members.email, 'member@demo.fairway.golf'));
  const others = await t.db
    .select({ id: golfCourseMembers.member_id })
    .from(golfCourseMembers)
    .where(and(eq(golfCourseMembers.golf_course_id, demoClubId), ne(golfCourseMembers.member_id, morgan!.id)))
    .orderBy(golfCourseMembers.member_id)
    .limit(16);
  return { dayAfter, memberId: morgan!.id, otherIds: others.map((other) => other.id) };
}

const detail = (answer: { json: () => unknown }) => (answer.json() as { detail: string }).detail;
const member = (id: number) => ({ kind: 'member', member_id: id });

async function openBallot(date: string, closesAt: string) {
  const created = await call('POST', '/api/ballots/', 'admin', {
    date,
    from_time: '08:00',
    to_time: '08:30',
    closes_at: closesAt,
  });
  expect(created.statusCode).toBe(201);
  return created.json<{ id: number }>().id;
}

/** The ballot's close moved into the past, as time passing would. */
const closeBallot = (id: number) =>
  t.db.update(ballots).set({ closes_at: '2000-01-01T00:00' }).where(eq(ballots.id, id));

describe('ballots', () => {
  it('admins keep ballots; members enter a group before the close, not twice, not a fifth player, not after the close; the times are closed to booking', async () => {
    const { dayAfter, memberId, otherIds } = await setUpClub();
    const date = dayAfter(10);
    const ballot = { date, from_time: '08:00', to_time: '08:30', closes_at: `${dayAfter(7)}T18:00` };
    for (const who of ['member', 'events', 'user'] as const)
      expect((await call('POST', '/api/ballots/', who, ballot)).statusCode, who).toBe(403);
    const late = await call('POST', '/api/ballots/', 'admin', { ...ballot, closes_at: `${date}T09:00` });
    expect(late.statusCode).toBe(400);
    const id = await openBallot(date, `${dayAfter(7)}T18:00`);
    expect((await call('GET', `/api/ballots/${id}/`, 'member')).json()).toMatchObject({ status: 'open', seed: null });

    const booked = await call('POST', '/api/bookings/', 'member', { date, time: '08:10' });
    expect(booked.statusCode).toBe(409);
    expect(detail(booked)).toBe(
      `The tee times of ${date} from 08:00 to 08:30 are balloted: enter the ballot before it closes on ${dayAfter(7)} at 18:00.`,
    );
    expect((await call('POST', '/api/bookings/', 'member', { date, time: '09:00' })).statusCode).toBe(201);

    const entry = { ballot_id: id, from_time: '08:00', to_time: '08:20' };
    const entered = await call('POST', '/api/ballot_entries/', 'member', {
      ...entry,
      others: [member(otherIds[0]!), { kind: 'guest', name: 'Gill Guest', email: 'gill@example.com' }],
    });
    expect(entered.statusCode).toBe(201);
    expect(entered.json<Entry>().players.map((player) => player.kind)).toEqual(['member', 'member', 'guest']);
    expect(entered.json<Entry>()).toMatchObject({ member_id: memberId, outcome: null });

    const twice = await call('POST', '/api/ballot_entries/', 'member', entry);
    expect(twice.statusCode).toBe(409);
    expect(detail(twice)).toBe('Morgan Member is already in an entry of this ballot.');
    const partnerTwice = await call('POST', '/api/ballot_entries/', 'admin', { ...entry, member_id: otherIds[0] });
    expect(partnerTwice.statusCode).toBe(409);
    const tbc = { kind: 'tbc' };
    const fifth = await call('POST', '/api/ballot_entries/', 'admin', {
      ...entry,
      member_id: otherIds[1],
      others: [tbc, tbc, tbc, tbc],
    });
    expect(fifth.statusCode).toBe(400);
    expect(fifth.json()).toEqual({ others: ['A booking holds at most four players: you and three others.'] });
    const outside = await call('POST', '/api/ballot_entries/', 'admin', {
      ...entry,
      member_id: otherIds[1],
      to_time: '09:00',
    });
    expect(outside.statusCode).toBe(400);
    expect((await call('POST', '/api/ballot_entries/', 'events', entry)).statusCode).toBe(403);

    const entryId = entered.json<Entry>().id;
    const changed = await call('PATCH', `/api/ballot_entries/${entryId}/`, 'member', {
      from_time: '08:10',
      to_time: '08:30',
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json<Entry>()).toMatchObject({ from_time: '08:10', to_time: '08:30' });
    expect(changed.json<Entry>().players).toHaveLength(3);

    // Another club's admin reaches none of it.
    for (const [method, url] of [
      ['GET', `/api/ballots/${id}/`],
      ['PATCH', `/api/ballots/${id}/`],
      ['DELETE', `/api/ballots/${id}/`],
      ['POST', `/api/ballots/${id}/draw/`],
      ['GET', `/api/ballot_entries/${entryId}/`],
      ['PATCH', `/api/ballot_entries/${entryId}/`],
      ['DELETE', `/api/ballot_entries/${entryId}/`],
    ] as const) {
      const body = method === 'PATCH' ? { from_time: '08:00', to_time: '08:10' } : undefined;
      expect((await call(method, url, 'secondAdmin', body, secondClubId)).statusCode, `${method} ${url}`).toBe(404);
    }
    expect(
      (await call('POST', '/api/ballot_entries/', 'secondAdmin', { ...entry, member_id: otherIds[2] }, secondClubId))
        .statusCode,
    ).toBe(404);
    // The second club's own demo ballots are listed to its admin; nothing of the demo club's.
    const secondClubs = (await call('GET', '/api/ballot_entries/', 'secondAdmin', undefined, secondClubId)).json<{
      results: (Entry & { golf_course_id: number })[];
    }>().results;
    expect(secondClubs.every((listed) => listed.golf_course_id === secondClubId)).toBe(true);
    expect(secondClubs.map((listed) => listed.id)).not.toContain(entryId);
    expect((await call('GET', `/api/ballot_entries/${entryId}/`, 'user')).statusCode).toBe(404);

    await closeBallot(id);
    const afterClose = await call('POST', '/api/ballot_entries/', 'admin', { ...entry, member_id: otherIds[3] });
    expect(afterClose.statusCode).toBe(409);
    expect(detail(afterClose)).toBe('The ballot closed on 2000-01-01 at 00:00: entries are no longer taken.');
    expect((await call('DELETE', `/api/ballot_entries/${entryId}/`, 'member')).statusCode).toBe(409);
    expect(
      (await call('GET', `/api/ballot_entries/?ballot=${id}`, 'admin')).json<{ results: Entry[] }>().results,
    ).toHaveLength(1);
  });

  it('the draw at the close books each winning group once, even drawn twice at once, puts the losers on the waiting list, mails everyone and says why; its seed draws it again', async () => {
    const { dayAfter, memberId, otherIds } = await setUpClub();
    const date = dayAfter(10);
    const id = await openBallot(date, `${dayAfter(7)}T18:00`);
    const drawnFrom = new Date();
    expect((await call('POST', `/api/ballots/${id}/draw/`, 'admin')).statusCode).toBe(409);
    // Eleven groups of three for the four tee times 08:00 to 08:30 (one each): four win, seven lose.
    const groups = [memberId, ...otherIds.slice(0, 10)];
    for (const [index, entering] of groups.entries()) {
      const entered = await call('POST', '/api/ballot_entries/', index === 0 ? 'member' : 'admin', {
        ballot_id: id,
        ...(index === 0 ? {} : { member_id: entering }),
        others: [
          index === 0 ? { kind: 'guest', name: 'Gill Guest', email: 'gill@example.com' } : { kind: 'tbc' },
          { kind: 'tbc' },
        ],
        from_time: '08:00',
        to_time: '08:30',
      });
      expect(entered.statusCode).toBe(201);
    }
    await closeBallot(id);
    expect((await call('POST', `/api/ballots/${id}/draw/`, 'member')).statusCode).toBe(403);
    expect((await call('POST', `/api/ballots/${id}/draw/`, 'events')).statusCode).toBe(403);
    const draws = await Promise.all([1, 2].map(() => call('POST', `/api/ballots/${id}/draw/`, 'admin')));
    expect(draws.map((draw) => draw.statusCode).sort()).toEqual([200, 409]);
    const drawn = draws.find((draw) => draw.statusCode === 200)!.json<{ status: string; seed: number }>();
    expect(drawn.status).toBe('drawn');

    const dayBookings = await t.db
      .select()
      .from(bookings)
      .where(and(eq(bookings.golf_course_id, demoClubId), eq(bookings.date, date)));
    expect(dayBookings.map((booking) => booking.time).sort()).toEqual(['08:00', '08:10', '08:20', '08:30']);
    const entries = (await call('GET', `/api/ballot_entries/?ballot=${id}`, 'admin')).json<{ results: Entry[] }>()
      .results;
    const winners = entries.filter((entry) => entry.outcome === 'placed');
    expect(winners).toHaveLength(4);
    expect(winners.map((entry) => entry.booking_id).sort()).toEqual(dayBookings.map((booking) => booking.id).sort());
    const first = entries.find((entry) => entry.draw_order === 1)!;
    expect(first.explanation).toBe(
      'Drawn 1st of 11, weight 1 (its members lost no ballot in the 90 days before): 08:00 on the 1st tee, the earliest time of its window (08:00 to 08:30) with 3 places still free.',
    );
    const loser = entries.find((entry) => entry.outcome === 'slots_taken')!;
    expect(loser.explanation).toMatch(/were taken by groups drawn before it\. On the waiting list for its window\.$/);

    const waiting = await t.db.select().from(waitingList).where(eq(waitingList.date, date));
    expect(waiting.map((request) => request.member_id).sort()).toEqual(
      entries
        .filter((entry) => entry.outcome !== 'placed')
        .map((entry) => entry.member_id)
        .sort(),
    );
    expect(waiting.every((request) => request.status === 'waiting' && request.places === 3)).toBe(true);
    // One mail to each group's entrant (the demo's own ballot drawn last Saturday mailed its entrants before).
    const mails = await t.db.select().from(mailOutbox).where(eq(mailOutbox.golf_course_id, demoClubId));
    const ballotMails = mails.filter((mail) => mail.subject.startsWith('The ballot for'));
    expect(ballotMails.filter((mail) => mail.created_at >= drawnFrom)).toHaveLength(11);

    const mine = (await call('GET', `/api/ballot_entries/?ballot=${id}`, 'member')).json<{ results: Entry[] }>()
      .results;
    expect(mine.map((entry) => entry.member_id)).toEqual([memberId]);
    // The guest's green fee is charged to the member whose group won, as a booking's is.
    const fees = await t.db.select().from(memberExpenses).where(eq(memberExpenses.member_id, memberId));
    expect(fees.map((fee) => fee.amount_minor)).toEqual(mine[0]!.outcome === 'placed' ? [4500] : []);

    // The recorded seed draws the same order again.
    const again = ballotDraw({
      seed: drawn.seed,
      slots: ['08:00', '08:10', '08:20', '08:30'].map((time) => ({ time, tee: 1 as const, placesFree: 4 })),
      entries: [...entries]
        .sort((left, right) => left.id - right.id)
        .map((entry) => ({
          id: String(entry.id),
          members: [{ id: String(entry.member_id), recentLosses: 0 }],
          places: 3,
          window: { from: '08:00', to: '08:30' },
        })),
    });
    expect(again.drawOrder).toEqual(
      [...entries].sort((left, right) => left.draw_order! - right.draw_order!).map((entry) => String(entry.id)),
    );
    expect((await call('PATCH', `/api/ballots/${id}/`, 'admin', { to_time: '09:00' })).statusCode).toBe(409);
    expect((await call('DELETE', `/api/ballots/${id}/`, 'admin')).statusCode).toBe(409);

    // A loser's next ballot weighs more.
    const next = await openBallot(dayAfter(11), `${dayAfter(8)}T18:00`);
    await call('POST', '/api/ballot_entries/', 'admin', {
      ballot_id: next,
      member_id: loser.member_id,
      from_time: '08:00',
      to_time: '08:30',
    });
    await closeBallot(next);
    await call('POST', `/api/ballots/${next}/draw/`, 'admin');
    const [weighed] = (await call('GET', `/api/ballot_entries/?ballot=${next}`, 'admin')).json<{ results: Entry[] }>()
      .results;
    expect(weighed!.weight).toBe(2);
  });
});

describe('the waiting list', () => {
  it('is refused while a place is free; a cancellation offers the place to the first whose window fits, held, then to the next when it lapses; accepted it is a booking', async () => {
    const { dayAfter, memberId, otherIds } = await setUpClub();
    const date = dayAfter(3);
    const ask = (who: 'member' | 'admin', body: Record<string, unknown>) =>
      call('POST', '/api/waiting_list/', who, { date, from_time: '10:00', to_time: '10:00', ...body });
    const free = await ask('member', {});
    expect(free.statusCode).toBe(409);
    expect(detail(free)).toBe(`The tee time 10:00 on ${date} has a place free: book it instead.`);
    const full = await call('POST', '/api/bookings/', 'admin', {
      date,
      time: '10:00',
      member_id: otherIds[0],
      others: [member(otherIds[1]!), member(otherIds[2]!), member(otherIds[3]!)],
    });
    expect(full.statusCode).toBe(201);

    const first = await ask('member', {});
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ status: 'waiting', member_id: memberId, places: 1 });
    expect((await ask('member', {})).statusCode).toBe(409);
    const second = await ask('admin', { member_id: otherIds[4] });
    expect(second.statusCode).toBe(201);
    expect(
      (await call('POST', '/api/waiting_list/', 'events', { date, from_time: '10:00', to_time: '10:00' })).statusCode,
    ).toBe(403);
    expect(
      (
        await call(
          'POST',
          `/api/waiting_list/${first.json<Request>().id}/accept/`,
          'secondAdmin',
          undefined,
          secondClubId,
        )
      ).statusCode,
    ).toBe(404);
    expect((await call('POST', `/api/waiting_list/${first.json<Request>().id}/accept/`, 'member')).statusCode).toBe(
      409,
    );

    // A player taken out frees a place: the first asking is offered it and mailed.
    const booking = full.json<{ id: number }>().id;
    await call('PATCH', `/api/bookings/${booking}/`, 'admin', {
      others: [member(otherIds[1]!), member(otherIds[2]!)],
    });
    const list = () =>
      call('GET', `/api/waiting_list/?date=${date}`, 'admin').then(
        (answer) => answer.json<{ results: Request[] }>().results,
      );
    expect((await list()).map((request) => [request.member_id, request.status, request.offered_time])).toEqual([
      [memberId, 'offered', '10:00'],
      [otherIds[4], 'waiting', null],
    ]);
    const offerMails = (await t.db.select().from(mailOutbox)).filter((mail) =>
      mail.subject.startsWith('A tee time for you on'),
    );
    expect(offerMails.map((mail) => mail.recipient)).toEqual(['member@demo.fairway.golf']);
    // Held: the sheet shows it taken and nobody else books it meanwhile.
    const placesLeftAtTen = async () =>
      (await call('GET', `/api/tee_sheet/?course=${demoClubId}&date=${date}`, 'member'))
        .json<{ slots: { time: string; places_left: number }[] }>()
        .slots.find((slot) => slot.time === '10:00')!.places_left;
    expect(await placesLeftAtTen()).toBe(0);
    const taken = await call('POST', '/api/bookings/', 'admin', { date, time: '10:00', member_id: otherIds[5] });
    expect(taken.statusCode).toBe(409);

    // The hold lapses: the place goes to the next.
    await t.db
      .update(waitingList)
      .set({ offer_held_until: new Date(Date.now() - 1000) })
      .where(eq(waitingList.member_id, memberId));
    expect(await expireWaitingListOffers(t.db, t.config)).toBe(1);
    expect((await list()).map((request) => request.status)).toEqual(['expired', 'offered']);
    const lapsed = await call('POST', `/api/waiting_list/${first.json<Request>().id}/accept/`, 'member');
    expect(lapsed.statusCode).toBe(409);

    const accepted = await call('POST', `/api/waiting_list/${second.json<Request>().id}/accept/`, 'admin');
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({ status: 'accepted' });
    const made = await call('GET', `/api/bookings/${accepted.json<Request>().booking_id}/`, 'admin');
    expect(made.json()).toMatchObject({ date, time: '10:00', member_id: otherIds[4], status: 'booked' });
    expect(await placesLeftAtTen()).toBe(0);
  });

  it('a cancellation offers its places to the first whose places fit; declined, they go to the next', async () => {
    const { dayAfter, otherIds } = await setUpClub();
    const date = dayAfter(3);
    const full = await call('POST', '/api/bookings/', 'admin', {
      date,
      time: '11:00',
      member_id: otherIds[0],
      others: [{ kind: 'tbc' }, { kind: 'tbc' }, { kind: 'tbc' }],
    });
    const window = { date, from_time: '11:00', to_time: '11:00' };
    const two = await call('POST', '/api/waiting_list/', 'member', { ...window, places: 2 });
    const three = await call('POST', '/api/waiting_list/', 'admin', { ...window, member_id: otherIds[1], places: 3 });
    expect([two.statusCode, three.statusCode]).toEqual([201, 201]);
    expect((await call('POST', `/api/bookings/${full.json<{ id: number }>().id}/cancel/`, 'admin')).statusCode).toBe(
      200,
    );
    const statuses = async () =>
      (await call('GET', '/api/waiting_list/', 'admin'))
        .json<{ results: Request[] }>()
        .results.map((request) => request.status);
    // Two of the four places freed go to the first; the three the second needs are not left.
    expect(await statuses()).toEqual(['offered', 'waiting']);
    const declined = await call('POST', `/api/waiting_list/${two.json<Request>().id}/decline/`, 'member');
    expect(declined.statusCode).toBe(200);
    expect(await statuses()).toEqual(['declined', 'offered']);
    expect((await call('POST', `/api/waiting_list/${two.json<Request>().id}/decline/`, 'member')).statusCode).toBe(409);
  });
});
