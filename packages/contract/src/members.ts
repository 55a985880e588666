import { z } from 'zod';
import { clubDay, dateOfBirth, fieldLimits, referenceId } from './fields.js';
import { phoneNumber, phoneNumberLength } from './phone-numbers.js';
import { recordExample, recordFields } from './records.js';

/**
 * The golfers: their personal records (`members`), their ties to clubs (`golf_course_members`), addresses, contacts,
 * the kinds of contact (`contact_types`) and the history of their Handicap Index (`member_indexes`).
 */

export const memberLimits = {
  name: 100,
  email: fieldLimits.email,
  phone: phoneNumberLength,
  federationNumber: 40,
  membershipNumber: 40,
  addressLine: 200,
  postalCode: 20,
  contactValue: 254,
  note: 500,
  /** WHS: a Handicap Index is at most 54.0; a plus handicap, stored negative, at most +10.0. */
  handicapIndex: { min: -10, max: 54 },
} as const;

export const memberGenders = ['M', 'F'] as const;
export const addressKinds = ['home', 'office', 'billing'] as const;
export const membershipStatuses = ['active', 'inactive'] as const;
export const indexSources = ['calculated', 'manual', 'federation'] as const;

const text = (max: number) => z.string().trim().max(max);
const email = text(memberLimits.email).pipe(
  z.union([z.literal(''), z.email({ error: 'Enter a valid email address.' })]),
);

/** A Handicap Index to one decimal: -10.0 (a plus 10) to 54.0. */
export const handicapIndex = z
  .number()
  .min(memberLimits.handicapIndex.min)
  .max(memberLimits.handicapIndex.max)
  .refine((value) => Math.abs(value * 10 - Math.round(value * 10)) < 1e-9, {
    error: 'Enter the index to one decimal.',
  })
  .describe('A Handicap Index to one decimal, -10.0 (a plus handicap of 10) to 54.0');

// Members --------------------------------------------------------------------------------------------------------

export const memberInput = z.object({
  first_name: z.string().trim().min(1).max(memberLimits.name),
  last_name: text(memberLimits.name).optional(),
  gender: z.enum(memberGenders).nullable().optional(),
  email: email.optional(),
  phone: phoneNumber.optional(),
  date_of_birth: dateOfBirth.nullable().optional(),
  federation_number: text(memberLimits.federationNumber).optional(),
});

/** The tie to the active club made with a new member. */
const membershipFields = {
  membership_number: text(memberLimits.membershipNumber)
    .optional()
    .describe('Unique in the club; empty for a guest without one'),
  is_guest: z.boolean().optional().describe('A guest from another club rather than a member of this one'),
  joined_on: clubDay.nullable().optional(),
};

export const memberCreateInput = memberInput.extend({
  ...membershipFields,
  handicap_index: handicapIndex
    .nullable()
    .optional()
    .describe("The golfer's Handicap Index: the first entry of their index history, dated today"),
});

export const memberRecord = z
  .object({
    ...recordFields,
    user_id: z.number().int().nullable(),
    first_name: z.string(),
    last_name: z.string(),
    gender: z.enum(memberGenders).nullable(),
    email: z.string(),
    phone: z.string(),
    date_of_birth: z.string().nullable(),
    federation_number: z.string(),
    handicap_index: z.number().nullable(),
    low_handicap_index: z.number().nullable(),
    golf_course_member_id: z.number().int().describe("The member's tie to the active club"),
    membership_number: z.string(),
    is_guest: z.boolean(),
    joined_on: z.string().nullable(),
    status: z.enum(membershipStatuses),
  })
  .meta({
    id: 'Member',
    description: 'A golfer of the active club, with their personal data and their tie to the club',
    examples: [
      {
        ...recordExample,
        user_id: null,
        first_name: 'Fiona',
        last_name: 'Campbell',
        gender: 'F',
        email: 'fiona.campbell@example.com',
        phone: '+447400900456',
        date_of_birth: '1978-05-14',
        federation_number: '',
        handicap_index: 12.4,
        low_handicap_index: 11.8,
        golf_course_member_id: 3,
        membership_number: 'FD-0002',
        is_guest: false,
        joined_on: '2019-03-01',
        status: 'active',
      },
    ],
  });

/** A golfer of another club, as an admin looking for them sees them: no personal data. */
export const nonClubMemberRecord = z
  .object({
    id: z.number().int(),
    first_name: z.string(),
    last_name: z.string(),
    handicap_index: z.number().nullable(),
    home_clubs: z.string().describe('The names of the clubs the golfer belongs to, comma separated'),
  })
  .meta({
    id: 'NonClubMember',
    examples: [
      { id: 42, first_name: 'Arjun', last_name: 'Mehta', handicap_index: 8.5, home_clubs: 'Second Demo Golf Club' },
    ],
  });

// Ties to clubs --------------------------------------------------------------------------------------------------

export const golfCourseMemberInput = z.object({
  member_id: referenceId,
  ...membershipFields,
  left_on: clubDay.nullable().optional(),
  status: z.enum(membershipStatuses).optional(),
});

export const addExistingMemberInput = z.object({ member_id: referenceId, ...membershipFields });

export const golfCourseMemberRecord = z
  .object({
    ...recordFields,
    golf_course_id: z.number().int(),
    member_id: z.number().int(),
    member_name: z.string(),
    membership_number: z.string(),
    is_guest: z.boolean(),
    joined_on: z.string().nullable(),
    left_on: z.string().nullable(),
    status: z.enum(membershipStatuses),
  })
  .meta({
    id: 'GolfCourseMember',
    description: "A golfer's tie to the club: as a member, or as a guest",
    examples: [
      {
        ...recordExample,
        golf_course_id: 1,
        member_id: 3,
        member_name: 'Fiona Campbell',
        membership_number: 'FD-0002',
        is_guest: false,
        joined_on: '2019-03-01',
        left_on: null,
        status: 'active',
      },
    ],
  });

// Addresses and contacts -----------------------------------------------------------------------------------------

export const memberAddressInput = z.object({
  member_id: referenceId,
  kind: z.enum(addressKinds).optional(),
  line1: z.string().trim().min(1).max(memberLimits.addressLine),
  line2: text(memberLimits.addressLine).optional(),
  city_id: referenceId.nullable().optional(),
  state_id: referenceId.nullable().optional(),
  country_id: referenceId.nullable().optional(),
  postal_code: text(memberLimits.postalCode).optional(),
  is_primary: z.boolean().optional(),
});

export const memberAddressRecord = z
  .object({
    ...recordFields,
    member_id: z.number().int(),
    kind: z.enum(addressKinds),
    line1: z.string(),
    line2: z.string(),
    city_id: z.number().int().nullable(),
    city_name: z.string().nullable(),
    state_id: z.number().int().nullable(),
    state_name: z.string().nullable(),
    country_id: z.number().int().nullable(),
    country_name: z.string().nullable(),
    postal_code: z.string(),
    is_primary: z.boolean(),
  })
  .meta({
    id: 'MemberAddress',
    examples: [
      {
        ...recordExample,
        member_id: 3,
        kind: 'home',
        line1: '12 The Scores',
        line2: '',
        city_id: 20,
        city_name: 'St Andrews',
        state_id: 9,
        state_name: 'Scotland',
        country_id: 3,
        country_name: 'United Kingdom',
        postal_code: 'KY16 9AB',
        is_primary: true,
      },
    ],
  });

export const contactTypeInput = z.object({
  name: z.string().trim().min(1).max(memberLimits.name),
  is_active: z.boolean().optional(),
});

export const contactTypeRecord = z
  .object({ ...recordFields, name: z.string(), is_active: z.boolean() })
  .meta({ id: 'ContactType', examples: [{ ...recordExample, name: 'Mobile', is_active: true }] });

export const memberContactInput = z.object({
  member_id: referenceId,
  contact_type_id: referenceId,
  value: z.string().trim().min(1).max(memberLimits.contactValue),
  is_primary: z.boolean().optional(),
});

export const memberContactRecord = z
  .object({
    ...recordFields,
    member_id: z.number().int(),
    contact_type_id: z.number().int(),
    contact_type_name: z.string(),
    value: z.string(),
    is_primary: z.boolean(),
  })
  .meta({
    id: 'MemberContact',
    examples: [
      {
        ...recordExample,
        member_id: 3,
        contact_type_id: 1,
        contact_type_name: 'Mobile',
        value: '+447400900456',
        is_primary: true,
      },
    ],
  });

// Index history --------------------------------------------------------------------------------------------------

export const memberIndexInput = z.object({
  member_id: referenceId,
  effective_on: clubDay.describe('The first day the index is in force (YYYY-MM-DD)'),
  handicap_index: handicapIndex,
  source: z.enum(indexSources).optional(),
  note: text(memberLimits.note).optional(),
});

export const memberIndexRecord = z
  .object({
    ...recordFields,
    member_id: z.number().int(),
    effective_on: z.string(),
    handicap_index: z.number(),
    source: z.enum(indexSources),
    note: z.string(),
  })
  .meta({
    id: 'MemberIndex',
    description: "One entry of a golfer's Handicap Index history",
    examples: [
      { ...recordExample, member_id: 3, effective_on: '2026-03-01', handicap_index: 12.4, source: 'manual', note: '' },
    ],
  });

export const currentIndexQuery = z.object({ member_id: z.coerce.number().int().min(1).max(2_147_483_647) });

export const currentIndex = z
  .object({
    member_id: z.number().int(),
    handicap_index: z.number().nullable().describe('The latest index on or before today'),
    low_handicap_index: z
      .number()
      .nullable()
      .describe('The lowest index of the last 365 days (WHS Low Handicap Index)'),
    effective_on: z.string().nullable().describe('The day the current index came into force'),
  })
  .meta({
    id: 'CurrentIndex',
    examples: [{ member_id: 3, handicap_index: 12.4, low_handicap_index: 11.8, effective_on: '2026-03-01' }],
  });
