import { randomUUID } from 'node:crypto';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { clubNowIn } from '../src/core/club-dates.js';
import { golfCourseMembers, holeCategories, members, users } from '../src/db/schema/index.js';
import { demoLiveTournamentName } from '../src/seed/demo-names.js';
import { callsAs, demo, demoClubId, secondClubId, useTestApp } from './test-app.js';

const t = useTestApp({ logLevel: 'error' });
const call = callsAs(t);

type Golfer = { member_id?: number; membership_number: string };
type Score = { hole_number: number; strokes: number | null; version: number } | null;
type Card = {
  player_round_id: number;
  own_member_id: number | null;
  holes: { hole_number: number; par: number }[];
  players: {
    member_id: number;
    name: string;
    scores: Score[];
    signature: { marker_signed_at: string | null; player_attested_at: string | null; locked: boolean };
  }[];
};

const openTerminal = async (as: 'admin' | 'secondAdmin' = 'admin') => {
  const opened = await call(
    'POST',
    '/api/club_terminals/',
    as,
    { name: 'Club-house lobby' },
    as === 'admin' ? demoClubId : secondClubId,
  );
  expect(opened.statusCode).toBe(201);
  return opened.json<{ token: string }>().token;
};
const atTerminal = (token: string | null, url: string, payload: object) =>
  t.call({ method: 'POST', url, payload, headers: token ? { 'x-terminal-token': token } : {} });

/** A golfer's membership number at the demo club, given one if they have none. */
const numberOf = async (memberId: number) => {
  const where = and(eq(golfCourseMembers.member_id, memberId), eq(golfCourseMembers.golf_course_id, demoClubId));
  const [tie] = await t.db.select({ number: golfCourseMembers.membership_number }).from(golfCourseMembers).where(where);
  if (tie!.number !== '') return tie!.number;
  await t.db
    .update(golfCourseMembers)
    .set({ membership_number: `FD-T${memberId}` })
    .where(where);
  return `FD-T${memberId}`;
};
const theDemoMember = async (): Promise<Required<Golfer>> => {
  const [golfer] = await t.db
    .select({ id: members.id })
    .from(members)
    .innerJoin(users, eq(users.id, members.user_id))
    .where(eq(users.email, demo.member));
  return { member_id: golfer!.id, membership_number: await numberOf(golfer!.id) };
};

/** The player round of today's live medal. */
const todaysMedal = async (token: string) => {
  const today = await t.call({ method: 'GET', url: '/api/terminal/today/', headers: { 'x-terminal-token': token } });
  const medal = today
    .json<{ competitions: { player_round_id: number; tournament_name: string }[] }>()
    .competitions.find((competition) => competition.tournament_name === demoLiveTournamentName);
  return medal!.player_round_id;
};

/** The scores that fill a player's card at one over par, each at the version the card shows. */
const fillCard = (card: Card, memberId: number) => {
  const player = card.players.find((each) => each.member_id === memberId)!;
  return card.holes.map((hole, index) => ({
    player_round_id: card.player_round_id,
    member_id: memberId,
    hole_number: hole.hole_number,
    strokes: hole.par + 1,
    client_key: randomUUID(),
    base_version: player.scores[index]?.version ?? 0,
  }));
};

describe('cards at the club-house terminal', { timeout: 90_000 }, () => {
  it('lets a golfer enter their card hole by hole and attest it, and a player of their group sign it as marker', async () => {
    const token = await openTerminal();
    const round = await todaysMedal(token);
    const golfer = await theDemoMember();

    const read = await atTerminal(token, '/api/terminal/card/', { golfer, player_round_id: round });
    expect(read.statusCode, read.body).toBe(200);
    const card = read.json<Card>();
    expect(card.own_member_id).toBe(golfer.member_id);
    const marker = card.players.find((player) => player.member_id !== golfer.member_id)!;
    const markerGolfer = { member_id: marker.member_id, membership_number: await numberOf(marker.member_id) };

    // Attesting before every hole has a score is refused.
    await atTerminal(token, '/api/terminal/save_scores/', {
      golfer,
      scores: fillCard(card, golfer.member_id).slice(0, 1),
    });
    const unscored = (await atTerminal(token, '/api/terminal/card/', { golfer, player_round_id: round })).json<Card>();
    if (unscored.players.find((player) => player.member_id === golfer.member_id)!.scores.includes(null)) {
      const early = await atTerminal(token, '/api/terminal/sign_card/', {
        golfer,
        card: { player_round_id: round, member_id: golfer.member_id, as: 'player' },
      });
      expect(early.statusCode).toBe(409);
      expect(early.json().detail).toMatch(/no score yet: the card is signed once every hole has one/);
    }

    const saved = await atTerminal(token, '/api/terminal/save_scores/', {
      golfer,
      scores: fillCard(unscored, golfer.member_id),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const outcomes = saved.json<{ results: { outcome: string }[] }>().results.map((result) => result.outcome);
    expect(outcomes.every((outcome) => outcome === 'saved' || outcome === 'repeated')).toBe(true);
    // What the phones and the board see: the member's card at one over par on every hole.
    const phone = await call(
      'GET',
      `/api/scores/group_card/?group_id=${await groupOf(round, golfer.member_id)}`,
      'member',
    );
    const onPhone = phone.json<Card>().players.find((player) => player.member_id === golfer.member_id)!;
    expect(onPhone.scores.map((score) => score?.strokes)).toEqual(card.holes.map((hole) => hole.par + 1));

    const ownAsMarker = await atTerminal(token, '/api/terminal/sign_card/', {
      golfer,
      card: { player_round_id: round, member_id: golfer.member_id, as: 'marker' },
    });
    expect(ownAsMarker.statusCode).toBe(409);
    expect(ownAsMarker.json().detail).toBe(
      'A player does not mark their own card: another player of the group signs as marker.',
    );
    const attested = await atTerminal(token, '/api/terminal/sign_card/', {
      golfer,
      card: { player_round_id: round, member_id: golfer.member_id, as: 'player' },
    });
    expect(attested.statusCode, attested.body).toBe(200);
    expect(attested.json().player_attested_at).not.toBeNull();
    // Another golfer does not attest the member's card for them.
    const forAnother = await atTerminal(token, '/api/terminal/sign_card/', {
      golfer: markerGolfer,
      card: { player_round_id: round, member_id: golfer.member_id, as: 'player' },
    });
    expect(forAnother.statusCode).toBe(404);
    expect(forAnother.json()).toEqual({ detail: 'Only the player attests their card.' });

    const signed = await atTerminal(token, '/api/terminal/sign_card/', {
      golfer: markerGolfer,
      card: { player_round_id: round, member_id: golfer.member_id, as: 'marker' },
    });
    expect(signed.statusCode, signed.body).toBe(200);
    expect(signed.json()).toMatchObject({ locked: true, player_attested_at: expect.any(String) });

    // Signed by the marker, the card is locked at the terminal as on the phones.
    const after = (await atTerminal(token, '/api/terminal/card/', { golfer, player_round_id: round })).json<Card>();
    const late = await atTerminal(token, '/api/terminal/save_scores/', {
      golfer,
      scores: fillCard(after, golfer.member_id)
        .slice(0, 1)
        .map((score) => ({ ...score, strokes: 9 })),
    });
    expect(late.json().results[0]).toMatchObject({
      outcome: 'refused',
      status: 409,
      detail: 'The card is signed: only an organiser corrects it.',
    });
  });

  it("refuses a wrong number, a card outside the golfer's group, another club's terminal, and a screen that is no terminal", async () => {
    const token = await openTerminal();
    const round = await todaysMedal(token);
    const golfer = await theDemoMember();
    const card = (await atTerminal(token, '/api/terminal/card/', { golfer, player_round_id: round })).json<Card>();
    const inGroup = new Set(card.players.map((player) => player.member_id));

    const wrong = await atTerminal(token, '/api/terminal/card/', {
      golfer: { ...golfer, membership_number: 'FD-9999' },
      player_round_id: round,
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().membership_number).toEqual([
      'That is not your membership number: 4 tries left before the terminal makes you wait.',
    ]);

    const [outsider] = await t.db
      .execute<{ member_id: number }>(
        sql`
      select prgm.member_id from player_round_group_members prgm
      where prgm.player_round_id = ${round} and prgm.member_id <> all(${`{${[...inGroup].join(',')}}`}::int[])
      limit 1`,
      )
      .then((answer) => (answer as unknown as { rows: { member_id: number }[] }).rows);
    const outsiderCard = await atTerminal(token, '/api/terminal/sign_card/', {
      golfer,
      card: { player_round_id: round, member_id: outsider!.member_id, as: 'marker' },
    });
    expect(outsiderCard.statusCode).toBe(404);
    expect(outsiderCard.json().detail).toBe('The golfer is not in a group you score.');
    const outsiderScore = await atTerminal(token, '/api/terminal/save_scores/', {
      golfer,
      scores: [{ ...fillCard(card, golfer.member_id)[0]!, member_id: outsider!.member_id, base_version: 0 }],
    });
    expect(outsiderScore.json().results[0]).toMatchObject({ outcome: 'refused', status: 404 });

    const secondToken = await openTerminal('secondAdmin');
    const elsewhere = await atTerminal(secondToken, '/api/terminal/card/', { golfer, player_round_id: round });
    expect(elsewhere.statusCode).toBe(404);
    const [secondGolfer] = await t.db
      .select({ member_id: golfCourseMembers.member_id, membership_number: golfCourseMembers.membership_number })
      .from(golfCourseMembers)
      .where(and(eq(golfCourseMembers.golf_course_id, secondClubId), eq(golfCourseMembers.is_guest, false)))
      .limit(1);
    const demoRound = await atTerminal(secondToken, '/api/terminal/card/', {
      golfer: secondGolfer,
      player_round_id: round,
    });
    expect(demoRound.statusCode).toBe(404);

    const noTerminal = await atTerminal(null, '/api/terminal/card/', { golfer, player_round_id: round });
    expect(noTerminal.statusCode).toBe(401);
    const asMember = await call('POST', '/api/terminal/card/', 'member', { golfer, player_round_id: round });
    expect(asMember.statusCode).toBe(401);
  });

  it('lets a marker without a login attest a returned round for handicap by their number alone, and no one else', async () => {
    const token = await openTerminal();
    const player = await theDemoMember();
    const [marker] = await t.db
      .select({ id: members.id })
      .from(golfCourseMembers)
      .innerJoin(members, eq(members.id, golfCourseMembers.member_id))
      .where(
        and(
          eq(golfCourseMembers.golf_course_id, demoClubId),
          eq(golfCourseMembers.is_guest, false),
          isNull(members.user_id),
          sql`${members.handicap_index} is not null`,
        ),
      )
      .orderBy(asc(members.id))
      .limit(1);
    const markerNumber = await numberOf(marker!.id);
    const { today, now } = clubNowIn('Europe/London');
    const [teeSet] = await t.db
      .select({ id: holeCategories.id })
      .from(holeCategories)
      .where(eq(holeCategories.golf_course_id, demoClubId))
      .limit(1);
    const registered = await call('POST', '/api/player_rounds_individual/general_play/', 'member', {
      hole_category_id: teeSet!.id,
      play_date: today,
      start_time: now.slice(11),
      holes: 18,
      marker_member_id: marker!.id,
    });
    expect(registered.statusCode, registered.body).toBe(201);
    const round = registered.json<{ id: number; player_round_group_id: number }>();
    const card = (
      await call('GET', `/api/scores/group_card/?group_id=${round.player_round_group_id}`, 'member')
    ).json<Card>();
    expect((await call('POST', '/api/scores/save_score/', 'member', fillCard(card, player.member_id))).statusCode).toBe(
      200,
    );
    expect((await call('POST', `/api/player_rounds_individual/${round.id}/complete/`, 'member')).statusCode).toBe(200);

    const byNumber = { membership_number: markerNumber.toLowerCase() };
    const requests = await atTerminal(token, '/api/terminal/attest_requests/', { golfer: byNumber });
    expect(requests.statusCode, requests.body).toBe(200);
    expect(requests.json<{ id: number }[]>().map((request) => request.id)).toEqual([round.id]);

    // The player does not attest their own round, nor does another club's terminal reach it.
    const notMarker = await atTerminal(token, '/api/terminal/attest/', { golfer: player, player_round_id: round.id });
    expect(notMarker.statusCode).toBe(409);
    expect(notMarker.json()).toEqual({ detail: 'Only the marker of a round attests it: you do not mark this round.' });
    const secondToken = await openTerminal('secondAdmin');
    const elsewhere = await atTerminal(secondToken, '/api/terminal/attest/', {
      golfer: byNumber,
      player_round_id: round.id,
    });
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json().membership_number[0]).toMatch(/^No golfer of this club has that membership number: /);

    const attested = await atTerminal(token, '/api/terminal/attest/', { golfer: byNumber, player_round_id: round.id });
    expect(attested.statusCode, attested.body).toBe(200);
    expect(attested.json().attested_at).not.toBeNull();
    const performance = (await call('GET', '/api/member_handicap_performance/', 'member')).json<{
      records: { player_round_id: number | null }[];
    }>();
    expect(performance.records.some((record) => record.player_round_id === round.id)).toBe(true);
    expect((await atTerminal(token, '/api/terminal/attest_requests/', { golfer: byNumber })).json()).toEqual([]);
  });
});

/** The group a golfer plays in on a round. */
async function groupOf(round: number, memberId: number) {
  const answer = await t.db.execute(
    sql`select player_round_group_id as id from player_round_group_members where player_round_id = ${round} and member_id = ${memberId}`,
  );
  return (answer as unknown as { rows: { id: number }[] }).rows[0]!.id;
}
