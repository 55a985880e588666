import type { Database } from '../../db/client.js';
import { ConflictError } from '../../core/domain-errors.js';
import { clubsBookingRules } from './clubs-booking-rules.js';

/** Why a club that has set no booking rules takes no bookings. */
export const noBookingRules = 'The club takes no bookings until its booking rules are set.';

/** The club's booking rules; a club that has set none takes no bookings yet (409). */
export async function clubBookingRules(db: Database, golfCourseId: number) {
  const rules = (await clubsBookingRules(db, [golfCourseId])).get(golfCourseId);
  if (!rules) throw new ConflictError(noBookingRules);
  return rules;
}
