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
const dayMessage = 'Enter a date as YYYY-MM-DD.';
export const day = z.iso.date({ error: dayMessage });

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
