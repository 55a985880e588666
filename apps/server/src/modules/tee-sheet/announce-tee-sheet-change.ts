import { sql } from 'drizzle-orm';
import { arrayColumn } from '../../db/array-column.js';
import { changesChannel } from '../../db/change-feed.js';
import type { Database } from '../../db/client.js';

/**
 * Tells every server process, once the transaction commits, that a course's day on the sheet changed
 * (`tee_sheet:<club>:<day>` on the change channel): the streams of that day's sheet pass it on to their clients.
 */
export async function announceTeeSheetChange(tx: Database, golfCourseId: number, date: string): Promise<void> {
  await announceTeeSheetChanges(tx, [{ golfCourseId, date }]);
}

/** `announceTeeSheetChange` of clubs' days at once (a batch of several clubs' bookings), in one statement. */
export async function announceTeeSheetChanges(
  tx: Database,
  days: readonly { golfCourseId: number; date: string }[],
): Promise<void> {
  if (days.length === 0) return;
  await tx.execute(sql`select pg_notify(${changesChannel}, day) from unnest(${arrayColumn(
    days.map(({ golfCourseId, date }) => `tee_sheet:${golfCourseId}:${date}`),
    'text',
  )}) as day`);
}
