import { useSyncExternalStore } from 'react';

/** Spec section 9: the session record lives in local storage under this key. */
export const SESSION_STORAGE_KEY = 'golfAPP_userState';

/**
 * Where the browser keeps the API addresses the dashboard's cards asked for the signed-in person (decision 0136). They
 * name that person's records, so they go with the session.
 */
export const DASHBOARD_QUESTIONS_KEY = 'fairway_dashboard_questions';

export interface Session {
  auth_token: string | null;
  /** 0 or absent means no course has been chosen (spec section 3). */
  active_golf_course_id: number;
  /** The chosen course's name, so that the first screen can show it before the app has loaded; '' when unknown. */
  active_golf_course_name: string;
}

const signedOut: Session = { auth_token: null, active_golf_course_id: 0, active_golf_course_name: '' };
const listeners = new Set<() => void>();
let cached: { raw: string | null; session: Session } | null = null;

function parse(raw: string | null): Session {
  if (!raw) return signedOut;
  try {
    const value = JSON.parse(raw) as Partial<Session> | null;
    const token = typeof value?.auth_token === 'string' && value.auth_token !== '' ? value.auth_token : null;
    const courseId = Number(value?.active_golf_course_id);
    const chosen = Number.isInteger(courseId) && courseId > 0;
    const name = chosen && typeof value?.active_golf_course_name === 'string' ? value.active_golf_course_name : '';
    return { auth_token: token, active_golf_course_id: chosen ? courseId : 0, active_golf_course_name: name };
  } catch {
    return signedOut;
  }
}

export function getSession(): Session {
  const raw = localStorage.getItem(SESSION_STORAGE_KEY);
  // useSyncExternalStore needs the same object while storage has not changed.
  if (cached?.raw !== raw) cached = { raw, session: parse(raw) };
  return cached.session;
}

function write(session: Session): void {
  if (session.auth_token) localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(session));
  else localStorage.removeItem(SESSION_STORAGE_KEY);
  listeners.forEach((listener) => listener());
}

export function startSession(authToken: string): void {
  write({ auth_token: authToken, active_golf_course_id: 0, active_golf_course_name: '' });
}

export function chooseGolfCourse(course: { id: number; name: string }): void {
  write({ ...getSession(), active_golf_course_id: course.id, active_golf_course_name: course.name });
}

/** Logout, a 403, or a 401 that survives its retry: the session and the chosen course both go (spec section 4). */
export function endSession(): void {
  localStorage.removeItem(DASHBOARD_QUESTIONS_KEY);
  write(signedOut);
}

export function subscribeToSession(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === SESSION_STORAGE_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useSession(): Session {
  return useSyncExternalStore(subscribeToSession, getSession);
}
