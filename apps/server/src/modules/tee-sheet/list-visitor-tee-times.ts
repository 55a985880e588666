import type { visitorTeeTimes } from '@fairway/contract';
import { bookingAnswer } from '@fairway/golf';
import type { z } from 'zod';
import { clubNow } from '../../core/club-dates.js';
import type { Database } from '../../db/client.js';
import { inClub } from '../../db/club-scope.js';
import { bookingRules } from '../../db/schema/index.js';
import { getTeeSheet } from './get-tee-sheet.js';
import { visitorBookingRules } from './visitor-booking-rules.js';
import { visitorClub } from './visitor-club.js';
import { visitorGreenFees } from './visitor-green-fees.js';

/**
 * The times of a club's day a visitor may book now, for anyone: those of the day's sheet the club's rules let a
 * visitor take (`bookingAnswer`: open or visitors' times, not blocked, in the booking window) with a place left,
 * each with its places left and a visitor's green fee. A club without booking rules has none.
 */
export async function listVisitorTeeTimes(
  db: Database,
  golfCourseId: number,
  date: string,
): Promise<z.input<typeof visitorTeeTimes>> {
  const club = await visitorClub(db, golfCourseId);
  const [rules] = await db.select().from(bookingRules).where(inClub(bookingRules, golfCourseId));
  if (!rules) return { golf_course: club, date, times: [] };
  const [sheet, clock, feeAt] = await Promise.all([
    getTeeSheet(db, golfCourseId, { course: golfCourseId, date }),
    clubNow(db, golfCourseId),
    visitorGreenFees(db, golfCourseId, date),
  ]);
  const open = sheet.slots.filter(
    (slot) =>
      slot.places_left > 0 &&
      bookingAnswer({
        now: clock.now,
        date,
        slot: {
          ...slot,
          tee: slot.tee === 10 ? 10 : 1,
          placesTaken: slot.capacity - slot.places_left,
        },
        players: 1,
        booker: { kind: 'visitor' },
        rules: visitorBookingRules(rules),
      }).allowed,
  );
  return {
    golf_course: club,
    date,
    times: open.map((slot) => ({
      time: slot.time,
      tee: slot.tee,
      places_left: slot.places_left,
      green_fee_minor: feeAt(slot.time),
    })),
  };
}
