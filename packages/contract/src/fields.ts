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
