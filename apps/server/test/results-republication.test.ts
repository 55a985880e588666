import { randomUUID } from 'node:crypto';
import { and, count, eq, inArray, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  auditLog,
  mailOutbox,
  playerRounds,
  playerScores,
  tournamentResults,
  tournaments,
} from '../src/db/schema/index.js';
import { resultChangesFromCommandLine } from '../src/modules/results/result-changes-from-command-line.js';
import { callsAs, demoClubId, secondClubId, useTestApp } from './test-app.js';

const t = useTestApp({ logLevel: 'error' });
const call = callsAs(t);

type Standing = { position: number | null; position_display: string; gross: number | null; net: number | null };
type Change = { category: string; member_id: number; name: string; published: Standing; recalculated: Standing };
type Row = { member_id: number; position: number | null; gross: number | null };
type Side = { side: 'A' | 'B'; name: string; points: number | null; players: { member_id: number }[] };
type Match = { round_number: number; group_number: number; winner: 'A' | 'B' | null; state: string; sides: Side[] };
type Team = {
  team_id: number;
  name: string;
  position: number | null;
  total: number | null;
  members: { member_id: number }[];
};
type Results = {
  published: boolean;
  categories: { category: string; rows: Row[] }[];
  matches: Match[];
  teams: Team[];
  corrections: { published_at: string; reason: string | null }[];
};
type Listed = {
  tournament_id: number;
  tournament_name: string;
  refusal: string | null;
  changes: Change[];
  team_changes: {
    team_id: number;
    published: { position_display: string; total: number | null };
    recalculated: { position_display: string; total: number | null };
  }[];
  match_changes: {
    round_number: number;
    group_number: number;
    name: string;
    published: { winner: string | null; state: string; points: (number | null)[] };
    recalculated: { winner: string | null; state: string; points: (number | null)[] };
  }[];
};

const changesUrl = '/api/tournaments/published_results/changes/';
const republishUrl = (id: number) => `/api/tournaments/${id}/results/republish/`;

/** A published tournament of the demo's last season, by name, with its one round. */
async function demoEvent(name: string) {
  const [event] = await t.db
    .select({ id: tournaments.id, roundId: playerRounds.id })
    .from(tournaments)
    .innerJoin(playerRounds, eq(playerRounds.tournament_id, tournaments.id))
    .where(and(eq(tournaments.golf_course_id, demoClubId), eq(tournaments.name, name)));
  const results = await call('GET', `/api/tournaments/${event!.id}/results/`, 'member');
  expect(results.statusCode, results.body).toBe(200);
  return { ...event!, results: results.json() as Results };
}

/**
 * An organiser's correction of completed cards, as the scoring page sends it: each of these players' holes of the
 * round `more` strokes worse (at most 20), with the reason the correction needs.
 */
async function correctCards(roundId: number, memberIds: number[], more: number) {
  const scores = await t.db
    .select()
    .from(playerScores)
    .where(and(eq(playerScores.player_round_id, roundId), inArray(playerScores.member_id, memberIds)));
  expect(scores.length).toBeGreaterThan(0);
  const saved = await call(
    'POST',
    '/api/scores/save_score/',
    'admin',
    scores.map((score) => ({
      client_key: randomUUID(),
      base_version: score.version,
      player_round_id: roundId,
      member_id: score.member_id,
      hole_number: score.hole_number,
      strokes: Math.min(20, (score.strokes ?? 10) + more),
      reason: 'Cards checked again after the round',
    })),
  );
  expect(saved.statusCode, saved.body).toBe(200);
}

const stored = async () => ({
  snapshots: (await t.db.select({ n: count() }).from(tournamentResults))[0]!.n,
  audit: (await t.db.select({ n: count() }).from(auditLog))[0]!.n,
});

// Each listing recalculates every published event of the demo's last season and its club championship: seventeen calculations.
describe('published results the rules as they are now would change', { timeout: 90_000 }, () => {
  it('lists a corrected card’s tournament with its lines old and new, storing nothing, and republishes it with the reason shown, audited and mailed', async () => {
    // The demo's results were published by the rules the server holds: none would change.
    const untouched = await call('GET', changesUrl, 'admin');
    expect(untouched.statusCode, untouched.body).toBe(200);
    expect(untouched.json()).toEqual([]);

    const medal = await demoEvent('Monthly Medal: October');
    const men = medal.results.categories.find((table) => table.category === 'Men')!.rows;
    const winner = men[0]!;
    await correctCards(medal.roundId, [winner.member_id], 1);

    const before = await stored();
    const listed = await call('GET', changesUrl, 'admin');
    expect(listed.statusCode, listed.body).toBe(200);
    const [october, ...others] = listed.json() as Listed[];
    expect(others).toEqual([]);
    expect(october).toMatchObject({
      tournament_id: medal.id,
      tournament_name: 'Monthly Medal: October',
      format: 'stroke_play',
      refusal: null,
      team_changes: [],
      match_changes: [],
    });
    const line = october!.changes.find((change) => change.category === 'Men' && change.member_id === winner.member_id)!;
    expect(line.published).toMatchObject({ position: 1, gross: winner.gross });
    expect(line.recalculated.gross).toBe(winner.gross! + 18);
    expect(line.recalculated.net).toBe(line.published.net! + 18);
    for (const change of october!.changes) expect(change.published).not.toEqual(change.recalculated);
    // Only a listing: no snapshot, no audit entry, and members read the published results as they were.
    expect(await stored()).toEqual(before);
    expect((await call('GET', `/api/tournaments/${medal.id}/results/`, 'member')).json()).toEqual(medal.results);

    // The event manager runs none of the last season's series; another club sees none of it; a member may not ask.
    expect((await call('GET', changesUrl, 'events')).json()).toEqual([]);
    expect((await call('GET', changesUrl, 'secondAdmin', undefined, secondClubId)).json()).toEqual([]);
    expect((await call('GET', changesUrl, 'member')).statusCode).toBe(403);

    // Published again only with a reason, and only by the tournament's organisers in its club.
    const reason = 'Hole scores of the winner corrected after the card was checked again';
    const withoutReason = await call('POST', republishUrl(medal.id), 'admin', {});
    expect(withoutReason.statusCode).toBe(400);
    expect(withoutReason.json()).toEqual({ reason: ['This field is required.'] });
    const blank = await call('POST', republishUrl(medal.id), 'admin', { reason: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toEqual({ reason: ['This field may not be blank.'] });
    expect((await call('POST', republishUrl(medal.id), 'secondAdmin', { reason }, secondClubId)).statusCode).toBe(404);
    expect((await call('POST', republishUrl(medal.id), 'events', { reason })).statusCode).toBe(404);
    expect((await call('POST', republishUrl(medal.id), 'member', { reason })).statusCode).toBe(403);
    expect(await stored()).toEqual(before);

    const republished = await call('POST', republishUrl(medal.id), 'admin', { reason });
    expect(republished.statusCode, republished.body).toBe(200);
    const results = republished.json() as Results;
    expect(results.published).toBe(true);
    expect(results.corrections).toEqual([{ published_at: expect.any(String), reason }]);
    const menNow = results.categories.find((table) => table.category === 'Men')!.rows;
    for (const change of october!.changes.filter((one) => one.category === 'Men')) {
      expect(menNow.find((row) => row.member_id === change.member_id)).toMatchObject({
        position: change.recalculated.position,
        gross: change.recalculated.gross,
      });
    }
    // Members read the corrected results with the reason; the audit keeps it; the players whose line changed are told.
    expect((await call('GET', `/api/tournaments/${medal.id}/results/`, 'member')).json()).toEqual(results);
    const entries = await t.db
      .select({ detail: auditLog.detail })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'tournament_results'), eq(auditLog.action, 'update')));
    expect(entries.map((entry) => entry.detail)).toContainEqual(
      expect.objectContaining({ tournament_id: medal.id, reason, before: { published: false } }),
    );
    const mails = await t.db
      .select({ text: mailOutbox.text_body })
      .from(mailOutbox)
      .where(like(mailOutbox.subject, 'Your result in Monthly Medal: October, corrected'));
    expect(mails.length).toBeGreaterThan(0);
    for (const mail of mails) expect(mail.text).toContain(`corrected and published again (${reason})`);

    // Nothing left to change: a second republication is refused.
    const again = await call('POST', republishUrl(medal.id), 'admin', { reason });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      detail:
        'Recalculated, the results are the ones published: no line would change, so there is nothing to publish again.',
    });
  });

  it("lists a Ryder Cup's match and a four-ball's pair whose cards were corrected, and republishes the match as listed", async () => {
    const ryderCup = await demoEvent('Club Ryder Cup');
    const match = ryderCup.results.matches.find((one) => one.winner !== 'B')!;
    const sideA = match.sides.find((side) => side.side === 'A')!;
    await correctCards(
      ryderCup.roundId,
      sideA.players.map((player) => player.member_id),
      20,
    );
    const fourBall = await demoEvent('Spring Four-Ball Better Ball');
    const leaders = fourBall.results.teams[0]!;
    await correctCards(
      fourBall.roundId,
      leaders.members.map((member) => member.member_id),
      3,
    );

    const listed = (await call('GET', changesUrl, 'admin')).json() as Listed[];
    expect(listed.map((one) => one.tournament_id).sort()).toEqual([ryderCup.id, fourBall.id].sort());
    const ryderCupChanges = listed.find((one) => one.tournament_id === ryderCup.id)!;
    expect(ryderCupChanges.changes).toEqual([]);
    const matchChange = ryderCupChanges.match_changes.find(
      (change) => change.round_number === match.round_number && change.group_number === match.group_number,
    )!;
    expect(matchChange.name).toBe(match.sides.map((side) => side.name).join(' v '));
    expect(matchChange.published).toMatchObject({ winner: match.winner, state: match.state });
    // Side A's players took 20 on every hole: side B wins the match.
    expect(matchChange.recalculated).toMatchObject({ winner: 'B', points: [0, 1] });
    const pair = listed
      .find((one) => one.tournament_id === fourBall.id)!
      .team_changes.find((change) => change.team_id === leaders.team_id)!;
    expect(pair.published.total).toBe(leaders.total);
    expect(pair.recalculated.total).toBeGreaterThan(leaders.total!);

    const republished = await call('POST', republishUrl(ryderCup.id), 'admin', {
      reason: 'Side A’s cards of the first match corrected',
    });
    expect(republished.statusCode, republished.body).toBe(200);
    const now = (await call('GET', `/api/tournaments/${ryderCup.id}/results/`, 'member')).json() as Results;
    const matchNow = now.matches.find(
      (one) => one.round_number === match.round_number && one.group_number === match.group_number,
    )!;
    expect({
      winner: matchNow.winner,
      state: matchNow.state,
      points: matchNow.sides.map((side) => side.points),
    }).toEqual({
      winner: matchChange.recalculated.winner,
      state: matchChange.recalculated.state,
      points: matchChange.recalculated.points,
    });

    // The command prints the same list, the four-ball's pair line old -> new, and publishes it again with the reason.
    const printed = await resultChangesFromCommandLine(t.db, t.config, {
      club: demoClubId,
      republish: false,
      reason: undefined,
    });
    expect(printed[0]).toBe('1 published result of Fairway Demo Golf Club would change:');
    expect(printed[1]).toMatch(/^Spring Four-Ball Better Ball \(\d{4}-\d\d-\d\d, four-ball, #\d+\), published /);
    expect(printed).toContain(
      `  ${leaders.name}: ${pair.published.position_display}, ${leaders.total} -> ${pair.recalculated.position_display}, ${pair.recalculated.total}`,
    );
    await expect(
      resultChangesFromCommandLine(t.db, t.config, { club: demoClubId, republish: true, reason: ' ' }),
    ).rejects.toThrow('reason: This field may not be blank.');
    await expect(
      resultChangesFromCommandLine(t.db, t.config, { club: demoClubId, republish: true, reason: undefined }),
    ).rejects.toThrow('reason: This field is required.');
    await expect(
      resultChangesFromCommandLine(t.db, t.config, { club: 999_999, republish: false, reason: undefined }),
    ).rejects.toThrow('club: No club has the id 999999.');
    const reason = "The leading pair's cards corrected";
    const republishing = await resultChangesFromCommandLine(t.db, t.config, {
      club: demoClubId,
      republish: true,
      reason,
    });
    expect(republishing.at(-1)).toBe('Published again: Spring Four-Ball Better Ball.');
    const fourBallNow = (await call('GET', `/api/tournaments/${fourBall.id}/results/`, 'member')).json() as Results;
    expect(fourBallNow.corrections).toEqual([{ published_at: expect.any(String), reason }]);
    expect(fourBallNow.teams.find((team) => team.team_id === leaders.team_id)!.total).toBe(pair.recalculated.total);
    expect((await call('GET', changesUrl, 'admin')).json()).toEqual([]);
  });
});
