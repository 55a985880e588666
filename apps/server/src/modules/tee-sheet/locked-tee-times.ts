import { and, asc } from 'drizzle-orm';
import { amongRows, arrayColumn } from '../../db/array-column.js';
import type { Database } from '../../db/client.js';
import { inClubs } from '../../db/club-scope.js';
import { teeTimes } from '../../db/schema/index.js';
import { makeTeeTimeRows, type SlotOfClub } from './make-tee-time-rows.js';

/**
 * Slots of clubs' days (one club's or a batch's of several) as their rows, made on their first booking with the
 * sheet's capacity and locked for the rest of the transaction, in the order of their club, day, time and tee (so that
 * two transactions locking some of the same slots never wait on each other crosswise): bookings of one slot count and
 * take its places in the order the database saw them. Answers the rows in that order.
 */
export async function lockedTeeTimes(tx: Database, slots: readonly SlotOfClub[]) {
  if (slots.length === 0) return [];
  await makeTeeTimeRows(tx, slots);
  return tx
    .select()
    .from(teeTimes)
    .where(
      and(
        inClubs(
          teeTimes,
          slots.map((slot) => slot.golfCourseId),
        ),
        amongRows(
          [teeTimes.golf_course_id, teeTimes.date, teeTimes.time, teeTimes.tee],
          [
            arrayColumn(
              slots.map((slot) => slot.golfCourseId),
              'integer',
            ),
            arrayColumn(
              slots.map((slot) => slot.date),
              'date',
            ),
            arrayColumn(
              slots.map((slot) => slot.time),
              'varchar',
            ),
            arrayColumn(
              slots.map((slot) => slot.tee),
              'smallint',
            ),
          ],
        ),
      ),
    )
    .orderBy(asc(teeTimes.golf_course_id), asc(teeTimes.date), asc(teeTimes.time), asc(teeTimes.tee))
    .for('update');
}
