import { z } from 'zod';
import { emailAddress } from './fields.js';
import { holesCountMessage, holesCounts } from './golf-courses.js';
import { phoneNumber, phoneNumberLength } from './phone-numbers.js';
import { instant } from './records.js';
import { newPassword } from './users.js';

/** The longest values of a club's registration, as the golf_courses table keeps them. */
export const registrationLimits = {
  courseName: 200,
  shortName: 50,
  phone: phoneNumberLength,
  website: 300,
  address: 2000,
  contactName: 200,
  rejectionReason: 2000,
} as const;

const optionalText = (max: number) => z.string().trim().max(max).optional();

/** A club asking to join Fairway: the public form at /golf-course-registration. */
export const golfCourseRegistrationInput = z.object({
  name: z.string().trim().min(1).max(registrationLimits.courseName).describe("The club's name"),
  short_name: optionalText(registrationLimits.shortName),
  email: z
    .union([emailAddress, z.literal('')], { error: 'Enter a valid email address.' })
    .optional()
    .describe("The club's office e-mail"),
  phone: phoneNumber.optional(),
  website: optionalText(registrationLimits.website),
  address: optionalText(registrationLimits.address),
  holes_count: z
    .union(
      holesCounts.map((count) => z.literal(count)),
      { error: holesCountMessage },
    )
    .optional()
    .describe('9, 18, 27 or 36'),
  contact_name: z.string().trim().min(1).max(registrationLimits.contactName).describe('Who the club is to us'),
  contact_email: emailAddress.describe('Where the approval and the link to set a password are mailed'),
  contact_phone: phoneNumber.optional(),
  fax: z
    .string()
    .max(2000)
    .optional()
    .describe('Leave empty. A form filled in by a program fills it; such a registration is answered, not kept.'),
});

export const golfCourseRegistrationAnswer = z.object({ detail: z.string() }).meta({
  id: 'GolfCourseRegistrationAnswer',
  examples: [{ detail: 'Thank you: your registration waits for approval. We will write to you.' }],
});

export const golfCourseRegistrationStatuses = ['pending', 'approved', 'rejected'] as const;

/** A club's registration, as the super admin reviews it. */
export const golfCourseRegistrationRecord = z
  .object({
    id: z.number().int(),
    name: z.string(),
    short_name: z.string(),
    email: z.string(),
    phone: z.string(),
    website: z.string(),
    address: z.string(),
    holes_count: z.number().int(),
    status: z.enum(golfCourseRegistrationStatuses),
    contact_name: z.string(),
    contact_email: z.string(),
    contact_phone: z.string(),
    created_at: instant,
  })
  .meta({
    id: 'GolfCourseRegistration',
    examples: [
      {
        id: 3,
        name: 'Lakeside Golf Club',
        short_name: 'Lakeside',
        email: 'office@lakeside.example',
        phone: '+441234567890',
        website: 'https://lakeside.example',
        address: '1 Lake Road, Lakeside',
        holes_count: 18,
        status: 'pending',
        contact_name: 'Jo Lake',
        contact_email: 'jo@lakeside.example',
        contact_phone: '',
        created_at: '2026-03-01T09:30:00.000Z',
      },
    ],
  });

/** The super admin's decision on a registration: approve it, or reject it with a reason mailed to the contact. */
export const golfCourseRegistrationDecision = z
  .object({
    golf_course_id: z.number().int().min(1).max(2_147_483_647),
    decision: z.enum(['approve', 'reject']),
    reason: z
      .string()
      .trim()
      .max(registrationLimits.rejectionReason)
      .optional()
      .describe('Why the registration is rejected: mailed to the contact. Needed to reject.'),
  })
  .superRefine((input, context) => {
    if (input.decision === 'reject' && !input.reason) {
      context.addIssue({
        code: 'custom',
        path: ['reason'],
        message: 'Say why the registration is rejected: the reason is mailed to the contact.',
      });
    }
  });

/** A password chosen through a mailed link. */
export const setPasswordWithLinkInput = z.object({
  token: z.string().min(1).max(200).describe('The secret of the mailed link'),
  new_password: newPassword,
});

export const setPasswordWithLinkAnswer = z
  .object({ email: z.string().describe('The e-mail to sign in with') })
  .meta({ id: 'PasswordSet', examples: [{ email: 'jo@lakeside.example' }] });
