import { sql } from 'drizzle-orm';
import { arrayColumn } from '../../db/array-column.js';
import type { Database } from '../../db/client.js';
import { teeTimes } from '../../db/schema/index.js';

/** A slot of a club's day, with the capacity its row is made with on its first booking. */
export type SlotOfClub = { golfCourseId: number; date: string; time: string; tee: number; capacity: number };

/**
 * Makes the rows of slots not booked before (of one club or several), with the sheet's capacity; a slot with its row
 * keeps it. One array a column (decision 0147): the statement's text is the same for any number of slots, and is
 * built without a parameter a value (a member accepting any time of the day locks all sixty). Made in the order of
 * their club, day, time and tee, as they are locked: two transactions making some of the same rows wait for each
 * other in that order, never crosswise (a deadlock: two batches making a day's rows from its two ends did).
 */
export async function makeTeeTimeRows(tx: Database, slots: readonly SlotOfClub[]): Promise<void> {
  if (slots.length === 0) return;
  await tx.execute(sql`insert into ${teeTimes} (golf_course_id, "date", "time", tee, capacity)
    select slot.golf_course_id, slot.date, slot.time, slot.tee, slot.capacity
    from unnest(${arrayColumn(
      slots.map((slot) => slot.golfCourseId),
      'integer',
    )}, ${arrayColumn(
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
    )}) as slot(golf_course_id, date, time, tee, capacity)
    order by slot.golf_course_id, slot.date, slot.time, slot.tee
    on conflict do nothing`);
}
