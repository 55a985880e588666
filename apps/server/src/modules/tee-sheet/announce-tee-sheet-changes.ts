import { sql } from 'drizzle-orm';
import { arrayColumn } from '../../db/array-column.js';
import { changesChannel } from '../../db/change-feed.js';
import type { Database } from '../../db/client.js';

/**
 * Tells every server process, once the transaction commits, that clubs' days on the sheet changed (a batch of several
 * clubs' bookings), in one statement: `tee_sheet:<club>:<day>` on the change channel for each.
 */
export async function announceTeeSheetChanges(
  tx: Database,
  days: readonly { golfCourseId: number; date: string }[],
): Promise<void> {
  if (days.length === 0) return;
  await tx.execute(
    sql`select pg_notify(${changesChannel}, day) from unnest(${arrayColumn(
      days.map(({ golfCourseId, date }) => `tee_sheet:${golfCourseId}:${date}`),
      'text',
    )}) as day`,
  );
}
