import { and, eq, gt, or } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { inClub } from '../../db/club-scope.js';
import { visitorBookings } from '../../db/schema/index.js';

/** The visitors' groups of a day that take places: confirmed, or held and not yet expired. */
export async function visitorGroupsOn(db: Database, golfCourseId: number, date: string, now = new Date()) {
  const groups = await db
    .select({
      id: visitorBookings.id,
      time: visitorBookings.time,
      tee: visitorBookings.tee,
      name: visitorBookings.name,
      players: visitorBookings.players,
      status: visitorBookings.status,
    })
    .from(visitorBookings)
    .where(
      and(
        inClub(visitorBookings, golfCourseId),
        eq(visitorBookings.date, date),
        or(
          eq(visitorBookings.status, 'confirmed'),
          and(eq(visitorBookings.status, 'held'), gt(visitorBookings.hold_expires_at, now)),
        ),
      ),
    )
    .orderBy(visitorBookings.time, visitorBookings.tee, visitorBookings.id);
  return groups.map((group) => ({ ...group, status: group.status as 'held' | 'confirmed' }));
}
