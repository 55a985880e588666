import { contestLimits, type ContestKindName } from '@fairway/contract';
import {
  contestDistanceInUnit,
  contestDistanceMillimetres,
  distanceToCentreLine,
  GolfInputError,
  type ContestMeasure,
} from '@fairway/golf';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Actor } from '../../core/actor.js';
import { writeAudit } from '../../core/audit.js';
import { ConflictError, InvalidInputError, NotFoundError } from '../../core/domain-errors.js';
import type { Database } from '../../db/client.js';
import { inClub } from '../../db/club-scope.js';
import {
  contestMeasurements,
  contests,
  golfCourseHoles,
  holeIntermediatePoints,
  members,
  playerRoundGroupMembers,
  tournamentMembers,
} from '../../db/schema/index.js';
import { contestRows, type ContestRow } from './contest-rows.js';
import { measurementRows } from './measurement-rows.js';

export type ContestMeasurementInput = {
  contest_id: number;
  member_id: number;
  client_key: string;
  distance?: number | undefined;
  feet?: number | undefined;
  inches?: number | undefined;
  not_in_contention?: boolean | undefined;
  latitude?: number | undefined;
  longitude?: number | undefined;
  accuracy_metres?: number | undefined;
};

const kindWords: Record<ContestKindName, string> = {
  longest_drive: 'a longest drive',
  nearest_to_pin: 'nearest the pin',
  nearest_to_centre: 'nearest the centre line',
};

/**
 * Saves a player's measurement in a contest of a round in play: a distance in the contest's unit, kept as whole
 * millimetres, or "not in contention"; for the centre line the distance may be worked out from the phone's position
 * and the hole's centre line. The phone's `client_key` makes it idempotent: sent again, the stored measurement is
 * answered and nothing is written.
 */
export async function saveContestMeasurement(
  db: Database,
  actor: Actor,
  kind: ContestKindName,
  input: ContestMeasurementInput,
) {
  const golfCourseId = actor.golfCourseId!;
  const [contest] = await contestRows(
    db,
    golfCourseId,
    and(eq(contests.id, input.contest_id), eq(contests.kind, kind)),
  );
  if (!contest) throw new NotFoundError();
  const stored = await storedOfKey(db, input, golfCourseId);
  if (stored) return { measurement: stored, repeated: true };
  if (contest.round_status !== 'active') {
    throw new ConflictError(`The round is not in play (${contest.round_status}): its contests take no measurements.`);
  }
  if (!contest.is_active) throw new ConflictError('The contest is closed: it takes no more measurements.');
  await checkPlayer(db, contest, input.member_id);
  const millimetres = await distanceOf(db, contest, input);
  const id = await db.transaction(async (tx) => {
    const [written] = await tx
      .insert(contestMeasurements)
      .values({
        golf_course_id: golfCourseId,
        contest_id: contest.id,
        member_id: input.member_id,
        distance_millimetres: millimetres,
        latitude: input.latitude ?? null,
        longitude: input.longitude ?? null,
        accuracy_metres: input.accuracy_metres ?? null,
        client_key: input.client_key,
        measured_by_user_id: actor.userId,
        created_by: actor.userId,
        updated_by: actor.userId,
      })
      .onConflictDoNothing({ target: contestMeasurements.client_key })
      .returning({ id: contestMeasurements.id });
    if (written) {
      await writeAudit(tx, actor, {
        action: 'create',
        entity: 'contest_measurements',
        entityId: written.id,
        detail: { ...input, distance_millimetres: millimetres },
      });
    }
    return written?.id;
  });
  // The same key saved by another request in the meantime: that one stands.
  if (id === undefined) return { measurement: (await storedOfKey(db, input, golfCourseId))!, repeated: true };
  const [measurement] = await measurementRows(db, { ids: [id] });
  return { measurement: measurement!, repeated: false };
}

/** The measurement already stored under the phone's key, or undefined; the key of another measurement is refused. */
async function storedOfKey(db: Database, input: ContestMeasurementInput, golfCourseId: number) {
  const [found] = await db
    .select({
      id: contestMeasurements.id,
      contestId: contestMeasurements.contest_id,
      memberId: contestMeasurements.member_id,
    })
    .from(contestMeasurements)
    .where(and(eq(contestMeasurements.client_key, input.client_key), inClub(contestMeasurements, golfCourseId)));
  if (!found) return undefined;
  if (found.contestId !== input.contest_id || found.memberId !== input.member_id) {
    throw new InvalidInputError({ client_key: ['This key was sent with another measurement: make a new one.'] });
  }
  const [measurement] = await measurementRows(db, { ids: [found.id] });
  return measurement;
}

/** The player plays the contest's round and falls in its gender and category. */
async function checkPlayer(db: Database, contest: ContestRow, memberId: number) {
  const [player] = await db
    .select({ gender: members.gender, category: sql<string>`coalesce(${tournamentMembers.category}, '')` })
    .from(playerRoundGroupMembers)
    .innerJoin(members, eq(members.id, playerRoundGroupMembers.member_id))
    .leftJoin(
      tournamentMembers,
      and(eq(tournamentMembers.tournament_id, contest.tournament_id), eq(tournamentMembers.member_id, members.id)),
    )
    .where(and(eq(playerRoundGroupMembers.player_round_id, contest.player_round_id), eq(members.id, memberId)));
  if (!player) throw new InvalidInputError({ member_id: ['This golfer is not playing the round.'] });
  if (
    (contest.gender && player.gender !== contest.gender) ||
    (contest.category && player.category !== contest.category)
  ) {
    throw new InvalidInputError({ member_id: ["This golfer is not in the contest's field."] });
  }
}

/** The distance in whole millimetres (null: not in contention), checked against the contest's unit and limit. */
async function distanceOf(db: Database, contest: ContestRow, input: ContestMeasurementInput): Promise<number | null> {
  const inFeet = contest.unit === 'feet_and_inches';
  const hasPosition = input.latitude !== undefined || input.longitude !== undefined;
  if (hasPosition && (input.latitude === undefined || input.longitude === undefined)) {
    throw new InvalidInputError({
      [input.latitude === undefined ? 'latitude' : 'longitude']: ['This field is required.'],
    });
  }
  const sent = input.distance !== undefined || input.feet !== undefined || input.inches !== undefined;
  if (input.not_in_contention) {
    if (sent) throw new InvalidInputError({ non_field_errors: ['Send a distance or not_in_contention, not both.'] });
    return null;
  }
  if (inFeet && input.distance !== undefined) {
    throw new InvalidInputError({ distance: ['This contest is measured in feet and inches: send feet and inches.'] });
  }
  if (!inFeet && (input.feet !== undefined || input.inches !== undefined)) {
    throw new InvalidInputError({ feet: [`This contest is measured in ${contest.unit}: send the distance.`] });
  }
  let millimetres: number;
  const fromPosition = !sent && contest.kind === 'nearest_to_centre' && hasPosition;
  if (fromPosition) {
    const line = await centreLineOf(db, contest);
    if (line.length < 2) throw new InvalidInputError({ latitude: ['The hole has no centre line to measure from.'] });
    const metres = distanceToCentreLine({ latitude: input.latitude!, longitude: input.longitude! }, line);
    millimetres = Math.round(metres * 1000);
  } else if (!sent) {
    throw new InvalidInputError({ [inFeet ? 'feet' : 'distance']: ['This field is required.'] });
  } else {
    const measure: ContestMeasure = inFeet
      ? { unit: 'feet_and_inches', feet: input.feet ?? 0, inches: input.inches ?? 0 }
      : { unit: contest.unit as 'metres' | 'yards', value: input.distance! };
    try {
      millimetres = contestDistanceMillimetres(measure);
    } catch (error) {
      if (error instanceof GolfInputError)
        throw new InvalidInputError({ distance: ['Enter the distance to one decimal.'] });
      throw error;
    }
    // A ball on the centre line may lie at 0, worked out from its position; a typed 0 is a slip.
    if (millimetres === 0) {
      throw new InvalidInputError({
        [inFeet ? 'feet' : 'distance']: [
          'A distance is more than 0: a ball off the fairway or green is not_in_contention.',
        ],
      });
    }
  }
  const field = fromPosition ? 'latitude' : inFeet ? 'feet' : 'distance';
  const limit = contestLimits.maxMillimetres[contest.kind];
  if (millimetres > limit) {
    throw new InvalidInputError({
      [field]: [`At most ${contestDistanceInUnit(limit, contest.unit).text} for ${kindWords[contest.kind]}.`],
    });
  }
  return millimetres;
}

/** The hole's centre line from tee to green: its tee, its fairway centre points in order, its green's centre. */
async function centreLineOf(db: Database, contest: ContestRow) {
  const points = await db
    .select({
      kind: holeIntermediatePoints.kind,
      latitude: holeIntermediatePoints.latitude,
      longitude: holeIntermediatePoints.longitude,
    })
    .from(holeIntermediatePoints)
    .innerJoin(golfCourseHoles, eq(golfCourseHoles.id, holeIntermediatePoints.hole_id))
    .where(
      and(
        inClub(holeIntermediatePoints, contest.golf_course_id),
        eq(golfCourseHoles.number, contest.hole_number),
        inArray(holeIntermediatePoints.kind, ['tee', 'fairway_centre', 'green_centre']),
      ),
    )
    .orderBy(
      sql`case ${holeIntermediatePoints.kind} when 'tee' then 0 when 'fairway_centre' then 1 else 2 end`,
      asc(holeIntermediatePoints.sort_order),
      asc(holeIntermediatePoints.id),
    );
  return points.map(({ latitude, longitude }) => ({ latitude, longitude }));
}
