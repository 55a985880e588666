import { z } from 'zod';
import { fieldLimits, referenceId } from './fields.js';
import {
  currencyCodes,
  dateFormats,
  distanceUnits,
  financialYearStartMonthMessage,
  golfCourseStatuses,
  holesCountMessage,
  holesCounts,
  paperSizes,
  prizesPerPlayerLimits,
} from './golf-course-settings.js';
import { phoneNumber, phoneNumberLength } from './phone-numbers.js';
import { recordExample, recordFields } from './records.js';

/** The longest values a golf course's fields keep, shared by the server's checks and the web's inputs. */
export const golfCourseLimits = {
  name: 200,
  shortName: 50,
  email: fieldLimits.email,
  phone: phoneNumberLength,
  website: 300,
  address: 500,
  postalCode: 20,
  contactName: 200,
} as const;

export {
  currencyCodes,
  dateFormats,
  distanceUnits,
  financialYearStartMonthMessage,
  golfCourseStatuses,
  holesCountMessage,
  holesCounts,
  paperSizes,
  prizesPerPlayerLimits,
  timeZoneNames,
} from './golf-course-settings.js';

function isTimeZone(zone: string): boolean {
  // An IANA name (Europe/London, UTC), never an offset such as +05:30, which does not follow summer time.
  if (!/^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+)*$/.test(zone)) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

const text = (max: number) => z.string().trim().max(max);
const email = text(golfCourseLimits.email).pipe(
  z.union([z.literal(''), z.email({ error: 'Enter a valid email address.' })]),
);

export const golfCourseInput = z.object({
  name: z.string().trim().min(1).max(golfCourseLimits.name),
  short_name: text(golfCourseLimits.shortName).optional(),
  email: email.optional(),
  phone: phoneNumber.optional(),
  website: text(golfCourseLimits.website)
    .regex(/^(https?:\/\/[^\s/$.?#][^\s]*)?$/i, { error: 'Enter a web address starting with http:// or https://.' })
    .optional(),
  address: text(golfCourseLimits.address).optional().describe('Street and building, one or more lines'),
  postal_code: text(golfCourseLimits.postalCode).optional(),
  country_id: referenceId.nullable().optional(),
  state_id: referenceId.nullable().optional().describe('A state of the country'),
  city_id: referenceId.nullable().optional().describe('A city of the state'),
  logo_id: referenceId.nullable().optional().describe('An uploaded image (POST /api/attachments/)'),
  time_zone: z
    .string()
    .trim()
    .max(64)
    .refine(isTimeZone, { error: 'Choose a time zone such as Europe/London (an IANA name).', abort: true })
    .optional(),
  date_format: z.enum(dateFormats).optional(),
  distance_unit: z.enum(distanceUnits).optional(),
  currency: z
    .string()
    .trim()
    .refine((code) => currencyCodes().includes(code), { error: 'Choose a currency by its ISO 4217 code, such as GBP.' })
    .optional(),
  individual_rounds_enabled: z
    .boolean()
    .optional()
    .describe("Members and guests may play and record rounds of their own (the menu's Handicap Analysis)"),
  holes_count: z
    .union(
      holesCounts.map((count) => z.literal(count)),
      { error: holesCountMessage },
    )
    .optional()
    .describe('9, 18, 27 or 36; set by a super admin'),
  status: z.enum(golfCourseStatuses).optional().describe('Set by a super admin'),
  financial_year_start_month: z
    .union(
      [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].map((month) => z.literal(month)),
      { error: financialYearStartMonthMessage },
    )
    .optional()
    .describe(
      "The month the club's financial year starts (1 January to 12 December): yearly charges fall due in it, half-yearly and quarterly ones in it and every six or three months after",
    ),
  members_read_own_statement: z
    .boolean()
    .optional()
    .describe('The club lets its members read their own account statement'),
  paper_size: z
    .enum(paperSizes)
    .optional()
    .describe("The paper the club's results sheets are printed on: A4 or US Letter (`letter`)"),
  prizes_per_player: z
    .number()
    .int()
    .min(prizesPerPlayerLimits.min)
    .max(prizesPerPlayerLimits.max)
    .optional()
    .describe(
      "How many of a tournament's prizes one player may win when its results are published (1: one prize a player, the next prize going down the order)",
    ),
  marker_signature_attests: z
    .boolean()
    .optional()
    .describe(
      "The marker's signature on the club-house device counts as both (Rule 3.3b): signing a card as marker attests it for the player too",
    ),
  general_play_return_hours: z
    .number()
    .int()
    .min(1)
    .max(168)
    .optional()
    .describe(
      'General play: the hours after its start time within which a round registered for handicap is to be returned; after them it is listed for the handicap committee',
    ),
  general_play_grace_minutes: z
    .number()
    .int()
    .min(0)
    .max(1440)
    .optional()
    .describe('General play: how many minutes after its start time a round may still be registered for handicap'),
  competition_purse: z
    .boolean()
    .optional()
    .describe(
      "Members' entry fees are taken from their competition purse, topped up at the club; an entry the purse cannot pay is refused",
    ),
  contact_name: text(golfCourseLimits.contactName).optional(),
  contact_email: email.optional(),
  contact_phone: phoneNumber.optional(),
});

export const golfCourseRecord = z
  .object({
    ...recordFields,
    name: z.string(),
    short_name: z.string(),
    email: z.string(),
    phone: z.string(),
    website: z.string(),
    address: z.string(),
    postal_code: z.string(),
    country_id: z.number().int().nullable(),
    country_name: z.string().nullable(),
    state_id: z.number().int().nullable(),
    state_name: z.string().nullable(),
    city_id: z.number().int().nullable(),
    city_name: z.string().nullable(),
    logo_id: z.number().int().nullable(),
    logo: z.string().nullable().describe("The logo's address, for an <img>"),
    time_zone: z.string(),
    date_format: z.enum(dateFormats),
    distance_unit: z.enum(distanceUnits),
    currency: z.string(),
    individual_rounds_enabled: z.boolean(),
    holes_count: z.number().int(),
    status: z.enum(golfCourseStatuses),
    financial_year_start_month: z.number().int(),
    members_read_own_statement: z.boolean(),
    paper_size: z.enum(paperSizes),
    prizes_per_player: z.number().int(),
    marker_signature_attests: z.boolean(),
    general_play_return_hours: z.number().int(),
    general_play_grace_minutes: z.number().int(),
    competition_purse: z.boolean(),
    contact_name: z.string(),
    contact_email: z.string(),
    contact_phone: z.string(),
  })
  .meta({
    id: 'GolfCourse',
    examples: [
      {
        ...recordExample,
        name: 'Fairway Demo Golf Club',
        short_name: 'Fairway Demo',
        email: 'office@demo.fairway.golf',
        phone: '+441334000000',
        website: 'https://demo.fairway.golf',
        address: 'The Links',
        postal_code: 'KY16 9XL',
        country_id: 1,
        country_name: 'United Kingdom',
        state_id: 1,
        state_name: 'Scotland',
        city_id: 1,
        city_name: 'St Andrews',
        logo_id: 1,
        logo: '/api/attachments/1/file/',
        time_zone: 'Europe/London',
        date_format: 'DD/MM/YYYY',
        distance_unit: 'yards',
        currency: 'GBP',
        individual_rounds_enabled: true,
        holes_count: 18,
        status: 'approved',
        financial_year_start_month: 1,
        members_read_own_statement: true,
        paper_size: 'A4',
        prizes_per_player: 1,
        marker_signature_attests: false,
        general_play_return_hours: 24,
        general_play_grace_minutes: 30,
        competition_purse: false,
        contact_name: 'Alex Admin',
        contact_email: 'admin@demo.fairway.golf',
        contact_phone: '',
      },
    ],
  });

/** An approved club as anyone may see it, to choose the club to register with, and how it writes dates. */
export const registeredGolfCourse = z
  .object({
    id: z.number().int(),
    name: z.string(),
    city_name: z.string().nullable(),
    logo: z.string().nullable().describe("The logo's address, for an <img>"),
    date_format: z
      .enum(dateFormats)
      .describe('How the club writes dates, for the date of birth on its registration form'),
  })
  .meta({
    id: 'RegisteredGolfCourse',
    examples: [
      {
        id: 1,
        name: 'Fairway Demo Golf Club',
        city_name: 'St Andrews',
        logo: '/api/attachments/1/file/',
        date_format: 'DD/MM/YYYY',
      },
    ],
  });
