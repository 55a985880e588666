import { type Booker, type BookingRules, noShowSuspension } from '@fairway/golf';
import { and, eq, gte, isNotNull, lte } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { inClub } from '../../db/club-scope.js';
import { bookingPlayers, type bookingRules, bookings } from '../../db/schema/index.js';
import type { ClubNow } from '../../core/club-dates.js';
import { memberTypeOn } from './member-type-on.js';

/** The key of the club's own window, for members of a type without one of its own. */
const everyMember = 'every_member';

/**
 * The booking member and the club's rules as `bookingAnswer` takes them: their member type on the day (its own window,
 * or the club's), whether a lady, the bookings they hold of tee times to come, and the last day of a suspension
 * (`noShowSuspension` over their recorded no-shows).
 */
export async function bookerOf(
  db: Database,
  golfCourseId: number,
  member: { id: number; lady: boolean },
  date: string,
  clock: ClubNow,
  rules: typeof bookingRules.$inferSelect,
): Promise<{ booker: Booker; rules: BookingRules; memberTypeId: number | null }> {
  const memberTypeId = await memberTypeOn(db, golfCourseId, member.id, date);
  const ownWindow = rules.member_type_windows.some((window) => window.member_type_id === memberTypeId);
  const [held, noShows] = await Promise.all([
    db
      .select({ date: bookings.date, time: bookings.time })
      .from(bookings)
      .where(
        and(
          inClub(bookings, golfCourseId),
          eq(bookings.member_id, member.id),
          eq(bookings.status, 'booked'),
          gte(bookings.date, clock.today),
        ),
      ),
    db
      .select({ date: bookingPlayers.date })
      .from(bookingPlayers)
      .where(
        and(
          inClub(bookingPlayers, golfCourseId),
          eq(bookingPlayers.member_id, member.id),
          isNotNull(bookingPlayers.no_show_at),
          lte(bookingPlayers.date, clock.today),
        ),
      ),
  ]);
  const suspension = noShowSuspension({
    noShowDates: noShows.map((noShow) => noShow.date),
    today: clock.today,
    rule: { noShows: rules.no_shows, withinDays: rules.no_show_within_days, suspensionDays: rules.suspension_days },
  });
  return {
    booker: {
      kind: 'member',
      memberType: ownWindow ? String(memberTypeId) : everyMember,
      lady: member.lady,
      bookingsHeld: held,
      suspendedThrough: suspension.suspendedThrough,
    },
    rules: {
      bookingWindows: [
        { memberType: everyMember, daysAhead: rules.days_ahead, opensAt: rules.opens_at },
        ...rules.member_type_windows.map((window) => ({
          memberType: String(window.member_type_id),
          daysAhead: window.days_ahead,
          opensAt: window.opens_at,
        })),
      ],
      maximumBookingsHeld: rules.maximum_bookings_held,
      maximumBookingsPerDay: rules.maximum_bookings_per_day,
      maximumGuests: rules.maximum_guests,
    },
    memberTypeId,
  };
}
