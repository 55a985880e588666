import type { Database } from '../../db/client.js';
import { ConflictError } from '../../core/domain-errors.js';
import { inClub } from '../../db/club-scope.js';
import { bookingRules } from '../../db/schema/index.js';

/** The club's booking rules; a club that has set none takes no bookings yet (409). */
export async function clubBookingRules(db: Database, golfCourseId: number) {
  const [rules] = await db.select().from(bookingRules).where(inClub(bookingRules, golfCourseId));
  if (!rules) throw new ConflictError('The club takes no bookings until its booking rules are set.');
  return rules;
}
