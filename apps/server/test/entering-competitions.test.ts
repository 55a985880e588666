import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  accountsHeads,
  auditLog,
  competitionEntries,
  ledgerEntries,
  mailOutbox,
  memberExpenses,
  memberIndexes,
  members,
  memberTypeMappings,
  memberTypes,
  tournaments,
} from '../src/db/schema/index.js';
import { lapseOffersDue } from '../src/modules/tournaments/lapse-offers-due.js';
import { callsAs, demoClubId, secondClubId, useTestApp, type Who } from './test-app.js';
import { golfersWithLogins, openCompetition } from './open-competition.js';
import { tournamentRound } from './tournament-round.js';

const t = useTestApp();
const call = callsAs(t);

type Entry = {
  id: number;
  status: string;
  waiting_position: number | null;
  offered_until: string | null;
  fee_minor: number;
  fee_posted: boolean;
  fee_reversed: boolean;
  member_id: number;
};
type Competition = {
  tournament_id: number;
  may_enter: boolean;
  reason: string | null;
  fee_minor: number;
  entry: Entry | null;
};

const hour = 3_600_000;
const detail = (answer: { json: () => unknown }) => (answer.json() as { detail: string }).detail;

/** The demo club's ledger head of entry fees. */
async function entryFeesHead() {
  const [head] = await t.db
    .select({ id: accountsHeads.id })
    .from(accountsHeads)
    .where(and(eq(accountsHeads.golf_course_id, demoClubId), eq(accountsHeads.code, 'ENTRY')));
  return head!.id;
}

const asGolfer = (token: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.call({ method, url, token, golfCourseId: demoClubId, ...(payload ? { payload } : {}) });

const enter = (tournamentId: number, who: Who = 'member', body: object = {}) =>
  call('POST', `/api/competitions/${tournamentId}/enter/`, who, body);
const withdraw = (entryId: number, who: Who = 'member') =>
  call('POST', `/api/competition_entries/${entryId}/withdraw/`, who);
const competitionOf = async (tournamentId: number, who: Who = 'member') =>
  ((await call('GET', '/api/competitions/', who)).json() as Competition[]).find(
    (competition) => competition.tournament_id === tournamentId,
  );
const entriesOf = async (tournamentId: number) =>
  (await call('GET', `/api/tournaments/${tournamentId}/competition_entries/`, 'admin')).json() as Entry[];
const expensesOf = (memberId: number) =>
  t.db
    .select({ id: memberExpenses.id, amount: memberExpenses.amount_minor, status: memberExpenses.status })
    .from(memberExpenses)
    .where(and(eq(memberExpenses.member_id, memberId), sql`${memberExpenses.description} like 'Entry fee%'`));

async function morganId() {
  const [morgan] = await t.db
    .select({ id: members.id })
    .from(members)
    .where(eq(members.email, 'member@demo.fairway.golf'));
  return morgan!.id;
}

describe('entry rules', () => {
  it('an organiser sets who may enter and when; bad rules are refused on their fields; members may not set them, another club does not see them', async () => {
    const { tournamentId, rulesId } = await openCompetition(t, {}, { maximum_handicap_index: 28, waiting_list: false });
    const read = await call('GET', `/api/tournament_entry_rules/${rulesId}/`, 'admin');
    expect(read.json()).toMatchObject({ tournament_id: tournamentId, maximum_handicap_index: 28, waiting_list: false });

    const { tournamentId: another } = await openCompetition(t, { name: 'Second' });
    const bad = async (body: Record<string, unknown>) => {
      const answer = await call('PATCH', `/api/tournament_entry_rules/${rulesId}/`, 'admin', body);
      expect(answer.statusCode, answer.body).toBe(400);
      return answer.json() as Record<string, string[]>;
    };
    expect(await bad({ entries_open_at: new Date(Date.now() + 30 * 24 * hour).toISOString() })).toEqual({
      entries_open_at: ['Entries open before they close.'],
    });
    expect(await bad({ minimum_handicap_index: 30 })).toEqual({
      maximum_handicap_index: ['The highest index is at least the lowest.'],
    });
    expect(await bad({ member_type_ids: [999999] })).toEqual({
      member_type_ids: ['Invalid pk "999999" - object does not exist.'],
    });
    expect(await bad({ categories: ['Seniors'] })).toEqual({
      categories: ['The tournament has no category “Seniors”.'],
    });
    expect(await bad({ accounts_head_id: null })).toEqual({
      accounts_head_id: ['Name the ledger head entry fees are posted to.'],
    });
    expect(await bad({ offer_hours: 0 })).toHaveProperty('offer_hours');
    const twice = await call('POST', '/api/tournament_entry_rules/', 'admin', {
      tournament_id: another,
      entries_open_at: new Date().toISOString(),
      accounts_head_id: await entryFeesHead(),
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json()).toHaveProperty('tournament_id');

    expect(
      (await call('PATCH', `/api/tournament_entry_rules/${rulesId}/`, 'member', { offer_hours: 2 })).statusCode,
    ).toBe(403);
    for (const method of ['GET', 'PATCH', 'DELETE'] as const) {
      expect(
        (await call(method, `/api/tournament_entry_rules/${rulesId}/`, 'secondAdmin', {}, secondClubId)).statusCode,
      ).toBe(404);
    }
    const foreign = await call(
      'POST',
      '/api/tournament_entry_rules/',
      'secondAdmin',
      { tournament_id: tournamentId, entries_open_at: new Date().toISOString() },
      secondClubId,
    );
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json()).toEqual({ tournament_id: [`Invalid pk "${tournamentId}" - object does not exist.`] });
    // An event manager reaches the rules of their own series only.
    expect((await call('GET', `/api/tournament_entry_rules/${rulesId}/`, 'events')).statusCode).toBe(404);
  });
});

describe('a member enters and withdraws', () => {
  it('sees the event with their fee, enters once with the fee posted to their account, withdraws in time and the fee is reversed, once', async () => {
    const { tournamentId } = await openCompetition(t, { field_limit: 10 });
    const memberId = await morganId();
    expect(await competitionOf(tournamentId)).toMatchObject({
      may_enter: true,
      reason: null,
      fee_minor: 1500,
      entry: null,
    });

    const entered = await enter(tournamentId, 'member', { preferred_start: 'early' });
    expect(entered.statusCode, entered.body).toBe(201);
    const entry = entered.json() as Entry;
    expect(entry).toMatchObject({ status: 'entered', fee_minor: 1500, fee_posted: true, fee_reversed: false });
    expect(await expensesOf(memberId)).toEqual([expect.objectContaining({ amount: 1500, status: 'posted' })]);
    const field = await call('GET', `/api/tournament_members/?tournament_id=${tournamentId}`, 'admin');
    expect(field.json()).toMatchObject({ count: 1, results: [{ member_id: memberId }] });

    const again = await enter(tournamentId);
    expect(again.statusCode).toBe(409);
    expect(detail(again)).toBe('You are already entered.');
    expect(await competitionOf(tournamentId)).toMatchObject({ may_enter: false, reason: 'You are entered.' });

    const withdrawn = await withdraw(entry.id);
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect(withdrawn.json()).toMatchObject({ status: 'withdrawn', fee_reversed: true });
    expect((await withdraw(entry.id)).statusCode).toBe(409);
    const expenses = await expensesOf(memberId);
    expect(expenses).toEqual([expect.objectContaining({ status: 'void' })]);
    const ledger = await t.db
      .select({ debit: ledgerEntries.debit_minor, credit: ledgerEntries.credit_minor })
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.document, 'expense'), eq(ledgerEntries.document_id, expenses[0]!.id)));
    expect(ledger).toHaveLength(2);
    expect((await call('GET', `/api/tournament_members/?tournament_id=${tournamentId}`, 'admin')).json()).toMatchObject(
      { count: 0 },
    );

    const mine = (await call('GET', '/api/competition_entries/mine/', 'member')).json() as Entry[];
    expect(mine.map((one) => one.status)).toEqual(['withdrawn']);
    // Entered again, a second fee is posted for the new entry.
    expect((await enter(tournamentId)).statusCode).toBe(201);
    expect((await expensesOf(memberId)).map((expense) => expense.status).sort()).toEqual(['posted', 'void']);
  });

  it('is refused, saying why: before entries open, after they close, outside the index range, a member type or gender the event leaves out', async () => {
    const memberId = await morganId();
    const [index] = await t.db
      .select({ value: memberIndexes.handicap_index })
      .from(memberIndexes)
      .where(eq(memberIndexes.member_id, memberId))
      .orderBy(sql`${memberIndexes.effective_on} desc`)
      .limit(1);
    const { tournamentId, rulesId } = await openCompetition(
      t,
      {},
      { entries_open_at: new Date(Date.now() + 2 * hour).toISOString() },
    );
    const refusal = async (expected: RegExp, { listed = true } = {}) => {
      const answer = await enter(tournamentId);
      expect(answer.statusCode, answer.body).toBe(409);
      expect(detail(answer)).toMatch(expected);
      if (listed) expect((await competitionOf(tournamentId))?.reason).toMatch(expected);
      else expect(await competitionOf(tournamentId)).toBeUndefined();
    };
    await refusal(/^Entries open at \d\d\/\d\d\/\d{4} \d\d:\d\d\.$/);
    const setRules = async (body: object) =>
      expect((await call('PATCH', `/api/tournament_entry_rules/${rulesId}/`, 'admin', body)).statusCode).toBe(200);
    await setRules({ entries_open_at: new Date(Date.now() - hour).toISOString() });

    const value = Number(index!.value);
    await setRules({ maximum_handicap_index: Math.floor(value) - 1 });
    await refusal(
      new RegExp(
        `^The event is for Handicap Indexes up to ${Math.floor(value) - 1} on .*, when entries close; yours is ${value}\\.$`,
      ),
    );
    await setRules({ maximum_handicap_index: null, gender: 'F' });
    await refusal(/^The event is for ladies only\.$/);
    const [junior] = await t.db
      .insert(memberTypes)
      .values({ golf_course_id: demoClubId, name: 'Junior Only' })
      .returning({ id: memberTypes.id });
    await setRules({ gender: null, member_type_ids: [junior!.id] });
    const [type] = await t.db
      .select({ name: memberTypes.name })
      .from(memberTypeMappings)
      .innerJoin(memberTypes, eq(memberTypes.id, memberTypeMappings.member_type_id))
      .where(eq(memberTypeMappings.member_id, memberId));
    await refusal(
      type
        ? new RegExp(`^The event is for members of the types Junior Only; you are a ${type.name} member\\.$`)
        : /^The event is for members of the types Junior Only; you have no member type\.$/,
    );
    await setRules({ member_type_ids: [] });
    await t.db
      .update(tournaments)
      .set({ entries_close_at: new Date(Date.now() - 60_000) })
      .where(eq(tournaments.id, tournamentId));
    await refusal(/^Entries closed at /, { listed: false });
    expect(
      await t.db.select().from(competitionEntries).where(eq(competitionEntries.tournament_id, tournamentId)),
    ).toHaveLength(0);
  });

  it('another club’s tournament and entries are not found; a member reaches only their own entry; roles are held', async () => {
    const { tournamentId } = await openCompetition(t);
    const entry = (await enter(tournamentId)).json() as Entry;
    expect(
      (await call('POST', `/api/competitions/${tournamentId}/enter/`, 'secondAdmin', {}, secondClubId)).statusCode,
    ).toBe(404);
    expect(
      (await call('POST', `/api/competition_entries/${entry.id}/withdraw/`, 'secondAdmin', undefined, secondClubId))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await call(
          'GET',
          `/api/tournaments/${tournamentId}/competition_entries/`,
          'secondAdmin',
          undefined,
          secondClubId,
        )
      ).statusCode,
    ).toBe(404);
    expect((await call('GET', `/api/tournaments/${tournamentId}/competition_entries/`, 'events')).statusCode).toBe(404);
    expect((await call('GET', `/api/tournaments/${tournamentId}/competition_entries/`, 'member')).statusCode).toBe(403);
    expect((await call('POST', `/api/competitions/${tournamentId}/enter/`, 'user', {})).statusCode).toBe(403);
    expect((await call('GET', '/api/competitions/', 'anonymous')).statusCode).toBe(401);
    const [other] = await golfersWithLogins(t, 1);
    expect((await asGolfer(other!.token, 'POST', `/api/competition_entries/${entry.id}/withdraw/`)).statusCode).toBe(
      404,
    );
    expect((await asGolfer(other!.token, 'POST', `/api/competition_entries/${entry.id}/accept/`)).statusCode).toBe(404);
    expect((await call('POST', '/api/competitions/999999/enter/', 'member', {})).statusCode).toBe(404);
  });
});

describe('the waiting list', () => {
  it('a full field without a waiting list refuses; with one, the member waits in order and a withdrawal gives the first the place at once, fee posted and mailed', async () => {
    const golfers = await golfersWithLogins(t, 4);
    const { tournamentId: closedList } = await openCompetition(t, { field_limit: 2 }, { waiting_list: false });
    for (const golfer of golfers.slice(0, 2)) {
      expect((await asGolfer(golfer.token, 'POST', `/api/competitions/${closedList}/enter/`, {})).statusCode).toBe(201);
    }
    const full = await asGolfer(golfers[2]!.token, 'POST', `/api/competitions/${closedList}/enter/`, {});
    expect(full.statusCode).toBe(409);
    expect(detail(full)).toBe('The field is full: all 2 places are taken, and the event keeps no waiting list.');

    const { tournamentId } = await openCompetition(t, { field_limit: 2 });
    const entries: Entry[] = [];
    for (const golfer of golfers) {
      const answer = await asGolfer(golfer.token, 'POST', `/api/competitions/${tournamentId}/enter/`, {});
      expect(answer.statusCode, answer.body).toBe(201);
      entries.push(answer.json() as Entry);
    }
    expect(entries.map((entry) => [entry.status, entry.waiting_position, entry.fee_posted])).toEqual([
      ['entered', null, true],
      ['entered', null, true],
      ['waiting', 1, false],
      ['waiting', 2, false],
    ]);
    const withdrawn = await asGolfer(golfers[0]!.token, 'POST', `/api/competition_entries/${entries[0]!.id}/withdraw/`);
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    const after = await entriesOf(tournamentId);
    expect(after.map((entry) => [entry.member_id, entry.status, entry.waiting_position])).toEqual([
      [golfers[0]!.memberId, 'withdrawn', null],
      [golfers[1]!.memberId, 'entered', null],
      [golfers[2]!.memberId, 'entered', null],
      [golfers[3]!.memberId, 'waiting', 1],
    ]);
    expect(await expensesOf(golfers[2]!.memberId)).toEqual([
      expect.objectContaining({ amount: 1500, status: 'posted' }),
    ]);
    const [firstName] = await t.db
      .select({ email: members.email })
      .from(members)
      .where(eq(members.id, golfers[2]!.memberId));
    if (firstName!.email) {
      const mails = await t.db
        .select({ subject: mailOutbox.subject })
        .from(mailOutbox)
        .where(eq(mailOutbox.recipient, firstName!.email));
      expect(mails.map((mail) => mail.subject)).toContain('You have a place in Members’ Medal');
    }
  });

  it('offers a freed place by mail for the set hours; taken in time it enters, left to lapse it goes to the next', async () => {
    const golfers = await golfersWithLogins(t, 5);
    const { tournamentId } = await openCompetition(t, { field_limit: 2 }, { freed_place: 'offer', offer_hours: 12 });
    const entries: Entry[] = [];
    for (const golfer of golfers) {
      entries.push(
        (await asGolfer(golfer.token, 'POST', `/api/competitions/${tournamentId}/enter/`, {})).json() as Entry,
      );
    }
    await asGolfer(golfers[0]!.token, 'POST', `/api/competition_entries/${entries[0]!.id}/withdraw/`);
    let list = await entriesOf(tournamentId);
    const offered = list.find((entry) => entry.member_id === golfers[2]!.memberId)!;
    expect(offered.status).toBe('offered');
    expect(new Date(offered.offered_until!).getTime()).toBeGreaterThan(Date.now() + 11 * hour);
    // Someone new waits behind the offer rather than taking the place it holds.
    expect(((await enter(tournamentId)).json() as Entry).status).toBe('waiting');
    const morgan = await morganId();

    const accepted = await asGolfer(golfers[2]!.token, 'POST', `/api/competition_entries/${offered.id}/accept/`);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toMatchObject({ status: 'entered', fee_posted: true });

    await asGolfer(golfers[2]!.token, 'POST', `/api/competition_entries/${offered.id}/withdraw/`);
    list = await entriesOf(tournamentId);
    const next = list.find((entry) => entry.member_id === golfers[3]!.memberId)!;
    expect(next.status).toBe('offered');
    await t.db
      .update(competitionEntries)
      .set({ offered_until: new Date(Date.now() - 1000) })
      .where(eq(competitionEntries.id, next.id));
    const tooLate = await asGolfer(golfers[3]!.token, 'POST', `/api/competition_entries/${next.id}/accept/`);
    expect(tooLate.statusCode).toBe(409);
    expect(detail(tooLate)).toBe('The offer lapsed: the place went to the next golfer waiting.');
    list = await entriesOf(tournamentId);
    expect(list.find((entry) => entry.id === next.id)!.status).toBe('lapsed');
    const last = list.find((entry) => entry.member_id === golfers[4]!.memberId)!;
    expect(last.status).toBe('offered');

    // Left alone, an offer lapses when the server's minute comes round, and the place goes on.
    await t.db
      .update(competitionEntries)
      .set({ offered_until: new Date(Date.now() - 1000) })
      .where(eq(competitionEntries.id, last.id));
    await lapseOffersDue(t.db, t.config);
    list = await entriesOf(tournamentId);
    expect(list.find((entry) => entry.id === last.id)!.status).toBe('lapsed');
    expect(list.find((entry) => entry.member_id === morgan)!.status).toBe('offered');
  });

  it('entered all at once, the field fills to exactly its limit and the rest wait in the order the database took them', async () => {
    const golfers = await golfersWithLogins(t, 24);
    const { tournamentId } = await openCompetition(t, { field_limit: 10 });
    const answers = await Promise.all(
      golfers.map((golfer) => asGolfer(golfer.token, 'POST', `/api/competitions/${tournamentId}/enter/`, {})),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(golfers.map(() => 201));
    const list = await entriesOf(tournamentId);
    const inField = list.filter((entry) => entry.status === 'entered');
    const waiting = list.filter((entry) => entry.status === 'waiting');
    expect(inField).toHaveLength(10);
    expect(waiting).toHaveLength(golfers.length - 10);
    expect(waiting.map((entry) => entry.waiting_position)).toEqual(waiting.map((_, index) => index + 1));
    // Taken in order: every golfer in the field was taken before every golfer waiting.
    expect(Math.max(...inField.map((entry) => entry.id))).toBeLessThan(Math.min(...waiting.map((entry) => entry.id)));
    expect((await call('GET', `/api/tournament_members/?tournament_id=${tournamentId}`, 'admin')).json()).toMatchObject(
      { count: 10 },
    );
  });

  it('entered all at once with one golfer already entered: that golfer alone is refused, the others enter', async () => {
    const golfers = await golfersWithLogins(t, 8);
    const { tournamentId } = await openCompetition(t, { field_limit: 5 });
    const early = golfers[3]!;
    expect((await asGolfer(early.token, 'POST', `/api/competitions/${tournamentId}/enter/`, {})).statusCode).toBe(201);
    const answers = await Promise.all(
      golfers.map((golfer) => asGolfer(golfer.token, 'POST', `/api/competitions/${tournamentId}/enter/`, {})),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(golfers.map((golfer) => (golfer === early ? 409 : 201)));
    expect(detail(answers[3]!)).toBe('You are already entered.');
    const list = await entriesOf(tournamentId);
    expect(list.filter((entry) => entry.status === 'entered')).toHaveLength(5);
    expect(list.filter((entry) => entry.status === 'waiting').map((entry) => entry.waiting_position)).toEqual([
      1, 2, 3,
    ]);
    expect(list.filter((entry) => entry.status === 'entered').every((entry) => entry.fee_posted)).toBe(true);
  });

  it('entered all at once with one golfer the field cannot take (no Handicap Index at a net event): that golfer alone is refused, saying why', async () => {
    const golfers = await golfersWithLogins(t, 4);
    const { tournamentId } = await openCompetition(t, { field_limit: 10 });
    const withoutIndex = golfers[3]!;
    await t.db.delete(memberIndexes).where(eq(memberIndexes.member_id, withoutIndex.memberId));
    const answers = await Promise.all(
      golfers.map((golfer) => asGolfer(golfer.token, 'POST', `/api/competitions/${tournamentId}/enter/`, {})),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201, 201, 400]);
    expect(answers[3]!.json()).toEqual({
      member_id: [`${withoutIndex.name} has no Handicap Index: a competition scored net needs one.`],
    });
    const list = await entriesOf(tournamentId);
    expect(list.map((entry) => [entry.member_id, entry.status, entry.fee_posted])).toEqual(
      golfers.slice(0, 3).map((golfer) => [golfer.memberId, 'entered', true]),
    );
  });

  it('members entering while the organiser enters golfers at once: the field holds its limit, the organiser told it is full', async () => {
    const golfers = await golfersWithLogins(t, 16);
    const [byOrganiser, byThemselves] = [golfers.slice(0, 4), golfers.slice(4)];
    const { tournamentId } = await openCompetition(t, { field_limit: 10 });
    const answers = await Promise.all([
      ...byThemselves.map((golfer) => asGolfer(golfer.token, 'POST', `/api/competitions/${tournamentId}/enter/`, {})),
      ...byOrganiser.map((golfer) =>
        call('POST', '/api/tournament_members/', 'admin', { tournament_id: tournamentId, member_id: golfer.memberId }),
      ),
    ]);
    const members = answers.slice(0, byThemselves.length);
    const organisers = answers.slice(byThemselves.length);
    expect(members.map((answer) => answer.statusCode)).toEqual(byThemselves.map(() => 201));
    for (const answer of organisers.filter((answer) => answer.statusCode !== 201)) {
      expect(answer.statusCode, answer.body).toBe(409);
      expect(detail(answer)).toMatch(/^The field is full: 10 of 10 places are taken/);
    }
    const field = (await call('GET', `/api/tournament_members/?tournament_id=${tournamentId}`, 'admin')).json();
    expect(field).toMatchObject({ count: 10 });
    const list = await entriesOf(tournamentId);
    const inField = list.filter((entry) => entry.status === 'entered');
    const waiting = list.filter((entry) => entry.status === 'waiting');
    const enteredByOrganiser = organisers.filter((answer) => answer.statusCode === 201).length;
    expect(inField.length + enteredByOrganiser).toBe(10);
    expect(waiting).toHaveLength(byThemselves.length - inField.length);
    expect(waiting.map((entry) => entry.waiting_position)).toEqual(waiting.map((_, index) => index + 1));
    expect(inField.every((entry) => entry.fee_posted)).toBe(true);
    expect(waiting.some((entry) => entry.fee_posted)).toBe(false);
  });

  it('the same entry or withdrawal sent twice at once posts and reverses the fee once', async () => {
    const memberId = await morganId();
    const { tournamentId } = await openCompetition(t);
    const both = await Promise.all([enter(tournamentId), enter(tournamentId)]);
    expect(both.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    expect(await expensesOf(memberId)).toHaveLength(1);
    const entry = (both.find((answer) => answer.statusCode === 201)!.json() as Entry).id;
    const withdrawals = await Promise.all([withdraw(entry), withdraw(entry)]);
    expect(withdrawals.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const [expense] = await expensesOf(memberId);
    expect(expense!.status).toBe('void');
    const reversals = await t.db
      .select({ id: ledgerEntries.id })
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.document, 'expense'), eq(ledgerEntries.document_id, expense!.id)));
    expect(reversals).toHaveLength(2);
  });
});

describe('after entries close', () => {
  it('a member may no longer withdraw; the organiser does, recorded in the audit, the fee standing', async () => {
    const memberId = await morganId();
    const { tournamentId } = await openCompetition(t);
    const entry = (await enter(tournamentId)).json() as Entry;
    await t.db
      .update(tournaments)
      .set({ entries_close_at: new Date(Date.now() - 60_000) })
      .where(eq(tournaments.id, tournamentId));
    const refused = await withdraw(entry.id);
    expect(refused.statusCode).toBe(409);
    expect(detail(refused)).toMatch(/^Entries closed at .*: ask the organiser to withdraw you\.$/);
    const byOrganiser = await withdraw(entry.id, 'admin');
    expect(byOrganiser.statusCode, byOrganiser.body).toBe(200);
    expect(byOrganiser.json()).toMatchObject({ status: 'withdrawn', fee_reversed: false });
    expect(await expensesOf(memberId)).toEqual([expect.objectContaining({ status: 'posted' })]);
    const audit = await t.db
      .select({ detail: auditLog.detail })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'competition_entries'), eq(auditLog.entity_id, entry.id)));
    expect(audit.map((row) => row.detail)).toContainEqual(
      expect.objectContaining({ status: 'withdrawn', by: 'organiser', in_time: false }),
    );
  });
});

describe('the draw', () => {
  it('puts members in the early, middle or late start they asked for when entering, where the field allows', async () => {
    const golfers = await golfersWithLogins(t, 12);
    const { tournamentId } = await openCompetition(t);
    const asked = ['late', 'late', 'late', 'late', null, 'middle', null, null, 'early', 'early', 'early', 'early'];
    for (const [index, golfer] of golfers.entries()) {
      const answer = await asGolfer(golfer.token, 'POST', `/api/competitions/${tournamentId}/enter/`, {
        preferred_start: asked[index],
      });
      expect(answer.statusCode, answer.body).toBe(201);
    }
    const drawn = await call('POST', '/api/player_round_groups/draw/', 'admin', {
      player_round_id: await tournamentRound(call, tournamentId, 1),
      method: 'handicap_low_with_low',
      group_size: 4,
      start_type: 'tee_times',
      first_tee_time: '08:00',
      interval_minutes: 10,
    });
    expect(drawn.statusCode, drawn.body).toBe(200);
    const groups = drawn.json() as { start: string; players: { member_id: number }[] }[];
    const startOf = (memberId: number) =>
      groups.find((group) => group.players.some((player) => player.member_id === memberId))!.start;
    expect(golfers.map((golfer) => startOf(golfer.memberId))).toEqual([
      ...['08:20', '08:20', '08:20', '08:20'],
      expect.any(String),
      '08:10',
      expect.any(String),
      expect.any(String),
      ...['08:00', '08:00', '08:00', '08:00'],
    ]);
  });
});

describe('the demo', () => {
  it('has an event with places for the member to enter and a full one with its waiting list, the entrants’ fees on their accounts', async () => {
    const open = (
      (await call('GET', '/api/competitions/', 'member')).json() as (Competition & {
        name: string;
        field_limit: number;
        entered: number;
        waiting: number;
      })[]
    ).filter((competition) => ['Midweek Stableford', 'Saturday Stableford'].includes(competition.name));
    expect(open).toEqual([
      expect.objectContaining({
        name: 'Saturday Stableford',
        field_limit: 16,
        entered: 16,
        waiting: 4,
        may_enter: true,
      }),
      expect.objectContaining({
        name: 'Midweek Stableford',
        field_limit: 48,
        entered: 14,
        waiting: 0,
        may_enter: true,
      }),
    ]);
    const saturday = await entriesOf(open[0]!.tournament_id);
    expect(saturday.filter((entry) => entry.status === 'waiting').map((entry) => entry.waiting_position)).toEqual([
      1, 2, 3, 4,
    ]);
    const [first] = saturday.filter((entry) => entry.status === 'entered');
    expect(await expensesOf(first!.member_id)).toContainEqual(
      expect.objectContaining({ amount: 800, status: 'posted' }),
    );
    expect(saturday.filter((entry) => entry.status === 'entered').every((entry) => entry.fee_posted)).toBe(true);
  });

  it('has a greensomes open for entries with three sides entered by their members, one team of the field each, which the member may enter with a partner', async () => {
    const greensomes = (
      (await call('GET', '/api/competitions/', 'member')).json() as (Competition & {
        name: string;
        entered: number;
        side_size: number | null;
      })[]
    ).find((competition) => competition.name === 'Winter Greensomes')!;
    expect(greensomes).toMatchObject({ entered: 6, side_size: 2, may_enter: true, fee_minor: 1000 });
    const sides = (await entriesOf(greensomes.tournament_id)) as (Entry & {
      side_entry_id: number;
      partners: { member_id: number }[];
    })[];
    expect(sides).toHaveLength(6);
    expect(new Set(sides.map((entry) => entry.side_entry_id)).size).toBe(3);
    expect(sides.every((entry) => entry.status === 'entered' && entry.fee_posted && entry.partners.length === 1)).toBe(
      true,
    );
    const teams = (
      await call('GET', `/api/tournament_teams/?tournament_id=${greensomes.tournament_id}`, 'admin')
    ).json() as { count: number };
    expect(teams.count).toBe(3);
  });
});
