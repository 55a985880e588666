import { dateFormats } from '@fairway/contract';
import { amongIds } from '../db/array-column.js';
import type { Database } from '../db/client.js';
import { golfCourses } from '../db/schema/index.js';

/** How a club writes its dates (`DD/MM/YYYY` and the others of the contract's `dateFormats`) and where its clock is. */
export type ClubDates = { dateFormat: string; timeZone: string };

/** A format the server does not know is written as the most common one among the clubs, as the web app does. */
const fallbackDateFormat = 'DD/MM/YYYY';

/** The club's date format and time zone. */
export async function clubDates(db: Database, golfCourseId: number): Promise<ClubDates> {
  return (await clubsDates(db, [golfCourseId])).get(golfCourseId)!;
}

/** Clubs' date formats and time zones, read at once, by club id (every id asked for has an entry). */
export async function clubsDates(db: Database, golfCourseIds: readonly number[]): Promise<Map<number, ClubDates>> {
  const clubs = await db
    .select({ id: golfCourses.id, dateFormat: golfCourses.date_format, timeZone: golfCourses.time_zone })
    .from(golfCourses)
    .where(amongIds(golfCourses.id, [...new Set(golfCourseIds)]));
  const byId = new Map(clubs.map((club) => [club.id, club]));
  return new Map(
    golfCourseIds.map((id) => {
      const club = byId.get(id);
      return [id, { dateFormat: club?.dateFormat ?? fallbackDateFormat, timeZone: club?.timeZone ?? 'UTC' }];
    }),
  );
}

/** The club's clock now: `today` YYYY-MM-DD and `now` YYYY-MM-DDTHH:MM, in its time zone (decision 0105). */
export type ClubNow = { today: string; now: string };

/** This instant (or `instant`) on the club's clock, in its time zone. */
export async function clubNow(db: Database, golfCourseId: number, instant = new Date()): Promise<ClubNow> {
  const { timeZone } = await clubDates(db, golfCourseId);
  return clubNowIn(timeZone, instant);
}

/** This instant (or `instant`) on the clock of a club whose time zone is already read. */
export function clubNowIn(timeZone: string, instant = new Date()): ClubNow {
  const clock = clubWallClock(instant, timeZone);
  const today = `${clock.year}-${clock.month}-${clock.day}`;
  return { today, now: `${today}T${clock.hour}:${clock.minute}` };
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
    parts = clubWallClock(value instanceof Date ? value : new Date(value), club.timeZone);
  }
  const day = format.replace('YYYY', parts.year).replace('MM', parts.month).replace('DD', parts.day);
  return withTime && parts.hour !== undefined ? `${day} ${parts.hour}:${parts.minute}` : day;
}

// A club's clock by its time zone, made once: making one costs tens of microseconds, and a rush's batch reads the
// clock for every booking it mails.
const wallClocks = new Map<string, Intl.DateTimeFormat>();

/** An instant as the club's wall clock reads it, in its time zone: two-digit month, day, hour (00-23) and minute. */
export function clubWallClock(
  instant: Date,
  timeZone: string,
): { year: string; month: string; day: string; hour: string; minute: string } {
  let clock = wallClocks.get(timeZone);
  if (!clock) {
    clock = new Intl.DateTimeFormat('en-US', {
      timeZone,
      numberingSystem: 'latn',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    wallClocks.set(timeZone, clock);
  }
  const read: Record<string, string> = Object.fromEntries(
    clock.formatToParts(instant).map((part) => [part.type, part.value]),
  );
  return {
    year: read.year ?? '',
    month: read.month ?? '',
    day: read.day ?? '',
    hour: read.hour ?? '',
    minute: read.minute ?? '',
  };
}

/**
 * The instant a club-local day and time (`YYYY-MM-DD`, `HH:MM`) are in the club's time zone: the wall clock read as
 * UTC, less the zone's offset at that instant (found twice, so a time beside a change of the clocks is right too).
 */
export function clubInstant(date: string, time: string, timeZone: string): Date {
  const wall = Date.UTC(
    Number(date.slice(0, 4)),
    Number(date.slice(5, 7)) - 1,
    Number(date.slice(8, 10)),
    Number(time.slice(0, 2)),
    Number(time.slice(3, 5)),
  );
  const offsetAt = (instant: number) => {
    const clock = clubWallClock(new Date(instant), timeZone);
    const asUtc = Date.UTC(
      Number(clock.year),
      Number(clock.month) - 1,
      Number(clock.day),
      Number(clock.hour),
      Number(clock.minute),
    );
    return asUtc - instant;
  };
  const first = wall - offsetAt(wall);
  return new Date(wall - offsetAt(first));
}
