import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  auditLog,
  golfCourseMembers,
  mailOutbox,
  memberExpenses,
  memberIndexes,
  members,
  tournamentMembers,
  userRoles,
  users,
} from '../src/db/schema/index.js';
import { callsAs, demoClubId, secondClubId, useTestApp } from './test-app.js';
import { openCompetition } from './open-competition.js';

const t = useTestApp();
const call = callsAs(t);

type Entry = {
  id: number;
  status: string;
  club_name: string;
  home_club_name: string | null;
  handicap_index: number | null;
  member_id: number;
  fee_minor: number;
  fee_posted: boolean;
  waiting_position: number | null;
};
type OpenCompetition = {
  tournament_id: number;
  club_name: string;
  approval_required: boolean;
  may_enter: boolean;
  reason: string | null;
  fee_minor: number;
  entry: Entry | null;
};

const hour = 3_600_000;
/**
 * A stroke play of the demo club open for members' own entries and to other clubs unless the rules say not, its guest
 * fee 30.00, its terms and rules as given.
 */
const openEvent = (terms: Record<string, unknown> = {}, rules: Record<string, unknown> = {}) =>
  openCompetition(t, { name: 'Autumn Open', ...terms }, { other_clubs_allowed: true, guest_fee_minor: 3000, ...rules });
const detail = (answer: { json: () => unknown }) => (answer.json() as { detail: string }).detail;

/** Members of the second club only, with an index, each given a login as a member there: as many as asked. */
async function visitors(count: number) {
  const golfers = await t.db
    .select({ id: members.id, firstName: members.first_name, lastName: members.last_name })
    .from(golfCourseMembers)
    .innerJoin(members, eq(members.id, golfCourseMembers.member_id))
    .where(
      and(
        eq(golfCourseMembers.golf_course_id, secondClubId),
        eq(golfCourseMembers.is_guest, false),
        isNull(members.user_id),
        sql`${members.handicap_index} is not null`,
        sql`not exists (select 1 from ${golfCourseMembers} as tie where tie.member_id = ${members.id} and tie.golf_course_id = ${demoClubId})`,
        sql`exists (select 1 from ${memberIndexes} where ${memberIndexes.member_id} = ${members.id})`,
      ),
    )
    .orderBy(asc(members.id))
    .limit(count);
  expect(golfers).toHaveLength(count);
  return Promise.all(
    golfers.map(async (golfer, index) => {
      const email = `visitor${index}@open.fairway.golf`;
      const [user] = await t.db
        .insert(users)
        .values({ email, first_name: golfer.firstName, last_name: golfer.lastName })
        .returning({ id: users.id });
      await t.db.insert(userRoles).values({ user_id: user!.id, golf_course_id: secondClubId, role: 5 });
      await t.db.update(members).set({ user_id: user!.id, email }).where(eq(members.id, golfer.id));
      const token = await t.tokenFor(email);
      const as = (method: 'GET' | 'POST', url: string, payload?: object, golfCourseId = secondClubId) =>
        t.call({ method, url, token, golfCourseId, ...(payload ? { payload } : {}) });
      return { memberId: golfer.id, email, as };
    }),
  );
}

type Visitor = Awaited<ReturnType<typeof visitors>>[number];

const openEventsOf = async (visitor: Visitor) =>
  (await visitor.as('GET', '/api/open_competitions/')).json() as OpenCompetition[];
const enterOpen = (visitor: Visitor, tournamentId: number, body: object = {}) =>
  visitor.as('POST', `/api/open_competitions/${tournamentId}/enter/`, body);
const entriesOf = async (tournamentId: number) =>
  (await call('GET', `/api/tournaments/${tournamentId}/competition_entries/`, 'admin')).json() as Entry[];
const fieldOf = (tournamentId: number) =>
  t.db
    .select({ member_id: tournamentMembers.member_id, is_guest: tournamentMembers.is_guest })
    .from(tournamentMembers)
    .where(eq(tournamentMembers.tournament_id, tournamentId));
const mailsTo = (email: string) =>
  t.db.select({ subject: mailOutbox.subject }).from(mailOutbox).where(eq(mailOutbox.recipient, email));

describe('open events', () => {
  it('a golfer of another club sees the open event, enters with their own login, and the organiser sees their index and home club; the guest fee is owed, not posted', async () => {
    const { tournamentId } = await openEvent({ field_limit: 10 });
    const [visitor] = await visitors(1);
    const [golfer] = await t.db
      .select({ handicapIndex: members.handicap_index })
      .from(members)
      .where(eq(members.id, visitor!.memberId));

    const listed = (await openEventsOf(visitor!)).find((event) => event.tournament_id === tournamentId);
    expect(listed).toMatchObject({
      club_name: 'Fairway Demo Golf Club',
      currency: 'GBP',
      approval_required: false,
      may_enter: true,
      reason: null,
      fee_minor: 3000,
      entry: null,
    });

    const entered = await enterOpen(visitor!, tournamentId, { preferred_start: 'late' });
    expect(entered.statusCode, entered.body).toBe(201);
    const entry = entered.json() as Entry;
    expect(entry).toMatchObject({
      status: 'entered',
      club_name: 'Fairway Demo Golf Club',
      home_club_name: 'Second Demo Golf Club',
      handicap_index: golfer!.handicapIndex,
      fee_minor: 3000,
      fee_posted: false,
    });
    expect(await fieldOf(tournamentId)).toEqual([{ member_id: visitor!.memberId, is_guest: true }]);
    const hostExpenses = await t.db
      .select()
      .from(memberExpenses)
      .where(and(eq(memberExpenses.member_id, visitor!.memberId), eq(memberExpenses.golf_course_id, demoClubId)));
    expect(hostExpenses).toEqual([]);
    expect(await entriesOf(tournamentId)).toEqual([
      expect.objectContaining({
        id: entry.id,
        home_club_name: 'Second Demo Golf Club',
        handicap_index: golfer!.handicapIndex,
      }),
    ]);
    // The visitor is no golfer of the host: the host's members do not list them.
    const ties = await t.db
      .select()
      .from(golfCourseMembers)
      .where(and(eq(golfCourseMembers.member_id, visitor!.memberId), eq(golfCourseMembers.golf_course_id, demoClubId)));
    expect(ties).toEqual([]);

    const again = await enterOpen(visitor!, tournamentId);
    expect(again.statusCode).toBe(409);
    expect(detail(again)).toBe('You are already entered.');
    expect((await openEventsOf(visitor!)).find((event) => event.tournament_id === tournamentId)).toMatchObject({
      may_enter: false,
      reason: 'You are entered.',
      entry: { id: entry.id, status: 'entered' },
    });
    const mine = (await visitor!.as('GET', '/api/competition_entries/mine/')).json() as Entry[];
    expect(mine).toEqual([expect.objectContaining({ id: entry.id, club_name: 'Fairway Demo Golf Club' })]);

    const withdrawn = await visitor!.as('POST', `/api/competition_entries/${entry.id}/withdraw/`);
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect(withdrawn.json()).toMatchObject({ status: 'withdrawn' });
    expect(await fieldOf(tournamentId)).toEqual([]);
    const audited = await t.db
      .select({ golfCourseId: auditLog.golf_course_id })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'competition_entries'), eq(auditLog.entity_id, entry.id)));
    expect(audited.map((row) => row.golfCourseId)).toEqual([demoClubId, demoClubId]);
  });

  it('where the event asks for approval the entry awaits it; the organiser approves one into the field and declines another, each golfer mailed', async () => {
    const { tournamentId } = await openEvent({ field_limit: 10 }, { other_clubs_approval: true });
    const [first, second] = await visitors(2);
    expect((await openEventsOf(first!)).find((event) => event.tournament_id === tournamentId)).toMatchObject({
      approval_required: true,
    });

    const firstEntry = (await enterOpen(first!, tournamentId)).json() as Entry;
    const secondEntry = (await enterOpen(second!, tournamentId)).json() as Entry;
    expect([firstEntry.status, secondEntry.status]).toEqual(['awaiting', 'awaiting']);
    expect(await fieldOf(tournamentId)).toEqual([]);
    expect((await openEventsOf(first!)).find((event) => event.tournament_id === tournamentId)).toMatchObject({
      may_enter: false,
      reason: 'Your entry awaits the organiser’s approval.',
    });
    const twice = await enterOpen(first!, tournamentId);
    expect(twice.statusCode).toBe(409);
    expect(detail(twice)).toBe('Your entry already awaits the organiser’s approval.');

    const approved = await call('POST', `/api/competition_entries/${firstEntry.id}/approve/`, 'admin');
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({ status: 'entered', home_club_name: 'Second Demo Golf Club' });
    expect(await fieldOf(tournamentId)).toEqual([{ member_id: first!.memberId, is_guest: true }]);
    expect(await mailsTo(first!.email)).toEqual([{ subject: 'Your entry of Autumn Open is approved' }]);

    const declined = await call('POST', `/api/competition_entries/${secondEntry.id}/decline/`, 'admin');
    expect(declined.statusCode, declined.body).toBe(200);
    expect(declined.json()).toMatchObject({ status: 'declined' });
    expect(await mailsTo(second!.email)).toEqual([{ subject: 'Your entry of Autumn Open is declined' }]);
    const decidedAgain = await call('POST', `/api/competition_entries/${secondEntry.id}/approve/`, 'admin');
    expect(decidedAgain.statusCode).toBe(409);
    expect(detail(decidedAgain)).toBe('This entry is declined: it awaits no approval.');
    expect((await call('POST', `/api/competition_entries/${firstEntry.id}/decline/`, 'admin')).statusCode).toBe(409);
  });

  it('approved into a full field, the entry waits in the order it was taken; with no waiting list the approval is refused', async () => {
    const { tournamentId, rulesId } = await openEvent({ field_limit: 2 }, { other_clubs_approval: true });
    const golfers = await visitors(4);
    const entries = [];
    for (const visitor of golfers) entries.push((await enterOpen(visitor, tournamentId)).json() as Entry);
    const approve = (entry: Entry) => call('POST', `/api/competition_entries/${entry.id}/approve/`, 'admin');
    expect((await approve(entries[1]!)).json()).toMatchObject({ status: 'entered' });
    expect((await approve(entries[2]!)).json()).toMatchObject({ status: 'entered' });
    const waiting = await approve(entries[0]!);
    expect(waiting.json()).toMatchObject({ status: 'waiting', waiting_position: 1 });
    expect(await mailsTo(golfers[0]!.email)).toEqual([{ subject: 'Your entry of Autumn Open is approved' }]);

    await call('PATCH', `/api/tournament_entry_rules/${rulesId}/`, 'admin', { waiting_list: false });
    const refused = await approve(entries[3]!);
    expect(refused.statusCode).toBe(409);
    expect(detail(refused)).toBe('The field is full: all 2 places are taken, and the event keeps no waiting list.');
  });

  it('is refused, saying why: an event not open to other clubs, outside the index range, after entries close, twice', async () => {
    const [visitor] = await visitors(1);
    const [golfer] = await t.db
      .select({ handicapIndex: members.handicap_index })
      .from(members)
      .where(eq(members.id, visitor!.memberId));
    const { tournamentId: closedToOthers } = await openEvent({}, { other_clubs_allowed: false });
    expect((await openEventsOf(visitor!)).map((event) => event.tournament_id)).not.toContain(closedToOthers);
    const notOpen = await enterOpen(visitor!, closedToOthers);
    expect(notOpen.statusCode).toBe(409);
    expect(detail(notOpen)).toBe('The event is for golfers of its club: golfers of other clubs may not enter.');

    const below = golfer!.handicapIndex! - 5;
    const { tournamentId: lowIndexes } = await openEvent({}, { maximum_handicap_index: below });
    const outside = await enterOpen(visitor!, lowIndexes);
    expect(outside.statusCode).toBe(409);
    expect(detail(outside)).toMatch(
      new RegExp(
        `^The event is for Handicap Indexes up to ${below} on .+, when entries close; yours is ${golfer!.handicapIndex}\\.$`,
      ),
    );

    const { tournamentId: closing, rulesId } = await openEvent();
    await call('PATCH', `/api/tournament_entry_rules/${rulesId}/`, 'admin', {
      entries_open_at: new Date(Date.now() - 3 * hour).toISOString(),
    });
    await call('PATCH', `/api/tournaments/${closing}/`, 'admin', {
      entries_close_at: new Date(Date.now() - hour).toISOString(),
    });
    const late = await enterOpen(visitor!, closing);
    expect(late.statusCode).toBe(409);
    expect(detail(late)).toMatch(/^Entries closed at /);
    expect((await openEventsOf(visitor!)).map((event) => event.tournament_id)).not.toContain(closing);
  });

  it('keeps each club’s data its own: other clubs’ ids are not found, roles are held, the host’s golfers enter at home', async () => {
    const { tournamentId } = await openEvent({ field_limit: 10 }, { other_clubs_approval: true });
    const [visitor, neighbour] = await visitors(2);
    const entry = (await enterOpen(visitor!, tournamentId)).json() as Entry;

    // The demo club's own golfers do not see their club's event as another club's, nor enter it so.
    expect(((await call('GET', '/api/open_competitions/', 'member')).json() as OpenCompetition[]).length).toBe(0);
    expect((await call('POST', `/api/open_competitions/${tournamentId}/enter/`, 'member', {})).statusCode).toBe(404);
    // A tournament taking no members' entries is not found, as is one that does not exist.
    const plain = await call('POST', '/api/tournaments/', 'admin', {
      name: 'Club Championship',
      start_date: '2030-07-01',
      end_date: '2030-07-01',
      format: 'stroke_play',
    });
    expect(plain.statusCode, plain.body).toBe(201);
    expect((await enterOpen(visitor!, (plain.json() as { id: number }).id)).statusCode).toBe(404);
    expect((await enterOpen(visitor!, 2_000_000)).statusCode).toBe(404);

    // The second club's admin neither approves nor withdraws the demo club's entries; the visitor does not approve.
    for (const action of ['approve', 'decline', 'withdraw']) {
      const answer = await call(
        'POST',
        `/api/competition_entries/${entry.id}/${action}/`,
        'secondAdmin',
        {},
        secondClubId,
      );
      expect(answer.statusCode, action).toBe(404);
    }
    expect((await visitor!.as('POST', `/api/competition_entries/${entry.id}/approve/`)).statusCode).toBe(403);
    expect(
      (await call('GET', `/api/tournaments/${tournamentId}/competition_entries/`, 'secondAdmin', {}, secondClubId))
        .statusCode,
    ).toBe(404);
    // Another golfer of the visitor's club, and a member of the host, do not reach the visitor's entry.
    expect((await neighbour!.as('POST', `/api/competition_entries/${entry.id}/withdraw/`)).statusCode).toBe(404);
    expect((await call('POST', `/api/competition_entries/${entry.id}/withdraw/`, 'member')).statusCode).toBe(404);
    expect((await neighbour!.as('GET', '/api/competition_entries/mine/')).json()).toEqual([]);
    // The visitor's entry is theirs from their home club only.
    expect(
      (await visitor!.as('POST', `/api/competition_entries/${entry.id}/withdraw/`, {}, demoClubId)).statusCode,
    ).toBe(403);
    // A member of the host enters from the host's own Competitions; the host's guest enters as a visitor.
    await t.db.insert(golfCourseMembers).values({ golf_course_id: demoClubId, member_id: neighbour!.memberId });
    const memberOfHost = await enterOpen(neighbour!, tournamentId);
    expect(memberOfHost.statusCode).toBe(409);
    expect(detail(memberOfHost)).toBe('You are a member of Fairway Demo Golf Club: enter from its own Competitions.');
    await t.db
      .update(golfCourseMembers)
      .set({ is_guest: true })
      .where(
        and(eq(golfCourseMembers.golf_course_id, demoClubId), eq(golfCourseMembers.member_id, neighbour!.memberId)),
      );
    const guestOfHost = await enterOpen(neighbour!, tournamentId);
    expect(guestOfHost.statusCode, guestOfHost.body).toBe(201);
    expect(guestOfHost.json()).toMatchObject({ status: 'awaiting', home_club_name: 'Second Demo Golf Club' });

    const withdrawn = await visitor!.as('POST', `/api/competition_entries/${entry.id}/withdraw/`);
    expect(withdrawn.json()).toMatchObject({ status: 'withdrawn' });
    expect((await call('POST', `/api/competition_entries/${entry.id}/approve/`, 'admin')).statusCode).toBe(409);
  });
});
