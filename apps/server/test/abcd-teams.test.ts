import { abcdTeamDraw } from '@fairway/golf';
import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, tournamentMembers } from '../src/db/schema/index.js';
import { whiteTeesAndMen } from './demo-field.js';
import { callsAs, secondClubId, useTestApp } from './test-app.js';
import { roundInPlay } from './tournament-round.js';

const t = useTestApp({ logLevel: 'error' });
const call = callsAs(t);

type Drawn = { seed: number; teams: { id: number; name: string; member_ids: number[] }[] };
type Team = { id: number; name: string; captain_member_id: number | null; members_count: number };

/** A tournament of the demo club on the white tees with the given terms, the first `entered` of its eight men entered. */
async function tournamentWith(terms: Record<string, unknown>, entered = 8) {
  const { white, men } = await whiteTeesAndMen(t.db);
  const made = await call('POST', '/api/tournaments/', 'admin', {
    name: `Scramble ${Math.random()}`,
    start_date: '2027-05-01',
    end_date: '2027-05-01',
    men_hole_category_id: white,
    women_hole_category_id: white,
    ...terms,
  });
  expect(made.statusCode, made.body).toBe(201);
  const tournamentId = made.json().id as number;
  const bulk = await call('POST', '/api/tournament_members/bulk_enter/', 'admin', {
    tournament_id: tournamentId,
    member_ids: men.slice(0, entered).map((man) => man.id),
  });
  expect(bulk.statusCode, bulk.body).toBe(201);
  return tournamentId;
}

const draw = (tournamentId: number, body: unknown = {}, who: 'admin' | 'member' | 'events' = 'admin') =>
  call('POST', `/api/tournaments/${tournamentId}/teams/draw/`, who, body);

describe('ABCD teams drawn from the field', () => {
  it("makes teams of one golfer from each quarter of the field's indexes, as the golf rules draw them from the seed", async () => {
    const tournamentId = await tournamentWith({ format: 'scramble', team_size: 4 });
    const drawn = await draw(tournamentId, { seed: 20_261_130 });
    expect(drawn.statusCode, drawn.body).toBe(200);
    const answer = drawn.json() as Drawn;
    const field = await t.db
      .select({ memberId: tournamentMembers.member_id, index: tournamentMembers.handicap_index })
      .from(tournamentMembers)
      .where(eq(tournamentMembers.tournament_id, tournamentId))
      .orderBy(asc(tournamentMembers.id));
    const expected = abcdTeamDraw({
      players: field.map((entry) => ({
        id: String(entry.memberId),
        handicapIndex: entry.index === null ? null : Number(entry.index),
      })),
      seed: 20_261_130,
    });
    expect(answer.seed).toBe(20_261_130);
    expect(answer.teams.map((team) => team.member_ids.map(String))).toEqual(expected);
    // The A golfer has the lowest index of the team's four and captains it; each entry is on its team.
    const teams = (await call('GET', `/api/tournament_teams/?tournament_id=${tournamentId}`)).json().results as Team[];
    expect(teams).toHaveLength(2);
    for (const team of answer.teams) {
      const listed = teams.find((one) => one.id === team.id)!;
      expect(listed).toMatchObject({ name: team.name, captain_member_id: team.member_ids[0], members_count: 4 });
      expect(team.name).toMatch(/^Team \S/);
      const indexes = team.member_ids.map((memberId) =>
        Number(field.find((entry) => entry.memberId === memberId)!.index ?? 99),
      );
      expect(indexes[0]).toBe(Math.min(...indexes));
    }
    const onTeams = await t.db
      .select({ memberId: tournamentMembers.member_id, teamId: tournamentMembers.team_id })
      .from(tournamentMembers)
      .where(eq(tournamentMembers.tournament_id, tournamentId));
    for (const entry of onTeams) {
      expect(answer.teams.find((team) => team.member_ids.includes(entry.memberId))!.id).toBe(entry.teamId);
    }
    const [audit] = await t.db
      .select({ detail: auditLog.detail })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'tournament_teams'), eq(auditLog.entity_id, tournamentId)));
    expect(audit!.detail).toEqual({
      drawn: 'abcd',
      seed: 20_261_130,
      teams: answer.teams.map((team) => team.member_ids),
    });
  });

  it('draws again from the kept seed to the same teams, replacing the ones before, and a new seed when none is given', async () => {
    const tournamentId = await tournamentWith({ format: 'scramble', team_size: 4 });
    const first = (await draw(tournamentId, { seed: 5 })).json() as Drawn;
    const again = (await draw(tournamentId, { seed: 5 })).json() as Drawn;
    expect(again.teams.map((team) => team.member_ids)).toEqual(first.teams.map((team) => team.member_ids));
    const fresh = await draw(tournamentId);
    expect(fresh.statusCode).toBe(200);
    expect(Number.isInteger((fresh.json() as Drawn).seed)).toBe(true);
    const teams = (await call('GET', `/api/tournament_teams/?tournament_id=${tournamentId}`)).json().results as Team[];
    expect(teams.map((team) => team.id).sort()).toEqual((fresh.json() as Drawn).teams.map((team) => team.id).sort());
  });

  it('refuses a field that is not of fours, teams that are not of four, and a draw once a round has started', async () => {
    const seven = await tournamentWith({ format: 'scramble', team_size: 4 }, 7);
    const refusedSeven = await draw(seven);
    expect(refusedSeven.statusCode).toBe(409);
    expect(refusedSeven.json().detail).toBe('ABCD teams need a field of fours: 7 golfers are entered.');

    const pairs = await tournamentWith({ format: 'scramble', team_size: 2 });
    expect((await draw(pairs)).json()).toEqual({
      detail: 'This tournament plays teams of 2: ABCD teams are drawn for teams of four.',
    });
    const medal = await tournamentWith({ format: 'stroke_play' });
    expect((await draw(medal)).statusCode).toBe(409);

    const started = await tournamentWith({ format: 'scramble', team_size: 4 });
    expect((await draw(started, { seed: 1 })).statusCode).toBe(200);
    await call('POST', `/api/tournaments/${started}/change_status/`, 'admin', { status: 'open' });
    await roundInPlay(call, started, 1, '2027-05-01');
    const late = await draw(started, { seed: 2 });
    expect(late.statusCode).toBe(409);
    expect(late.json().detail).toBe('A round has started: the teams stand.');
  });

  it("is the organisers' alone, and another club's tournament is not found", async () => {
    const tournamentId = await tournamentWith({ format: 'scramble', team_size: 4 });
    expect((await draw(tournamentId, {}, 'member')).statusCode).toBe(403);
    const elsewhere = await call(
      'POST',
      `/api/tournaments/${tournamentId}/teams/draw/`,
      'secondAdmin',
      {},
      secondClubId,
    );
    expect(elsewhere.statusCode).toBe(404);
    expect((await draw(tournamentId, { seed: -1 })).statusCode).toBe(400);
    const teams = (await call('GET', `/api/tournament_teams/?tournament_id=${tournamentId}`)).json().results as Team[];
    expect(teams).toEqual([]);
  });
});
