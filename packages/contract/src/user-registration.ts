import { z } from 'zod';
import { dateOfBirth, emailAddress, referenceId } from './fields.js';
import { handicapIndex, memberGenders } from './members.js';
import { phoneNumber, phoneNumberLength } from './phone-numbers.js';
import { instant } from './records.js';
import { newPassword } from './users.js';

/** The rules of the mailed code and of the registration form, shared by the server and the web pages. */
export const userRegistrationLimits = {
  firstName: 100,
  lastName: 100,
  phone: phoneNumberLength,
  rejectionReason: 500,
  otpDigits: 6,
  /** Minutes a code works. */
  otpMinutes: 10,
  /** Wrong tries a code takes before it stops working. */
  otpTries: 5,
  /** Seconds between two codes sent for one registration. */
  resendSeconds: 60,
  /** Codes sent for one registration in an hour. */
  sendsPerHour: 5,
} as const;

const email = emailAddress;

const optionalText = (max: number) => z.string().trim().max(max).optional();

export const registrationUid = z.uuid({ error: 'This link is not complete: open it again from the e-mail.' });

/** A visitor's self-registration: the public form at /golf-course/{id}/user-registration. */
export const userRegistrationInput = z.object({
  golf_course_id: referenceId.describe('The approved club the visitor registers with'),
  first_name: z.string().trim().min(1).max(userRegistrationLimits.firstName),
  last_name: optionalText(userRegistrationLimits.lastName),
  email: email.describe('Where the 6-digit code, and later the link to set a password, are mailed'),
  phone: phoneNumber.optional(),
  gender: z.enum(memberGenders).optional(),
  date_of_birth: dateOfBirth.optional(),
  declared_handicap_index: handicapIndex
    .optional()
    .describe('The Handicap Index the visitor says they hold, -10 to 54; the club checks it'),
  is_guest: z.boolean().optional().describe('True to play the club as a guest rather than join it as a member'),
  fax: z
    .string()
    .max(2000)
    .optional()
    .describe('Leave empty. A form filled in by a program fills it; such a registration is answered, not kept.'),
});

/** What the visitor is told: where to enter the mailed code. */
export const userRegistrationAnswer = z
  .object({
    uid: z.string().describe('The registration: the page /verify-email/{uid} takes its code'),
    status: z.enum(['unverified']),
    detail: z.string(),
  })
  .meta({
    id: 'UserRegistrationAnswer',
    examples: [
      {
        uid: '3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
        status: 'unverified',
        detail: 'We mailed a 6-digit code to jo@example.com. Enter it within 10 minutes.',
      },
    ],
  });

/** The mailed code, typed on /verify-email/{uid}. */
export const verifyEmailInput = z.object({
  uid: registrationUid,
  otp: z
    .string()
    .trim()
    .regex(/^[0-9]{6}$/, { error: 'Enter the 6 digits of the code we mailed.' })
    .describe('The 6-digit code of the mail'),
});

export const verifyEmailAnswer = z.object({ status: z.enum(['unapproved']), detail: z.string() }).meta({
  id: 'EmailVerified',
  examples: [{ status: 'unapproved', detail: 'Thank you: your e-mail is confirmed. The club will review it.' }],
});

/** A new code: for the registration of the link, or for the e-mail registered with a club. */
export const resendOtpInput = z
  .object({
    uid: registrationUid.optional(),
    email: email.optional(),
    golf_course_id: referenceId.optional().describe('With `email`: the club the e-mail registered with'),
  })
  .superRefine((input, context) => {
    if (input.uid === undefined && input.email === undefined) {
      context.addIssue({ code: 'custom', path: ['email'], message: 'Enter the e-mail you registered with.' });
    }
    if (input.uid === undefined && input.email !== undefined && input.golf_course_id === undefined) {
      context.addIssue({ code: 'custom', path: ['golf_course_id'], message: 'Choose the club you registered with.' });
    }
  });

export const resendOtpAnswer = z.object({ uid: z.string(), detail: z.string() }).meta({
  id: 'CodeResent',
  examples: [
    {
      uid: '3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
      detail: 'A new code is on its way to jo@example.com. It works for 10 minutes.',
    },
  ],
});

/** The super admin's support call: a fresh code for a registration, since only codes' hashes are kept. */
export const otpForSupportInput = z.object({ id: referenceId.describe('The registration') });

export const otpForSupportAnswer = z
  .object({ uid: z.string(), email: z.string(), otp: z.string(), expires_at: instant })
  .meta({
    id: 'SupportCode',
    examples: [
      {
        uid: '3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
        email: 'jo@example.com',
        otp: '042917',
        expires_at: '2026-03-01T09:40:00.000Z',
      },
    ],
  });

export const userRegistrationStatuses = ['unverified', 'unapproved', 'approved', 'rejected'] as const;
export const userRegistrationKinds = ['registration', 'join'] as const;

/** A registration or join request, as the club's admins review it. */
export const userRegistrationRecord = z
  .object({
    id: z.number().int(),
    uid: z.string(),
    golf_course_id: z.number().int(),
    kind: z.enum(userRegistrationKinds),
    user_id: z.number().int().nullable(),
    member_id: z.number().int().nullable(),
    first_name: z.string(),
    last_name: z.string(),
    email: z.string(),
    phone: z.string(),
    gender: z.enum(['M', 'F']).nullable(),
    date_of_birth: z.string().nullable(),
    declared_handicap_index: z.number().nullable(),
    is_guest: z.boolean(),
    status: z.enum(userRegistrationStatuses),
    verified_at: instant.nullable(),
    decided_at: instant.nullable(),
    decided_by_name: z.string().nullable(),
    rejection_reason: z.string(),
    created_at: instant,
  })
  .meta({
    id: 'UserRegistration',
    examples: [
      {
        id: 7,
        uid: '3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
        golf_course_id: 1,
        kind: 'registration',
        user_id: null,
        member_id: null,
        first_name: 'Jo',
        last_name: 'Fairway',
        email: 'jo@example.com',
        phone: '+447400900000',
        gender: 'F',
        date_of_birth: '1990-05-01',
        declared_handicap_index: 18.4,
        is_guest: false,
        status: 'unapproved',
        verified_at: '2026-03-01T09:33:00.000Z',
        decided_at: null,
        decided_by_name: null,
        rejection_reason: '',
        created_at: '2026-03-01T09:30:00.000Z',
      },
    ],
  });

/** The club admin's decision: approve, or reject with a reason mailed to the person. */
export const userRegistrationDecision = z
  .object({
    id: referenceId.describe('The registration or join request'),
    decision: z.enum(['approve', 'reject']),
    reason: z
      .string()
      .trim()
      .max(userRegistrationLimits.rejectionReason)
      .optional()
      .describe('Why it is rejected: mailed to the person. Needed to reject.'),
  })
  .superRefine((input, context) => {
    if (input.decision === 'reject' && !input.reason) {
      context.addIssue({
        code: 'custom',
        path: ['reason'],
        message: 'Say why the registration is rejected: the reason is mailed to the person.',
      });
    }
  });

/** A signed-in user asks to join another club, as a member or as a guest. */
export const joinGolfCourseInput = z.object({
  golf_course_id: referenceId.describe('The approved club to join'),
  is_guest: z.boolean().describe('True to play there as a guest, false to join as a member'),
});

/** "Forgot password": the e-mail a reset link is mailed to, when a user has it. */
export const forgotPasswordInput = z.object({ email });

export const forgotPasswordAnswer = z.object({ detail: z.string() }).meta({
  id: 'ResetLinkAsked',
  examples: [{ detail: 'If a user has this e-mail, a link to choose a new password is on its way.' }],
});

/** An admin sets a user's password. */
export const adminSetPasswordInput = z.object({
  user_id: referenceId.describe('The user whose password is set'),
  new_password: newPassword,
});

export const adminSetPasswordAnswer = z.object({ id: z.number().int(), email: z.string(), detail: z.string() }).meta({
  id: 'UserPasswordSet',
  examples: [{ id: 5, email: 'jo@example.com', detail: 'The password of jo@example.com is set.' }],
});
