import { eq } from 'drizzle-orm';
import {
  ballotEntries,
  ballotEntryMembers,
  ballots,
  bookingPlayers,
  bookingRules,
  bookings,
  golfCourses,
  greenFees,
  teeSheetBlocks,
  teeSheetTemplates,
  teeTimes,
  visitorBookings,
  waitingList,
} from '../src/db/schema/index.js';
import { demoClubId, type TestApp } from './test-app.js';

/**
 * The demo club's own tee sheet (its rules, templates, blocks, bookings, ballots and waiting list), or another club's,
 * set aside, for tests that make the club's sheet from nothing.
 */
export async function setAsideDemoTeeSheet(t: TestApp, golfCourseId = demoClubId) {
  for (const table of [
    waitingList,
    ballotEntryMembers,
    ballotEntries,
    ballots,
    visitorBookings,
    bookingPlayers,
    bookings,
    teeTimes,
    teeSheetBlocks,
    teeSheetTemplates,
    greenFees,
    bookingRules,
  ])
    await t.db.delete(table).where(eq(table.golf_course_id, golfCourseId));
}

/**
 * The demo club's clock set to a zone where it is now about midday, so that a tee time later today, one already passed
 * and the hour booking opens are the same on every run. Answers the club's date `days` from today.
 */
export async function clubAtMidday(t: TestApp) {
  const ahead = 12 - new Date().getUTCHours();
  const timeZone = ahead >= 0 ? `Etc/GMT-${ahead}` : `Etc/GMT+${-ahead}`;
  await t.db.update(golfCourses).set({ time_zone: timeZone }).where(eq(golfCourses.id, demoClubId));
  return (days: number) =>
    new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
      new Date(Date.now() + days * 86_400_000),
    );
}
