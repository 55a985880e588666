import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { hashToken } from '../src/core/tokens.js';
import { auditLog, authTokens, users } from '../src/db/schema/index.js';
import { demo, useTestApp } from './test-app.js';

const t = useTestApp();

const login = (payload: unknown, url = '/auth/token/login') =>
  t.call({ method: 'POST', url, payload: payload as object });
const credentialsError = { non_field_errors: ['Unable to log in with provided credentials.'] };

describe('POST /auth/token/login', () => {
  it('returns a token for the right e-mail and password, with and without the trailing slash', async () => {
    for (const url of ['/auth/token/login', '/auth/token/login/']) {
      const response = await login({ email: demo.admin, password: 'fairway-demo' }, url);
      expect(response.statusCode).toBe(200);
      expect(response.json().auth_token).toMatch(/^[0-9a-f]{64}$/);
    }
  });

  it('accepts username as the e-mail, in any case', async () => {
    const response = await login({ username: 'ADMIN@demo.fairway.golf', password: 'fairway-demo' });
    expect(response.statusCode).toBe(200);
  });

  it('stores only the hash of the token, with an expiry 14 days ahead', async () => {
    const token = (await login({ email: demo.user, password: 'fairway-demo' })).json().auth_token as string;
    const rows = await t.db
      .select()
      .from(authTokens)
      .where(eq(authTokens.token_hash, hashToken(token)));
    expect(rows).toHaveLength(1);
    const days = (rows[0]!.expires_at.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(13.9);
    expect(days).toBeLessThanOrEqual(14);
    const stored = await t.db.select().from(authTokens).where(eq(authTokens.token_hash, token));
    expect(stored).toHaveLength(0);
  });

  it('refuses a wrong password or an unknown e-mail with the same 400, and audits both', async () => {
    const wrongPassword = await login({ email: demo.member, password: 'not-the-password' });
    const unknown = await login({ email: 'nobody@demo.fairway.golf', password: 'fairway-demo' });
    for (const response of [wrongPassword, unknown]) {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(credentialsError);
    }
    const failures = await t.db
      .select({ detail: auditLog.detail })
      .from(auditLog)
      .where(eq(auditLog.action, 'login_failed'));
    expect(failures.map((row) => (row.detail as { email: string }).email)).toEqual(
      expect.arrayContaining([demo.member, 'nobody@demo.fairway.golf']),
    );
  });

  it('refuses an inactive user and a user whose e-mail is not verified', async () => {
    await t.db.update(users).set({ is_active: false }).where(eq(users.email, demo.events));
    const inactive = await login({ email: demo.events, password: 'fairway-demo' });
    await t.db.update(users).set({ is_active: true, email_verified_at: null }).where(eq(users.email, demo.events));
    const unverified = await login({ email: demo.events, password: 'fairway-demo' });
    await t.db.update(users).set({ email_verified_at: new Date() }).where(eq(users.email, demo.events));
    expect(inactive.json()).toEqual(credentialsError);
    expect(unverified.json()).toEqual(credentialsError);
    expect((await login({ email: demo.events, password: 'fairway-demo' })).statusCode).toBe(200);
  });

  it('answers bad input with DRF-shaped 400s', async () => {
    const missing = await login({ email: demo.admin });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ password: ['This field is required.'] });
    const wrongType = await login({ email: demo.admin, password: 12345678 });
    expect(wrongType.json()).toEqual({ password: ['Not a valid string.'] });
    const noEmail = await login({ password: 'fairway-demo' });
    expect(noEmail.json()).toEqual({ email: ['This field is required.'] });
    const notObject = await login([1, 2]);
    expect(notObject.statusCode).toBe(400);
    expect(notObject.json()).toEqual({ non_field_errors: ['Invalid data. Expected a dictionary, but got list.'] });
    const malformed = await t.call({
      method: 'POST',
      url: '/auth/token/login/',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().detail).toMatch(/^JSON parse error/);
  });

  it('limits failures per e-mail and address: the 11th wrong password answers 429 with Retry-After', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 10; attempt += 1) {
      statuses.push((await login({ email: demo.member, password: 'wrong-password' })).statusCode);
    }
    expect(statuses.every((status) => status === 400)).toBe(true);
    const throttled = await login({ email: demo.member, password: 'fairway-demo' });
    expect(throttled.statusCode).toBe(429);
    expect(Number(throttled.headers['retry-after'])).toBeGreaterThan(0);
    expect(throttled.json().detail).toMatch(/throttled/);
  });
});

describe('the client address behind a proxy', () => {
  it("is the connection's own unless TRUST_PROXY says to believe X-Forwarded-For", async () => {
    for (let attempt = 0; attempt < 10; attempt += 1) {
      await t.call({
        method: 'POST',
        url: '/auth/token/login',
        headers: { 'x-forwarded-for': `192.0.2.${attempt}` },
        payload: { email: demo.user, password: 'wrong-password' },
      });
    }
    // Not behind a trusted proxy: every attempt came from the connection's address, whatever the header said.
    const held = await t.call({
      method: 'POST',
      url: '/auth/token/login',
      headers: { 'x-forwarded-for': '192.0.2.200' },
      payload: { email: demo.user, password: 'fairway-demo' },
    });
    expect(held.statusCode).toBe(429);
  });
});

describe('tokens', () => {
  it('answers 401 with WWW-Authenticate for a missing, malformed, unknown or expired token', async () => {
    const missing = await t.call({ method: 'GET', url: '/api/init/' });
    const malformed = await t.call({ method: 'GET', url: '/api/init/', headers: { authorization: 'Bearer abc' } });
    const unknown = await t.call({ method: 'GET', url: '/api/init/', token: 'f'.repeat(64) });
    const token = await t.logIn(demo.member);
    await t.db
      .update(authTokens)
      .set({ expires_at: sql`now() - interval '1 second'` })
      .where(eq(authTokens.token_hash, hashToken(token)));
    const expired = await t.call({ method: 'GET', url: '/api/init/', token });
    expect([missing, malformed, unknown, expired].map((response) => response.statusCode)).toEqual([401, 401, 401, 401]);
    expect(missing.headers['www-authenticate']).toBe('Token');
    expect(missing.json()).toEqual({ detail: 'Authentication credentials were not provided.' });
    expect(unknown.json()).toEqual({ detail: 'Invalid token.' });
    expect(expired.json()).toEqual({ detail: 'Token has expired.' });
  });

  it('lets a user hold several tokens; logout ends only the one in use', async () => {
    const first = await t.logIn(demo.admin);
    const second = await t.logIn(demo.admin);
    const logout = await t.call({ method: 'POST', url: '/auth/token/logout/', token: first });
    expect(logout.statusCode).toBe(204);
    expect((await t.call({ method: 'GET', url: '/api/init', token: first })).statusCode).toBe(401);
    expect((await t.call({ method: 'GET', url: '/api/init', token: second })).statusCode).toBe(200);
  });

  it('answers logout without a token with 401', async () => {
    const response = await t.call({ method: 'POST', url: '/auth/token/logout' });
    expect(response.statusCode).toBe(401);
  });
});

describe('POST /api/users/reset_my_password/', () => {
  it('changes the password, ends the other tokens and keeps the one in use', async () => {
    const other = await t.logIn(demo.secondAdmin);
    const current = await t.logIn(demo.secondAdmin);
    const response = await t.call({
      method: 'POST',
      url: '/api/users/reset_my_password/',
      token: current,
      payload: { old_password: 'fairway-demo', new_password: 'a-new-long-password' },
    });
    expect(response.statusCode).toBe(204);
    expect((await t.call({ method: 'GET', url: '/api/init', token: other })).statusCode).toBe(401);
    expect((await t.call({ method: 'GET', url: '/api/init', token: current })).statusCode).toBe(200);
    expect((await login({ email: demo.secondAdmin, password: 'fairway-demo' })).statusCode).toBe(400);
    expect((await login({ email: demo.secondAdmin, password: 'a-new-long-password' })).statusCode).toBe(200);
  });

  it('refuses a wrong old password and a new one outside 8 to 128 characters', async () => {
    const token = await t.logIn(demo.user);
    const post = (payload: object) => t.call({ method: 'POST', url: '/api/users/reset_my_password', token, payload });
    const wrongOld = await post({ old_password: 'wrong-password', new_password: 'another-password' });
    expect(wrongOld.statusCode).toBe(400);
    expect(wrongOld.json()).toEqual({ old_password: ['Invalid password.'] });
    const short = await post({ old_password: 'fairway-demo', new_password: 'short' });
    expect(short.json()).toEqual({ new_password: ['Ensure this field has at least 8 characters.'] });
    const long = await post({ old_password: 'fairway-demo', new_password: 'x'.repeat(129) });
    expect(long.json()).toEqual({ new_password: ['Ensure this field has no more than 128 characters.'] });
    expect((await login({ email: demo.user, password: 'fairway-demo' })).statusCode).toBe(200);
  });

  it('needs a signed-in caller', async () => {
    const response = await t.call({
      method: 'POST',
      url: '/api/users/reset_my_password/',
      payload: { old_password: 'fairway-demo', new_password: 'another-password' },
    });
    expect(response.statusCode).toBe(401);
  });
});
