import { randomUUID } from 'node:crypto';
import { distanceToCentreLine } from '@fairway/golf';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  contestMeasurements,
  golfCourseHoles,
  golfCourses,
  holeIntermediatePoints,
  playerRoundGroupMembers,
  playerRounds,
  tournaments,
} from '../src/db/schema/index.js';
import { callsAs, demoClubId, secondClubId, useTestApp, type Who } from './test-app.js';
import { eventStream } from './event-stream.js';

const t = useTestApp({ logLevel: 'error' });
const call = callsAs(t);

type Distance = { millimetres: number; unit: string; value?: number; feet?: number; inches?: number; text: string };
type Measurement = { id: number; member_id: number; in_contention: boolean; distance: Distance | null };
type Placing = { position: number | null; measurement: Measurement };
type Players = { groups: { number: number; players: { member_id: number }[] }[] };

/** The demo's November medal in play, its players in playing order, and the course's holes by par. */
async function liveMedal() {
  const [medal] = await t.db
    .select({ roundId: playerRounds.id })
    .from(tournaments)
    .innerJoin(playerRounds, eq(playerRounds.tournament_id, tournaments.id))
    .where(eq(tournaments.name, 'Monthly Medal: November'));
  const players = await t.db
    .select({ memberId: playerRoundGroupMembers.member_id })
    .from(playerRoundGroupMembers)
    .where(eq(playerRoundGroupMembers.player_round_id, medal!.roundId))
    .orderBy(asc(playerRoundGroupMembers.player_round_group_id), asc(playerRoundGroupMembers.position));
  const holes = await t.db
    .select({ id: golfCourseHoles.id, number: golfCourseHoles.number, par: golfCourseHoles.par })
    .from(golfCourseHoles)
    .where(eq(golfCourseHoles.golf_course_id, demoClubId))
    .orderBy(asc(golfCourseHoles.number));
  return {
    roundId: medal!.roundId,
    playerIds: players.map((player) => player.memberId),
    par3: holes.find((hole) => hole.par === 3)!,
    par4: holes.find((hole) => hole.par === 4)!,
    par5: holes.find((hole) => hole.par === 5)!,
  };
}

const setUp = async (roundId: number, kind: string, holeNumber: number, who: Who = 'admin') =>
  call('POST', '/api/contests/', who, { player_round_id: roundId, kind, hole_number: holeNumber });

const measure = (path: string, body: Record<string, unknown>, who: Who = 'user', club: number = demoClubId) =>
  call('POST', `/api/${path}/`, who, { client_key: randomUUID(), ...body }, club);

describe('side contests', () => {
  it('organisers set up contests on the holes of their rounds; every role reads the active ones, another club none', async () => {
    const { roundId, par3, par5 } = await liveMedal();
    // The demo's medal: a longest drive on two par 5s and the pin on every par 3, measured for the groups through.
    const seededDrives = (await call('GET', '/api/active_longest_drive/', 'member')).json() as {
      contest: { par: number };
      measured: number;
      leaders: Placing[];
    }[];
    expect(seededDrives.map((row) => row.contest.par)).toEqual([5, 5]);
    expect(seededDrives.every((row) => row.measured > 0 && row.leaders[0]!.position === 1)).toBe(true);
    const seededPins = (await call('GET', '/api/active_nearest_to_pin/', 'member')).json() as {
      contest: { par: number };
    }[];
    expect(seededPins.length).toBeGreaterThan(0);
    expect(seededPins.every((row) => row.contest.par === 3)).toBe(true);
    const pin = await setUp(roundId, 'nearest_to_pin', par3.number);
    expect(pin.statusCode, pin.body).toBe(201);
    // The demo club measures in yards: the pin in feet and inches, the drive in yards.
    expect(pin.json()).toMatchObject({
      kind: 'nearest_to_pin',
      par: 3,
      unit: 'feet_and_inches',
      round_status: 'active',
    });
    const drive = await setUp(roundId, 'longest_drive', par5.number);
    expect(drive.json()).toMatchObject({ par: 5, unit: 'yards', tournament_name: 'Monthly Medal: November' });

    // A hole the course does not have, a round of another club, a member or an event manager of another series.
    expect((await setUp(roundId, 'longest_drive', 19)).json()).toEqual({
      hole_number: ['The round does not play a hole 19.'],
    });
    expect((await setUp(roundId, 'longest_drive', 40)).statusCode).toBe(400);
    expect((await setUp(roundId, 'longest_drive', par5.number, 'member')).statusCode).toBe(403);
    expect((await setUp(roundId, 'longest_drive', par5.number, 'events')).json()).toEqual({
      player_round_id: [`Invalid pk "${roundId}" - object does not exist.`],
    });
    const fromElsewhere = await call(
      'POST',
      '/api/contests/',
      'secondAdmin',
      { player_round_id: roundId, kind: 'longest_drive', hole_number: par5.number },
      secondClubId,
    );
    expect(fromElsewhere.json()).toEqual({ player_round_id: [`Invalid pk "${roundId}" - object does not exist.`] });

    // An event manager sets up contests on their own series' rounds; one not yet in play takes no measurements.
    const [league] = await t.db
      .select({ roundId: playerRounds.id })
      .from(tournaments)
      .innerJoin(playerRounds, eq(playerRounds.tournament_id, tournaments.id))
      .where(eq(tournaments.name, 'Corporate League: January'));
    const leagueDrive = await setUp(league!.roundId, 'longest_drive', par5.number, 'events');
    expect(leagueDrive.json()).toMatchObject({ round_status: 'scheduled', unit: 'yards' });
    const early = await measure('save_longest_drive_distance', {
      contest_id: leagueDrive.json().id,
      member_id: (await liveMedal()).playerIds[0],
      distance: 250,
    });
    expect([early.statusCode, early.json().detail]).toEqual([
      409,
      'The round is not in play (scheduled): its contests take no measurements.',
    ]);

    const changed = await call('PATCH', `/api/contests/${drive.json().id}/`, 'admin', { gender: 'F' });
    expect(changed.json()).toMatchObject({ gender: 'F', unit: 'yards' });

    for (const who of ['member', 'user', 'events'] as const) {
      const active = await call('GET', '/api/active_nearest_to_pin/', who);
      expect(active.statusCode, `${who}: ${active.body}`).toBe(200);
      expect(active.json().find((row: { contest: { id: number } }) => row.contest.id === pin.json().id)).toMatchObject({
        measured: 0,
        leaders: [],
      });
    }
    expect((await call('GET', '/api/active_longest_drive/', 'secondAdmin', undefined, secondClubId)).json()).toEqual(
      [],
    );
    expect((await call('GET', '/api/active_nearest_to_pin/', 'anonymous')).statusCode).toBe(401);

    // Another club's admin reaches none of it by its ids.
    const pinId = pin.json().id as number;
    for (const [method, url] of [
      ['GET', `/api/contests/${pinId}/`],
      ['GET', `/api/contests/${pinId}/standings/`],
      ['GET', `/api/get_members_list_nearest_pin/?contest_id=${pinId}`],
    ] as const) {
      expect((await call(method, url, 'secondAdmin', undefined, secondClubId)).statusCode, url).toBe(404);
    }
    const elsewhere = await measure(
      'save_nearest_to_pin_distance',
      { contest_id: pinId, member_id: (await liveMedal()).playerIds[0], feet: 3, inches: 0 },
      'secondAdmin',
      secondClubId,
    );
    expect(elsewhere.statusCode).toBe(404);
    // A contest of another kind is not found under this kind's endpoints.
    expect((await call('GET', `/api/get_members_list_longest_drive/?contest_id=${pinId}`, 'user')).statusCode).toBe(
      404,
    );

    expect((await call('DELETE', `/api/contests/${drive.json().id}/`, 'admin')).statusCode).toBe(204);
  });

  it('measures the pin in feet and inches exactly, once per key, ranks ties together and refuses what cannot be', async () => {
    const { roundId, par3 } = await liveMedal();
    const contestId = (await setUp(roundId, 'nearest_to_pin', par3.number)).json().id as number;
    const toMeasure = await call('GET', `/api/get_members_list_nearest_pin/?contest_id=${contestId}`, 'user');
    expect(toMeasure.statusCode, toMeasure.body).toBe(200);
    const groups = (toMeasure.json() as Players).groups;
    expect(groups.map((group) => group.number)).toEqual([...groups.map((group) => group.number)].sort((a, b) => a - b));
    const [first, second, third, fourth] = groups.flatMap((group) => group.players.map((player) => player.member_id));

    const save = (body: Record<string, unknown>, who: Who = 'user') =>
      measure('save_nearest_to_pin_distance', { contest_id: contestId, ...body }, who);
    const clientKey = randomUUID();
    const saved = await save({ member_id: first, feet: 4, inches: 7, client_key: clientKey });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      repeated: false,
      measurement: {
        in_contention: true,
        distance: { millimetres: 1_397, unit: 'feet_and_inches', feet: 4, inches: 7, text: '4 ft 7 in' },
        measured_by_name: expect.stringMatching(/\S/),
      },
    });
    // The same key again: the stored measurement, nothing written.
    const again = await save({ member_id: first, feet: 4, inches: 7, client_key: clientKey });
    expect(again.json()).toMatchObject({ repeated: true, measurement: { id: saved.json().measurement.id } });
    const rows = await t.db
      .select({ id: contestMeasurements.id })
      .from(contestMeasurements)
      .where(eq(contestMeasurements.client_key, clientKey));
    expect(rows).toHaveLength(1);
    expect((await save({ member_id: second, feet: 1, inches: 0, client_key: clientKey })).json()).toEqual({
      client_key: ['This key was sent with another measurement: make a new one.'],
    });

    expect((await save({ member_id: second, feet: 4, inches: 7 }, 'events')).statusCode).toBe(200);
    expect((await save({ member_id: third, feet: 12, inches: 0 }, 'admin')).statusCode).toBe(200);
    expect((await save({ member_id: fourth, not_in_contention: true })).json().measurement).toMatchObject({
      in_contention: false,
      distance: null,
    });
    expect((await save({ member_id: fourth, feet: 1, inches: 0 }, 'member')).statusCode).toBe(403);

    const standings = await call('GET', `/api/contests/${contestId}/standings/`, 'member');
    expect(
      (standings.json().standings as Placing[]).map((placing) => [placing.position, placing.measurement.member_id]),
    ).toEqual([
      [1, first],
      [1, second],
      [3, third],
      [null, fourth],
    ]);
    // A correction: the latest measurement of a player counts.
    await save({ member_id: third, feet: 2, inches: 11 }, 'admin');
    const corrected = (await call('GET', `/api/contests/${contestId}/standings/`, 'member')).json();
    expect(corrected.standings[0]).toMatchObject({ position: 1, measurement: { member_id: third } });
    const active = (await call('GET', '/api/active_nearest_to_pin/', 'member')).json();
    expect(active.find((row: { contest: { id: number } }) => row.contest.id === contestId)).toMatchObject({
      measured: 4,
      leaders: [{ position: 1, measurement: { member_id: third, distance: { text: '2 ft 11 in' } } }],
    });
    // The players measured are no longer listed to measure.
    const left = (await call('GET', `/api/get_members_list_nearest_pin/?contest_id=${contestId}`, 'user')).json();
    const leftIds = (left as Players).groups.flatMap((group) => group.players.map((player) => player.member_id));
    expect(leftIds).not.toContain(first);
    expect(leftIds).toHaveLength(groups.flatMap((group) => group.players).length - 4);

    const [outsider] = await t.db
      .select({ id: playerRoundGroupMembers.member_id })
      .from(playerRoundGroupMembers)
      .where(and(eq(playerRoundGroupMembers.golf_course_id, secondClubId)))
      .limit(1);
    const refusals: [Record<string, unknown>, string][] = [
      [{ member_id: fourth, feet: 0, inches: 0 }, 'feet'],
      [{ member_id: fourth, feet: -1, inches: 0 }, 'feet'],
      [{ member_id: fourth, feet: 16_404, inches: 0 }, 'feet'],
      [{ member_id: fourth, distance: 1.2 }, 'distance'],
      [{ member_id: fourth, feet: 1, latitude: 95, longitude: 0 }, 'latitude'],
      [{ member_id: fourth, feet: 1, latitude: 56.3 }, 'longitude'],
      [{ member_id: fourth, feet: 2, not_in_contention: true }, 'non_field_errors'],
      [{ member_id: outsider?.id ?? 2_000_000, feet: 1 }, 'member_id'],
    ];
    for (const [body, field] of refusals) {
      const refused = await save(body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
      expect(Object.keys(refused.json()), JSON.stringify(body)).toEqual([field]);
    }

    // A measured contest is kept: deleting it is refused in words; closing it stops the measuring.
    const deleted = await call('DELETE', `/api/contests/${contestId}/`, 'admin');
    expect(deleted.statusCode).toBe(409);
    expect(deleted.json().detail).toBe(
      'This contest is used by 5 measurements. Mark it inactive instead of deleting it.',
    );
    await call('PATCH', `/api/contests/${contestId}/`, 'admin', { is_active: false });
    const closed = await save({ member_id: fourth, feet: 1, inches: 0 });
    expect([closed.statusCode, closed.json().detail]).toEqual([
      409,
      'The contest is closed: it takes no more measurements.',
    ]);
    await call('PATCH', `/api/contests/${contestId}/`, 'admin', { is_active: true });

    // Once the round is no longer in play, it takes no measurements and leaves the active lists.
    await t.db.update(playerRounds).set({ status: 'completed' }).where(eq(playerRounds.id, roundId));
    const late = await save({ member_id: fourth, feet: 1, inches: 0 });
    expect(late.statusCode).toBe(409);
    expect(late.json().detail).toMatch(/not in play/);
    // A phone's queue sent again after the round closed still hears that its measurement was stored.
    const retried = await save({ member_id: first, feet: 4, inches: 7, client_key: clientKey });
    expect([retried.statusCode, retried.json().repeated]).toEqual([200, true]);
    const after = (await call('GET', '/api/active_nearest_to_pin/', 'member')).json() as { contest: { id: number } }[];
    expect(after.map((row) => row.contest.id)).not.toContain(contestId);
  });

  it('measures drives in yards and metres exactly, and the centre line from the phone position', async () => {
    const { roundId, playerIds, par4, par5 } = await liveMedal();
    const [first, second, third] = playerIds;
    const drive = (await setUp(roundId, 'longest_drive', par5.number)).json().id as number;
    const inYards = await measure('save_longest_drive_distance', {
      contest_id: drive,
      member_id: first,
      distance: 275.3,
    });
    expect(inYards.json().measurement.distance).toEqual({
      millimetres: 251_734,
      unit: 'yards',
      value: 275.3,
      text: '275.3 yd',
    });
    for (const distance of [0, -5, 656.2, 250.25]) {
      const refused = await measure('save_longest_drive_distance', { contest_id: drive, member_id: second, distance });
      expect(refused.statusCode, String(distance)).toBe(400);
      expect(Object.keys(refused.json())).toEqual(['distance']);
    }

    // The club now measures in metres: a new contest is measured in metres, the pin too.
    await t.db.update(golfCourses).set({ distance_unit: 'metres' }).where(eq(golfCourses.id, demoClubId));
    const metricDrive = (await setUp(roundId, 'longest_drive', par5.number)).json();
    expect(metricDrive.unit).toBe('metres');
    const tooFar = await measure('save_longest_drive_distance', {
      contest_id: metricDrive.id,
      member_id: first,
      distance: 600,
    });
    expect(tooFar.json()).toEqual({ distance: ['At most 500.0 m for a longest drive.'] });
    const inMetres = await measure('save_longest_drive_distance', {
      contest_id: metricDrive.id,
      member_id: first,
      distance: 251.4,
    });
    expect(inMetres.json().measurement.distance).toEqual({
      millimetres: 251_400,
      unit: 'metres',
      value: 251.4,
      text: '251.4 m',
    });
    const metricPin = (await setUp(roundId, 'nearest_to_pin', par4.number)).json();
    expect(metricPin.unit).toBe('metres');
    const fiveKilometres = await measure('save_nearest_to_pin_distance', {
      contest_id: metricPin.id,
      member_id: first,
      distance: 5000,
    });
    expect(fiveKilometres.json()).toEqual({ distance: ['At most 100.0 m for nearest the pin.'] });

    // Nearest the centre line from the phone's position: 11 m north of the fairway's centre point, as the golf rules
    // measure it to the tee, fairway centre and green centre.
    const centre = (await setUp(roundId, 'nearest_to_centre', par4.number)).json().id as number;
    const line = await t.db
      .select({
        kind: holeIntermediatePoints.kind,
        latitude: holeIntermediatePoints.latitude,
        longitude: holeIntermediatePoints.longitude,
      })
      .from(holeIntermediatePoints)
      .where(
        and(
          eq(holeIntermediatePoints.hole_id, par4.id),
          inArray(holeIntermediatePoints.kind, ['tee', 'fairway_centre', 'green_centre']),
        ),
      )
      .orderBy(asc(holeIntermediatePoints.sort_order));
    const fairway = line.find((point) => point.kind === 'fairway_centre')!;
    const ball = { latitude: fairway.latitude + 0.0001, longitude: fairway.longitude };
    const expected = Math.round(distanceToCentreLine(ball, line) * 1000);
    expect(expected).toBeGreaterThan(1_000);
    const fromPosition = await measure('save_nearest_central_distance', {
      contest_id: centre,
      member_id: third,
      ...ball,
      accuracy_metres: 4.5,
    });
    expect(fromPosition.statusCode, fromPosition.body).toBe(200);
    expect(fromPosition.json().measurement).toMatchObject({
      distance: { millimetres: expected, unit: 'metres' },
      accuracy_metres: 4.5,
      latitude: ball.latitude,
    });
    const wrongKind = await measure('save_nearest_central_distance', {
      contest_id: drive,
      member_id: third,
      distance: 3,
    });
    expect(wrongKind.statusCode).toBe(404);
  });

  it("pushes a contest's new standings on its tournament's live stream when a measurement is saved", async () => {
    type Active = { contest: { id: number; tournament_id: number }; leaders: Placing[] };
    const [drive] = (await call('GET', '/api/active_longest_drive/', 'member')).json() as Active[];
    const players = (
      await call('GET', `/api/get_members_list_longest_drive/?contest_id=${drive!.contest.id}`, 'member')
    ).json() as Players;
    const memberId = players.groups[0]!.players[0]!.member_id;
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const controller = new AbortController();
    const response = await fetch(`${address}/api/tournaments/${drive!.contest.tournament_id}/leaderboard/stream/`, {
      signal: controller.signal,
    });
    const { until, forget } = eventStream(response, 5000);
    await until(/event: snapshot\ndata: .*\n\n/);
    forget();
    // A drive past every seeded one (the demo club measures in yards): the standings lead changes.
    const saved = await measure('save_longest_drive_distance', {
      contest_id: drive!.contest.id,
      member_id: memberId,
      distance: 499.9,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const pushed = await until(/(id: .*\n)?event: contest\ndata: (.*)\n\n/);
    // Not a board's version: a client resuming after it still resumes from the board's last event.
    expect(pushed[1]).toBeUndefined();
    const standings = JSON.parse(pushed[2]!) as { contest: { id: number }; standings: Placing[] };
    expect(standings.contest.id).toBe(drive!.contest.id);
    expect(standings.standings[0]).toMatchObject({
      position: 1,
      measurement: { member_id: memberId, distance: { unit: 'yards', value: 499.9, text: '499.9 yd' } },
    });
    expect(standings.standings.length).toBe(
      (await call('GET', `/api/contests/${drive!.contest.id}/standings/`, 'member')).json().standings.length,
    );
    controller.abort();
  });
});
