import type { Database } from '../../db/client.js';
import { inClubs } from '../../db/club-scope.js';
import { bookingRules } from '../../db/schema/index.js';

/** Clubs' booking rules, read at once, by club id; a club that has set none is missing. */
export async function clubsBookingRules(db: Database, golfCourseIds: readonly number[]) {
  const rows = await db.select().from(bookingRules).where(inClubs(bookingRules, golfCourseIds));
  return new Map(rows.map((rules) => [rules.golf_course_id, rules]));
}
