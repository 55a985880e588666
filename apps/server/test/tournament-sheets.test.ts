import { and, asc, eq } from 'drizzle-orm';
import { PDFParse } from 'pdf-parse';
import { describe, expect, it } from 'vitest';
import { golfCourseMembers, holeCategories, members } from '../src/db/schema/index.js';
import { callsAs, demoClubId, secondClubId, useTestApp, type Who } from './test-app.js';
import { tournamentRound } from './tournament-round.js';

const t = useTestApp({ logLevel: 'error', publicUrl: 'https://fairway.example' });
const call = callsAs(t);

type Group = { id: number; number: number; start: string; players: { member_id: number; name: string }[] };
type Entry = {
  name: string;
  gender: string | null;
  hole_category_name: string | null;
  handicap_index: number | null;
  course_handicap: number | null;
  playing_handicap: number | null;
  category: string;
  team_name: string | null;
  status: string;
  paid: boolean;
};

/** A Stableford of the demo club with `howMany` of its golfers entered, a round, and that round drawn on tee times. */
async function drawnRound(howMany: number, who: 'admin' | 'events' = 'admin', terms: Record<string, unknown> = {}) {
  const tees = Object.fromEntries(
    (
      await t.db
        .select({ id: holeCategories.id, name: holeCategories.name })
        .from(holeCategories)
        .where(eq(holeCategories.golf_course_id, demoClubId))
    ).map((row) => [row.name, row.id]),
  );
  const made = await call('POST', '/api/tournaments/', who, {
    name: 'Autumn Stableford & Friends',
    start_date: '2027-01-09',
    end_date: '2027-01-09',
    format: 'stableford',
    men_hole_category_id: tees.White,
    women_hole_category_id: tees.Red,
    ...terms,
  });
  expect(made.statusCode, made.body).toBe(201);
  const tournament = made.json() as { id: number; name: string };
  const golfers = await t.db
    .select({ id: members.id })
    .from(golfCourseMembers)
    .innerJoin(members, eq(members.id, golfCourseMembers.member_id))
    .where(and(eq(golfCourseMembers.golf_course_id, demoClubId), eq(golfCourseMembers.is_guest, false)))
    .orderBy(asc(members.id))
    .limit(howMany);
  const entered = await call('POST', '/api/tournament_members/bulk_enter/', 'admin', {
    tournament_id: tournament.id,
    member_ids: golfers.map((golfer) => golfer.id),
  });
  expect(entered.statusCode, entered.body).toBe(201);
  const roundId = await tournamentRound(call, tournament.id, 1, '2027-01-09', who);
  const drawn = await call('POST', '/api/player_round_groups/draw/', who, {
    player_round_id: roundId,
    method: 'handicap_low_with_low',
    group_size: 4,
    start_type: 'tee_times',
    first_tee_time: '08:00',
    interval_minutes: 10,
  });
  expect(drawn.statusCode, drawn.body).toBe(200);
  return { tournament, roundId, groups: drawn.json() as Group[] };
}

async function textOf(pdf: Buffer) {
  const parser = new PDFParse({ data: new Uint8Array(pdf) });
  try {
    const { text, total } = await parser.getText();
    return { text, pages: total };
  } finally {
    await parser.destroy();
  }
}

describe("a round's draw sheet and a tournament's field", () => {
  it('prints every group with its start, players and the address of its scoring page, and a start sheet for the starter', async () => {
    const { tournament, roundId, groups } = await drawnRound(30);
    const sheet = await call('GET', `/api/player_rounds/${roundId}/draw_sheet/`);
    expect(sheet.statusCode, sheet.body).toBe(200);
    expect(sheet.headers['content-type']).toBe('application/pdf');
    expect(sheet.headers['content-disposition']).toBe(
      'attachment; filename="autumn-stableford-friends-round-1-draw-sheet.pdf"',
    );
    const { text, pages } = await textOf(sheet.rawPayload);
    expect(pages).toBeGreaterThanOrEqual(1);
    expect(text).toContain('Fairway Demo Golf Club');
    expect(text).toContain('Autumn Stableford & Friends');
    expect(text).toContain('Draw sheet · Round 1 · ');
    expect(groups.map((group) => group.start)).toEqual([
      '08:00',
      '08:10',
      '08:20',
      '08:30',
      '08:40',
      '08:50',
      '09:00',
      '09:10',
    ]);
    for (const group of groups) {
      expect(text).toContain(group.start);
      expect(text).toContain(
        `https://fairway.example/player_round_group_scores/Autumn%20Stableford%20%26%20Friends/${group.id}`,
      );
      for (const player of group.players) expect(text).toContain(player.name);
    }

    const start = await call('GET', `/api/player_rounds/${roundId}/draw_sheet/?kind=start`);
    expect(start.statusCode).toBe(200);
    const starter = await textOf(start.rawPayload);
    expect(starter.text).toContain('Start sheet · Round 1');
    expect(starter.text).not.toContain('player_round_group_scores');
    for (const player of groups.flatMap((group) => group.players)) expect(starter.text).toContain(player.name);
    expect((await call('GET', `/api/player_rounds/${roundId}/draw_sheet/?kind=poster`)).statusCode).toBe(400);

    // The CSV holds the field, row for row, as the API lists it.
    const csv = await call('GET', `/api/tournaments/${tournament.id}/field_csv/`);
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    const [header, ...rows] = csv.body.trimEnd().split('\r\n');
    expect(header).toBe(
      'Name,Gender,Tee set,Handicap Index,Course handicap,Playing handicap,Category,Team,Status,Paid',
    );
    const field = (
      await call('GET', `/api/tournament_members/?tournament_id=${tournament.id}&page_size=100&ordering=name`)
    ).json().results as Entry[];
    expect(rows).toEqual(
      field.map((entry) =>
        [
          entry.name,
          entry.gender ?? '',
          entry.hole_category_name ?? '',
          entry.handicap_index === null ? '' : entry.handicap_index.toFixed(1),
          entry.course_handicap ?? '',
          entry.playing_handicap ?? '',
          entry.category,
          entry.team_name ?? '',
          entry.status,
          entry.paid ? 'yes' : 'no',
        ].join(','),
      ),
    );
    expect(rows).toHaveLength(30);
  });

  it("is for the club's admins and an event manager's own series only; members, users, others' series and another club get none", async () => {
    const clubs = await drawnRound(4);
    const series = await call('POST', '/api/tournament_masters/', 'events', { name: 'Corporate League 2027' });
    const own = await drawnRound(4, 'events', { tournament_master_id: series.json().id, name: 'Corporate Day' });
    const sheetOf = (roundId: number, who: Who, club: number | null = demoClubId) =>
      call('GET', `/api/player_rounds/${roundId}/draw_sheet/`, who, undefined, club);
    const csvOf = (tournamentId: number, who: Who, club: number | null = demoClubId) =>
      call('GET', `/api/tournaments/${tournamentId}/field_csv/`, who, undefined, club);

    const mine = await sheetOf(own.roundId, 'events');
    expect(mine.statusCode).toBe(200);
    expect((await textOf(mine.rawPayload)).text).toContain('Corporate Day');
    expect((await csvOf(own.tournament.id, 'events')).statusCode).toBe(200);
    expect((await sheetOf(clubs.roundId, 'events')).statusCode).toBe(404);
    expect((await csvOf(clubs.tournament.id, 'events')).statusCode).toBe(404);
    for (const who of ['member', 'user'] as const) {
      expect((await sheetOf(clubs.roundId, who)).statusCode, who).toBe(403);
      expect((await csvOf(clubs.tournament.id, who)).statusCode, who).toBe(403);
    }
    expect((await sheetOf(clubs.roundId, 'anonymous')).statusCode).toBe(401);
    expect((await csvOf(clubs.tournament.id, 'anonymous')).statusCode).toBe(401);
    const elsewhere = await sheetOf(clubs.roundId, 'secondAdmin', secondClubId);
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.json()).toEqual({ detail: 'Not found.' });
    expect((await csvOf(clubs.tournament.id, 'secondAdmin', secondClubId)).statusCode).toBe(404);
    expect((await sheetOf(2_147_483_647, 'admin')).statusCode).toBe(404);
    expect((await csvOf(0, 'admin')).statusCode).toBe(404);
  });
});
