import { clubDates } from '../../core/club-dates.js';
import type { Database } from '../../db/client.js';

/** The club's clock now, as the golf package's tee sheet rules read it: `today` YYYY-MM-DD, `now` YYYY-MM-DDTHH:MM. */
export type ClubNow = { today: string; now: string };

/** This instant on the club's clock, in its time zone (decision 0105: time zones are the server's). */
export async function clubNow(db: Database, golfCourseId: number, instant = new Date()): Promise<ClubNow> {
  const { timeZone } = await clubDates(db, golfCourseId);
  const parts: Record<string, string> = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      numberingSystem: 'latn',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  const today = `${parts.year}-${parts.month}-${parts.day}`;
  return { today, now: `${today}T${parts.hour}:${parts.minute}` };
}
