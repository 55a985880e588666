import type { currentUser, initData } from '@fairway/contract';
import type { z } from 'zod';
import { httpClient } from './httpClient';
import { getSession } from './session';

/**
 * Sign-in data: the user's clubs and roles, asked for while the app loads. The first screen imports this file, so it
 * takes no value from the contract (decision 0023); every other action goes through the contract's endpoints.
 */

export type InitData = z.output<typeof initData>;
export type GolfCourseChoice = InitData['data'][number];
export type CurrentUser = z.output<typeof currentUser>;

export async function fetchInit(): Promise<InitData> {
  return (await httpClient<InitData>('/api/init/')).json;
}

export async function fetchCurrentUser(): Promise<CurrentUser> {
  return (await httpClient<CurrentUser>('/api/users/current/')).json;
}

/**
 * Answers asked for before the app has loaded, each handed once to the first query that wants it; `arrived` holds the
 * answer once it is in, for the queries' first draw.
 */
const earlyAnswers = new Map<string, { answer: Promise<unknown>; arrived?: unknown }>();

const earlyKey = (...parts: unknown[]) => JSON.stringify(parts);

function early<T>(key: string, fetch: () => Promise<T>): Promise<T> {
  const answer = earlyAnswers.get(key)?.answer as Promise<T> | undefined;
  earlyAnswers.delete(key);
  return answer ?? fetch();
}

/** `fetchInit`, or the answer asked for early with the same token. */
export const askInit = (authToken: string | null) => early(earlyKey('init', authToken), fetchInit);

/** `fetchCurrentUser`, or the answer asked for early with the same token and course. */
export const askCurrentUser = (authToken: string | null, golfCourseId: number) =>
  early(earlyKey('currentUser', authToken, golfCourseId), fetchCurrentUser);

/**
 * The early answer of `askInit` if it is already in: the first screen then draws once, with its data, rather than
 * empty first and again (in one long task) as the answer is handed over.
 */
export const arrivedInit = (authToken: string | null) =>
  earlyAnswers.get(earlyKey('init', authToken))?.arrived as InitData | undefined;

/** The early answer of `askCurrentUser` if it is already in, as `arrivedInit`. */
export const arrivedCurrentUser = (authToken: string | null, golfCourseId: number) =>
  earlyAnswers.get(earlyKey('currentUser', authToken, golfCourseId))?.arrived as CurrentUser | undefined;

/** The early answers of `askInit` and `askCurrentUser` as they will arrive, not taken: for the first screen. */
export function earlySignedInAnswers(authToken: string | null, golfCourseId: number) {
  const init = earlyAnswers.get(earlyKey('init', authToken))?.answer as Promise<InitData> | undefined;
  const user = earlyAnswers.get(earlyKey('currentUser', authToken, golfCourseId))?.answer as
    Promise<CurrentUser> | undefined;
  return init && user ? { init, user } : undefined;
}

/**
 * A signed-in visit asks for the user's courses and roles while the app's scripts download rather than after they
 * have run: the first screen then draws once with its data, not first empty and again as each answer arrives.
 */
export function askForSignedInDataEarly(): void {
  const { auth_token, active_golf_course_id } = getSession();
  if (!auth_token) return;
  const ask = (key: string, fetch: () => Promise<unknown>) => {
    const early: { answer: Promise<unknown>; arrived?: unknown } = { answer: fetch() };
    // A failure is for the query that takes the answer to report; until then it is not an unhandled rejection.
    early.answer
      .then((arrived) => {
        early.arrived = arrived;
      })
      .catch(() => undefined);
    earlyAnswers.set(key, early);
  };
  ask(earlyKey('init', auth_token), fetchInit);
  if (active_golf_course_id > 0) ask(earlyKey('currentUser', auth_token, active_golf_course_id), fetchCurrentUser);
}
