import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { inClub } from '../../db/club-scope.js';
import { teeTimes } from '../../db/schema/index.js';

/**
 * A slot of the club's sheet as its row, made on the first booking of it with the sheet's capacity and locked for the
 * rest of the transaction: bookings of one slot count and take its places in the order the database saw them.
 */
export async function lockedTeeTime(
  tx: Database,
  golfCourseId: number,
  slot: { date: string; time: string; tee: number; capacity: number },
) {
  await tx
    .insert(teeTimes)
    .values({ golf_course_id: golfCourseId, ...slot })
    .onConflictDoNothing();
  const [teeTime] = await tx
    .select()
    .from(teeTimes)
    .where(
      and(
        inClub(teeTimes, golfCourseId),
        eq(teeTimes.date, slot.date),
        eq(teeTimes.time, slot.time),
        eq(teeTimes.tee, slot.tee),
      ),
    )
    .for('update');
  return teeTime!;
}
