/** The ways a club may write its dates (the `date_format` of `GET /api/init/`). */
export const DATE_FORMATS = ['DD/MM/YYYY', 'MM/DD/YYYY', 'YYYY-MM-DD', 'DD-MM-YYYY', 'DD.MM.YYYY'] as const;

export type DateFormat = (typeof DATE_FORMATS)[number];

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
  return DATE_FORMATS.find((format) => format === value) ?? FALLBACK_DATE_FORMAT;
}

type DatePart = 'day' | 'month' | 'year';

const LAYOUTS: Record<DateFormat, { order: [DatePart, DatePart, DatePart]; separator: string }> = {
  'DD/MM/YYYY': { order: ['day', 'month', 'year'], separator: '/' },
  'MM/DD/YYYY': { order: ['month', 'day', 'year'], separator: '/' },
  'YYYY-MM-DD': { order: ['year', 'month', 'day'], separator: '-' },
  'DD-MM-YYYY': { order: ['day', 'month', 'year'], separator: '-' },
  'DD.MM.YYYY': { order: ['day', 'month', 'year'], separator: '.' },
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

/**
 * An instant as the club's wall clock shows it, in the club's date format, with the time as 24-hour `HH:mm` when
 * asked for. `club` null means no course is chosen: UTC and `YYYY-MM-DD`. An unreadable instant is returned as given.
 */
export function formatClubDate(
  instant: string | Date,
  club: ClubDateSettings | null,
  { withTime = false }: { withTime?: boolean } = {},
): string {
  const date = instant instanceof Date ? instant : new Date(instant);
  if (Number.isNaN(date.getTime())) return String(instant);
  const { timeZone, dateFormat } = club ?? NO_CLUB_DATES;
  const parts = Object.fromEntries(
    formatterFor(timeZone)
      .formatToParts(date)
      .map((part) => [part.type, part.value]),
  );
  const layout = LAYOUTS[dateFormat] ?? LAYOUTS[FALLBACK_DATE_FORMAT];
  const day = layout.order.map((part) => parts[part]).join(layout.separator);
  return withTime ? `${day} ${parts.hour}:${parts.minute}` : day;
}
