import type {
  golfCourseRegistrationDecision,
  golfCourseRegistrationInput,
  setPasswordWithLinkAnswer,
  setPasswordWithLinkInput,
} from '@fairway/contract';
import type { z } from 'zod';
import { httpClient } from './httpClient';

/** The calls of a club's registration that are not list/edit: the public form, the decision, the mailed link (any mailed set-password link: after a club's or a person's approval, or "forgot password"). */

export async function registerGolfCourse(body: z.input<typeof golfCourseRegistrationInput>): Promise<void> {
  await httpClient('/api/golf_courses/registration/', { method: 'POST', body });
}

export async function decideGolfCourseRegistration(body: z.input<typeof golfCourseRegistrationDecision>) {
  await httpClient('/api/golf_courses/approve_golf_course_registration/', { method: 'POST', body });
}

export async function setPasswordWithLink(
  body: z.input<typeof setPasswordWithLinkInput>,
): Promise<z.output<typeof setPasswordWithLinkAnswer>> {
  return (
    await httpClient<z.output<typeof setPasswordWithLinkAnswer>>('/api/user_registration/set_password/', {
      method: 'POST',
      body,
    })
  ).json;
}
