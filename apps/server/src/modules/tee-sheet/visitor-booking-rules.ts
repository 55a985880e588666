import type { BookingRules } from '@fairway/golf';
import type { bookingRules } from '../../db/schema/index.js';

/** The club's rules as they apply to a visitor: the club's own booking window, and no member's limits. */
export function visitorBookingRules(rules: typeof bookingRules.$inferSelect): BookingRules {
  return {
    bookingWindows: [{ memberType: 'visitor', daysAhead: rules.days_ahead, opensAt: rules.opens_at }],
    maximumBookingsHeld: null,
    maximumBookingsPerDay: null,
    maximumGuests: 0,
  };
}
