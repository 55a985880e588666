import { type Booker, type BookingRules, noShowSuspension } from '@fairway/golf';
import { and, eq, gte, isNotNull, lte } from 'drizzle-orm';
import { amongIds } from '../../db/array-column.js';
import type { Database } from '../../db/client.js';
import { inClub } from '../../db/club-scope.js';
import { bookingPlayers, type bookingRules, bookings } from '../../db/schema/index.js';
import type { ClubNow } from '../../core/club-dates.js';
import { memberTypesOn } from './member-types-on.js';

/** A booking member as `bookingAnswer` takes them. */
export type MemberBooker = Extract<Booker, { kind: 'member' }>;

/** The key of the club's own window, for members of a type without one of its own. */
const everyMember = 'every_member';

/**
 * Booking members as `bookingAnswer` takes them, by member id, read for them all at once: their member type on the day
 * (its own window, or the club's), whether a lady, the bookings they hold of tee times to come, and the last day of a
 * suspension (`noShowSuspension` over their recorded no-shows); and the club's rules as `bookingAnswer` takes them.
 */
export async function bookersOf(
  db: Database,
  golfCourseId: number,
  bookingMembers: readonly { id: number; lady: boolean }[],
  date: string,
  clock: ClubNow,
  rules: typeof bookingRules.$inferSelect,
): Promise<{ bookers: Map<number, MemberBooker>; rules: BookingRules }> {
  const memberIds = [...new Set(bookingMembers.map((member) => member.id))];
  const [memberTypes, held, noShows] = await Promise.all([
    memberTypesOn(db, golfCourseId, memberIds, date),
    db
      .select({ memberId: bookings.member_id, date: bookings.date, time: bookings.time })
      .from(bookings)
      .where(
        and(
          inClub(bookings, golfCourseId),
          amongIds(bookings.member_id, memberIds),
          eq(bookings.status, 'booked'),
          gte(bookings.date, clock.today),
        ),
      ),
    db
      .select({ memberId: bookingPlayers.member_id, date: bookingPlayers.date })
      .from(bookingPlayers)
      .where(
        and(
          inClub(bookingPlayers, golfCourseId),
          amongIds(bookingPlayers.member_id, memberIds),
          isNotNull(bookingPlayers.no_show_at),
          lte(bookingPlayers.date, clock.today),
        ),
      ),
  ]);
  const rule = {
    noShows: rules.no_shows,
    withinDays: rules.no_show_within_days,
    suspensionDays: rules.suspension_days,
  };
  const bookers = new Map<number, MemberBooker>();
  for (const member of bookingMembers) {
    const memberTypeId = memberTypes.get(member.id);
    const ownWindow = rules.member_type_windows.some((window) => window.member_type_id === memberTypeId);
    const suspension = noShowSuspension({
      noShowDates: noShows.filter((noShow) => noShow.memberId === member.id).map((noShow) => noShow.date),
      today: clock.today,
      rule,
    });
    bookers.set(member.id, {
      kind: 'member',
      memberType: ownWindow ? String(memberTypeId) : everyMember,
      lady: member.lady,
      bookingsHeld: held
        .filter((booking) => booking.memberId === member.id)
        .map((booking) => ({ date: booking.date, time: booking.time })),
      suspendedThrough: suspension.suspendedThrough,
    });
  }
  return {
    bookers,
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
  };
}
