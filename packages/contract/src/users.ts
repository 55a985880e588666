import { z } from 'zod';
import { fieldLimits } from './fields.js';
import { instant } from './records.js';

export const passwordLength = { min: 8, max: 128 } as const;

/** A password being chosen: long enough to resist guessing, short enough to hash quickly. */
export const newPassword = z.string().min(passwordLength.min).max(passwordLength.max);

export const loginInput = z.object({
  email: z.string().max(fieldLimits.email).optional(),
  username: z.string().max(fieldLimits.email).optional().describe('Accepted as the e-mail, as djoser does.'),
  password: z.string().min(1).max(passwordLength.max),
});

export const authTokenRecord = z.object({ auth_token: z.string() }).meta({
  id: 'AuthToken',
  examples: [{ auth_token: '3f9c1b7e5a2d4c6f8e0a1b3c5d7e9f1a2b4c6d8e0f1a3b5c7d9e1f3a5b7c9d1e' }],
});

export const changeOwnPasswordInput = z.object({
  old_password: z.string().min(1).max(passwordLength.max),
  new_password: newPassword,
});

export const initData = z
  .object({
    user_name: z.string(),
    user_initial: z.string(),
    data: z.array(
      z.object({
        id: z.number().int(),
        name: z.string(),
        is_guest: z.boolean(),
        is_member: z
          .boolean()
          .describe(
            'The caller belongs to the club (a role in it) and is not its guest; false for a club a super admin only oversees',
          ),
        individual_rounds_enabled: z
          .boolean()
          .describe("The club's setting: members and guests may play and record rounds of their own"),
        members_read_own_statement: z
          .boolean()
          .describe("The club's setting: its members may read their own account statement"),
        competition_purse: z
          .boolean()
          .describe("The club's setting: entry fees are taken from members' competition purses"),
        logo: z.string().nullable(),
        time_zone: z.string().describe('IANA time zone the club shows times in, e.g. Europe/London'),
        date_format: z.string().describe('How the club writes dates: DD/MM/YYYY, MM/DD/YYYY, YYYY-MM-DD, DD-MM-YYYY'),
        distance_unit: z.enum(['yards', 'metres']),
        currency: z.string().describe('ISO 4217 code of the club currency'),
        country: z
          .string()
          .nullable()
          .describe("ISO 3166 code of the club's country, whose national format its phone numbers are shown in"),
      }),
    ),
  })
  .meta({
    id: 'InitData',
    examples: [
      {
        user_name: 'Alex Admin',
        user_initial: 'AA',
        data: [
          {
            id: 1,
            name: 'Fairway Demo Golf Club',
            is_guest: false,
            is_member: true,
            individual_rounds_enabled: true,
            members_read_own_statement: true,
            competition_purse: false,
            logo: null,
            time_zone: 'Europe/London',
            date_format: 'DD/MM/YYYY',
            distance_unit: 'yards',
            currency: 'GBP',
            country: 'GB',
          },
        ],
      },
    ],
  });

export const currentUser = z
  .object({
    user_id: z.number().int().describe("The user's id: their avatar keeps one colour from it, visit after visit"),
    user_name: z.string(),
    user_profile_pic: z.string().nullable(),
    user_initial: z.string(),
    user_roles: z.array(z.object({ id: z.number().int() })),
    show_individual_rounds: z.boolean(),
  })
  .meta({
    id: 'CurrentUser',
    examples: [
      {
        user_id: 2,
        user_name: 'Alex Admin',
        user_profile_pic: null,
        user_initial: 'AA',
        user_roles: [{ id: 1 }],
        show_individual_rounds: true,
      },
    ],
  });

export const userRecord = z
  .object({
    id: z.number().int(),
    email: z.string(),
    first_name: z.string(),
    last_name: z.string(),
    user_name: z.string(),
    phone: z.string(),
    is_active: z.boolean(),
    email_verified: z.boolean(),
    user_type_id: z.number().int().nullable(),
    last_login_at: instant.nullable(),
    created_at: instant,
    updated_at: instant,
    roles: z.array(
      z.object({
        golf_course_id: z.number().int().nullable(),
        golf_course_name: z.string().nullable(),
        role: z.number().int(),
        is_guest: z.boolean().describe("The member role (5) held as a guest of the club: the golfer's tie to it"),
      }),
    ),
  })
  .meta({
    id: 'User',
    examples: [
      {
        id: 2,
        email: 'admin@demo.fairway.golf',
        first_name: 'Alex',
        last_name: 'Admin',
        user_name: 'Alex Admin',
        phone: '',
        is_active: true,
        email_verified: true,
        user_type_id: null,
        last_login_at: '2026-03-02T08:15:00.000Z',
        created_at: '2026-03-01T09:30:00.000Z',
        updated_at: '2026-03-01T09:30:00.000Z',
        roles: [{ golf_course_id: 1, golf_course_name: 'Fairway Demo Golf Club', role: 1, is_guest: false }],
      },
    ],
  });
