import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { golfCourseMembers, memberExpenses, members, userRoles, users } from '../src/db/schema/index.js';
import { callsAs, demoClubId, secondClubId, useTestApp } from './test-app.js';
import { golfersWithLogins, openCompetition } from './open-competition.js';

const t = useTestApp();
const call = callsAs(t);

type Entry = { id: number; status: string; fee_posted: boolean; fee_reversed: boolean };
type Purse = { member_id: number; member_name: string; balance_minor: number };

const detail = (answer: { json: () => unknown }) => (answer.json() as { detail: string }).detail;

async function morganId() {
  const [morgan] = await t.db
    .select({ id: members.id })
    .from(members)
    .where(eq(members.email, 'member@demo.fairway.golf'));
  return morgan!.id;
}

/** A stroke play of the demo club open for members' own entries, its terms and rules as given. */
const openMedal = async (terms: Record<string, unknown> = {}, rules: Record<string, unknown> = {}) =>
  (await openCompetition(t, { name: 'Purse Medal', ...terms }, rules)).tournamentId;
const usePurses = async () => {
  const changed = await call('PATCH', `/api/golf_courses/${demoClubId}/`, 'admin', { competition_purse: true });
  expect(changed.statusCode, changed.body).toBe(200);
  expect(changed.json()).toMatchObject({ competition_purse: true });
};
const topUp = (memberId: number, amount: string) =>
  call('POST', '/api/member_payment/competition_purse_top_up/', 'admin', {
    member_id: memberId,
    date: new Date().toISOString().slice(0, 10),
    amount,
    mode: 'cash',
  });
const ownPurse = async () =>
  (await call('GET', '/api/competition_purse/mine/', 'member')).json() as {
    competition_purse: boolean;
    balance_minor: number;
  };
/** The member's line for a tournament on Competitions: whether they may enter, and why not. */
const offered = async (tournamentId: number) => {
  const lines = (await call('GET', '/api/competitions/', 'member')).json() as {
    tournament_id: number;
    may_enter: boolean;
    reason: string | null;
  }[];
  const line = lines.find((candidate) => candidate.tournament_id === tournamentId)!;
  return { may_enter: line.may_enter, reason: line.reason };
};
const enter = (tournamentId: number) => call('POST', `/api/competitions/${tournamentId}/enter/`, 'member', {});
const feesOf = (memberId: number) =>
  t.db
    .select({ status: memberExpenses.status, fromPurse: memberExpenses.competition_purse })
    .from(memberExpenses)
    .where(and(eq(memberExpenses.member_id, memberId), sql`${memberExpenses.description} like 'Entry fee%'`))
    .orderBy(asc(memberExpenses.id));

describe('the competition purse', () => {
  it('a top-up fills it, an entry takes its fee from it, a short purse refuses and changes nothing, a timely withdrawal restores it once', async () => {
    const memberId = await morganId();
    const tournamentId = await openMedal();
    await usePurses();
    expect(await ownPurse()).toEqual({ competition_purse: true, currency: 'GBP', balance_minor: 0 });

    const toppedUp = await topUp(memberId, '5.00');
    expect(toppedUp.statusCode, toppedUp.body).toBe(201);
    expect(toppedUp.json()).toMatchObject({ member_id: memberId, amount_minor: 500, competition_purse: true });
    const shortWords = 'Your competition purse holds £5.00; this entry costs £15.00: top it up at the club.';
    expect(await offered(tournamentId)).toEqual({ may_enter: false, reason: shortWords });
    const short = await enter(tournamentId);
    expect(short.statusCode).toBe(409);
    expect(detail(short)).toBe(shortWords);
    expect((await call('GET', `/api/tournaments/${tournamentId}/competition_entries/`, 'admin')).json()).toEqual([]);
    expect(await feesOf(memberId)).toEqual([]);
    expect((await ownPurse()).balance_minor).toBe(500);

    expect((await topUp(memberId, '10.00')).statusCode).toBe(201);
    expect(await offered(tournamentId)).toEqual({ may_enter: true, reason: null });
    const entered = await enter(tournamentId);
    expect(entered.statusCode, entered.body).toBe(201);
    const entry = entered.json() as Entry;
    expect(entry).toMatchObject({ status: 'entered', fee_posted: true });
    expect(await feesOf(memberId)).toEqual([{ status: 'posted', fromPurse: true }]);
    expect((await ownPurse()).balance_minor).toBe(0);
    // The purse's money and the fee both stand in the member's account, so its balance is unchanged by them.
    const statement = await call(
      'GET',
      `/api/member_opening_balance/member_account_statement/?member_id=${memberId}&from_date=2000-01-01&to_date=2100-01-01`,
      'admin',
    );
    expect(JSON.stringify(statement.json())).toContain('Competition purse top-up by cash');

    const withdrawn = await call('POST', `/api/competition_entries/${entry.id}/withdraw/`, 'member');
    expect(withdrawn.json()).toMatchObject({ status: 'withdrawn', fee_reversed: true });
    expect((await ownPurse()).balance_minor).toBe(1500);
    expect((await call('POST', `/api/competition_entries/${entry.id}/withdraw/`, 'member')).statusCode).toBe(409);
    expect((await ownPurse()).balance_minor).toBe(1500);

    const purses = (await call('GET', '/api/member_payment/competition_purses/', 'admin')).json() as Purse[];
    expect(purses).toEqual([expect.objectContaining({ member_id: memberId, balance_minor: 1500 })]);
  });

  it('a side whose partner’s purse is short is refused, saying whose purse, and nothing is taken', async () => {
    const [lead, partner] = await golfersWithLogins(t, 2);
    const tournamentId = await openMedal({ format: 'greensomes' });
    await usePurses();
    expect((await topUp(lead!.memberId, '15.00')).statusCode).toBe(201);
    expect((await topUp(partner!.memberId, '5.00')).statusCode).toBe(201);
    const side = await t.call({
      method: 'POST',
      url: `/api/competitions/${tournamentId}/enter/`,
      token: lead!.token,
      golfCourseId: demoClubId,
      payload: { partner_ids: [partner!.memberId] },
    });
    expect(side.statusCode).toBe(409);
    expect(detail(side)).toBe(
      `${partner!.name}’s competition purse holds £5.00; their entry costs £15.00: they top it up at the club.`,
    );
    expect((await call('GET', `/api/tournaments/${tournamentId}/competition_entries/`, 'admin')).json()).toEqual([]);
    expect(await feesOf(lead!.memberId)).toEqual([]);
  });

  it('a top-up is voided while the purse still holds it, once; a club without purses refuses top-ups', async () => {
    const memberId = await morganId();
    const refused = await topUp(memberId, '20.00');
    expect(refused.statusCode).toBe(409);
    expect(detail(refused)).toBe('This club does not take entry fees from competition purses.');
    expect((await ownPurse()).competition_purse).toBe(false);

    await usePurses();
    const payment = (await topUp(memberId, '20.00')).json() as { id: number };
    const tournamentId = await openMedal();
    const entry = (await enter(tournamentId)).json() as Entry;
    const voidTopUp = () =>
      call('POST', `/api/member_payment/${payment.id}/void/`, 'admin', { reason: 'Paid back in cash' });
    const spent = await voidTopUp();
    expect(spent.statusCode).toBe(409);
    expect(detail(spent)).toBe(
      'The competition purse holds £5.00, less than this top-up of £20.00: entry fees have been paid from it.',
    );
    expect((await ownPurse()).balance_minor).toBe(500);

    await call('POST', `/api/competition_entries/${entry.id}/withdraw/`, 'member');
    const voided = await voidTopUp();
    expect(voided.statusCode, voided.body).toBe(200);
    expect(voided.json()).toMatchObject({ status: 'void', competition_purse: true });
    expect((await ownPurse()).balance_minor).toBe(0);
    expect((await voidTopUp()).statusCode).toBe(409);
    expect((await ownPurse()).balance_minor).toBe(0);
  });

  it('a place given at once to the first waiting, whose purse is short, charges the fee to their account instead', async () => {
    const memberId = await morganId();
    await usePurses();
    const tournamentId = await openMedal({ field_limit: 2 }, { waiting_list: true, freed_place: 'at_once' });
    const golfers = await t.db
      .select({ id: members.id, firstName: members.first_name, lastName: members.last_name })
      .from(golfCourseMembers)
      .innerJoin(members, eq(members.id, golfCourseMembers.member_id))
      .where(
        and(
          eq(golfCourseMembers.golf_course_id, demoClubId),
          eq(golfCourseMembers.is_guest, false),
          isNull(members.user_id),
        ),
      )
      .orderBy(asc(members.id))
      .limit(2);
    const entries: Entry[] = [];
    const tokens: string[] = [];
    for (const [index, golfer] of golfers.entries()) {
      const email = `entrant${index}@purse.fairway.golf`;
      const [user] = await t.db
        .insert(users)
        .values({ email, first_name: golfer.firstName, last_name: golfer.lastName })
        .returning({ id: users.id });
      await t.db.insert(userRoles).values({ user_id: user!.id, golf_course_id: demoClubId, role: 5 });
      await t.db.update(members).set({ user_id: user!.id }).where(eq(members.id, golfer.id));
      tokens.push(await t.tokenFor(email));
      await topUp(golfer.id, '15.00');
      const entered = await t.call({
        method: 'POST',
        url: `/api/competitions/${tournamentId}/enter/`,
        token: tokens[index]!,
        golfCourseId: demoClubId,
        payload: {},
      });
      expect(entered.json()).toMatchObject({ status: 'entered' });
      entries.push(entered.json() as Entry);
    }
    expect((await enter(tournamentId)).json()).toMatchObject({ status: 'waiting' });

    const withdrawn = await t.call({
      method: 'POST',
      url: `/api/competition_entries/${entries[0]!.id}/withdraw/`,
      token: tokens[0]!,
      golfCourseId: demoClubId,
    });
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect(await feesOf(memberId)).toEqual([{ status: 'posted', fromPurse: false }]);
    expect((await ownPurse()).balance_minor).toBe(0);
  });

  it('admins only top up and list purses, of their own club; a member reads only their own purse', async () => {
    const memberId = await morganId();
    await usePurses();
    const payment = (await topUp(memberId, '8.00')).json() as { id: number };
    const body = { member_id: memberId, date: new Date().toISOString().slice(0, 10), amount: '5.00', mode: 'cash' };
    for (const who of ['member', 'events'] as const) {
      expect((await call('POST', '/api/member_payment/competition_purse_top_up/', who, body)).statusCode).toBe(403);
      expect((await call('GET', '/api/member_payment/competition_purses/', who)).statusCode).toBe(403);
    }
    expect((await call('GET', '/api/competition_purse/mine/', 'anonymous')).statusCode).toBe(401);
    // The second club: the demo member's purse there is the demo's own, the demo club's top-ups and golfers are not.
    const elsewhere = (
      await call('GET', '/api/member_payment/competition_purses/', 'secondAdmin', undefined, secondClubId)
    ).json() as Purse[];
    expect(elsewhere.find((purse) => purse.member_id === memberId)?.balance_minor).toBe(100_000);
    const voidElsewhere = await call(
      'POST',
      `/api/member_payment/${payment.id}/void/`,
      'secondAdmin',
      { reason: 'Not ours' },
      secondClubId,
    );
    expect(voidElsewhere.statusCode).toBe(404);
    const [demoOnly] = await t.db
      .select({ id: golfCourseMembers.member_id })
      .from(golfCourseMembers)
      .where(
        and(
          eq(golfCourseMembers.golf_course_id, demoClubId),
          sql`${golfCourseMembers.member_id} not in (select member_id from golf_course_members where golf_course_id = ${secondClubId})`,
        ),
      )
      .limit(1);
    const foreign = await call(
      'POST',
      '/api/member_payment/competition_purse_top_up/',
      'secondAdmin',
      { ...body, member_id: demoOnly!.id },
      secondClubId,
    );
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json()).toMatchObject({ member_id: [`Invalid pk "${demoOnly!.id}" - object does not exist.`] });
    expect((await ownPurse()).balance_minor).toBe(800);
  });
});
