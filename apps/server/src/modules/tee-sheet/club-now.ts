import { clubDates, clubWallClock } from '../../core/club-dates.js';
import type { Database } from '../../db/client.js';

/** The club's clock now, as the golf package's tee sheet rules read it: `today` YYYY-MM-DD, `now` YYYY-MM-DDTHH:MM. */
export type ClubNow = { today: string; now: string };

/** This instant on the club's clock, in its time zone (decision 0105: time zones are the server's). */
export async function clubNow(db: Database, golfCourseId: number, instant = new Date()): Promise<ClubNow> {
  const { timeZone } = await clubDates(db, golfCourseId);
  const parts = clubWallClock(instant, timeZone);
  const today = `${parts.year}-${parts.month}-${parts.day}`;
  return { today, now: `${today}T${parts.hour}:${parts.minute}` };
}
