import type { Database } from '../../db/client.js';
import { ConflictError } from '../../core/domain-errors.js';
import { inClubs } from '../../db/club-scope.js';
import { bookingRules } from '../../db/schema/index.js';

/** The club's booking rules; a club that has set none takes no bookings yet (409). */
export async function clubBookingRules(db: Database, golfCourseId: number) {
  const rules = (await clubsBookingRules(db, [golfCourseId])).get(golfCourseId);
  if (!rules) throw new ConflictError(noBookingRules);
  return rules;
}

/** Why a club that has set no booking rules takes no bookings. */
export const noBookingRules = 'The club takes no bookings until its booking rules are set.';

/** Clubs' booking rules, read at once, by club id; a club that has set none is missing. */
export async function clubsBookingRules(db: Database, golfCourseIds: readonly number[]) {
  const rows = await db.select().from(bookingRules).where(inClubs(bookingRules, golfCourseIds));
  return new Map(rows.map((rules) => [rules.golf_course_id, rules]));
}
