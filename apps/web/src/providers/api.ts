import type {
  attachmentRecord,
  changeOwnPasswordInput,
  currentUser,
  initData,
  registeredGolfCourse,
} from '@fairway/contract';
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

export type Attachment = z.output<typeof attachmentRecord>;
export type RegisteredGolfCourse = z.output<typeof registeredGolfCourse>;

/** Uploads an image (a club logo) as multipart/form-data; the server checks and re-encodes it. */
export async function uploadAttachment(file: File): Promise<Attachment> {
  const form = new FormData();
  form.append('file', file);
  return (await httpClient<Attachment>('/api/attachments/', { method: 'POST', body: form })).json;
}

/** The approved clubs anyone may register with (public). */
export async function fetchRegisteredGolfCourses(): Promise<RegisteredGolfCourse[]> {
  return (await httpClient<RegisteredGolfCourse[]>('/api/golf_courses/registered/')).json;
}
