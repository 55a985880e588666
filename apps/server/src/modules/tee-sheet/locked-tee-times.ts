import { and, asc, eq, sql } from 'drizzle-orm';
import { arrayColumn } from '../../db/array-column.js';
import type { Database } from '../../db/client.js';
import { teeTimes } from '../../db/schema/index.js';
import { makeTeeTimeRows, type SlotOfClub } from './make-tee-time-rows.js';

/**
 * Slots of clubs' days (one club's or a batch's of several) as their rows, made on their first booking with the
 * sheet's capacity and locked for the rest of the transaction, in the order of their club, day, time and tee (so that
 * two transactions locking some of the same slots never wait on each other crosswise): bookings of one slot count and
 * take its places in the order the database saw them. Answers each slot's row where the slot is in `slots`: the row's
 * id, capacity and places taken, which is what a booking decides on.
 */
export async function lockedTeeTimes(tx: Database, slots: readonly SlotOfClub[]): Promise<LockedTeeTime[]> {
  if (slots.length === 0) return [];
  await makeTeeTimeRows(tx, slots);
  // Each row is found from its slot, whose club is the asking club's: a condition on the clubs alone would lead the
  // planner to read each club's every day (measured: a batch of 40 clubs' rows, 650 ms against a few).
  const slot = sql`unnest(${arrayColumn(
    slots.map((one) => one.golfCourseId),
    'integer',
  )}, ${arrayColumn(
    slots.map((one) => one.date),
    'date',
  )}, ${arrayColumn(
    slots.map((one) => one.time),
    'varchar',
  )}, ${arrayColumn(
    slots.map((one) => one.tee),
    'smallint',
  )}) with ordinality as slot(golf_course_id, date, time, tee, position)`;
  const rows = await tx
    .select({
      id: teeTimes.id,
      capacity: teeTimes.capacity,
      places_taken: teeTimes.places_taken,
      position: sql<string>`slot.position`,
    })
    .from(slot)
    .innerJoin(
      teeTimes,
      and(
        eq(teeTimes.golf_course_id, sql`slot.golf_course_id`),
        eq(teeTimes.date, sql`slot.date`),
        eq(teeTimes.time, sql`slot.time`),
        eq(teeTimes.tee, sql`slot.tee`),
      ),
    )
    .orderBy(asc(teeTimes.golf_course_id), asc(teeTimes.date), asc(teeTimes.time), asc(teeTimes.tee))
    .for('update', { of: teeTimes });
  const locked: LockedTeeTime[] = [];
  for (const { position, ...row } of rows) locked[Number(position) - 1] = row;
  return locked;
}

/** A slot's row as a booking decides on it, locked. */
type LockedTeeTime = { id: number; capacity: number; places_taken: number };
