import { dateFormats } from '@fairway/contract';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { golfCourses } from '../db/schema/index.js';

/** How a club writes its dates (`DD/MM/YYYY` and the others of the contract's `dateFormats`) and where its clock is. */
export type ClubDates = { dateFormat: string; timeZone: string };

/** A format the server does not know is written as the most common one among the clubs, as the web app does. */
const fallbackDateFormat = 'DD/MM/YYYY';

/** The club's date format and time zone. */
export async function clubDates(db: Database, golfCourseId: number): Promise<ClubDates> {
  const [club] = await db
    .select({ dateFormat: golfCourses.date_format, timeZone: golfCourses.time_zone })
    .from(golfCourses)
    .where(eq(golfCourses.id, golfCourseId));
  return { dateFormat: club?.dateFormat ?? fallbackDateFormat, timeZone: club?.timeZone ?? 'UTC' };
}

/**
 * A calendar day (YYYY-MM-DD) or an instant written as the club writes dates (decision 0048, on the server's side):
 * a day is only laid out in the club's order; an instant is read on the club's clock, with its time as 24-hour HH:MM
 * when asked for.
 */
export function formatClubDate(value: string | Date, club: ClubDates, { withTime = false } = {}): string {
  const format = (dateFormats as readonly string[]).includes(club.dateFormat) ? club.dateFormat : fallbackDateFormat;
  let parts: { year: string; month: string; day: string; hour?: string; minute?: string };
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) {
    const [year = '', month = '', day = ''] = value.split('-');
    parts = { year, month, day };
  } else {
    const read: Record<string, string> = Object.fromEntries(
      new Intl.DateTimeFormat('en-US', {
        timeZone: club.timeZone,
        numberingSystem: 'latn',
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      })
        .formatToParts(value instanceof Date ? value : new Date(value))
        .map((part) => [part.type, part.value]),
    );
    parts = {
      year: read.year ?? '',
      month: read.month ?? '',
      day: read.day ?? '',
      hour: read.hour,
      minute: read.minute,
    };
  }
  const day = format.replace('YYYY', parts.year).replace('MM', parts.month).replace('DD', parts.day);
  return withTime && parts.hour !== undefined ? `${day} ${parts.hour}:${parts.minute}` : day;
}
