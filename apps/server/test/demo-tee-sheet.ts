import { eq } from 'drizzle-orm';
import {
  ballotEntries,
  ballotEntryMembers,
  ballots,
  bookingPlayers,
  bookingRules,
  bookings,
  greenFees,
  teeSheetBlocks,
  teeSheetTemplates,
  teeTimes,
  visitorBookings,
  waitingList,
} from '../src/db/schema/index.js';
import { demoClubId, type TestApp } from './test-app.js';

/**
 * The demo club's own tee sheet (its rules, templates, blocks, bookings, ballots and waiting list) set aside, for tests
 * that make the club's sheet from nothing.
 */
export async function setAsideDemoTeeSheet(t: TestApp) {
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
    await t.db.delete(table).where(eq(table.golf_course_id, demoClubId));
}
