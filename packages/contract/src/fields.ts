import { z } from 'zod';

/** The longest values the database keeps, shared by the server's checks and the web's inputs. */
export const fieldLimits = {
  name: 100,
  description: 2000,
  isoCode: 2,
  phoneCode: 5,
  stateCode: 10,
  colour: 7,
  scoreTermName: 50,
  email: 254,
} as const;

export const name = z.string().trim().min(1).max(fieldLimits.name);
export const description = z.string().trim().max(fieldLimits.description);
export const isActive = z
  .boolean()
  .describe('Retired master data stays on the records that use it but is not offered for new ones');
/** The id of a referenced record: a positive whole number that fits PostgreSQL's integer. */
export const referenceId = z.number().int().min(1).max(2_147_483_647);

/** An e-mail address as a person types it: trimmed, at most 254 characters. */
export const emailAddress = z
  .string()
  .trim()
  .max(fieldLimits.email)
  .pipe(z.email({ error: 'Enter a valid email address.' }));

/** A calendar day as clients send it, ISO 8601's YYYY-MM-DD. */
export const dayMessage = 'Enter a date as YYYY-MM-DD.';
export const day = z.iso.date({ error: dayMessage });

/** The same day `years` years from `day` (29 February falls back to 28 February). */
function yearsFrom(day: string, years: number): string {
  const moved = new Date(`${day}T00:00:00Z`);
  moved.setUTCFullYear(moved.getUTCFullYear() + years, moved.getUTCMonth(), 1);
  const lastDay = new Date(Date.UTC(moved.getUTCFullYear(), moved.getUTCMonth() + 1, 0)).getUTCDate();
  moved.setUTCDate(Math.min(Number(day.slice(8, 10)), lastDay));
  return moved.toISOString().slice(0, 10);
}

/**
 * A day a person types, refused outside a sane window around today (decision 0095): a year typed short (0015 for
 * 2015) or in the wrong century never becomes a record. Each kind of date has its own window; a date of birth has
 * `dateOfBirth`, and money is checked against the club's first posting by the billing area.
 */
export function dayWithin({ yearsBefore, yearsAfter }: { yearsBefore: number; yearsAfter: number }) {
  // The window moves once a day: worked out again only when the day has changed.
  let window = { days: '', earliest: '', latest: '' };
  const windowOf = (now: Date) => {
    const today = now.toISOString().slice(0, 10);
    const latestDay = latestToday(now);
    if (window.days !== today + latestDay)
      window = {
        days: today + latestDay,
        earliest: yearsFrom(today, -yearsBefore),
        latest: yearsFrom(latestDay, yearsAfter),
      };
    return window;
  };
  return z.iso.date({ error: dayMessage, abort: true }).refine(
    (typed) => {
      const { earliest, latest } = windowOf(new Date());
      return typed >= earliest && typed <= latest;
    },
    { error: `Enter a date no more than ${yearsBefore} years ago and no more than ${yearsAfter} years ahead.` },
  );
}

/**
 * The days of a club's life a person types: tournaments and their rounds, a rating or an index coming into force, a
 * member joining or leaving, a membership type or a locker held. A century back keeps a long membership's first day;
 * ten years ahead keeps a tournament planned far ahead.
 */
export const clubDay = dayWithin({ yearsBefore: 100, yearsAfter: 10 });

/** How far back a date of birth may lie (decision 0046): the oldest people on record lived to about 120. */
export const dateOfBirthYears = 120;

export const dateOfBirthMessages = {
  future: 'A date of birth cannot be in the future.',
  tooEarly: `Enter a date of birth within the last ${dateOfBirthYears} years.`,
} as const;

/** Today where the day begins first (UTC+14), so that nobody born today anywhere is refused. */
function latestToday(now: Date): string {
  return new Date(now.getTime() + 14 * 3_600_000).toISOString().slice(0, 10);
}

/** The same day `dateOfBirthYears` years before today in UTC. */
function earliestDateOfBirth(now: Date): string {
  const today = now.toISOString().slice(0, 10);
  return `${String(Number(today.slice(0, 4)) - dateOfBirthYears).padStart(4, '0')}${today.slice(4)}`;
}

/** A date of birth: a real day, not in the future and not more than 120 years ago. */
export const dateOfBirth = z.iso
  .date({ error: dayMessage, abort: true })
  .refine((day) => day <= latestToday(new Date()), { error: dateOfBirthMessages.future, abort: true })
  .refine((day) => day >= earliestDateOfBirth(new Date()), { error: dateOfBirthMessages.tooEarly })
  .describe(`A date of birth, YYYY-MM-DD: not in the future, not more than ${dateOfBirthYears} years ago`);
