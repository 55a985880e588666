import { endSession, getSession } from './session';
import { fieldInWords } from './fieldInWords';

/** The one HTTP client of the web app: spec section 7 (headers) and section 8 (error catalogue). */

export const LOGIN_PATH = '/auth/token/login';
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';
export const GOLF_COURSE_HEADER = 'X-Golf-Course';

/** Same shape as react-admin's HttpError, so its forms and notifications read it. */
export class HttpError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly body: unknown,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON; a FormData (a file upload) is sent as multipart/form-data. */
  body?: unknown;
  signal?: AbortSignal;
  /**
   * The club the request is for, instead of the session's active course: a super admin's page about another club
   * (its record, its tee sets) sends that club's id in `X-Golf-Course`.
   */
  golfCourseId?: number;
  /** More headers for this request (an `Idempotency-Key` for a posting of money). */
  headers?: Record<string, string>;
}

export interface HttpResponse<T> {
  status: number;
  headers: Headers;
  json: T;
}

function readCookie(name: string): string | null {
  const prefix = `${name}=`;
  const found = document.cookie.split('; ').find((part) => part.startsWith(prefix));
  return found ? decodeURIComponent(found.slice(prefix.length)) : null;
}

function buildHeaders(hasJsonBody: boolean, golfCourseId?: number, extra: Record<string, string> = {}): Headers {
  const headers = new Headers({ Accept: 'application/json', ...extra });
  if (hasJsonBody) headers.set('Content-Type', 'application/json');
  const { auth_token, active_golf_course_id } = getSession();
  if (auth_token) headers.set('Authorization', `Token ${auth_token}`);
  const course = golfCourseId ?? active_golf_course_id;
  if (auth_token && course > 0) headers.set(GOLF_COURSE_HEADER, String(course));
  const xsrf = readCookie(XSRF_COOKIE);
  if (xsrf) headers.set(XSRF_HEADER, xsrf);
  return headers;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function describeValue(value: unknown): string {
  if (Array.isArray(value)) return value.map(describeValue).join(' ');
  if (isPlainObject(value)) return JSON.stringify(value);
  return String(value);
}

/**
 * Spec section 8, "other error responses": an object body gives its first key; `non_field_errors` and `detail` give
 * the bare message, any other key `key: value` with the field in words (`To date: ...`, never `to_date: ...`: issue
 * 50); a body that is not an object gives `status: body`.
 */
export function errorMessage(status: number, body: unknown): string {
  if (status >= 500) return `Status: ${status} | Server Error`;
  if (isPlainObject(body)) {
    const [key, value] = Object.entries(body)[0] ?? [];
    if (key === undefined) return `${status}: {}`;
    const text = describeValue(value);
    return key === 'non_field_errors' || key === 'detail' ? text : `${fieldInWords(key)}: ${text}`;
  }
  return `${status}: ${body == null ? '' : describeValue(body)}`;
}

function send(url: string, options: RequestOptions): Promise<Response> {
  // The browser writes a form's own content type, with its boundary.
  const isForm = options.body instanceof FormData;
  return fetch(url, {
    method: options.method ?? 'GET',
    headers: buildHeaders(options.body !== undefined && !isForm, options.golfCourseId, options.headers),
    body: options.body === undefined ? undefined : isForm ? (options.body as FormData) : JSON.stringify(options.body),
    credentials: 'same-origin',
    signal: options.signal,
  });
}

/**
 * Answers asked for before the screen that wants them has loaded (`askEarly`), by the address and the session that
 * asked: each is taken by the first plain GET of the same address in the same session, once, within
 * EARLY_ANSWER_MS of being asked; a later GET asks again rather than take an answer that old.
 */
const earlyResponses = new Map<string, { response: Promise<Response>; answer: Promise<unknown>; askedAt: number }>();
const EARLY_ANSWER_MS = 15_000;
const earlyKey = (url: string) => {
  const { auth_token, active_golf_course_id } = getSession();
  return JSON.stringify([url, auth_token, active_golf_course_id]);
};
const isPlainGet = (options: RequestOptions) =>
  (options.method ?? 'GET') === 'GET' &&
  options.body === undefined &&
  options.golfCourseId === undefined &&
  options.headers === undefined;

/**
 * Sends a GET of `url` now, for the first `httpClient` call of the same address to take: a screen's questions asked
 * while its scripts still load. Its refusals are the taker's to report; one never taken ends nothing.
 */
export function askEarly(url: string): void {
  const key = earlyKey(url);
  if (earlyResponses.has(key)) return;
  const response = send(url, {});
  // Read from a copy, for the first screen (`earlyAnswer`): the taker reads the response itself.
  const answer = response.then((arrived) => (arrived.ok ? arrived.clone().json() : Promise.reject(arrived.status)));
  answer.catch(() => undefined);
  earlyResponses.set(key, { response, answer, askedAt: Date.now() });
}

/**
 * The body of `url`'s early answer, for the first screen to draw before the screen that takes it has loaded; it
 * rejects when the answer is a refusal. Undefined when `url` was not asked early or was taken.
 */
export function earlyAnswer(url: string): Promise<unknown> | undefined {
  return earlyResponses.get(earlyKey(url))?.answer;
}

function takeEarly(url: string, options: RequestOptions): Promise<Response> | undefined {
  if (!isPlainGet(options)) return undefined;
  const key = earlyKey(url);
  const early = earlyResponses.get(key);
  earlyResponses.delete(key);
  return early && Date.now() - early.askedAt <= EARLY_ANSWER_MS ? early.response : undefined;
}

let noting: Set<string> | undefined;

/** Adds to `paths` the address of every plain GET `httpClient` is asked for from now on; `undefined` stops. */
export function noteAsked(paths: Set<string> | undefined): void {
  noting = paths;
}

export async function httpClient<T = unknown>(url: string, options: RequestOptions = {}): Promise<HttpResponse<T>> {
  const isLogin = new URL(url, window.location.origin).pathname.replace(/\/$/, '') === LOGIN_PATH;
  if (isPlainGet(options)) noting?.add(url);
  let response = await (takeEarly(url, options) ?? send(url, options));
  // A 401 is retried once; the session ends only when the retry is refused too.
  if (response.status === 401 && !isLogin) response = await send(url, options);
  const body = await readBody(response);
  if (response.status >= 200 && response.status <= 299) {
    return { status: response.status, headers: response.headers, json: body as T };
  }
  if (isLogin) {
    // Login errors are passed through untouched: the login page reads the server's own body.
    throw new HttpError(typeof body === 'string' ? body : JSON.stringify(body), response.status, body);
  }
  if (response.status === 401 || response.status === 403) endSession();
  throw new HttpError(errorMessage(response.status, body), response.status, body);
}

/** A file the API answers (a PDF, a CSV): its bytes and the name the server gives it; refusals as `httpClient`'s. */
export async function httpFile(url: string, options: RequestOptions = {}): Promise<{ blob: Blob; fileName: string }> {
  let response = await send(url, options);
  if (response.status === 401) response = await send(url, options);
  if (response.status >= 200 && response.status <= 299) {
    const disposition = response.headers.get('content-disposition') ?? '';
    const fileName = /filename="([^"]+)"/.exec(disposition)?.[1] ?? 'download';
    return { blob: await response.blob(), fileName };
  }
  const body = await readBody(response);
  if (response.status === 401 || response.status === 403) endSession();
  throw new HttpError(errorMessage(response.status, body), response.status, body);
}

/**
 * An open stream the API answers (a board's server-sent events): the response, its body not yet read, once the
 * server has accepted it. The headers, the 401 retry and the refusals are `httpClient`'s; `Accept` asks for the
 * stream.
 */
export async function httpStream(url: string, options: RequestOptions = {}): Promise<Response> {
  const streamOptions = { ...options, headers: { ...options.headers, Accept: 'text/event-stream' } };
  let response = await send(url, streamOptions);
  if (response.status === 401) response = await send(url, streamOptions);
  if (response.status >= 200 && response.status <= 299 && response.body) return response;
  const body = await readBody(response);
  if (response.status === 401 || response.status === 403) endSession();
  throw new HttpError(errorMessage(response.status, body), response.status, body);
}
