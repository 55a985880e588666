import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { askEarly, errorMessage, HttpError, httpClient } from './httpClient';
import { chooseGolfCourse, getSession, SESSION_STORAGE_KEY, startSession } from './session';

interface SentRequest {
  url: string;
  method: string;
  headers: Headers;
  body: string | null;
}

/** A fake server: answers in order, and records what the client sent. */
function serve(...answers: { status: number; body?: unknown }[]) {
  const sent: SentRequest[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      sent.push({
        url,
        method: init.method ?? 'GET',
        headers: new Headers(init.headers),
        body: (init.body as string | undefined) ?? null,
      });
      const answer = answers[Math.min(sent.length - 1, answers.length - 1)]!;
      const text =
        answer.body === undefined ? '' : typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body);
      return new Response(answer.status === 204 ? null : text, { status: answer.status });
    }),
  );
  return sent;
}

async function failure(promise: Promise<unknown>): Promise<HttpError> {
  const error = await promise.then(
    () => null,
    (rejection: unknown) => rejection,
  );
  if (!(error instanceof HttpError)) throw new Error(`expected an HttpError, got ${String(error)}`);
  return error;
}

beforeEach(() => {
  localStorage.clear();
  document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
});
afterEach(() => vi.unstubAllGlobals());

describe('requests', () => {
  it('sends JSON with Authorization "Token {token}" and the chosen course', async () => {
    startSession('abc123');
    chooseGolfCourse({ id: 7, name: 'Club 7' });
    const sent = serve({ status: 201, body: { id: 1, name: 'India' } });
    const response = await httpClient('/api/countries/', { method: 'POST', body: { name: 'India' } });
    expect(response.json).toEqual({ id: 1, name: 'India' });
    expect(sent[0]!.headers.get('Authorization')).toBe('Token abc123');
    expect(sent[0]!.headers.get('X-Golf-Course')).toBe('7');
    expect(sent[0]!.headers.get('Content-Type')).toBe('application/json');
    expect(sent[0]!.body).toBe('{"name":"India"}');
  });

  it('sends no Authorization or course before sign-in, and no course before one is chosen', async () => {
    const sent = serve({ status: 200, body: {} });
    await httpClient('/api/init/');
    expect(sent[0]!.headers.has('Authorization')).toBe(false);
    startSession('abc123');
    await httpClient('/api/init/');
    expect(sent[1]!.headers.get('Authorization')).toBe('Token abc123');
    expect(sent[1]!.headers.has('X-Golf-Course')).toBe(false);
  });

  it('echoes the XSRF-TOKEN cookie in the X-XSRF-TOKEN header', async () => {
    document.cookie = 'XSRF-TOKEN=xsrf-value';
    const sent = serve({ status: 200, body: {} });
    await httpClient('/api/init/');
    expect(sent[0]!.headers.get('X-XSRF-TOKEN')).toBe('xsrf-value');
  });

  it('accepts every status from 200 to 299, and an empty 204', async () => {
    serve({ status: 204 });
    await expect(httpClient('/auth/token/logout', { method: 'POST' })).resolves.toMatchObject({
      status: 204,
      json: null,
    });
    serve({ status: 299, body: { ok: true } });
    await expect(httpClient('/api/x/')).resolves.toMatchObject({ json: { ok: true } });
  });
});

describe('an answer asked for early', () => {
  it('is taken by the first GET of the same address in the same session, which sends nothing more', async () => {
    startSession('abc123');
    chooseGolfCourse({ id: 7, name: 'Club 7' });
    const sent = serve(
      { status: 200, body: { handicap_index: 12.4 } },
      { status: 200, body: { handicap_index: 11.9 } },
    );
    askEarly('/api/users/current/profile/');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.headers.get('X-Golf-Course')).toBe('7');
    expect((await httpClient('/api/users/current/profile/')).json).toEqual({ handicap_index: 12.4 });
    expect(sent).toHaveLength(1);
    // Taken once: the next GET asks the server again.
    expect((await httpClient('/api/users/current/profile/')).json).toEqual({ handicap_index: 11.9 });
    expect(sent).toHaveLength(2);
  });

  it('is not taken by a request of another club, nor once 15 s old', async () => {
    startSession('abc123');
    chooseGolfCourse({ id: 7, name: 'Club 7' });
    const sent = serve({ status: 200, body: [] });
    askEarly('/api/competitions/');
    chooseGolfCourse({ id: 8, name: 'Club 8' });
    await httpClient('/api/competitions/');
    expect(sent.map((request) => request.headers.get('X-Golf-Course'))).toEqual(['7', '8']);
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      askEarly('/api/competitions/');
      vi.setSystemTime(Date.now() + 15_001);
      await httpClient('/api/competitions/');
      expect(sent).toHaveLength(4);
    } finally {
      vi.useRealTimers();
    }
  });

  it('refused, ends the session only when a request takes it', async () => {
    startSession('abc123');
    serve({ status: 403, body: { detail: 'You do not have permission to perform this action.' } });
    askEarly('/api/player_rounds/active_rounds/');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(getSession().auth_token).toBe('abc123');
    const error = await failure(httpClient('/api/player_rounds/active_rounds/'));
    expect(error.status).toBe(403);
    expect(getSession().auth_token).toBeNull();
  });
});

describe('403', () => {
  it('clears the session and the chosen course, and rejects with the detail', async () => {
    startSession('abc123');
    chooseGolfCourse({ id: 7, name: 'Club 7' });
    serve({ status: 403, body: { detail: 'You do not have permission to perform this action.' } });
    const error = await failure(httpClient('/api/countries/', { method: 'POST', body: {} }));
    expect(error.message).toBe('You do not have permission to perform this action.');
    expect(error.status).toBe(403);
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    expect(getSession()).toEqual({ auth_token: null, active_golf_course_id: 0, active_golf_course_name: '' });
  });
});

describe('401', () => {
  it('retries the request once and returns the retry when it succeeds', async () => {
    startSession('abc123');
    const sent = serve({ status: 401, body: { detail: 'Invalid token.' } }, { status: 200, body: { count: 0 } });
    const response = await httpClient('/api/countries/');
    expect(sent).toHaveLength(2);
    expect(response.json).toEqual({ count: 0 });
    expect(getSession().auth_token).toBe('abc123');
  });

  it('ends the session like a 403 when the retry is refused too', async () => {
    startSession('expired');
    chooseGolfCourse({ id: 3, name: 'Club 3' });
    const sent = serve({ status: 401, body: { detail: 'Invalid token.' } });
    const error = await failure(httpClient('/api/countries/'));
    expect(sent).toHaveLength(2);
    expect(error.message).toBe('Invalid token.');
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });
});

describe('error messages (spec section 8)', () => {
  beforeEach(() => startSession('abc123'));

  it.each([500, 502, 503])('rejects a %i as "Status: {code} | Server Error"', async (status) => {
    serve({ status, body: { detail: 'database exploded' } });
    expect((await failure(httpClient('/api/countries/'))).message).toBe(`Status: ${status} | Server Error`);
  });

  it('gives the bare message for non_field_errors', async () => {
    serve({ status: 400, body: { non_field_errors: ['The name is taken.'] } });
    expect((await failure(httpClient('/api/countries/'))).message).toBe('The name is taken.');
  });

  it('gives the bare message for detail', async () => {
    serve({ status: 409, body: { detail: 'This country still has states.' } });
    expect((await failure(httpClient('/api/countries/1/', { method: 'DELETE' }))).message).toBe(
      'This country still has states.',
    );
  });

  it('gives "key: value" for any other first key, and only the first key', async () => {
    serve({ status: 400, body: { iso_code: ['Use two letters.'], name: ['Required.'] } });
    expect((await failure(httpClient('/api/countries/'))).message).toBe('Iso code: Use two letters.');
  });

  it('gives "status: body" when the body is not an object', async () => {
    serve({ status: 404, body: 'Not here' });
    expect((await failure(httpClient('/api/nowhere/'))).message).toBe('404: Not here');
  });

  it('keeps the session on errors other than 401 and 403', async () => {
    serve({ status: 404, body: { detail: 'Not found.' } });
    await failure(httpClient('/api/countries/999/'));
    expect(getSession().auth_token).toBe('abc123');
  });

  it('words the rules the same outside a request', () => {
    expect(errorMessage(400, { detail: 'Bad.' })).toBe('Bad.');
    expect(errorMessage(400, { name: 'Required.' })).toBe('Name: Required.');
    expect(errorMessage(418, '')).toBe('418: ');
    expect(errorMessage(504, 'gateway')).toBe('Status: 504 | Server Error');
  });
});

describe('a refusal naming a field', () => {
  it('names the field in words, never by its name in the API', () => {
    const statement = { to_date: ['The statement must end on or after the day it starts.'] };
    expect(errorMessage(400, statement)).toBe('To date: The statement must end on or after the day it starts.');
    expect(errorMessage(400, { posting_date: ['Enter a date within a year of today.'] })).toBe(
      'Posting date: Enter a date within a year of today.',
    );
    expect(errorMessage(400, { member_id: ['This field is required.'] })).toBe('Member: This field is required.');
    expect(errorMessage(400, { 'entries.0.strokes': ['Ensure this value is less than or equal to 20.'] })).toBe(
      'Strokes: Ensure this value is less than or equal to 20.',
    );
  });
});

describe('login errors', () => {
  it('passes a refused login through untouched, without retrying or touching storage', async () => {
    localStorage.setItem('app_theme', 'light');
    const body = { non_field_errors: ['Unable to log in with provided credentials.'] };
    const sent = serve({ status: 400, body });
    const error = await failure(
      httpClient('/auth/token/login', { method: 'POST', body: { email: 'a@b.c', password: 'x' } }),
    );
    expect(sent).toHaveLength(1);
    expect(error.status).toBe(400);
    expect(error.body).toEqual(body);
    expect(localStorage.getItem('app_theme')).toBe('light');
  });

  it('passes a rate-limited login (429) and a 401 through untouched', async () => {
    serve({ status: 429, body: { detail: 'Too many attempts. Try again in 60 seconds.' } });
    const limited = await failure(httpClient('/auth/token/login', { method: 'POST', body: {} }));
    expect(limited.body).toEqual({ detail: 'Too many attempts. Try again in 60 seconds.' });
    const sent = serve({ status: 401, body: { detail: 'Inactive.' } });
    const refused = await failure(httpClient('/auth/token/login/', { method: 'POST', body: {} }));
    expect(sent).toHaveLength(1);
    expect(refused.body).toEqual({ detail: 'Inactive.' });
  });
});
