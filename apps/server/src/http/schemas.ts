import { z } from 'zod';

/** A path id: a positive whole number that fits PostgreSQL's integer; anything else answers 404. */
export const idParam = z
  .string()
  .regex(/^[1-9][0-9]{0,9}$/)
  .transform(Number)
  .refine((id) => id <= 2_147_483_647);

export const idParams = z.object({ id: idParam });

export const detailBody = z
  .object({ detail: z.string() })
  .meta({ id: 'Detail', examples: [{ detail: 'You do not have permission to perform this action.' }] });

export const fieldErrorsBody = z.record(z.string(), z.array(z.string())).meta({
  id: 'FieldErrors',
  description: 'The fields that are wrong, each with its messages; `non_field_errors` for the record as a whole.',
  examples: [{ iso_code: ['Enter the two-letter ISO 3166 code.'] }],
});

const badRequestBody = z.union([fieldErrorsBody, detailBody]);

/** A JSON answer with words on what it means, for the OpenAPI document. */
export const answer = (description: string, schema: z.ZodType) => ({
  description,
  content: { 'application/json': { schema } },
});

/** Every error status the API answers, in its DRF shape (spec section 8), with what it means for the client. */
export const errorAnswers = {
  400: answer(
    'The request is not valid: each field says what is wrong with it, or `detail` says what is.',
    badRequestBody,
  ),
  401: answer('No valid token: sign in (again).', detailBody),
  403: answer('The caller may not do this, or does not belong to the golf course of X-Golf-Course.', detailBody),
  404: answer('No such record in the active golf course, or no such page.', detailBody),
  409: answer(
    'The record is in use by others; retire it instead. `detail` names the record and how many records use it, for a person to read: "India is used by 36 states. Mark it inactive instead of deleting it."',
    detailBody,
  ),
  413: answer('The request body is too large.', detailBody),
  415: answer('The request body is not JSON.', detailBody),
  429: answer('Too many attempts: wait the seconds of Retry-After.', detailBody),
  503: answer('The database is busy or away: try again after the seconds of Retry-After.', detailBody),
} as const;

export const listQuery = z.object({
  page: z.string().optional(),
  page_size: z.string().optional(),
  search: z.string().optional(),
  ordering: z.string().optional(),
});

export function pageOf<T extends z.ZodType>(record: T) {
  return z.object({
    count: z.number().int(),
    next: z.string().nullable(),
    previous: z.string().nullable(),
    results: z.array(record),
  });
}
