import { contestDistanceInUnit } from '@fairway/golf';
import { desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { contestMeasurements, contests, members, users } from '../../db/schema/index.js';

/**
 * Measurements as clients read them (`ContestMeasurement`), their distance in the contest's unit: those of the given
 * ids, or each player's latest in the given contests (a correction is a later measurement).
 */
export async function measurementRows(db: Database, pick: { ids: number[] } | { latestOfContests: number[] }) {
  if (('ids' in pick ? pick.ids : pick.latestOfContests).length === 0) return [];
  const columns = {
    id: contestMeasurements.id,
    contest_id: contestMeasurements.contest_id,
    member_id: contestMeasurements.member_id,
    member_name: sql<string>`trim(${members.first_name} || ' ' || ${members.last_name})`,
    millimetres: contestMeasurements.distance_millimetres,
    unit: contests.unit,
    latitude: contestMeasurements.latitude,
    longitude: contestMeasurements.longitude,
    accuracy_metres: contestMeasurements.accuracy_metres,
    client_key: contestMeasurements.client_key,
    measured_by_user_id: contestMeasurements.measured_by_user_id,
    measured_by_name: sql<string>`coalesce(trim(${users.first_name} || ' ' || ${users.last_name}), '')`,
    measured_at: contestMeasurements.measured_at,
  };
  const base = (latest: boolean) =>
    (latest
      ? db.selectDistinctOn([contestMeasurements.contest_id, contestMeasurements.member_id], columns)
      : db.select(columns)
    )
      .from(contestMeasurements)
      .innerJoin(contests, eq(contests.id, contestMeasurements.contest_id))
      .innerJoin(members, eq(members.id, contestMeasurements.member_id))
      .leftJoin(users, eq(users.id, contestMeasurements.measured_by_user_id));
  const rows =
    'ids' in pick
      ? await base(false).where(inArray(contestMeasurements.id, pick.ids))
      : await base(true)
          .where(inArray(contestMeasurements.contest_id, pick.latestOfContests))
          .orderBy(contestMeasurements.contest_id, contestMeasurements.member_id, desc(contestMeasurements.id));
  return rows.map(({ millimetres, unit, ...row }) => ({
    ...row,
    in_contention: millimetres !== null,
    distance: millimetres === null ? null : { millimetres, ...contestDistanceInUnit(millimetres, unit) },
  }));
}

export type MeasurementRow = Awaited<ReturnType<typeof measurementRows>>[number];
