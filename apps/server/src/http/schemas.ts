import { z } from 'zod';

/** A path id: a positive whole number that fits PostgreSQL's integer; anything else answers 404. */
export const idParam = z
  .string()
  .regex(/^[1-9][0-9]{0,9}$/)
  .transform(Number)
  .refine((id) => id <= 2_147_483_647);

export const idParams = z.object({ id: idParam });

/** An instant in a response: a Date in the service, an ISO 8601 UTC string on the wire. */
export const instant = z.codec(z.iso.datetime(), z.date(), {
  decode: (text) => new Date(text),
  encode: (date) => date.toISOString(),
});

export const recordFields = {
  id: z.number().int(),
  created_at: instant,
  created_by: z.number().int().nullable(),
  updated_at: instant,
  updated_by: z.number().int().nullable(),
};

export const detailBody = z.object({ detail: z.string() }).meta({ id: 'Detail' });

export const fieldErrorsBody = z.record(z.string(), z.array(z.string())).meta({ id: 'FieldErrors' });

export const badRequestBody = z.union([fieldErrorsBody, detailBody]);

/** The error answers every authenticated route can give. */
export const errorResponses = {
  400: badRequestBody,
  401: detailBody,
  403: detailBody,
  404: detailBody,
};

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
