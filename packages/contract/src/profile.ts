import { z } from 'zod';
import { emailAddress, name, referenceId } from './fields.js';
import { phoneNumber, phoneNumberLength } from './phone-numbers.js';
import { passwordLength } from './users.js';

export const profileLimits = { lastName: 100, phone: phoneNumberLength } as const;

/** The signed-in user's own record, as the profile page shows it; `member` is their golfer's record, if they have one. */
export const profileRecord = z
  .object({
    email: z.string(),
    first_name: z.string(),
    last_name: z.string(),
    phone: z.string(),
    user_profile_pic: z.string().nullable().describe("The address of the user's photo, as the top bar shows it"),
    pending_email: z
      .string()
      .nullable()
      .describe('A new address asked for and not yet confirmed from the link mailed to it'),
    member: z
      .object({
        id: z.number().int(),
        gender: z.enum(['M', 'F']).nullable(),
        date_of_birth: z.string().nullable(),
        handicap_index: z.number().nullable().describe('The current Handicap Index; plus handicaps are negative'),
        low_handicap_index: z.number().nullable(),
      })
      .nullable(),
  })
  .meta({
    id: 'Profile',
    examples: [
      {
        email: 'alex.admin@fairway.example',
        first_name: 'Alex',
        last_name: 'Admin',
        phone: '+442079460000',
        user_profile_pic: null,
        pending_email: null,
        member: { id: 1, gender: 'M', date_of_birth: '1980-04-12', handicap_index: 12.4, low_handicap_index: 10.9 },
      },
    ],
  });

/** What a user changes of their own record from the profile page. */
export const profileInput = z.object({
  first_name: name,
  last_name: z.string().trim().max(profileLimits.lastName),
  phone: phoneNumber,
  photo_id: referenceId
    .nullable()
    .optional()
    .describe('An image the user uploaded (attachments) as their new photo; null removes the photo; absent keeps it'),
});

/** A new e-mail address: the password proves it is the user asking; the new address confirms from a mailed link. */
export const changeEmailInput = z.object({
  password: z.string().min(1).max(passwordLength.max),
  new_email: emailAddress,
});

export const changeEmailAnswer = z.object({ detail: z.string() }).meta({
  id: 'ChangeEmailAnswer',
  examples: [{ detail: 'We have mailed a link to new.address@example.com. Open it to confirm the new address.' }],
});

export const confirmEmailInput = z.object({ token: z.string().min(1).max(200) });

export const confirmEmailAnswer = z.object({ email: z.string() }).meta({
  id: 'ConfirmEmailAnswer',
  examples: [{ email: 'new.address@example.com' }],
});
