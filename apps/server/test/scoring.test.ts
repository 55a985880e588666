import { randomUUID } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { leaderboardStandings, matchPlay, matchPlayHoleResults, teamLeaderboardStandings } from '@fairway/golf';
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  auditLog,
  golfCourseIndexes,
  golfCourseMembers,
  members,
  playerRoundGroupMembers,
  playerRoundGroups,
  playerRounds,
  playerScoreChanges,
  playerScores,
  tournaments,
  users,
} from '../src/db/schema/index.js';
import { whiteTeesAndMen } from './demo-field.js';
import { callsAs, demoClubId, secondClubId, useTestApp, type Who } from './test-app.js';
import { tournamentRound } from './tournament-round.js';
import { eventStream } from './event-stream.js';

const t = useTestApp({ logLevel: 'error' });
const call = callsAs(t);

type Row = {
  order: number;
  position: number | null;
  position_display: string;
  member_id: number;
  thru: number;
  gross: number | null;
  to_par: number | null;
  holes: (number | null)[];
  card_signed: boolean;
};
type Board = { version: number; rows: Row[]; holes: { hole_number: number; par: number; stroke_index: number }[] };
type Result = { outcome: string; status: number; score: { strokes: number | null; version: number } | null };

/** The demo's November medal in play: its tournament, round, and the demo member's group with its players. */
async function liveMedal() {
  const [medal] = await t.db
    .select({ id: tournaments.id, roundId: playerRounds.id })
    .from(tournaments)
    .innerJoin(playerRounds, eq(playerRounds.tournament_id, tournaments.id))
    .where(eq(tournaments.name, 'Monthly Medal: November'));
  const [own] = await t.db
    .select({ memberId: members.id, groupId: playerRoundGroupMembers.player_round_group_id })
    .from(members)
    .innerJoin(users, eq(users.id, members.user_id))
    .innerJoin(playerRoundGroupMembers, eq(playerRoundGroupMembers.member_id, members.id))
    .where(
      and(eq(users.email, 'member@demo.fairway.golf'), eq(playerRoundGroupMembers.player_round_id, medal!.roundId)),
    );
  const groupPlayers = await t.db
    .select({ memberId: playerRoundGroupMembers.member_id, groupId: playerRoundGroupMembers.player_round_group_id })
    .from(playerRoundGroupMembers)
    .where(eq(playerRoundGroupMembers.player_round_id, medal!.roundId))
    .orderBy(asc(playerRoundGroupMembers.player_round_group_id), asc(playerRoundGroupMembers.position));
  const otherGroup = groupPlayers.find((player) => player.groupId !== own!.groupId)!;
  return {
    tournamentId: medal!.id,
    roundId: medal!.roundId,
    memberId: own!.memberId,
    groupId: own!.groupId,
    partners: groupPlayers.filter((player) => player.groupId === own!.groupId).map((player) => player.memberId),
    otherGroupMemberId: otherGroup.memberId,
  };
}

const entry = (fields: Record<string, unknown>) => ({ client_key: randomUUID(), base_version: 0, ...fields });
const save = (body: unknown, who: Who = 'admin', golfCourseId: number | null = demoClubId) =>
  call('POST', '/api/scores/save_score/', who, body, golfCourseId);
const board = async (tournamentId: number, who: Who = 'admin', query = '') => {
  const answer = await call('GET', `/api/tournaments/${tournamentId}/detailed_leaderboard/${query}`, who);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json() as Board;
};

/** The tournament's first round on `playDate`, its field drawn at random in fours (`seed`), in play. */
async function roundInPlay(tournamentId: number, playDate: string, seed: number): Promise<number> {
  const roundId = await tournamentRound(call, tournamentId, 1, playDate);
  await call('POST', '/api/player_round_groups/draw/', 'admin', {
    player_round_id: roundId,
    method: 'random',
    group_size: 4,
    start_type: 'tee_times',
    first_tee_time: '08:00',
    interval_minutes: 10,
    seed,
  });
  await call('POST', '/api/player_rounds/change_player_round_status/', 'admin', {
    player_round_id: roundId,
    status: 'active',
  });
  return roundId;
}

describe('saving scores', () => {
  it('saves a hole for the next hole of the demo member, who scores their own group, and moves the board', async () => {
    const medal = await liveMedal();
    const before = await board(medal.tournamentId, 'anonymous');
    const saved = await save(
      medal.partners.map((memberId, index) =>
        entry({ player_round_id: medal.roundId, member_id: memberId, hole_number: 9, strokes: 4 + (index % 2) }),
      ),
      'member',
    );
    expect(saved.statusCode, saved.body).toBe(200);
    const results = saved.json().results as Result[];
    expect(results.map((result) => [result.outcome, result.score?.strokes, result.score?.version])).toEqual(
      medal.partners.map((_, index) => ['saved', 4 + (index % 2), 1]),
    );
    const after = await board(medal.tournamentId, 'anonymous');
    expect(after.version).toBe(before.version + 1);
    const ownRow = after.rows.find((row) => row.member_id === medal.memberId)!;
    expect(ownRow.thru).toBe(9);
    expect(ownRow.holes[8]).toBe(4 + (medal.partners.indexOf(medal.memberId) % 2));
  });

  it('refuses each bad entry with a clear 400, 404 or 409 and writes nothing of it', async () => {
    const medal = await liveMedal();
    const base = { player_round_id: medal.roundId, member_id: medal.memberId, hole_number: 10 };
    for (const strokes of [0, 21, -1, 4.5, '4']) {
      const refused = await save(entry({ ...base, strokes }));
      expect(refused.statusCode, `strokes ${String(strokes)}`).toBe(400);
      expect(Object.keys(refused.json())).toEqual(['strokes']);
    }
    const hole19 = await save(entry({ ...base, hole_number: 19, strokes: 4 }));
    expect(hole19.statusCode).toBe(400);
    expect(hole19.json()).toEqual({ hole_number: ["Hole 19 is not on this round's card."] });
    expect((await save(entry({ ...base, client_key: 'not-a-key', strokes: 4 }))).json()).toEqual({
      client_key: ['Must be a valid UUID.'],
    });
    const stranger = await t.db
      .select({ id: golfCourseMembers.member_id })
      .from(golfCourseMembers)
      .where(eq(golfCourseMembers.golf_course_id, demoClubId))
      .orderBy(asc(golfCourseMembers.member_id));
    const inRound = new Set(
      (
        await t.db
          .select({ id: playerRoundGroupMembers.member_id })
          .from(playerRoundGroupMembers)
          .where(eq(playerRoundGroupMembers.player_round_id, medal.roundId))
      ).map((row) => row.id),
    );
    const notPlaying = stranger.find((golfer) => !inRound.has(golfer.id))!;
    const absent = await save(entry({ ...base, member_id: notPlaying.id, strokes: 4 }));
    expect(absent.statusCode).toBe(404);
    expect(absent.json().detail).toBe('The golfer does not play in this round.');
    const tooMany = await save(Array.from({ length: 201 }, () => entry({ ...base, strokes: 4 })));
    expect(tooMany.statusCode).toBe(400);
    // Nothing of the refused entries was written: the demo member has not played hole 10 yet.
    const written = await t.db
      .select({ count: count() })
      .from(playerScoreChanges)
      .where(
        and(
          eq(playerScoreChanges.player_round_id, medal.roundId),
          eq(playerScoreChanges.member_id, medal.memberId),
          eq(playerScoreChanges.hole_number, 10),
        ),
      );
    expect(written[0]!.count).toBe(0);
    // In a list, each entry answers on its own: the good one is saved beside the bad ones.
    const mixed = await save([
      entry({ ...base, strokes: 0 }),
      entry({ ...base, strokes: 5 }),
      entry({ ...base, hole_number: 30, strokes: 4 }),
    ]);
    expect(mixed.statusCode).toBe(200);
    expect((mixed.json().results as Result[]).map((result) => [result.outcome, result.status])).toEqual([
      ['refused', 400],
      ['saved', 200],
      ['refused', 400],
    ]);
  });

  it("refuses a round not in play (409), another group's scorer and another club (404)", async () => {
    const medal = await liveMedal();
    const [december] = await t.db
      .select({ roundId: playerRounds.id, memberId: playerRoundGroupMembers.member_id })
      .from(tournaments)
      .innerJoin(playerRounds, eq(playerRounds.tournament_id, tournaments.id))
      .innerJoin(playerRoundGroupMembers, eq(playerRoundGroupMembers.player_round_id, playerRounds.id))
      .where(eq(tournaments.name, 'Monthly Medal: December'))
      .limit(1);
    const scheduled = await save(
      entry({ player_round_id: december!.roundId, member_id: december!.memberId, hole_number: 1, strokes: 4 }),
    );
    expect(scheduled.statusCode).toBe(409);
    expect(scheduled.json().detail).toBe('The round is scheduled, not in play.');
    const otherGroup = entry({
      player_round_id: medal.roundId,
      member_id: medal.otherGroupMemberId,
      hole_number: 18,
      strokes: 4,
    });
    expect((await save(otherGroup, 'member')).statusCode).toBe(404);
    expect((await save(otherGroup, 'user')).statusCode).toBe(404);
    expect((await save(otherGroup, 'secondAdmin', secondClubId)).statusCode).toBe(404);
    expect((await save(otherGroup, 'anonymous')).statusCode).toBe(401);
  });

  it('writes an entry sent ten times once, and refuses a stale version with the current score', async () => {
    const medal = await liveMedal();
    const first = entry({ player_round_id: medal.roundId, member_id: medal.memberId, hole_number: 11, strokes: 5 });
    for (let time = 0; time < 10; time += 1) {
      const again = await save(first, 'member');
      expect(again.statusCode).toBe(200);
      expect((again.json().results as Result[])[0]).toMatchObject({
        outcome: time === 0 ? 'saved' : 'repeated',
        score: { strokes: 5, version: 1 },
      });
    }
    const stored = await t.db
      .select({ count: count() })
      .from(playerScoreChanges)
      .where(eq(playerScoreChanges.client_key, first.client_key));
    expect(stored[0]!.count).toBe(1);
    // The same entry sent by two requests at once (a phone retrying while its first request is under way): written
    // once, both answered.
    const twice = entry({ player_round_id: medal.roundId, member_id: medal.memberId, hole_number: 16, strokes: 4 });
    const both = await Promise.all([save(twice, 'member'), save(twice, 'member')]);
    expect(both.map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect(both.map((answer) => (answer.json().results as Result[])[0]!.outcome).sort()).toEqual(['repeated', 'saved']);
    const changesOfTwice = await t.db
      .select({ count: count() })
      .from(playerScoreChanges)
      .where(eq(playerScoreChanges.client_key, twice.client_key));
    expect(changesOfTwice[0]!.count).toBe(1);
    // A phone that sends the key again for another hole: the stored result, nothing written to that hole.
    const reused = await save({ ...first, hole_number: 15 }, 'member');
    expect((reused.json().results as Result[])[0]).toMatchObject({ outcome: 'repeated', score: null });
    const stale = await save(
      entry({ player_round_id: medal.roundId, member_id: medal.memberId, hole_number: 11, strokes: 6 }),
      'admin',
    );
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ current: { strokes: 5, version: 1, entered_by_name: 'Morgan Member' } });
    const corrected = await save(
      entry({
        player_round_id: medal.roundId,
        member_id: medal.memberId,
        hole_number: 11,
        strokes: 6,
        base_version: 1,
      }),
    );
    expect((corrected.json().results as Result[])[0]).toMatchObject({
      outcome: 'saved',
      score: { strokes: 6, version: 2 },
    });
  });

  it('takes the strokes a score already has without a conflict, and a queue that changes one score twice in order', async () => {
    const medal = await liveMedal();
    const hole = (fields: Record<string, unknown>) =>
      entry({ player_round_id: medal.roundId, member_id: medal.memberId, hole_number: 13, ...fields });
    expect((await save(hole({ strokes: 4 }), 'member')).statusCode).toBe(200);
    // A second phone that never saw the score enters the same 4: nothing to choose between, nothing written.
    const same = await save(hole({ strokes: 4 }), 'admin');
    expect(same.statusCode).toBe(200);
    expect((same.json().results as Result[])[0]).toMatchObject({
      outcome: 'repeated',
      score: { strokes: 4, version: 1, entered_by_name: 'Morgan Member' },
    });
    // An offline queue that corrected the hole twice, and entered the next one, in one list.
    const queue = await save(
      [
        hole({ strokes: 5, base_version: 1 }),
        hole({ strokes: 6, base_version: 2 }),
        hole({ hole_number: 14, strokes: 3 }),
      ],
      'member',
    );
    expect((queue.json().results as Result[]).map((result) => [result.outcome, result.score?.version])).toEqual([
      ['saved', 2],
      ['saved', 3],
      ['saved', 1],
    ]);
    const changes = await t.db
      .select({ strokes: playerScoreChanges.strokes, before: playerScoreChanges.strokes_before })
      .from(playerScoreChanges)
      .where(
        and(
          eq(playerScoreChanges.player_round_id, medal.roundId),
          eq(playerScoreChanges.member_id, medal.memberId),
          eq(playerScoreChanges.hole_number, 13),
        ),
      )
      .orderBy(playerScoreChanges.version);
    expect(changes).toEqual([
      { strokes: 4, before: null },
      { strokes: 5, before: 4 },
      { strokes: 6, before: 5 },
    ]);
    const row = (await board(medal.tournamentId)).rows.find((line) => line.member_id === medal.memberId)!;
    expect(row.holes.slice(12, 14)).toEqual([6, 3]);
  });

  it('lets one of two phones racing on one score win and tells the other', async () => {
    const medal = await liveMedal();
    const race = (strokes: number, who: Who) =>
      save(entry({ player_round_id: medal.roundId, member_id: medal.memberId, hole_number: 12, strokes }), who);
    const answers = await Promise.all([race(4, 'member'), race(7, 'admin')]);
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([200, 409]);
    const winner = answers.find((answer) => answer.statusCode === 200)!.json().results[0].score.strokes;
    const loser = answers.find((answer) => answer.statusCode === 409)!.json();
    expect(loser.current.strokes).toBe(winner);
  });

  it('locks a card once its marker signs it; an organiser corrects it with a reason', async () => {
    const medal = await liveMedal();
    const [partner] = medal.partners.filter((memberId) => memberId !== medal.memberId);
    const sign = (as: 'marker' | 'player', who: Who, memberId = partner!) =>
      call('POST', '/api/scores/sign_card/', who, { player_round_id: medal.roundId, member_id: memberId, as });
    const early = await sign('marker', 'member');
    expect(early.statusCode).toBe(409);
    expect(early.json().detail).toMatch(/^\d+ holes have no score yet/);
    const card = (await call('GET', `/api/scores/group_card/?group_id=${medal.groupId}`, 'member')).json();
    const partnerCard = card.players.find((player: { member_id: number }) => player.member_id === partner)!;
    const missing = card.holes
      .map((hole: { hole_number: number }, index: number) => ({
        hole: hole.hole_number,
        score: partnerCard.scores[index],
      }))
      .filter((hole: { score: unknown }) => hole.score === null);
    const filling = missing.map((hole: { hole: number }) =>
      entry({ player_round_id: medal.roundId, member_id: partner, hole_number: hole.hole, strokes: 4 }),
    );
    const filled = await save(filling, 'member');
    expect((filled.json().results as Result[]).every((result) => result.outcome === 'saved')).toBe(true);
    const signed = await sign('marker', 'member');
    expect(signed.statusCode, signed.body).toBe(200);
    expect(signed.json()).toMatchObject({ locked: true, player_attested_at: null });
    // The player may not sign as their own marker; an organiser may attest for them.
    expect((await sign('marker', 'member', medal.memberId)).statusCode).toBe(409);
    const locked = await save(
      entry({ player_round_id: medal.roundId, member_id: partner, hole_number: 1, strokes: 3, base_version: 1 }),
      'member',
    );
    expect(locked.statusCode).toBe(409);
    expect(locked.json().detail).toBe('The card is signed: only an organiser corrects it.');
    // A phone's queue sent again after the signature: what it saved is answered as saved before, not refused.
    const resent = await save(filling, 'member');
    expect((resent.json().results as Result[]).map((result) => result.outcome)).toEqual(missing.map(() => 'repeated'));
    const version = partnerCard.scores[0]?.version ?? 1;
    const noReason = await save(
      entry({ player_round_id: medal.roundId, member_id: partner, hole_number: 1, strokes: 3, base_version: version }),
    );
    expect(noReason.json()).toEqual({
      reason: ['Say why the score of a signed card or a completed round is corrected.'],
    });
    const corrected = await save(
      entry({
        player_round_id: medal.roundId,
        member_id: partner,
        hole_number: 1,
        strokes: 3,
        base_version: version,
        reason: 'Marker wrote 4 for 3',
      }),
    );
    expect(corrected.statusCode, corrected.body).toBe(200);
    const row = (await board(medal.tournamentId)).rows.find((line) => line.member_id === partner)!;
    expect(row).toMatchObject({ thru: 18, card_signed: true });
    expect(row.holes[0]).toBe(3);
  });

  it("names the signed-in golfer's own player on the card, whose card they attest, and no one else's", async () => {
    const medal = await liveMedal();
    type Card = {
      own_member_id: number | null;
      is_scorer: boolean;
      is_organiser: boolean;
      holes: { hole_number: number }[];
      players: { member_id: number; scores: unknown[]; signature: { player_attested_at: string | null } }[];
    };
    const read = async (who: Who) =>
      (await call('GET', `/api/scores/group_card/?group_id=${medal.groupId}`, who)).json() as Card;
    const card = await read('member');
    expect(card).toMatchObject({ own_member_id: medal.memberId, is_scorer: true, is_organiser: false });
    expect(await read('admin')).toMatchObject({ own_member_id: null, is_scorer: false, is_organiser: true });
    const own = card.players.find((player) => player.member_id === medal.memberId)!;
    const filled = await save(
      card.holes
        .filter((_hole, index) => own.scores[index] === null)
        .map((hole) => entry({ player_round_id: medal.roundId, member_id: medal.memberId, ...hole, strokes: 5 })),
      'member',
    );
    expect((filled.json().results as Result[]).every((result) => result.outcome === 'saved')).toBe(true);
    const attest = (memberId: number) =>
      call('POST', '/api/scores/sign_card/', 'member', {
        player_round_id: medal.roundId,
        member_id: memberId,
        as: 'player',
      });
    const partner = medal.partners.find((memberId) => memberId !== medal.memberId)!;
    const another = await attest(partner);
    expect(another.statusCode).toBe(404);
    expect(another.json().detail).toBe('Only the player attests their card.');
    const attested = await attest(medal.memberId);
    expect(attested.statusCode, attested.body).toBe(200);
    expect(attested.json()).toMatchObject({ member_id: medal.memberId, locked: false });
    const after = (await read('member')).players.find((player) => player.member_id === medal.memberId)!;
    expect(after.signature.player_attested_at).toBe(attested.json().player_attested_at);
  });
});

describe('attesting for a golfer without a login', () => {
  it('lets an organiser attest a card for its player with the reason, audited; no one else, and no other club', async () => {
    const medal = await liveMedal();
    const partner = medal.partners.find((memberId) => memberId !== medal.memberId)!;
    const card = (await call('GET', `/api/scores/group_card/?group_id=${medal.groupId}`, 'member')).json() as {
      holes: { hole_number: number }[];
      players: { member_id: number; scores: unknown[] }[];
    };
    const scores = card.players.find((player) => player.member_id === partner)!.scores;
    await save(
      card.holes
        .filter((_hole, index) => scores[index] === null)
        .map((hole) => entry({ player_round_id: medal.roundId, member_id: partner, ...hole, strokes: 4 })),
      'member',
    );
    const attest = (who: Who, reason?: string, golfCourseId: number | null = demoClubId) =>
      call(
        'POST',
        '/api/scores/sign_card/',
        who,
        {
          player_round_id: medal.roundId,
          member_id: partner,
          as: 'player',
          ...(reason === undefined ? {} : { reason }),
        },
        golfCourseId,
      );
    // The group's marker is no organiser: only the player attests.
    expect((await attest('member', 'Has no login')).statusCode).toBe(404);
    const noReason = await attest('admin', '   ');
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json()).toEqual({ reason: ['Say why you attest the card for the player.'] });
    expect((await attest('secondAdmin', 'Has no login', secondClubId)).statusCode).toBe(404);
    const attested = await attest('admin', 'Has no login: read the card to them at the desk');
    expect(attested.statusCode, attested.body).toBe(200);
    expect(attested.json()).toMatchObject({ member_id: partner, player_attested_at: expect.any(String) });
    const [audited] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'player_round_cards'), eq(auditLog.action, 'update')));
    expect(audited?.detail).toEqual({
      attested_for_member_id: partner,
      reason: 'Has no login: read the card to them at the desk',
    });
    const after = (await call('GET', `/api/scores/group_card/?group_id=${medal.groupId}`, 'member')).json() as {
      players: { member_id: number; signature: { player_attested_at: string | null } }[];
    };
    expect(after.players.find((player) => player.member_id === partner)?.signature.player_attested_at).toBe(
      attested.json().player_attested_at,
    );
  });
});

describe("the marker's signature counting as both", () => {
  it("attests a card for its player when the marker signs it, where the club allows, recorded as such; otherwise only the marker's", async () => {
    const medal = await liveMedal();
    const [allowedFor, notAllowedFor] = medal.partners.filter((memberId) => memberId !== medal.memberId);
    type Signature = {
      player_attested_at: string | null;
      marker_signed_at: string | null;
      attested_by_marker: boolean;
    };
    const readCard = async () =>
      (await call('GET', `/api/scores/group_card/?group_id=${medal.groupId}`, 'member')).json() as {
        holes: { hole_number: number }[];
        players: { member_id: number; scores: unknown[]; signature: Signature }[];
      };
    const card = await readCard();
    for (const memberId of [allowedFor!, notAllowedFor!]) {
      const scores = card.players.find((player) => player.member_id === memberId)!.scores;
      await save(
        card.holes
          .filter((_hole, index) => scores[index] === null)
          .map((hole) => entry({ player_round_id: medal.roundId, member_id: memberId, ...hole, strokes: 4 })),
        'member',
      );
    }
    const allow = (allowed: boolean, who: Who = 'admin', golfCourseId: number | null = demoClubId) =>
      call('PATCH', `/api/golf_courses/${demoClubId}/`, who, { marker_signature_attests: allowed }, golfCourseId);
    const signAsMarker = (memberId: number) =>
      call('POST', '/api/scores/sign_card/', 'member', {
        player_round_id: medal.roundId,
        member_id: memberId,
        as: 'marker',
      });

    expect((await allow(true, 'secondAdmin', secondClubId)).statusCode).toBe(404);
    const allowed = await allow(true);
    expect(allowed.statusCode, allowed.body).toBe(200);
    expect(allowed.json()).toMatchObject({ marker_signature_attests: true });
    const both = await signAsMarker(allowedFor!);
    expect(both.statusCode, both.body).toBe(200);
    expect(both.json()).toMatchObject({ locked: true, attested_by_marker: true });
    expect(both.json().player_attested_at).toBe(both.json().marker_signed_at);
    const [audited] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'player_round_cards'), eq(auditLog.action, 'update')));
    expect(audited?.detail).toEqual({ attested_for_member_id: allowedFor, by_marker_signature: true });

    expect((await allow(false)).json()).toMatchObject({ marker_signature_attests: false });
    const markerOnly = await signAsMarker(notAllowedFor!);
    expect(markerOnly.statusCode, markerOnly.body).toBe(200);
    expect(markerOnly.json()).toMatchObject({ locked: true, player_attested_at: null, attested_by_marker: false });

    const signatures = new Map((await readCard()).players.map((player) => [player.member_id, player.signature]));
    expect(signatures.get(allowedFor!)).toMatchObject({
      attested_by_marker: true,
      player_attested_at: expect.any(String),
    });
    expect(signatures.get(notAllowedFor!)).toMatchObject({ attested_by_marker: false, player_attested_at: null });
  });
});

describe('boards', () => {
  it('shows a public board to anyone, a members board to the club, a hidden one to organisers, and no other club its boards', async () => {
    const medal = await liveMedal();
    const publicBoard = await call(
      'GET',
      `/api/tournaments/${medal.tournamentId}/detailed_leaderboard/`,
      'anonymous',
      undefined,
      null,
    );
    expect(publicBoard.statusCode).toBe(200);
    // A visitor who has not signed in reads its time as the club writes dates, on the club's clock.
    expect(publicBoard.json()).toMatchObject({ club_date_format: 'DD/MM/YYYY', club_time_zone: 'Europe/London' });
    expect(
      (
        await call(
          'GET',
          `/api/tournaments/${medal.tournamentId}/detailed_leaderboard/`,
          'secondAdmin',
          undefined,
          secondClubId,
        )
      ).statusCode,
    ).toBe(404);
    // Through the API, whose answer waits until the change is heard, so that no kept board is read after it.
    const visibility = async (leaderboard_visibility: string) =>
      expect(
        (await call('PATCH', `/api/tournaments/${medal.tournamentId}/`, 'admin', { leaderboard_visibility }))
          .statusCode,
      ).toBe(200);
    await visibility('members');
    expect(
      (await call('GET', `/api/tournaments/${medal.tournamentId}/detailed_leaderboard/`, 'anonymous', undefined, null))
        .statusCode,
    ).toBe(404);
    expect(
      (await call('GET', `/api/tournaments/${medal.tournamentId}/detailed_leaderboard/`, 'member')).statusCode,
    ).toBe(200);
    await visibility('hidden');
    expect(
      (await call('GET', `/api/tournaments/${medal.tournamentId}/detailed_leaderboard/`, 'member')).statusCode,
    ).toBe(404);
    expect(
      (await call('GET', `/api/tournaments/${medal.tournamentId}/detailed_leaderboard/`, 'admin')).statusCode,
    ).toBe(200);
    expect((await call('GET', `/api/tournaments/${medal.tournamentId}/leaderboard/stream/`, 'member')).statusCode).toBe(
      404,
    );
    expect((await call('GET', '/api/tournaments/detailed_leaderboard_for_all/', 'member')).json()).toEqual([]);
    const bad = await call(
      'GET',
      `/api/tournaments/${medal.tournamentId}/detailed_leaderboard/`,
      'anonymous',
      undefined,
      null,
    );
    expect(bad.statusCode).toBe(404);
  });

  it('ranks the demo board as @fairway/golf ranks the stored scores, by category too', async () => {
    const medal = await liveMedal();
    const whole = await board(medal.tournamentId);
    expect(whole.rows).toHaveLength(72);
    expect(whole.rows.map((row) => row.order)).toEqual(whole.rows.map((_, index) => index));
    expect(whole.rows[0]).toMatchObject({ position: 1 });
    expect(whole.rows.filter((row) => row.card_signed).length).toBeGreaterThan(0);
    const ladies = await board(medal.tournamentId, 'member', '?category=Ladies&basis=gross');
    expect(ladies.rows.length).toBeGreaterThan(0);
    expect(ladies.rows.length).toBeLessThan(72);
    expect(ladies.rows[0]?.position).toBe(1);
    // The board kept as sent: compressed as the client accepts, the same board.
    for (const encoding of ['br', 'gzip'] as const) {
      const compressed = await t.call({
        method: 'GET',
        url: `/api/tournaments/${medal.tournamentId}/detailed_leaderboard/`,
        headers: { 'accept-encoding': encoding },
      });
      expect(compressed.headers['content-encoding']).toBe(encoding);
      const bytes = encoding === 'br' ? brotliDecompressSync(compressed.rawPayload) : gunzipSync(compressed.rawPayload);
      expect(JSON.parse(bytes.toString())).toEqual(whole);
    }
    const all = (await call('GET', '/api/tournaments/detailed_leaderboard_for_all/', 'member')).json() as Board[];
    expect(all.map((one) => one.rows.length)).toEqual([72]);
  });

  it('answers the board that @fairway/golf gives for random fields (property)', async () => {
    const { white, men } = await whiteTeesAndMen(t.db);
    let run = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.record({
            thru: fc.integer({ min: 0, max: 18 }),
            strokes: fc.array(fc.option(fc.integer({ min: 1, max: 9 }), { freq: 12 }), {
              minLength: 18,
              maxLength: 18,
            }),
          }),
          { minLength: 8, maxLength: 8 },
        ),
        async (cards) => {
          run += 1;
          const made = await call('POST', '/api/tournaments/', 'admin', {
            name: `Random field ${run}`,
            start_date: '2027-02-01',
            end_date: '2027-02-01',
            format: 'stroke_play',
            scoring_basis: 'net',
            men_hole_category_id: white,
            women_hole_category_id: white,
          });
          const tournamentId = made.json().id as number;
          await call('POST', '/api/tournament_members/bulk_enter/', 'admin', {
            tournament_id: tournamentId,
            member_ids: men.map((man) => man.id),
          });
          await call('POST', `/api/tournaments/${tournamentId}/change_status/`, 'admin', { status: 'open' });
          const roundId = await roundInPlay(tournamentId, '2027-02-01', run);
          const empty = await board(tournamentId);
          const holeNumbers = empty.holes.map((hole) => hole.hole_number);
          const entries = men.flatMap((man, index) =>
            holeNumbers.slice(0, cards[index]!.thru).map((hole_number, holeIndex) =>
              entry({
                player_round_id: roundId,
                member_id: man.id,
                hole_number,
                strokes: cards[index]!.strokes[holeIndex] ?? null,
              }),
            ),
          );
          if (entries.length > 0) expect((await save(entries)).statusCode).toBe(200);
          const field = (
            await call('GET', `/api/tournament_members/?tournament_id=${tournamentId}&page_size=100`)
          ).json().results as { member_id: number; playing_handicap: number }[];
          const handicapOf = new Map(field.map((line) => [line.member_id, line.playing_handicap]));
          const answered = await board(tournamentId);
          const expected = leaderboardStandings({
            holes: empty.holes.map((hole) => ({ par: hole.par, strokeIndex: hole.stroke_index })),
            basis: 'net',
            entries: answered.rows
              .map((row) => row.member_id)
              .sort((left, right) => left - right)
              .map((memberId) => {
                const card = cards[men.findIndex((man) => man.id === memberId)]!;
                return {
                  id: String(memberId),
                  strokes: holeNumbers.map((_, holeIndex) =>
                    holeIndex < card.thru ? (card.strokes[holeIndex] ?? null) : null,
                  ),
                  played: holeNumbers.map((_, holeIndex) => holeIndex < card.thru),
                  playingHandicap: handicapOf.get(memberId)!,
                };
              }),
          });
          const asBoard = (
            rows: {
              position: number | null;
              thru: number;
              gross: number | null;
              to_par: number | null;
              member_id: number;
            }[],
          ) =>
            rows
              .map((row) => [row.member_id, row.position, row.thru, row.gross, row.to_par])
              .sort((left, right) => Number(left[0]) - Number(right[0]));
          expect(asBoard(answered.rows)).toEqual(
            asBoard(expected.map((line) => ({ ...line, member_id: Number(line.id), to_par: line.toPar }))),
          );
        },
      ),
      { numRuns: 3 },
    );
  });
});

describe('team standings', () => {
  type TeamBoard = Board & {
    format: string;
    teams: { id: number; name: string }[];
    team_counting_scores: number | null;
    team_standings: {
      order: number;
      position: number | null;
      position_display: string;
      tied: boolean;
      team_id: number;
      name: string;
      thru: number;
      to_par: number | null;
      points: number | null;
      members: { member_id: number; name: string; counting_holes: number[] }[];
    }[];
  };

  it("answers a Ryder Cup's matches and points as @fairway/golf's match play gives them, a pick-up conceding the hole", async () => {
    type RyderBoard = Omit<Board, 'rows'> & {
      teams: { id: number; name: string }[];
      rows: (Row & { name: string; team_id: number; group_number: number; playing_handicap: number })[];
      matches: {
        group_number: number;
        format: string;
        sides: { team_id: number; names: string[] }[];
        thru: number;
        state: string;
        leader_team_id: number | null;
        decided: boolean;
      }[];
      match_points: { team_id: number; points: number }[];
    };
    const [ryderCup] = await t.db
      .select({ id: tournaments.id, roundId: playerRounds.id })
      .from(tournaments)
      .innerJoin(playerRounds, eq(playerRounds.tournament_id, tournaments.id))
      .where(eq(tournaments.name, "Captain's Ryder Cup"));
    const started = await call('POST', `/api/tournaments/${ryderCup!.id}/change_status/`, 'admin', {
      status: 'in_progress',
    });
    expect(started.statusCode, started.body).toBe(200);
    await call('POST', '/api/player_rounds/change_player_round_status/', 'admin', {
      player_round_id: ryderCup!.roundId,
      status: 'active',
    });
    const before = (await board(ryderCup!.id)) as RyderBoard;
    expect(before.matches).toHaveLength(6);
    expect(before.matches.every((match) => match.format === 'fourball' && match.state === '' && !match.decided)).toBe(
      true,
    );
    const [sideA, sideB] = before.teams.map((team) => team.id);
    const inGroup = (group: number, team: number) =>
      before.rows.filter((row) => row.group_number === group && row.team_id === team);
    // Group 1: side A makes 3s and side B 6s on the first ten holes, which settles it 10&8. Group 2: side B picks up
    // on the first hole, side A holes out.
    const strokesOf = (group: number, team: number, holeIndex: number) =>
      group === 1 ? (team === sideA ? 3 : 6) : team === sideA ? 4 + (holeIndex % 2) : null;
    const entries = [1, 2].flatMap((group) =>
      [sideA!, sideB!].flatMap((team) =>
        inGroup(group, team).flatMap((row) =>
          before.holes.slice(0, group === 1 ? 10 : 1).map((hole, holeIndex) =>
            entry({
              player_round_id: ryderCup!.roundId,
              member_id: row.member_id,
              hole_number: hole.hole_number,
              strokes: strokesOf(group, team, holeIndex),
            }),
          ),
        ),
      ),
    );
    expect((await save(entries)).statusCode).toBe(200);

    const answered = (await board(ryderCup!.id, 'member')) as RyderBoard;
    const holes = answered.holes.map((hole) => ({ par: hole.par, strokeIndex: hole.stroke_index }));
    for (const group of [1, 2]) {
      type Card = { strokes: (number | null)[]; played: boolean[]; playingHandicap: number };
      const cardsOf = (team: number): Card[] =>
        inGroup(group, team).map((row) => {
          const played = answered.holes.map((_hole, index) => index < (group === 1 ? 10 : 1));
          return {
            strokes: played.map((wasPlayed, index) => (wasPlayed ? strokesOf(group, team, index) : null)),
            played,
            playingHandicap: row.playing_handicap,
          };
        });
      const sideCards: [Card[], Card[]] = [cardsOf(sideA!), cardsOf(sideB!)];
      const outcome = matchPlay({
        holeResults: matchPlayHoleResults({ holes, format: 'fourball', sides: sideCards }),
        holeCount: holes.length,
      });
      const match = answered.matches.find((line) => line.group_number === group)!;
      expect(match).toMatchObject({
        thru: outcome.states.length,
        state: outcome.result?.text ?? outcome.states.at(-1)!.text,
        leader_team_id: sideA,
        decided: outcome.result !== null,
      });
      expect(match.sides).toEqual(
        [sideA!, sideB!].map((team) => ({ team_id: team, names: inGroup(group, team).map((row) => row.name) })),
      );
    }
    expect(answered.matches.find((line) => line.group_number === 1)).toMatchObject({ state: '10&8', decided: true });
    expect(answered.matches.find((line) => line.group_number === 2)).toMatchObject({ state: '1 UP', thru: 1 });
    expect(answered.match_points).toEqual([
      { team_id: sideA, points: 1 },
      { team_id: sideB, points: 0 },
    ]);
    const elsewhere = await call(
      'GET',
      `/api/tournaments/${ryderCup!.id}/detailed_leaderboard/`,
      'secondAdmin',
      undefined,
      secondClubId,
    );
    expect(elsewhere.statusCode).toBe(404);
  });

  it("answers a team event's standings as @fairway/golf works them out from the stored scores; none to another club", async () => {
    const { white, men } = await whiteTeesAndMen(t.db);
    const made = await call('POST', '/api/tournaments/', 'admin', {
      name: 'Winter Team Stableford',
      start_date: '2027-02-06',
      end_date: '2027-02-06',
      format: 'team',
      scoring_basis: 'net',
      team_size: 4,
      team_best_n: 2,
      men_hole_category_id: white,
      women_hole_category_id: white,
    });
    expect(made.statusCode, made.body).toBe(201);
    const tournamentId = made.json().id as number;
    await call('POST', '/api/tournament_members/bulk_enter/', 'admin', {
      tournament_id: tournamentId,
      member_ids: men.map((man) => man.id),
    });
    const teamIds: number[] = [];
    for (const name of ['Oaks', 'Pines']) {
      const team = await call('POST', '/api/tournament_teams/', 'admin', { tournament_id: tournamentId, name });
      expect(team.statusCode, team.body).toBe(201);
      teamIds.push(team.json().id as number);
    }
    const field = (await call('GET', `/api/tournament_members/?tournament_id=${tournamentId}&page_size=100`)).json()
      .results as { id: number; member_id: number; playing_handicap: number }[];
    for (const [index, line] of field.entries()) {
      const joined = await call('PATCH', `/api/tournament_members/${line.id}/`, 'admin', {
        team_id: teamIds[index % 2],
      });
      expect(joined.statusCode, joined.body).toBe(200);
    }
    await call('POST', `/api/tournaments/${tournamentId}/change_status/`, 'admin', { status: 'open' });
    const roundId = await roundInPlay(tournamentId, '2027-02-06', 7);
    const empty = (await board(tournamentId)) as TeamBoard;
    expect(empty.team_counting_scores).toBe(2);
    expect(empty.team_standings.map((team) => [team.name, team.position, team.thru])).toEqual([
      ['Oaks', null, 0],
      ['Pines', null, 0],
    ]);
    // The players part way round, 5 to 18 holes, around par; one picks up on hole 2.
    const thruOf = [18, 12, 9, 18, 5, 14, 18, 7];
    const entries = field.flatMap((line, index) =>
      empty.holes.slice(0, thruOf[index]).map((hole, holeIndex) =>
        entry({
          player_round_id: roundId,
          member_id: line.member_id,
          hole_number: hole.hole_number,
          strokes: index === 0 && holeIndex === 1 ? null : hole.par + ((index + holeIndex) % 4) - 1,
        }),
      ),
    );
    expect((await save(entries)).statusCode).toBe(200);

    const answered = (await board(tournamentId, 'member')) as TeamBoard;
    const stored = await t.db
      .select({ memberId: playerScores.member_id, holeNumber: playerScores.hole_number, strokes: playerScores.strokes })
      .from(playerScores)
      .where(eq(playerScores.player_round_id, roundId));
    const cardOf = (memberId: number) => {
      const scores = new Map(
        stored.filter((score) => score.memberId === memberId).map((score) => [score.holeNumber, score.strokes]),
      );
      return {
        strokes: answered.holes.map((hole) => scores.get(hole.hole_number) ?? null),
        played: answered.holes.map((hole) => scores.has(hole.hole_number)),
      };
    };
    // Members in the order of the draw, which takes the first of two equal scores.
    const drawn = await t.db
      .select({ memberId: playerRoundGroupMembers.member_id })
      .from(playerRoundGroupMembers)
      .innerJoin(playerRoundGroups, eq(playerRoundGroups.id, playerRoundGroupMembers.player_round_group_id))
      .where(eq(playerRoundGroupMembers.player_round_id, roundId))
      .orderBy(asc(playerRoundGroups.number), asc(playerRoundGroupMembers.position));
    const inDrawOrder = drawn.map((player) => field.find((line) => line.member_id === player.memberId)!);
    const teamOf = (memberId: number) => teamIds[field.findIndex((line) => line.member_id === memberId) % 2];
    const expected = teamLeaderboardStandings({
      holes: answered.holes.map((hole) => ({ par: hole.par, strokeIndex: hole.stroke_index })),
      basis: 'net',
      countingScores: 2,
      teams: teamIds.map((teamId) => ({
        id: String(teamId),
        members: inDrawOrder
          .filter((line) => teamOf(line.member_id) === teamId)
          .map((line) => ({
            id: String(line.member_id),
            playingHandicap: line.playing_handicap,
            ...cardOf(line.member_id),
          })),
      })),
    });
    const counting = (memberId: number, holes: { hole_number: number }[], ids: string[][]) =>
      holes.filter((_, index) => ids[index]?.includes(String(memberId))).map((hole) => hole.hole_number);
    expect(
      answered.team_standings.map((team) => [
        team.team_id,
        team.position,
        team.tied,
        team.thru,
        team.to_par,
        team.points,
        team.members.map((member) => [member.member_id, member.counting_holes]).sort(),
      ]),
    ).toEqual(
      expected.map((line) => [
        Number(line.id),
        line.position,
        line.tied,
        line.thru,
        line.toPar,
        line.points,
        field
          .filter((_, index) => teamIds[index % 2] === Number(line.id))
          .map((member) => [member.member_id, counting(member.member_id, answered.holes, line.counting)])
          .sort(),
      ]),
    );
    // Oaks' slowest player is through 5 holes and Pines' through 7: each counts its two best on those holes.
    expect(answered.team_standings.map((team) => [team.name, team.thru])).toEqual(
      expect.arrayContaining([
        ['Oaks', 5],
        ['Pines', 7],
      ]),
    );
    expect(answered.team_standings[0]).toMatchObject({ position: 1, order: 0, position_display: '1' });
    expect(
      answered.team_standings.flatMap((team) => team.members.flatMap((member) => member.counting_holes)),
    ).toHaveLength(2 * (5 + 7));
    expect(
      (
        await call(
          'GET',
          `/api/tournaments/${tournamentId}/detailed_leaderboard/`,
          'secondAdmin',
          undefined,
          secondClubId,
        )
      ).statusCode,
    ).toBe(404);
  });

  it("gives the demo medal's team prize its standings: each group a team, its best two scores counting", async () => {
    const medal = await liveMedal();
    const answered = (await board(medal.tournamentId, 'anonymous')) as TeamBoard;
    expect(answered.team_counting_scores).toBe(2);
    expect(answered.team_standings).toHaveLength(18);
    expect(answered.team_standings[0]).toMatchObject({ order: 0, position: 1 });
    const own = answered.team_standings.find((team) =>
      team.members.some((member) => member.member_id === medal.memberId),
    )!;
    expect(own.members.map((member) => member.member_id).sort()).toEqual([...medal.partners].sort());
    expect(own.thru).toBe(8);
    expect(own.members.flatMap((member) => member.counting_holes)).toHaveLength(2 * 8);
  });

  it('answers no team standings for an individual event, nor for a Ryder Cup, whose standings are its matches', async () => {
    const [league] = await t.db
      .select({ id: tournaments.id })
      .from(tournaments)
      .where(eq(tournaments.name, 'Corporate League: January'));
    const individual = (await board(league!.id)) as TeamBoard;
    expect([individual.team_counting_scores, individual.team_standings]).toEqual([null, []]);
    const [ryderCup] = await t.db
      .select({ id: tournaments.id })
      .from(tournaments)
      .where(eq(tournaments.name, "Captain's Ryder Cup"));
    const sides = (await board(ryderCup!.id)) as TeamBoard;
    expect(sides).toMatchObject({ format: 'ryder_cup', team_counting_scores: null, team_standings: [] });
    expect(sides.teams.map((team) => team.name)).toEqual(["Captain's XII", "Vice-Captain's XII"]);
  });
});

describe('rounds in play', () => {
  it("lists the active rounds with each group's thru, the golfer's own round and their group's card", async () => {
    const medal = await liveMedal();
    const rounds = (await call('GET', '/api/player_rounds/active_rounds/', 'admin')).json() as {
      id: number;
      title: string;
      holes_count: number;
      groups: { group_id: number; thru: number; cards_signed: number; players: string[] }[];
    }[];
    const live = rounds.find((round) => round.id === medal.roundId)!;
    expect(live).toMatchObject({ title: 'Monthly Medal: November', holes_count: 18 });
    expect(live.groups).toHaveLength(18);
    expect(live.groups.find((group) => group.group_id === medal.groupId)?.thru).toBe(8);
    expect(live.groups[0]).toMatchObject({ thru: 18 });
    expect((await call('GET', '/api/player_rounds/active_rounds/', 'member')).statusCode).toBe(403);
    // The event manager runs the Corporate League, not the medal: not theirs to follow.
    const ofOrganiser = (await call('GET', '/api/player_rounds/active_rounds/', 'events')).json() as { id: number }[];
    expect(ofOrganiser.map((round) => round.id)).not.toContain(medal.roundId);
    const own = await call('GET', '/api/player_rounds/active_player/', 'member');
    expect(own.json()).toMatchObject({ player_round_id: medal.roundId, group_id: medal.groupId, is_scorer: true });
    expect((await call('GET', '/api/player_rounds/active_player/', 'admin')).json()).toBeNull();
    const card = (await call('GET', `/api/scores/group_card/?group_id=${medal.groupId}`, 'member')).json();
    expect(card).toMatchObject({ can_score: true, holes: expect.any(Array) });
    for (const player of card.players as { playing_handicap: number; strokes_received: number[] }[]) {
      expect(player.strokes_received.reduce((sum, strokes) => sum + strokes, 0)).toBe(player.playing_handicap);
    }
    const otherGroup = live.groups.find((group) => group.group_id !== medal.groupId)!;
    const notTheirs = await call('GET', `/api/scores/group_card/?group_id=${otherGroup.group_id}`, 'member');
    expect(notTheirs.statusCode).toBe(404);
    expect(notTheirs.json().detail).toMatch(/^You are not in this group/);
    expect(
      (await call('GET', `/api/scores/group_card/?group_id=${medal.groupId}`, 'secondAdmin', undefined, secondClubId))
        .statusCode,
    ).toBe(404);
    const scores = (
      await call('GET', `/api/player_scores/?player_round_id=${medal.roundId}&member_id=${medal.memberId}`, 'admin')
    ).json();
    expect(scores.count).toBe(8);
    expect(
      (
        await call(
          'GET',
          `/api/player_scores/?player_round_id=${medal.roundId}`,
          'secondAdmin',
          undefined,
          secondClubId,
        )
      ).json().count,
    ).toBe(0);
  });

  it("names on the group card the figure the round's board ranks by: Stableford points, net, or gross for a Peoria", async () => {
    const medal = await liveMedal();
    const basis = async () =>
      ((await call('GET', `/api/scores/group_card/?group_id=${medal.groupId}`, 'member')).json() as { basis: string })
        .basis;
    const [before] = await t.db.select().from(tournaments).where(eq(tournaments.id, medal.tournamentId));
    const playAs = (format: string) =>
      t.db.update(tournaments).set({ format }).where(eq(tournaments.id, medal.tournamentId));
    try {
      expect(await basis()).toBe(before!.scoring_basis === 'gross' ? 'gross' : 'net');
      await playAs('stableford');
      expect(await basis()).toBe('stableford');
      await playAs('double_peoria');
      expect(await basis()).toBe('gross');
    } finally {
      await playAs(before!.format);
    }
  });

  it('names the players who miss scores before the round is completed', async () => {
    const medal = await liveMedal();
    const completing = await call('POST', '/api/player_rounds/change_player_round_status/', 'admin', {
      player_round_id: medal.roundId,
      status: 'completed',
    });
    expect(completing.statusCode).toBe(409);
    expect(completing.json().detail).toMatch(/^\d+ players miss scores: /);
    const groups = await t.db
      .select({ id: playerRoundGroups.id })
      .from(playerRoundGroups)
      .where(eq(playerRoundGroups.player_round_id, medal.roundId));
    expect(groups.length).toBe(18);
    expect(
      (
        await t.db
          .select({ count: count() })
          .from(playerScoreChanges)
          .where(inArray(playerScoreChanges.player_round_id, [medal.roundId]))
      )[0]!.count,
    ).toBeGreaterThan(500);
  });
});

describe('completing a round whose cards are not attested', () => {
  it('names the players whose complete cards are not attested, by name, and completes the round once confirmed', async () => {
    const medal = await liveMedal();
    const complete = (confirm: Record<string, boolean>, who: Who = 'admin', golfCourseId: number | null = demoClubId) =>
      call(
        'POST',
        '/api/player_rounds/change_player_round_status/',
        who,
        { player_round_id: medal.roundId, status: 'completed', confirm_missing_scores: true, ...confirm },
        golfCourseId,
      );
    const firstGroup = await t.db
      .select({ memberId: members.id, firstName: members.first_name, lastName: members.last_name })
      .from(playerRoundGroupMembers)
      .innerJoin(playerRoundGroups, eq(playerRoundGroups.id, playerRoundGroupMembers.player_round_group_id))
      .innerJoin(members, eq(members.id, playerRoundGroupMembers.member_id))
      .where(and(eq(playerRoundGroupMembers.player_round_id, medal.roundId), eq(playerRoundGroups.number, 1)))
      .orderBy(asc(playerRoundGroupMembers.position));
    const [attestedFor, ...others] = firstGroup.map((player) => ({
      memberId: player.memberId,
      named: `${player.firstName} ${player.lastName} (group 1)`,
    }));

    const warned = await complete({});
    expect(warned.statusCode).toBe(409);
    const warning = warned.json().detail as string;
    expect(warning).toMatch(
      /^\d+ cards are not attested by the player: .+\. Confirm to complete the round all the same\.$/,
    );
    for (const player of [attestedFor!, ...others]) expect(warning).toContain(player.named);
    expect(warning).not.toMatch(/member|Golfer \d/i);

    const attested = await call('POST', '/api/scores/sign_card/', 'admin', {
      player_round_id: medal.roundId,
      member_id: attestedFor!.memberId,
      as: 'player',
      reason: 'Has no login: card read back at the desk',
    });
    expect(attested.statusCode, attested.body).toBe(200);
    const again = (await complete({})).json().detail as string;
    expect(again).not.toContain(attestedFor!.named);
    expect(again).toContain(others[0]!.named);

    expect((await complete({ confirm_unattested_cards: true }, 'secondAdmin', secondClubId)).statusCode).toBe(400);
    const completed = await complete({ confirm_unattested_cards: true });
    expect(completed.statusCode, completed.body).toBe(200);
    expect(completed.json()).toMatchObject({ id: medal.roundId, status: 'completed' });
  });
});

describe('the live stream', () => {
  it('sends a saved score to a stream client, and resumes from Last-Event-ID without a snapshot', async () => {
    const medal = await liveMedal();
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const url = `${address}/api/tournaments/${medal.tournamentId}/leaderboard/stream/`;
    const controller = new AbortController();
    const response = await fetch(url, { signal: controller.signal });
    expect(response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    const { until, forget } = eventStream(response, 5000);
    const snapshot = await until(/id: (\d+)\nevent: snapshot\ndata: (.*)\n\n/);
    const version = Number(snapshot[1]);
    type Team = { thru: number; members: { member_id: number }[] };
    const teamOf = (teams: Team[]) =>
      teams.find((team) => team.members.some((one) => one.member_id === medal.memberId));
    const first = JSON.parse(snapshot[2]!) as { rows: Row[]; team_standings: Team[] };
    expect(first.rows).toHaveLength(72);
    expect(first.team_standings).toHaveLength(18);
    expect(teamOf(first.team_standings)?.thru).toBe(8);
    forget();
    const savedAt = Date.now();
    // The demo member's group plays the 9th: their rows and their team move.
    await save(
      medal.partners.map((memberId) =>
        entry({ player_round_id: medal.roundId, member_id: memberId, hole_number: 9, strokes: 4 }),
      ),
      'member',
    );
    const change = await until(/id: (\d+)\nevent: rows\ndata: (.*)\n\n/);
    expect(Date.now() - savedAt).toBeLessThan(1000);
    expect(Number(change[1])).toBe(version + 1);
    const changed = JSON.parse(change[2]!) as { rows: Row[]; team_standings: Team[] };
    expect(changed.rows.map((row) => row.member_id)).toEqual(expect.arrayContaining(medal.partners));
    expect(changed.rows.find((row) => row.member_id === medal.memberId)?.holes[8]).toBe(4);
    expect(teamOf(changed.team_standings)?.thru).toBe(9);
    controller.abort();

    const resumed = new AbortController();
    const again = await fetch(url, { signal: resumed.signal, headers: { 'last-event-id': String(version + 1) } });
    const opening = await again.body!.pipeThrough(new TextDecoderStream()).getReader().read();
    expect(opening.value).toBe('retry: 2000\n\n');
    resumed.abort();
  });
});

describe('individual rounds', () => {
  type Individual = {
    id: number;
    golf_course_id: number;
    is_guest: boolean;
    status: string;
    holes: number;
    playing_handicap: number | null;
    player_round_group_id: number;
    thru: number;
    gross: number | null;
    hole_category_name: string;
  };
  const teeSetsOf = async (golfCourseId: number) =>
    (
      await t.db.query.holeCategories.findMany({
        where: (table, { eq: equal }) => equal(table.golf_course_id, golfCourseId),
      })
    ).map((teeSet) => teeSet.id);

  it('lets a golfer start a round at their club, score it on their own card, and complete it once every hole has a score', async () => {
    const [white] = await teeSetsOf(demoClubId);
    const started = await call('POST', '/api/player_rounds_individual/', 'member', {
      hole_category_id: white,
      holes: 9,
      nine: 'back',
    });
    expect(started.statusCode, started.body).toBe(201);
    const round = started.json() as Individual;
    expect(round).toMatchObject({ golf_course_id: demoClubId, is_guest: false, status: 'active', holes: 9, thru: 0 });
    expect(round.playing_handicap).not.toBeNull();
    const card = (
      await call('GET', `/api/scores/group_card/?group_id=${round.player_round_group_id}`, 'member')
    ).json();
    expect(card.holes.map((hole: { hole_number: number }) => hole.hole_number)).toEqual([
      10, 11, 12, 13, 14, 15, 16, 17, 18,
    ]);
    const [player] = card.players as { member_id: number; strokes_received: number[] }[];
    // A nine played off a course handicap: the strokes received add up to the nine's share the rules give.
    expect(player!.strokes_received.reduce((sum, strokes) => sum + strokes, 0)).toBe(round.playing_handicap);
    const early = await call('POST', `/api/player_rounds_individual/${round.id}/complete/`, 'member');
    expect(early.statusCode).toBe(409);
    expect(early.json().detail).toBe('9 holes have no score yet: a round is completed once every hole has one.');
    const saved = await save(
      card.holes.map((hole: { hole_number: number; par: number }) =>
        entry({
          player_round_id: round.id,
          member_id: player!.member_id,
          hole_number: hole.hole_number,
          strokes: hole.par + 1,
        }),
      ),
      'member',
    );
    expect((saved.json().results as Result[]).every((result) => result.outcome === 'saved')).toBe(true);
    const done = await call('POST', `/api/player_rounds_individual/${round.id}/complete/`, 'member');
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ status: 'completed', thru: 9 });
    const mine = (await call('GET', '/api/player_rounds_individual/', 'member')).json();
    expect(mine.results.map((one: Individual) => one.id)).toContain(round.id);
    // Nobody else reads or scores it, not even the club's admin through this list.
    expect((await call('GET', `/api/player_rounds_individual/${round.id}/`, 'admin')).statusCode).toBe(404);
    expect((await call('GET', '/api/player_rounds_individual/', 'admin')).json().count).toBe(0);
  });

  it('plays as a guest at another club, scored from the home club, and refuses what does not fit', async () => {
    const [rated] = await t.db
      .select({ id: golfCourseIndexes.hole_category_id })
      .from(golfCourseIndexes)
      .where(and(eq(golfCourseIndexes.golf_course_id, secondClubId), eq(golfCourseIndexes.gender, 'M')));
    const secondTee = rated!.id;
    const offered = await call(
      'GET',
      `/api/player_rounds_individual/guest_tee_sets/?golf_course_id=${secondClubId}`,
      'member',
    );
    expect(offered.statusCode, offered.body).toBe(200);
    expect((offered.json() as { id: number }[]).map((teeSet) => teeSet.id).sort()).toEqual(
      (await teeSetsOf(secondClubId)).sort(),
    );
    expect(offered.json()).toContainEqual(expect.objectContaining({ id: secondTee, name: expect.any(String) }));
    expect(
      (await call('GET', '/api/player_rounds_individual/guest_tee_sets/?golf_course_id=2000000', 'member')).statusCode,
    ).toBe(404);
    const guest = await call(
      'POST',
      '/api/player_rounds_individual/register_or_create_player_round_as_guest/',
      'member',
      {
        golf_course_id: secondClubId,
        hole_category_id: secondTee,
      },
    );
    expect(guest.statusCode, guest.body).toBe(201);
    const round = guest.json() as Individual;
    expect(round).toMatchObject({ golf_course_id: secondClubId, is_guest: true, holes: 18 });
    const card = (
      await call('GET', `/api/scores/group_card/?group_id=${round.player_round_group_id}`, 'member')
    ).json();
    const [player] = card.players as { member_id: number }[];
    const first = card.holes[0] as { hole_number: number };
    const saved = await save(
      entry({ player_round_id: round.id, member_id: player!.member_id, hole_number: first.hole_number, strokes: 5 }),
      'member',
    );
    expect(saved.statusCode).toBe(200);
    // The club played reads the guest's card too: its admins correct the rounds played on their course.
    expect(
      (
        await call(
          'GET',
          `/api/scores/group_card/?group_id=${round.player_round_group_id}`,
          'secondAdmin',
          undefined,
          secondClubId,
        )
      ).statusCode,
    ).toBe(200);

    const [demoTee] = await teeSetsOf(demoClubId);
    const wrongTee = await call('POST', '/api/player_rounds_individual/', 'member', { hole_category_id: secondTee });
    expect(wrongTee.statusCode).toBe(400);
    expect(wrongTee.json()).toEqual({ hole_category_id: [`Invalid pk "${secondTee}" - object does not exist.`] });
    const tenHoles = await call('POST', '/api/player_rounds_individual/', 'member', {
      hole_category_id: demoTee,
      holes: 10,
    });
    expect(tenHoles.statusCode).toBe(400);
    expect(Object.keys(tenHoles.json())).toEqual(['holes']);
    const tomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    expect(
      (
        await call('POST', '/api/player_rounds_individual/', 'member', {
          hole_category_id: demoTee,
          play_date: tomorrow,
        })
      ).statusCode,
    ).toBe(400);
    const noGolfer = await call('POST', '/api/player_rounds_individual/', 'user', { hole_category_id: demoTee });
    expect(noGolfer.json().detail).toBe('Only a golfer records rounds: this user has no golfer record.');
    const notRecorded = await call(
      'POST',
      '/api/player_rounds_individual/',
      'member',
      { hole_category_id: secondTee },
      secondClubId,
    );
    expect(notRecorded.statusCode).toBe(409);
    expect(notRecorded.json().detail).toBe('This club does not record individual rounds.');
  });

  it("starts a round set up as the golfer's group in the medal was: the same club, holes and tee set", async () => {
    const medal = await liveMedal();
    const cloned = await call('POST', '/api/player_rounds_individual/clone_group_hole/', 'member', {
      player_round_group_id: medal.groupId,
    });
    expect(cloned.statusCode, cloned.body).toBe(201);
    const entryTee = await t.db.query.tournamentMembers.findFirst({
      where: (table, { and: both, eq: equal }) =>
        both(equal(table.tournament_id, medal.tournamentId), equal(table.member_id, medal.memberId)),
    });
    expect(cloned.json()).toMatchObject({ golf_course_id: demoClubId, holes: 18, status: 'active' });
    expect((cloned.json() as Individual & { hole_category_id: number }).hole_category_id).toBe(
      entryTee!.hole_category_id,
    );
    const unknown = await call('POST', '/api/player_rounds_individual/clone_group_hole/', 'member', {
      player_round_group_id: 2_000_000,
    });
    expect(unknown.statusCode).toBe(400);
  });
});
