import { and, asc, eq, sql } from 'drizzle-orm';
import { arrayColumn } from '../../db/array-column.js';
import type { Database } from '../../db/client.js';
import { inClub } from '../../db/club-scope.js';
import { teeTimes } from '../../db/schema/index.js';
import { makeTeeTimeRows } from './make-tee-time-rows.js';

/** A slot of a club's day to lock: its time and tee, and the capacity its row is made with on its first booking. */
export type SlotToLock = { time: string; tee: number; capacity: number };

/**
 * Slots of a club's day as their rows, made on their first booking with the sheet's capacity and locked for the rest
 * of the transaction, in the order of their time and tee (so that two transactions locking some of the same slots
 * never wait on each other crosswise): bookings of one slot count and take its places in the order the database saw
 * them. Answers the rows in that order.
 */
export async function lockedTeeTimes(tx: Database, golfCourseId: number, date: string, slots: readonly SlotToLock[]) {
  if (slots.length === 0) return [];
  await makeTeeTimeRows(
    tx,
    golfCourseId,
    slots.map((slot) => ({ ...slot, date })),
  );
  return tx
    .select()
    .from(teeTimes)
    .where(
      and(
        inClub(teeTimes, golfCourseId),
        eq(teeTimes.date, date),
        sql`(${teeTimes.time}, ${teeTimes.tee}) in (select * from unnest(${arrayColumn(
          slots.map((slot) => slot.time),
          'varchar',
        )}, ${arrayColumn(
          slots.map((slot) => slot.tee),
          'smallint',
        )}))`,
      ),
    )
    .orderBy(asc(teeTimes.time), asc(teeTimes.tee))
    .for('update');
}
