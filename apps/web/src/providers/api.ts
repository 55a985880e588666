import type {
  attachmentRecord,
  changeOwnPasswordInput,
  currentUser,
  initData,
  registeredGolfCourse,
} from '@fairway/contract';
import type { z } from 'zod';
import { httpClient } from './httpClient';
import { getSession } from './session';

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

/** Answers asked for before the app has loaded, each handed once to the first query that wants it. */
const earlyAnswers = new Map<string, Promise<unknown>>();

const earlyKey = (...parts: unknown[]) => JSON.stringify(parts);

function early<T>(key: string, fetch: () => Promise<T>): Promise<T> {
  const answer = earlyAnswers.get(key) as Promise<T> | undefined;
  earlyAnswers.delete(key);
  return answer ?? fetch();
}

/** `fetchInit`, or the answer asked for early with the same token. */
export const askInit = (authToken: string | null) => early(earlyKey('init', authToken), fetchInit);

/** `fetchCurrentUser`, or the answer asked for early with the same token and course. */
export const askCurrentUser = (authToken: string | null, golfCourseId: number) =>
  early(earlyKey('currentUser', authToken, golfCourseId), fetchCurrentUser);

/**
 * A signed-in visit asks for the user's courses and roles while the app's scripts download rather than after they
 * have run: the first screen then draws once with its data, not first empty and again as each answer arrives.
 */
export function askForSignedInDataEarly(): void {
  const { auth_token, active_golf_course_id } = getSession();
  if (!auth_token) return;
  const ask = (key: string, fetch: () => Promise<unknown>) => {
    const answer = fetch();
    // A failure is for the query that takes the answer to report; until then it is not an unhandled rejection.
    answer.catch(() => undefined);
    earlyAnswers.set(key, answer);
  };
  ask(earlyKey('init', auth_token), fetchInit);
  if (active_golf_course_id > 0) ask(earlyKey('currentUser', auth_token, active_golf_course_id), fetchCurrentUser);
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
