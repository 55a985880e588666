import { describe, expect, it } from 'vitest';
import { LoginRateLimiter } from '../src/modules/auth/login-rate-limiter.js';
import { demo, useTestApp } from './test-app.js';

// Behind a trusted proxy, so that each request can come from an address of the test's choosing.
const t = useTestApp({ trustProxy: true });

const loginFrom = (address: string, email: string, password: string) =>
  t.call({
    method: 'POST',
    url: '/auth/token/login',
    headers: { 'x-forwarded-for': address },
    payload: { email, password },
  });

// Each failed sign-in checks a password with scrypt, as a real one does: tens of them take seconds, more beside another
// tier.
describe('the login limits, which an attacker cannot turn against a user', { timeout: 90_000 }, () => {
  it("let the user in from another address after someone else's failures on their e-mail", async () => {
    for (let attempt = 0; attempt < 11; attempt += 1) await loginFrom('203.0.113.66', demo.member, 'guess-' + attempt);
    expect((await loginFrom('203.0.113.66', demo.member, 'fairway-demo')).statusCode).toBe(429);
    const owner = await loginFrom('198.51.100.7', demo.member, 'fairway-demo');
    expect(owner.statusCode).toBe(200);
  });

  it('never count a good sign-in: twenty in a row all succeed', async () => {
    const statuses = [];
    for (let attempt = 0; attempt < 20; attempt += 1) {
      statuses.push((await loginFrom('198.51.100.8', demo.admin, 'fairway-demo')).statusCode);
    }
    expect(new Set(statuses)).toEqual(new Set([200]));
  });

  it('hold back an address that tries many e-mails, whatever the e-mail', async () => {
    const statuses = [];
    for (let attempt = 0; attempt < 51; attempt += 1) {
      statuses.push((await loginFrom('203.0.113.99', `someone${attempt}@example.com`, 'wrong-password')).statusCode);
    }
    expect(statuses.slice(0, 50).every((status) => status === 400)).toBe(true);
    expect(statuses[50]).toBe(429);
    expect((await loginFrom('203.0.113.99', demo.admin, 'fairway-demo')).statusCode).toBe(429);
    expect((await loginFrom('203.0.113.100', demo.admin, 'fairway-demo')).statusCode).toBe(200);
  });
});

describe('the login limiter', () => {
  it('remembers a bounded number of keys, forgetting the least recently used', () => {
    const limiter = new LoginRateLimiter({ perEmailAndAddress: 3, perAddress: 5, windowMs: 60_000, maxKeys: 1_000 });
    const holdout = { email: 'holdout@example.com', address: '198.51.100.1' };
    for (let attempt = 0; attempt < 3; attempt += 1) limiter.failed(holdout, 0);
    for (let address = 0; address < 5_000; address += 1) {
      limiter.failed({ email: 'someone@example.com', address: `10.0.${address >> 8}.${address & 255}` }, 0);
    }
    expect(limiter.size).toBeLessThanOrEqual(1_000);
    // The holdout's failures were the least recently used: forgotten, so it may try again.
    expect(limiter.secondsToWait(holdout, 0)).toBe(0);
  });

  it('forgets failures once their window has passed, and a success clears its pair', () => {
    const limiter = new LoginRateLimiter({ perEmailAndAddress: 2, perAddress: 100, windowMs: 60_000, maxKeys: 100 });
    const attempt = { email: 'ann@example.com', address: '198.51.100.2' };
    limiter.failed(attempt, 0);
    limiter.failed(attempt, 0);
    expect(limiter.secondsToWait(attempt, 1_000)).toBe(59);
    expect(limiter.secondsToWait(attempt, 60_000)).toBe(0);
    limiter.failed(attempt, 60_000);
    limiter.succeeded(attempt);
    limiter.failed(attempt, 60_000);
    expect(limiter.secondsToWait(attempt, 60_000)).toBe(0);
  });
});
