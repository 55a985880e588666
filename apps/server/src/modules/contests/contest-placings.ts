import { rankContest } from '@fairway/golf';
import type { Database } from '../../db/client.js';
import type { ContestRow } from './contest-rows.js';
import { measurementRows, type MeasurementRow } from './measurement-rows.js';

export type ContestPlacingRow = { position: number | null; measurement: MeasurementRow };

/**
 * Each contest's standings: every player's latest measurement ranked by `rankContest` (the longest drive first, the
 * shortest to the pin or the centre line first), equal distances sharing a position, those not in contention last.
 */
export async function contestPlacings(db: Database, contests: ContestRow[]) {
  const latest = await measurementRows(db, { latestOfContests: contests.map((contest) => contest.id) });
  const standings = new Map<number, ContestPlacingRow[]>();
  for (const contest of contests) {
    const measured = latest.filter((measurement) => measurement.contest_id === contest.id);
    const byMember = new Map(measured.map((measurement) => [String(measurement.member_id), measurement]));
    const placings = rankContest({
      contest: contest.kind,
      entries: measured.map((measurement) => ({
        id: String(measurement.member_id),
        distance: measurement.distance?.millimetres ?? null,
      })),
    });
    standings.set(
      contest.id,
      placings.map((placing) => ({ position: placing.position, measurement: byMember.get(placing.id)! })),
    );
  }
  return standings;
}
