import type { changeOwnPasswordInput, currentUser, initData } from '@fairway/contract';
import type { z } from 'zod';
import { httpClient } from './httpClient';

/** The calls of this issue that are not list/edit: sign-in data and the caller's own account. */

export type InitData = z.output<typeof initData>;
export type GolfCourseChoice = InitData['data'][number];
export type CurrentUser = z.output<typeof currentUser>;

export async function fetchInit(): Promise<InitData> {
  return (await httpClient<InitData>('/api/init/')).json;
}

export async function fetchCurrentUser(): Promise<CurrentUser> {
  return (await httpClient<CurrentUser>('/api/users/current/')).json;
}

export async function resetMyPassword(body: z.output<typeof changeOwnPasswordInput>): Promise<void> {
  await httpClient('/api/users/reset_my_password/', { method: 'POST', body });
}
