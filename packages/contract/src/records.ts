import { z } from 'zod';

/** An instant: a Date in code, an ISO 8601 UTC string on the wire. */
export const instant = z.codec(z.iso.datetime(), z.date(), {
  decode: (text) => new Date(text),
  encode: (date) => date.toISOString(),
});

/** An instant a client sends: as `instant`, and a value that is none answers in the app's own words. */
export const instantInput = z.codec(
  z.iso.datetime({ error: 'Enter a date and time as YYYY-MM-DDTHH:MM:SSZ.' }),
  z.date(),
  {
    decode: (text) => new Date(text),
    encode: (date) => date.toISOString(),
  },
);

/** The fields every record carries: its id, and who created and last changed it, and when. */
export const recordFields = {
  id: z.number().int(),
  created_at: instant,
  created_by: z.number().int().nullable(),
  updated_at: instant,
  updated_by: z.number().int().nullable(),
};

/** The record fields of an example record in the OpenAPI document. */
export const recordExample = {
  id: 1,
  created_at: '2026-03-01T09:30:00.000Z',
  created_by: 1,
  updated_at: '2026-03-02T16:05:00.000Z',
  updated_by: 1,
};
