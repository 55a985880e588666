import { and, asc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  golfCourseMembers,
  mailOutbox,
  memberExpenses,
  memberIndexes,
  members,
  tournamentMembers,
  tournamentTeams,
} from '../src/db/schema/index.js';
import { callsAs, demoClubId, secondClubId, useTestApp } from './test-app.js';
import { type GolferWithLogin, golfersWithLogins, openCompetition } from './open-competition.js';

const t = useTestApp();
const call = callsAs(t);

type Partner = { entry_id: number; member_id: number; name: string; status: string };
type Entry = {
  id: number;
  status: string;
  member_id: number;
  fee_posted: boolean;
  fee_reversed: boolean;
  waiting_position: number | null;
  side_entry_id: number | null;
  side_entered_by: string | null;
  partners: Partner[];
};

/** A greensomes of the demo club open for members' own entries, its terms and rules as given. */
const openGreensomes = async (terms: Record<string, unknown> = {}, rules: Record<string, unknown> = {}) =>
  (await openCompetition(t, { name: 'Members’ Greensomes', format: 'greensomes', ...terms }, rules)).tournamentId;
const detail = (answer: { json: () => unknown }) => (answer.json() as { detail: string }).detail;

type Golfer = GolferWithLogin;

const enterAs = (golfer: Golfer, tournamentId: number, body: object = {}) =>
  t.call({
    method: 'POST',
    url: `/api/competitions/${tournamentId}/enter/`,
    token: golfer.token,
    golfCourseId: demoClubId,
    payload: body,
  });
const withdrawAs = (golfer: Golfer, entryId: number) =>
  t.call({
    method: 'POST',
    url: `/api/competition_entries/${entryId}/withdraw/`,
    token: golfer.token,
    golfCourseId: demoClubId,
  });
const mineOf = async (golfer: Golfer) =>
  (
    await t.call({
      method: 'GET',
      url: '/api/competition_entries/mine/',
      token: golfer.token,
      golfCourseId: demoClubId,
    })
  ).json() as Entry[];
const entriesOf = async (tournamentId: number) =>
  (await call('GET', `/api/tournaments/${tournamentId}/competition_entries/`, 'admin')).json() as Entry[];
const expensesOf = (memberId: number) =>
  t.db
    .select({ amount: memberExpenses.amount_minor, status: memberExpenses.status })
    .from(memberExpenses)
    .where(and(eq(memberExpenses.member_id, memberId), sql`${memberExpenses.description} like 'Entry fee%'`));
/** The field's teams, each with its golfers' member ids. */
const teamsOf = async (tournamentId: number) => {
  const rows = await t.db
    .select({
      name: tournamentTeams.name,
      captain: tournamentTeams.captain_member_id,
      memberId: tournamentMembers.member_id,
    })
    .from(tournamentTeams)
    .leftJoin(tournamentMembers, eq(tournamentMembers.team_id, tournamentTeams.id))
    .where(eq(tournamentTeams.tournament_id, tournamentId))
    .orderBy(asc(tournamentTeams.id), asc(tournamentMembers.member_id));
  const teams = new Map<string, { captain: number | null; memberIds: number[] }>();
  for (const row of rows) {
    const team = teams.get(row.name) ?? { captain: row.captain, memberIds: [] };
    if (row.memberId !== null) team.memberIds.push(row.memberId);
    teams.set(row.name, team);
  }
  return [...teams.entries()].map(([name, team]) => ({ name, ...team }));
};

describe('a member enters with a partner', () => {
  it('enters the side at once, one team of the field, each paying their own fee; the partner is mailed and sees who entered them', async () => {
    const tournamentId = await openGreensomes({ field_limit: 10 });
    const [lead, partner] = await golfersWithLogins(t, 2);
    const competition = (
      (
        await t.call({ method: 'GET', url: '/api/competitions/', token: lead!.token, golfCourseId: demoClubId })
      ).json() as { tournament_id: number; side_size: number | null }[]
    ).find((one) => one.tournament_id === tournamentId);
    expect(competition).toMatchObject({ side_size: 2 });

    const entered = await enterAs(lead!, tournamentId, { partner_ids: [partner!.memberId] });
    expect(entered.statusCode, entered.body).toBe(201);
    const entry = entered.json() as Entry;
    expect(entry).toMatchObject({
      status: 'entered',
      fee_posted: true,
      side_entry_id: entry.id,
      side_entered_by: lead!.name,
      partners: [{ member_id: partner!.memberId, name: partner!.name, status: 'entered' }],
    });
    expect(await expensesOf(lead!.memberId)).toEqual([{ amount: 1500, status: 'posted' }]);
    expect(await expensesOf(partner!.memberId)).toEqual([{ amount: 1500, status: 'posted' }]);
    expect(await teamsOf(tournamentId)).toEqual([
      {
        name: `${lead!.name} & ${partner!.name}`,
        captain: lead!.memberId,
        memberIds: [lead!.memberId, partner!.memberId].sort((a, b) => a - b),
      },
    ]);
    const [mail] = await t.db
      .select({ subject: mailOutbox.subject, text: mailOutbox.text_body })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.recipient, partner!.email), sql`${mailOutbox.subject} like '%entered you%'`));
    expect(mail!.subject).toBe(`${lead!.name} entered you in Members’ Greensomes`);
    expect(mail!.text).toContain('You have a place in the field.');

    const [partnerEntry] = await mineOf(partner!);
    expect(partnerEntry).toMatchObject({
      status: 'entered',
      side_entry_id: entry.id,
      side_entered_by: lead!.name,
      partners: [{ member_id: lead!.memberId, status: 'entered' }],
    });
    // The organiser's list shows both golfers of the side, each naming the other.
    expect((await entriesOf(tournamentId)).map((one) => [one.member_id, one.partners.length])).toEqual([
      [lead!.memberId, 1],
      [partner!.memberId, 1],
    ]);
    // Entering the partner again, by themselves, is refused as for any golfer entered.
    const again = await enterAs(partner!, tournamentId);
    expect(again.statusCode).toBe(409);
    expect(detail(again)).toBe('You are already entered.');
  });

  it('is refused, saying why and naming the partner: no partners at a stroke play, a side of the wrong size, oneself, another club’s golfer, a partner the rules leave out or already entered', async () => {
    const [lead, partner, third] = await golfersWithLogins(t, 3);
    const strokePlay = await openGreensomes({ format: 'stroke_play' });
    const alone = await enterAs(lead!, strokePlay, { partner_ids: [partner!.memberId] });
    expect(alone.statusCode).toBe(400);
    expect(alone.json()).toEqual({ partner_ids: ['The event is played alone: its golfers enter without partners.'] });

    const greensomes = await openGreensomes();
    const refused = async (body: object, status: number) => {
      const answer = await enterAs(lead!, greensomes, body);
      expect(answer.statusCode, answer.body).toBe(status);
      return answer.json();
    };
    expect(await refused({}, 400)).toEqual({
      partner_ids: ['A side of this event is 2 golfers, you included; you named 1.'],
    });
    expect(await refused({ partner_ids: [partner!.memberId, third!.memberId] }, 400)).toEqual({
      partner_ids: ['A side of this event is 2 golfers, you included; you named 3.'],
    });
    expect(await refused({ partner_ids: [lead!.memberId] }, 400)).toEqual({
      partner_ids: ['You enter yourself: name your partners, not you.'],
    });
    const [secondClubGolfer] = await t.db
      .select({ id: golfCourseMembers.member_id })
      .from(golfCourseMembers)
      .where(
        and(
          eq(golfCourseMembers.golf_course_id, secondClubId),
          sql`not exists (select 1 from ${golfCourseMembers} as tie where tie.member_id = ${golfCourseMembers.member_id} and tie.golf_course_id = ${demoClubId})`,
        ),
      )
      .limit(1);
    expect(await refused({ partner_ids: [secondClubGolfer!.id] }, 400)).toEqual({
      partner_ids: [`Invalid pk "${secondClubGolfer!.id}" - object does not exist.`],
    });

    // A guest of the club where guests may not enter, named.
    const [guest] = await t.db
      .select({ id: members.id, name: sql<string>`trim(${members.first_name} || ' ' || ${members.last_name})` })
      .from(golfCourseMembers)
      .innerJoin(members, eq(members.id, golfCourseMembers.member_id))
      .where(and(eq(golfCourseMembers.golf_course_id, demoClubId), eq(golfCourseMembers.is_guest, true)))
      .limit(1);
    const guestPartner = await enterAs(lead!, greensomes, { partner_ids: [guest!.id] });
    expect(guestPartner.statusCode).toBe(409);
    expect(detail(guestPartner)).toBe(
      `The event is for members of the club: ${guest!.name} is a guest, and guests may not enter.`,
    );

    // A ladies' event: a partner of the other gender is named with the rule that leaves them out.
    const genders = { M: 'men', F: 'ladies' } as const;
    const otherGender = lead!.gender === 'F' ? 'M' : 'F';
    const [otherGolfer] = await t.db
      .select({ id: members.id, name: sql<string>`trim(${members.first_name} || ' ' || ${members.last_name})` })
      .from(golfCourseMembers)
      .innerJoin(members, eq(members.id, golfCourseMembers.member_id))
      .where(
        and(
          eq(golfCourseMembers.golf_course_id, demoClubId),
          eq(golfCourseMembers.is_guest, false),
          eq(members.gender, otherGender),
        ),
      )
      .limit(1);
    const forOneGender = await openGreensomes({}, { gender: lead!.gender === 'F' ? 'F' : 'M' });
    const wrongGender = await enterAs(lead!, forOneGender, { partner_ids: [otherGolfer!.id] });
    expect(wrongGender.statusCode).toBe(409);
    expect(detail(wrongGender)).toBe(
      `The event is for ${genders[lead!.gender === 'F' ? 'F' : 'M']} only: ${otherGolfer!.name} may not enter it.`,
    );
    // An index range the partner is outside of, on the day entries close: the rule and their index, by name.
    await t.db.insert(memberIndexes).values({
      member_id: partner!.memberId,
      effective_on: new Date().toISOString().slice(0, 10),
      handicap_index: 53.5,
      source: 'manual',
    });
    const lowIndexes = await openGreensomes({}, { maximum_handicap_index: 50 });
    const outOfRange = await enterAs(lead!, lowIndexes, { partner_ids: [partner!.memberId] });
    expect(outOfRange.statusCode).toBe(409);
    expect(detail(outOfRange)).toMatch(
      new RegExp(
        `^The event is for Handicap Indexes up to 50 on .*, when entries close; ${partner!.name}’s is 53\\.5\\.$`,
      ),
    );
    await t.db
      .delete(memberIndexes)
      .where(and(eq(memberIndexes.member_id, partner!.memberId), eq(memberIndexes.handicap_index, 53.5)));

    expect((await enterAs(third!, greensomes, {})).statusCode).toBe(400);
    const thirdAlone = await openGreensomes({ format: 'fourball', team_size: 2 });
    expect((await enterAs(third!, thirdAlone, { partner_ids: [partner!.memberId] })).statusCode).toBe(201);
    const taken = await enterAs(lead!, thirdAlone, { partner_ids: [partner!.memberId] });
    expect(taken.statusCode).toBe(409);
    expect(detail(taken)).toBe(`${partner!.name} is already entered in this event, or waiting for a place.`);
    // Nothing was written for the refused sides.
    expect((await entriesOf(greensomes)).length).toBe(0);
    expect((await entriesOf(thirdAlone)).map((one) => one.member_id).sort()).toEqual(
      [third!.memberId, partner!.memberId].sort(),
    );
  });

  it('two members naming the same partner at once: one side enters, the other is told the partner is already entered', async () => {
    const [first, second, partner] = await golfersWithLogins(t, 3);
    const tournamentId = await openGreensomes({ field_limit: 10 });
    const answers = await Promise.all([
      enterAs(first!, tournamentId, { partner_ids: [partner!.memberId] }),
      enterAs(second!, tournamentId, { partner_ids: [partner!.memberId] }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    const refused = answers.find((answer) => answer.statusCode === 409)!;
    expect(detail(refused)).toBe(`${partner!.name} is already entered in this event, or waiting for a place.`);
    expect((await entriesOf(tournamentId)).map((entry) => entry.member_id)).toContain(partner!.memberId);
    expect(await entriesOf(tournamentId)).toHaveLength(2);
    expect(await expensesOf(partner!.memberId)).toEqual([{ amount: 1500, status: 'posted' }]);
  });

  it('enters a scramble team of up to its team size; a team past it is refused', async () => {
    const [lead, ...mates] = await golfersWithLogins(t, 5);
    const scramble = await openGreensomes({ format: 'scramble', team_size: 4 });
    const tooMany = await enterAs(lead!, scramble, { partner_ids: mates.map((mate) => mate.memberId) });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toEqual({
      partner_ids: ['A team of this event is 2 to 4 golfers, you included; you named 5.'],
    });
    const three = await enterAs(lead!, scramble, { partner_ids: mates.slice(0, 2).map((mate) => mate.memberId) });
    expect(three.statusCode, three.body).toBe(201);
    expect((three.json() as Entry).partners).toHaveLength(2);
    expect((await teamsOf(scramble)).map((team) => team.memberIds.length)).toEqual([3]);
  });
});

describe('a side on the waiting list', () => {
  it('waits together when the field has no place for each, and is given its places together, before those behind it', async () => {
    const [first, second, lead, partner, later, laterMate] = await golfersWithLogins(t, 6);
    const tournamentId = await openGreensomes(
      { format: 'fourball', team_size: 2, field_limit: 2 },
      { waiting_list: true, freed_place: 'at_once' },
    );
    const firstSide = await enterAs(first!, tournamentId, { partner_ids: [second!.memberId] });
    expect((firstSide.json() as Entry).status).toBe('entered');
    const waiting = await enterAs(lead!, tournamentId, { partner_ids: [partner!.memberId] });
    expect(waiting.statusCode, waiting.body).toBe(201);
    expect(waiting.json()).toMatchObject({ status: 'waiting', waiting_position: 1, partners: [{ status: 'waiting' }] });
    expect(await expensesOf(lead!.memberId)).toEqual([]);
    const behind = await enterAs(later!, tournamentId, { partner_ids: [laterMate!.memberId] });
    expect(behind.json()).toMatchObject({ status: 'waiting', waiting_position: 3 });

    // The first side's partner withdraws: one place frees, too few for the waiting side, which stays first.
    const [secondEntry] = await mineOf(second!);
    expect((await withdrawAs(second!, secondEntry!.id)).statusCode).toBe(200);
    expect((await mineOf(lead!))[0]).toMatchObject({ status: 'waiting', waiting_position: 1 });
    expect((await teamsOf(tournamentId))[0]).toMatchObject({ memberIds: [first!.memberId] });
    // The first golfer withdraws too: two places, and the waiting side takes both, its fees posted.
    const [firstEntry] = await mineOf(first!);
    expect((await withdrawAs(first!, firstEntry!.id)).statusCode).toBe(200);
    const [leadEntry] = await mineOf(lead!);
    expect(leadEntry).toMatchObject({ status: 'entered', partners: [{ status: 'entered' }] });
    expect(await expensesOf(partner!.memberId)).toEqual([{ amount: 1500, status: 'posted' }]);
    expect((await mineOf(later!))[0]).toMatchObject({ status: 'waiting', waiting_position: 1 });
    expect((await teamsOf(tournamentId)).map((team) => team.memberIds.length)).toEqual([2]);
  });
});

describe('withdrawing a side', () => {
  it('the golfer who entered it withdraws it whole, each fee reversed; a partner withdraws only themself; no one else reaches it', async () => {
    const [lead, partner, stranger] = await golfersWithLogins(t, 3);
    const tournamentId = await openGreensomes({ field_limit: 10 });
    const side = (await enterAs(lead!, tournamentId, { partner_ids: [partner!.memberId] })).json() as Entry;
    const partnerEntryId = side.partners[0]!.entry_id;
    expect((await withdrawAs(stranger!, side.id)).statusCode).toBe(404);
    expect((await withdrawAs(partner!, side.id)).statusCode).toBe(404);
    expect(
      (await call('POST', `/api/competition_entries/${side.id}/withdraw/`, 'secondAdmin', undefined, secondClubId))
        .statusCode,
    ).toBe(404);

    const withdrawn = await withdrawAs(lead!, side.id);
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect(withdrawn.json()).toMatchObject({ status: 'withdrawn', partners: [{ status: 'withdrawn' }] });
    expect(await expensesOf(lead!.memberId)).toEqual([{ amount: 1500, status: 'void' }]);
    expect(await expensesOf(partner!.memberId)).toEqual([{ amount: 1500, status: 'void' }]);
    expect(await teamsOf(tournamentId)).toEqual([]);

    // Entered again, the partner leaves alone: the side keeps its golfer who entered it, with a place to fill.
    const again = (await enterAs(lead!, tournamentId, { partner_ids: [partner!.memberId] })).json() as Entry;
    const partnerAgain = again.partners[0]!.entry_id;
    expect(partnerAgain).not.toBe(partnerEntryId);
    const left = await withdrawAs(partner!, partnerAgain);
    expect(left.statusCode, left.body).toBe(200);
    expect((await mineOf(lead!)).find((one) => one.id === again.id)).toMatchObject({
      status: 'entered',
      partners: [{ member_id: partner!.memberId, status: 'withdrawn' }],
    });
    expect((await teamsOf(tournamentId)).map((team) => team.memberIds)).toEqual([[lead!.memberId]]);
    expect((await expensesOf(lead!.memberId)).map((expense) => expense.status).sort()).toEqual(['posted', 'void']);
  });
});
