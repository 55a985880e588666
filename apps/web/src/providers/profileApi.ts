import type {
  changeEmailAnswer,
  changeEmailInput,
  confirmEmailAnswer,
  profileInput,
  profileRecord,
} from '@fairway/contract';
import type { z } from 'zod';
import { httpClient } from './httpClient';

/** The signed-in user's own profile and the change of their e-mail address. */

export type Profile = z.output<typeof profileRecord>;
export type ProfileChange = z.input<typeof profileInput>;

export async function fetchProfile(): Promise<Profile> {
  return (await httpClient<Profile>('/api/users/current/profile/')).json;
}

export async function saveProfile(body: ProfileChange): Promise<Profile> {
  return (await httpClient<Profile>('/api/users/current/profile/', { method: 'PUT', body })).json;
}

export async function askToChangeEmail(
  body: z.input<typeof changeEmailInput>,
): Promise<z.output<typeof changeEmailAnswer>> {
  return (
    await httpClient<z.output<typeof changeEmailAnswer>>('/api/users/current/change_email/', { method: 'POST', body })
  ).json;
}

/** The mailed link's page: public, so it works signed in or not. */
export async function confirmEmail(token: string): Promise<z.output<typeof confirmEmailAnswer>> {
  return (
    await httpClient<z.output<typeof confirmEmailAnswer>>('/api/users/confirm_email/', {
      method: 'POST',
      body: { token },
    })
  ).json;
}
