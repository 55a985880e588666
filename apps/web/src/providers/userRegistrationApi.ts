import type {
  adminSetPasswordAnswer,
  adminSetPasswordInput,
  forgotPasswordInput,
  joinGolfCourseInput,
  resendOtpAnswer,
  resendOtpInput,
  userRegistrationAnswer,
  userRegistrationDecision,
  userRegistrationInput,
  verifyEmailInput,
} from '@fairway/contract';
import type { z } from 'zod';
import { httpClient } from './httpClient';

/** The calls of self-registration, join requests and passwords that are not list/read. */

export async function registerUser(
  body: z.input<typeof userRegistrationInput>,
): Promise<z.output<typeof userRegistrationAnswer>> {
  return (
    await httpClient<z.output<typeof userRegistrationAnswer>>('/api/user_registration/', { method: 'POST', body })
  ).json;
}

export async function verifyEmail(body: z.input<typeof verifyEmailInput>): Promise<void> {
  await httpClient('/api/verify_email/', { method: 'POST', body });
}

export async function resendOtp(body: z.input<typeof resendOtpInput>): Promise<z.output<typeof resendOtpAnswer>> {
  return (await httpClient<z.output<typeof resendOtpAnswer>>('/api/resend_otp/', { method: 'POST', body })).json;
}

export async function decideUserRegistration(body: z.input<typeof userRegistrationDecision>): Promise<void> {
  await httpClient('/api/user_registration/approve_user/', { method: 'POST', body });
}

export async function joinGolfCourse(body: z.input<typeof joinGolfCourseInput>): Promise<void> {
  await httpClient('/api/user_registration/join_golf_course/', { method: 'POST', body });
}

export async function askForPasswordLink(body: z.input<typeof forgotPasswordInput>): Promise<string> {
  return (await httpClient<{ detail: string }>('/api/user_registration/reset_password/', { method: 'POST', body })).json
    .detail;
}

export async function setUserPassword(
  body: z.input<typeof adminSetPasswordInput>,
): Promise<z.output<typeof adminSetPasswordAnswer>> {
  return (
    await httpClient<z.output<typeof adminSetPasswordAnswer>>('/api/users/set_new_user_password/', {
      method: 'POST',
      body,
    })
  ).json;
}
