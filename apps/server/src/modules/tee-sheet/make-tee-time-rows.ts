import { sql } from 'drizzle-orm';
import { arrayColumn } from '../../db/array-column.js';
import type { Database } from '../../db/client.js';
import { teeTimes } from '../../db/schema/index.js';

/**
 * Makes the rows of slots not booked before, with the sheet's capacity; a slot with its row keeps it. One array a
 * column (decision 0147): the statement's text is the same for any number of slots, and is built without a parameter
 * a value (a member accepting any time of the day locks all sixty).
 */
export async function makeTeeTimeRows(
  tx: Database,
  golfCourseId: number,
  slots: readonly { date: string; time: string; tee: number; capacity: number }[],
): Promise<void> {
  if (slots.length === 0) return;
  await tx.execute(sql`insert into ${teeTimes} (golf_course_id, "date", "time", tee, capacity)
    select ${golfCourseId}::integer, slot.date, slot.time, slot.tee, slot.capacity
    from unnest(${arrayColumn(
      slots.map((slot) => slot.date),
      'date',
    )}, ${arrayColumn(
      slots.map((slot) => slot.time),
      'varchar',
    )}, ${arrayColumn(
      slots.map((slot) => slot.tee),
      'smallint',
    )}, ${arrayColumn(
      slots.map((slot) => slot.capacity),
      'smallint',
    )}) as slot(date, time, tee, capacity)
    on conflict do nothing`);
}
