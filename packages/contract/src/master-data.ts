import { z } from 'zod';
import { description, fieldLimits, isActive, name, referenceId } from './fields.js';
import { recordExample, recordFields } from './records.js';

export const countryInput = z.object({
  name,
  iso_code: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2}$/, { error: 'Enter the two-letter ISO 3166 code.', abort: true })
    .max(fieldLimits.isoCode)
    .transform((code) => code.toUpperCase()),
  phone_code: z
    .string()
    .trim()
    .regex(/^(\+[0-9]{1,4})?$/, { error: 'Enter a dialling code such as +44, or leave it blank.', abort: true })
    .max(fieldLimits.phoneCode)
    .optional(),
  is_active: isActive.optional(),
});

export const countryRecord = z
  .object({ ...recordFields, name: z.string(), iso_code: z.string(), phone_code: z.string(), is_active: z.boolean() })
  .meta({
    id: 'Country',
    examples: [{ ...recordExample, name: 'United Kingdom', iso_code: 'GB', phone_code: '+44', is_active: true }],
  });

export const stateInput = z.object({
  country_id: referenceId,
  name,
  code: z.string().trim().max(fieldLimits.stateCode).optional(),
  is_active: isActive.optional(),
});

export const stateRecord = z
  .object({
    ...recordFields,
    country_id: z.number().int(),
    country_name: z.string(),
    name: z.string(),
    code: z.string(),
    is_active: z.boolean(),
  })
  .meta({
    id: 'State',
    examples: [
      {
        ...recordExample,
        country_id: 1,
        country_name: 'United Kingdom',
        name: 'Scotland',
        code: 'SCT',
        is_active: true,
      },
    ],
  });

export const cityInput = z.object({ state_id: referenceId, name, is_active: isActive.optional() });

export const cityRecord = z
  .object({
    ...recordFields,
    state_id: z.number().int(),
    state_name: z.string(),
    country_id: z.number().int(),
    country_name: z.string(),
    name: z.string(),
    is_active: z.boolean(),
  })
  .meta({
    id: 'City',
    examples: [
      {
        ...recordExample,
        state_id: 1,
        state_name: 'Scotland',
        country_id: 1,
        country_name: 'United Kingdom',
        name: 'St Andrews',
        is_active: true,
      },
    ],
  });

/** User types and prize types: a name and a description, nothing more. */
export const namedTypeInput = z.object({ name, description: description.optional(), is_active: isActive.optional() });

const namedTypeFields = { ...recordFields, name: z.string(), description: z.string(), is_active: z.boolean() };

export const userTypeRecord = z.object(namedTypeFields).meta({
  id: 'UserType',
  examples: [{ ...recordExample, name: 'Committee', description: 'Members of the club committee', is_active: true }],
});

export const prizeTypeRecord = z.object(namedTypeFields).meta({
  id: 'PrizeType',
  examples: [
    {
      ...recordExample,
      name: 'Nearest to Pin',
      description: 'The tee shot closest to the hole on a par 3',
      is_active: true,
    },
  ],
});

export const scoreTermInput = z.object({
  name: z.string().trim().min(1).max(fieldLimits.scoreTermName),
  strokes_to_par: z
    .number()
    .int()
    .min(-4)
    .max(3)
    .nullable()
    .optional()
    .describe('Strokes relative to par: -4 condor ... +3 triple bogey; null for the hole-in-one term'),
  is_hole_in_one: z.boolean().optional(),
  colour: z
    .string()
    .regex(/^#[0-9a-fA-F]{6}$/, { error: 'Enter a colour as #rrggbb.', abort: true })
    .max(fieldLimits.colour)
    .optional(),
  is_active: isActive.optional(),
});

export const scoreTermRecord = z
  .object({
    ...recordFields,
    name: z.string(),
    strokes_to_par: z.number().int().nullable(),
    is_hole_in_one: z.boolean(),
    colour: z.string(),
    is_active: z.boolean(),
  })
  .meta({
    id: 'ScoreTerm',
    examples: [
      {
        ...recordExample,
        name: 'Birdie',
        strokes_to_par: -1,
        is_hole_in_one: false,
        colour: '#1e88e5',
        is_active: true,
      },
    ],
  });
