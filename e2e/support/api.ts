import { demoPassword } from './browser.js';

/**
 * The demo club's API as one of its people, signed in through the login endpoint: `ask(method, url, body)` answers
 * the parsed JSON (null for an empty answer), or throws naming the status and the body.
 */
export async function demoClubApiAs(serverUrl: string, email: string) {
  const login = await fetch(`${serverUrl}/auth/token/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: demoPassword }),
  });
  if (!login.ok) throw new Error(`login of ${email} answered ${login.status}: ${await login.text()}`);
  const { auth_token: token } = (await login.json()) as { auth_token: string };
  return async <T>(method: string, url: string, body?: unknown): Promise<T> => {
    const response = await fetch(`${serverUrl}${url}`, {
      method,
      headers: { 'Content-Type': 'application/json', Authorization: `Token ${token}`, 'X-Golf-Course': '1' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${url} answered ${response.status}: ${text}`);
    return (text ? JSON.parse(text) : null) as T;
  };
}
