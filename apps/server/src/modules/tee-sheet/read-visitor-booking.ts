import type { visitorBooking } from '@fairway/contract';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { NotFoundError } from '../../core/domain-errors.js';
import type { Database } from '../../db/client.js';
import { inClub } from '../../db/club-scope.js';
import { golfCourses, visitorBookings } from '../../db/schema/index.js';

/** A visitors' booking of the club as its visitor sees it: no e-mail, no code. Another club's is not found. */
export async function readVisitorBooking(
  db: Database,
  golfCourseId: number,
  id: number,
): Promise<z.output<typeof visitorBooking>> {
  const [booking] = await db
    .select({
      id: visitorBookings.id,
      golf_course_id: visitorBookings.golf_course_id,
      date: visitorBookings.date,
      time: visitorBookings.time,
      tee: visitorBookings.tee,
      name: visitorBookings.name,
      players: visitorBookings.players,
      status: visitorBookings.status,
      hold_expires_at: visitorBookings.hold_expires_at,
      green_fee_minor: visitorBookings.green_fee_minor,
      currency: golfCourses.currency,
    })
    .from(visitorBookings)
    .innerJoin(golfCourses, eq(golfCourses.id, visitorBookings.golf_course_id))
    .where(and(inClub(visitorBookings, golfCourseId), eq(visitorBookings.id, id)));
  if (!booking) throw new NotFoundError();
  return booking;
}
