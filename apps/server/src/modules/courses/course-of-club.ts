import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { golfCourses } from '../../db/schema/index.js';

/** The active club's hole count and distance unit, which the course's structure is checked and shown against. */
export async function courseOfClub(db: Database, golfCourseId: number) {
  const [course] = await db
    .select({ holesCount: golfCourses.holes_count, distanceUnit: golfCourses.distance_unit })
    .from(golfCourses)
    .where(eq(golfCourses.id, golfCourseId));
  // The access plugin let the caller into this course, so it exists.
  if (!course) throw new Error(`golf course ${golfCourseId} is gone`);
  return course;
}
