import { type Booker, type BookingRules, noShowSuspension } from '@fairway/golf';
import { and, eq, gte, isNotNull, lte } from 'drizzle-orm';
import { amongRows, arrayColumn } from '../../db/array-column.js';
import type { Database } from '../../db/client.js';
import { inClubs } from '../../db/club-scope.js';
import { bookingPlayers, type bookingRules, bookings } from '../../db/schema/index.js';
import type { ClubNow } from '../../core/club-dates.js';
import { memberTypesOfClubs } from './member-types-of-clubs.js';

/** A booking member as `bookingAnswer` takes them. */
export type MemberBooker = Extract<Booker, { kind: 'member' }>;

/** The key of the club's own window, for members of a type without one of its own. */
const everyMember = 'every_member';

/** A club's day whose booking members are asked for: its rules and clock, and who books. */
export type BookersAsked = {
  golfCourseId: number;
  date: string;
  clock: ClubNow;
  rules: typeof bookingRules.$inferSelect;
  members: readonly { id: number; lady: boolean }[];
};

/**
 * Booking members as `bookingAnswer` takes them, by member id, read for them all at once: their member type on the day
 * (its own window, or the club's), whether a lady, the bookings they hold of tee times to come, and the last day of a
 * suspension (`noShowSuspension` over their recorded no-shows); and the club's rules as `bookingAnswer` takes them.
 * Of one club's day or, in the same three statements, of a batch's several (answered in the order of `days`).
 */
export async function bookersOf(
  db: Database,
  days: readonly BookersAsked[],
): Promise<{ bookers: Map<number, MemberBooker>; rules: BookingRules }[]> {
  const asked = days.flatMap(({ golfCourseId, date, members }) =>
    [...new Set(members.map((member) => member.id))].map((memberId) => ({ golfCourseId, memberId, date })),
  );
  if (asked.length === 0) return days.map(({ rules }) => ({ bookers: new Map(), rules: rulesOf(rules) }));
  const clubMembers = [
    arrayColumn(
      asked.map((one) => one.golfCourseId),
      'integer',
    ),
    arrayColumn(
      asked.map((one) => one.memberId),
      'integer',
    ),
  ];
  const clubIds = days.map((day) => day.golfCourseId);
  // Each club's today is on its own clock: read from the earliest (bookings held) or to the latest (no-shows), and
  // kept to the club's own below.
  const todays = days.map((day) => day.clock.today).sort();
  const [memberTypes, held, noShows] = await Promise.all([
    memberTypesOfClubs(db, asked),
    db
      .select({
        golfCourseId: bookings.golf_course_id,
        memberId: bookings.member_id,
        date: bookings.date,
        time: bookings.time,
      })
      .from(bookings)
      .where(
        and(
          inClubs(bookings, clubIds),
          amongRows([bookings.golf_course_id, bookings.member_id], clubMembers),
          eq(bookings.status, 'booked'),
          gte(bookings.date, todays[0]!),
        ),
      ),
    db
      .select({
        golfCourseId: bookingPlayers.golf_course_id,
        memberId: bookingPlayers.member_id,
        date: bookingPlayers.date,
      })
      .from(bookingPlayers)
      .where(
        and(
          inClubs(bookingPlayers, clubIds),
          amongRows([bookingPlayers.golf_course_id, bookingPlayers.member_id], clubMembers),
          isNotNull(bookingPlayers.no_show_at),
          lte(bookingPlayers.date, todays.at(-1)!),
        ),
      ),
  ]);
  const typeOf = new Map(
    asked.map((one, index) => [`${one.golfCourseId} ${one.memberId} ${one.date}`, memberTypes[index]]),
  );
  return days.map(({ golfCourseId, date, clock, rules, members }) => {
    const rule = {
      noShows: rules.no_shows,
      withinDays: rules.no_show_within_days,
      suspensionDays: rules.suspension_days,
    };
    const bookers = new Map<number, MemberBooker>();
    for (const member of members) {
      const memberTypeId = typeOf.get(`${golfCourseId} ${member.id} ${date}`);
      const ownWindow = rules.member_type_windows.some((window) => window.member_type_id === memberTypeId);
      const suspension = noShowSuspension({
        noShowDates: noShows
          .filter(
            (noShow) =>
              noShow.golfCourseId === golfCourseId && noShow.memberId === member.id && noShow.date <= clock.today,
          )
          .map((noShow) => noShow.date),
        today: clock.today,
        rule,
      });
      bookers.set(member.id, {
        kind: 'member',
        memberType: ownWindow ? String(memberTypeId) : everyMember,
        lady: member.lady,
        bookingsHeld: held
          .filter(
            (booking) =>
              booking.golfCourseId === golfCourseId && booking.memberId === member.id && booking.date >= clock.today,
          )
          .map((booking) => ({ date: booking.date, time: booking.time })),
        suspendedThrough: suspension.suspendedThrough,
      });
    }
    return { bookers, rules: rulesOf(rules) };
  });
}

/** The club's rules as `bookingAnswer` takes them. */
function rulesOf(rules: typeof bookingRules.$inferSelect): BookingRules {
  return {
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
  };
}
