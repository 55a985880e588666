import { dateFormats } from '@fairway/contract';

/** The ways a club may write its dates: the contract's `date_format` of a golf course. */
export type DateFormat = (typeof dateFormats)[number];

/** What a date needs from the club: where its clocks are and how it writes dates. */
export interface ClubDateSettings {
  /** IANA time zone, e.g. `Europe/London`. */
  timeZone: string;
  dateFormat: DateFormat;
}

/** A format the app does not know is read as the most common one among the clubs. */
export const FALLBACK_DATE_FORMAT: DateFormat = 'DD/MM/YYYY';

/** Without a chosen course (a super admin's master data) there is no club clock: UTC, written as ISO 8601. */
export const NO_CLUB_DATES: ClubDateSettings = { timeZone: 'UTC', dateFormat: 'YYYY-MM-DD' };

export function toDateFormat(value: string): DateFormat {
  return dateFormats.find((format) => format === value) ?? FALLBACK_DATE_FORMAT;
}

type DatePart = 'day' | 'month' | 'year';

const LAYOUTS: Record<DateFormat, { order: [DatePart, DatePart, DatePart]; separator: string }> = {
  'DD/MM/YYYY': { order: ['day', 'month', 'year'], separator: '/' },
  'MM/DD/YYYY': { order: ['month', 'day', 'year'], separator: '/' },
  'YYYY-MM-DD': { order: ['year', 'month', 'day'], separator: '-' },
  'DD-MM-YYYY': { order: ['day', 'month', 'year'], separator: '-' },
};

// Building an Intl.DateTimeFormat is slow next to using one, and a list formats a date on every row.
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    // Only the numbers are read from the parts; `h23` keeps midnight at 00, never 24.
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      numberingSystem: 'latn',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** A calendar day as the API writes it (a date of birth, the day an index came into force): no time, no time zone. */
const CALENDAR_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

function layOut(parts: Record<DatePart, string>, dateFormat: DateFormat): string {
  const layout = LAYOUTS[dateFormat] ?? LAYOUTS[FALLBACK_DATE_FORMAT];
  return layout.order.map((part) => parts[part]).join(layout.separator);
}

/**
 * A date in the club's date format. An instant is shown as the club's wall clock shows it, with the time as 24-hour
 * `HH:mm` when asked for; a calendar day (`YYYY-MM-DD`) is the same day everywhere, so it is only written out. `club`
 * null means no course is chosen: UTC and `YYYY-MM-DD`. An unreadable value is returned as given.
 */
export function formatClubDate(
  instant: string | Date,
  club: ClubDateSettings | null,
  { withTime = false }: { withTime?: boolean } = {},
): string {
  const { timeZone, dateFormat } = club ?? NO_CLUB_DATES;
  const calendarDay = typeof instant === 'string' ? CALENDAR_DAY.exec(instant) : null;
  if (calendarDay) {
    const [, year, month, day] = calendarDay as unknown as [string, string, string, string];
    return layOut({ year, month, day }, dateFormat);
  }
  const date = instant instanceof Date ? instant : new Date(instant);
  if (Number.isNaN(date.getTime())) return String(instant);
  const parts = Object.fromEntries(
    formatterFor(timeZone)
      .formatToParts(date)
      .map((part) => [part.type, part.value]),
  ) as Record<DatePart | 'hour' | 'minute', string>;
  const day = layOut(parts, dateFormat);
  return withTime ? `${day} ${parts.hour}:${parts.minute}` : day;
}

/** The time of an instant on the club's clock, 24-hour `HH:mm`, as `formatClubDate` writes it after the day. */
export function formatClubTime(instant: string | Date, timeZone: string): string {
  const date = instant instanceof Date ? instant : new Date(instant);
  if (Number.isNaN(date.getTime())) return String(instant);
  const parts = Object.fromEntries(
    formatterFor(timeZone)
      .formatToParts(date)
      .map((part) => [part.type, part.value]),
  ) as Record<'hour' | 'minute', string>;
  return `${parts.hour}:${parts.minute}`;
}

/** Today on the club's clock, as the API writes a calendar day (`YYYY-MM-DD`): the day a new entry starts from. */
export function clubToday(club: ClubDateSettings | null | undefined, now: Date = new Date()): string {
  return formatClubDate(now, { timeZone: club?.timeZone ?? NO_CLUB_DATES.timeZone, dateFormat: 'YYYY-MM-DD' });
}

/** A time on a wall clock: what a person reads off the club's clock, whatever the zone. */
export interface WallClock {
  year: number;
  /** 1 to 12. */
  month: number;
  day: number;
  hour: number;
  minute: number;
}

/** The club's wall clock at an instant (to the minute). */
export function clubWallClock(instant: Date, timeZone: string): WallClock {
  const parts = Object.fromEntries(
    formatterFor(timeZone)
      .formatToParts(instant)
      .map((part) => [part.type, Number(part.value)]),
  ) as Record<DatePart | 'hour' | 'minute', number>;
  return { year: parts.year, month: parts.month, day: parts.day, hour: parts.hour, minute: parts.minute };
}

/** How far the zone's clock is ahead of UTC at an instant, in milliseconds. */
function offsetAt(instant: number, timeZone: string): number {
  const wall = clubWallClock(new Date(instant), timeZone);
  const minute = Math.floor(instant / 60_000) * 60_000;
  return Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute) - minute;
}

/**
 * The instant at which the club's clock shows a wall-clock time. A time the clocks skip (the hour they go forward)
 * is read on the offset before the change, so it lands after it (01:30 in London on the last Sunday of March is 02:30
 * summer time); of a time shown twice (the hour they go back), the later.
 */
export function instantOnClubClock(wall: WallClock, timeZone: string): Date {
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute);
  const day = 86_400_000;
  // The offsets a day either side: a zone changes its clocks at most once in two days.
  const before = asUtc - offsetAt(asUtc - day, timeZone);
  const after = asUtc - offsetAt(asUtc + day, timeZone);
  const shows = (instant: number) => {
    const shown = clubWallClock(new Date(instant), timeZone);
    return (Object.keys(wall) as (keyof WallClock)[]).every((part) => shown[part] === wall[part]);
  };
  const matching = [before, after].filter(shows);
  return new Date(matching.length > 0 ? Math.max(...matching) : before);
}
