import { randomUUID } from 'node:crypto';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { clubNowIn } from '../src/core/club-dates.js';
import { golfCourseMembers, holeCategories, members, playerRounds, userRoles, users } from '../src/db/schema/index.js';
import { callsAs, demo, demoClubId, secondClubId, useTestApp } from './test-app.js';

const t = useTestApp({ logLevel: 'error' });
const call = callsAs(t);

type Round = {
  id: number;
  player_round_group_id: number;
  status: string;
  for_handicap: boolean;
  start_time: string | null;
  marker_name: string | null;
  attested_at: string | null;
  penalty_reason: string | null;
  returned_by?: string | null;
};
type Performance = {
  handicap_index: number | null;
  records: {
    player_round_id: number | null;
    source: string;
    counted_differential: number | null;
    handicap_index_after: number | null;
    played_on: string;
    score_differential: number;
    penalty_reason: string;
  }[];
  index_history: { effective_on: string; handicap_index: number; source: string }[];
};

const general = '/api/player_rounds_individual/general_play/';

let markerSignedIn: Promise<{ id: number; name: string; token: string }> | undefined;
/** A golfer of the demo club with a Handicap Index, given a login as a member: the member's marker. */
const theMarker = () => {
  markerSignedIn ??= (async () => {
    const [golfer] = await t.db
      .select({ id: members.id, firstName: members.first_name, lastName: members.last_name })
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
    const email = 'marker@general-play.fairway.golf';
    const [user] = await t.db
      .insert(users)
      .values({ email, first_name: golfer!.firstName, last_name: golfer!.lastName })
      .returning({ id: users.id });
    await t.db.insert(userRoles).values({ user_id: user!.id, golf_course_id: demoClubId, role: 5 });
    await t.db.update(members).set({ user_id: user!.id }).where(eq(members.id, golfer!.id));
    return { id: golfer!.id, name: `${golfer!.firstName} ${golfer!.lastName}`, token: await t.tokenFor(email) };
  })();
  return markerSignedIn;
};
const asMarker = async (method: 'GET' | 'POST', url: string) =>
  t.call({ method, url, token: (await theMarker()).token, golfCourseId: demoClubId });

/** The golfer record of a demo user. */
const golferOf = async (email: string) => {
  const [golfer] = await t.db
    .select({ id: members.id })
    .from(members)
    .innerJoin(users, eq(users.id, members.user_id))
    .where(eq(users.email, email));
  return golfer!;
};

const teeSetOf = async (golfCourseId: number) => {
  const [teeSet] = await t.db
    .select({ id: holeCategories.id })
    .from(holeCategories)
    .where(eq(holeCategories.golf_course_id, golfCourseId))
    .limit(1);
  return teeSet!.id;
};

/** Now on the demo club's clock. */
const clubNow = () => {
  const { today, now } = clubNowIn('Europe/London');
  return { today, time: now.slice(11) };
};

const performance = async () =>
  (await call('GET', '/api/member_handicap_performance/', 'member')).json() as Performance;

/** The member registers a round starting now, marked by `markerMemberId`. */
const register = async (markerMemberId: number) => {
  const { today, time } = clubNow();
  const registered = await call('POST', general, 'member', {
    hole_category_id: await teeSetOf(demoClubId),
    play_date: today,
    start_time: time,
    holes: 18,
    marker_member_id: markerMemberId,
  });
  expect(registered.statusCode, registered.body).toBe(201);
  return registered.json() as Round;
};

/** Scores every hole of the member's round at par and returns it. */
const scoreAndReturn = async (round: Round) => {
  const card = (await call('GET', `/api/scores/group_card/?group_id=${round.player_round_group_id}`, 'member')).json();
  const [player] = card.players as { member_id: number }[];
  const saved = await call(
    'POST',
    '/api/scores/save_score/',
    'member',
    (card.holes as { hole_number: number; par: number }[]).map((hole) => ({
      player_round_id: round.id,
      member_id: player!.member_id,
      hole_number: hole.hole_number,
      strokes: hole.par + 1,
      client_key: randomUUID(),
      base_version: 0,
    })),
  );
  expect(saved.statusCode, saved.body).toBe(200);
  const completed = await call('POST', `/api/player_rounds_individual/${round.id}/complete/`, 'member');
  expect(completed.statusCode, completed.body).toBe(200);
};

describe('general play for handicap', () => {
  // Each test starts from the demo as seeded: the marker's login is made again.
  beforeEach(() => {
    markerSignedIn = undefined;
  });

  it('registers a round with its marker, scored and returned, and makes its score record only once the marker attests it', async () => {
    const player = await golferOf(demo.member);
    const marker = await theMarker();

    const markers = (await call('GET', `${general}markers/`, 'member')).json() as { id: number }[];
    expect(markers.map((golfer) => golfer.id)).toContain(marker.id);
    expect(markers.map((golfer) => golfer.id)).not.toContain(player.id);

    const round = await register(marker.id);
    expect(round).toMatchObject({ for_handicap: true, status: 'active', marker_name: marker.name, attested_at: null });
    const before = await performance();

    // Not attested yet: the marker is not asked before the card is returned, and no one else may attest it.
    expect((await asMarker('GET', `${general}attest_requests/`)).json()).toEqual([]);
    const early = await asMarker('POST', `${general}${round.id}/attest/`);
    expect(early.statusCode).toBe(409);
    expect(early.json().detail).toMatch(/not returned the card yet/);

    await scoreAndReturn(round);
    expect((await performance()).records.some((record) => record.player_round_id === round.id)).toBe(false);

    const requests = (await asMarker('GET', `${general}attest_requests/`)).json() as Round[];
    expect(requests.map((request) => request.id)).toEqual([round.id]);
    const membersRequests = (await call('GET', `${general}attest_requests/`, 'member')).json() as Round[];
    expect(membersRequests.map((request) => request.id)).not.toContain(round.id);

    for (const who of ['member', 'admin'] as const) {
      const refused = await call('POST', `${general}${round.id}/attest/`, who);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().detail).toBe('Only the marker of a round attests it: you do not mark this round.');
    }
    const otherClub = await call('POST', `${general}${round.id}/attest/`, 'secondAdmin', undefined, secondClubId);
    expect(otherClub.statusCode).toBe(404);

    const attested = await asMarker('POST', `${general}${round.id}/attest/`);
    expect(attested.statusCode, attested.body).toBe(200);
    expect((attested.json() as Round).attested_at).not.toBeNull();

    const after = await performance();
    const record = after.records.find((each) => each.player_round_id === round.id);
    expect(record).toMatchObject({ source: 'individual_round', penalty_reason: '' });
    expect(after.records).toHaveLength(before.records.length + 1);
    // The record revised the index: the latest record's index after it is the member's index now.
    expect(record!.counted_differential).not.toBeNull();
    expect(record!.handicap_index_after).toBe(after.handicap_index);
    expect((await asMarker('GET', `${general}attest_requests/`)).json()).toEqual([]);

    const again = await asMarker('POST', `${general}${round.id}/attest/`);
    expect(again.statusCode).toBe(200);
    expect((await performance()).records).toHaveLength(after.records.length);
  });

  it('refuses the player as marker, a marker without an index or of another club, a start past the grace, and changes nothing', async () => {
    const player = await golferOf(demo.member);
    const [withoutIndex] = await t.db
      .insert(members)
      .values({ first_name: 'Nora', last_name: 'Noindex', gender: 'F' })
      .returning({ id: members.id });
    await t.db.insert(golfCourseMembers).values({ golf_course_id: demoClubId, member_id: withoutIndex!.id });
    const [ofSecondClub] = await t.db
      .select({ id: members.id })
      .from(members)
      .where(
        sql`${members.id} in (select member_id from golf_course_members where golf_course_id = ${secondClubId}) and ${members.id} not in (select member_id from golf_course_members where golf_course_id = ${demoClubId})`,
      )
      .limit(1);
    const marker = await theMarker();
    const { today, time } = clubNow();
    const terms = {
      hole_category_id: await teeSetOf(demoClubId),
      play_date: today,
      start_time: time,
      holes: 18,
      marker_member_id: marker.id,
    };
    const [{ rounds } = { rounds: 0 }] = await t.db.select({ rounds: sql<number>`count(*)::int` }).from(playerRounds);
    const refusals: [Record<string, unknown>, string, RegExp][] = [
      [{ marker_member_id: player.id }, 'marker_member_id', /does not mark their own round/],
      [{ marker_member_id: withoutIndex!.id }, 'marker_member_id', /with a Handicap Index: this one has none/],
      [{ marker_member_id: ofSecondClub!.id }, 'marker_member_id', /object does not exist/],
      [{ hole_category_id: await teeSetOf(secondClubId) }, 'hole_category_id', /object does not exist/],
      [
        { play_date: '2026-01-05', start_time: '08:00' },
        'play_date',
        /registered before it starts: at most 30 minutes/,
      ],
      [{ start_time: '8 am' }, 'start_time', /HH:MM/],
    ];
    for (const [change, field, message] of refusals) {
      const refused = await call('POST', general, 'member', { ...terms, ...change });
      expect(refused.statusCode, JSON.stringify(change)).toBe(400);
      expect(refused.json()[field]?.[0]).toMatch(message);
    }
    const [{ rounds: after } = { rounds: 0 }] = await t.db
      .select({ rounds: sql<number>`count(*)::int` })
      .from(playerRounds);
    expect(after).toBe(rounds);

    const secondClub = await call('POST', general, 'secondAdmin', terms, secondClubId);
    expect(secondClub.statusCode).toBe(409);
    expect(secondClub.json().detail).toBe('This club does not record individual rounds.');
  });

  it("lists a round not returned in the club's time for the committee, who enters a penalty score with its reason", async () => {
    const marker = await theMarker();
    const round = await register(marker.id);
    const penalty = { basis: 'highest', reason: 'Card not returned within 24 hours' };

    const tooEarly = await call('POST', `${general}${round.id}/penalty_score/`, 'admin', penalty);
    expect(tooEarly.statusCode).toBe(409);
    expect(tooEarly.json().detail).toBe("The round's time limit to return it has not passed yet.");
    expect(((await call('GET', `${general}not_returned/`, 'admin')).json() as Round[]).map((r) => r.id)).not.toContain(
      round.id,
    );

    // Two days pass without the card.
    await t.db
      .update(playerRounds)
      .set({ play_date: sql`${playerRounds.play_date} - 2` })
      .where(eq(playerRounds.id, round.id));

    expect((await call('GET', `${general}not_returned/`, 'member')).statusCode).toBe(403);
    expect((await call('GET', `${general}not_returned/`, 'secondAdmin', undefined, secondClubId)).json()).toEqual([]);
    const listed = ((await call('GET', `${general}not_returned/`, 'admin')).json() as Round[]).find(
      (each) => each.id === round.id,
    );
    expect(listed).toMatchObject({ status: 'active', marker_name: marker.name, start_time: round.start_time });
    expect(listed!.returned_by).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);

    expect((await call('POST', `${general}${round.id}/penalty_score/`, 'member', penalty)).statusCode).toBe(403);
    expect(
      (await call('POST', `${general}${round.id}/penalty_score/`, 'secondAdmin', penalty, secondClubId)).statusCode,
    ).toBe(404);
    const noReason = await call('POST', `${general}${round.id}/penalty_score/`, 'admin', {
      basis: 'highest',
      reason: ' ',
    });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().reason[0]).toBe('This field may not be blank.');

    const differentials = (await performance()).records
      .filter((record) => record.counted_differential !== null)
      .sort((a, b) => a.played_on.localeCompare(b.played_on))
      .slice(-20)
      .map((record) => record.counted_differential!);
    const entered = await call('POST', `${general}${round.id}/penalty_score/`, 'admin', penalty);
    expect(entered.statusCode, entered.body).toBe(201);
    expect(entered.json()).toMatchObject({ score_differential: Math.max(...differentials), ...penalty });

    const record = (await performance()).records.find((each) => each.player_round_id === round.id);
    expect(record).toMatchObject({ source: 'penalty', penalty_reason: penalty.reason });
    const own = (await call('GET', `/api/player_rounds_individual/${round.id}/`, 'member')).json() as Round;
    expect(own).toMatchObject({ status: 'completed', penalty_reason: penalty.reason });
    expect(((await call('GET', `${general}not_returned/`, 'admin')).json() as Round[]).map((r) => r.id)).not.toContain(
      round.id,
    );
    const twice = await call('POST', `${general}${round.id}/penalty_score/`, 'admin', penalty);
    expect(twice.statusCode).toBe(409);
    expect((await asMarker('POST', `${general}${round.id}/attest/`)).statusCode).toBe(409);
  });
});
