import { getSession } from '../providers/session';
import { scoringCalls, type ScoringAnswer, type ScoringCall, type ScoringInput } from './scoringContract';

/**
 * The scoring page's own small client of the endpoints `@fairway/contract` declares. It sends what the admin app's
 * client sends (spec section 7: the session's token and active club from the same storage), without react-admin.
 */

/** An answer outside 2xx: its status and body (the DRF shape `{detail}` or field errors). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(ApiError.describe(status, body));
    this.name = 'ApiError';
  }

  private static describe(status: number, body: unknown): string {
    if (status >= 500) return `The server could not answer (${status}).`;
    if (typeof body === 'object' && body !== null && 'detail' in body && typeof body.detail === 'string') {
      return body.detail;
    }
    // A field's refusal (400 in DRF's shape: `{field: [message]}`), in its own words.
    if (typeof body === 'object' && body !== null) {
      const [first] = Object.values(body).flat();
      if (typeof first === 'string') return first;
    }
    return `The server refused the request (${status}).`;
  }
}

/** No session in storage: the page offers the login page. */
export class SignedOutError extends Error {
  constructor() {
    super('Sign in to score.');
    this.name = 'SignedOutError';
  }
}

function readCookie(name: string): string | null {
  const prefix = `${name}=`;
  const found = document.cookie.split('; ').find((part) => part.startsWith(prefix));
  return found ? decodeURIComponent(found.slice(prefix.length)) : null;
}

function queryString(query: Record<string, unknown> | undefined): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** Calls one endpoint with the session's headers; throws `ApiError` for a refusal and fetch's own error offline. */
export async function callScoringEndpoint<K extends ScoringCall>(
  name: K,
  input: ScoringInput<K>,
  signal?: AbortSignal,
): Promise<ScoringAnswer<K>> {
  const endpoint = scoringCalls[name];
  const { auth_token, active_golf_course_id } = getSession();
  if (!auth_token) throw new SignedOutError();
  const { query, body } = input as { query?: Record<string, unknown>; body?: unknown };
  const headers = new Headers({ Accept: 'application/json', Authorization: `Token ${auth_token}` });
  if (active_golf_course_id > 0) headers.set('X-Golf-Course', String(active_golf_course_id));
  if (body !== undefined) headers.set('Content-Type', 'application/json');
  const xsrf = readCookie('XSRF-TOKEN');
  if (xsrf) headers.set('X-XSRF-TOKEN', xsrf);
  const response = await fetch(`${endpoint.path}${queryString(query)}`, {
    method: endpoint.method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    credentials: 'same-origin',
    cache: 'no-store',
    signal,
  });
  const text = await response.text();
  let answer: unknown = null;
  try {
    answer = text === '' ? null : JSON.parse(text);
  } catch {
    answer = text;
  }
  if (!response.ok) throw new ApiError(response.status, answer);
  return answer as ScoringAnswer<K>;
}
