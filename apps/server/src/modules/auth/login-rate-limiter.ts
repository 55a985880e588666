import type { LoginLimits } from '../../config.js';

/** One sign-in attempt, as the limiter counts it. */
export type LoginAttempt = { email: string; address: string };

type Window = { failures: number; endsAt: number };

/**
 * Counts failed sign-ins, in this process's memory, so that guessing is slow but nobody can lock a user out: failures
 * count per e-mail and address together, and per address; a success clears its pair and is never counted; a correct
 * password from another address is not held back by failures elsewhere. Memory is bounded: a map in least-recently-used
 * order, trimmed from its oldest end. Two server instances keep two counts: see docs/decisions/0019-login-limits.md.
 */
export class LoginRateLimiter {
  private readonly windows = new Map<string, Window>();

  constructor(private readonly limits: LoginLimits) {}

  /** Seconds the attempt must wait before it may be tried, 0 when it may go ahead. */
  secondsToWait(attempt: LoginAttempt, now = Date.now()): number {
    const wait = (key: string, limit: number) => {
      const window = this.current(key, now);
      return window && window.failures >= limit ? Math.ceil((window.endsAt - now) / 1000) : 0;
    };
    return Math.max(
      wait(pairKey(attempt), this.limits.perEmailAndAddress),
      wait(addressKey(attempt), this.limits.perAddress),
    );
  }

  failed(attempt: LoginAttempt, now = Date.now()) {
    for (const key of [pairKey(attempt), addressKey(attempt)]) {
      const window = this.current(key, now) ?? { failures: 0, endsAt: now + this.limits.windowMs };
      window.failures += 1;
      this.remember(key, window);
    }
  }

  succeeded(attempt: LoginAttempt) {
    this.windows.delete(pairKey(attempt));
  }

  /** How many keys are remembered. */
  get size(): number {
    return this.windows.size;
  }

  private current(key: string, now: number): Window | undefined {
    const window = this.windows.get(key);
    if (!window) return undefined;
    if (window.endsAt <= now) {
      this.windows.delete(key);
      return undefined;
    }
    return window;
  }

  /** Moves the key to the most recent end, and forgets the least recent keys beyond the bound. */
  private remember(key: string, window: Window) {
    this.windows.delete(key);
    this.windows.set(key, window);
    while (this.windows.size > this.limits.maxKeys) {
      this.windows.delete(this.windows.keys().next().value!);
    }
  }
}

const pairKey = ({ email, address }: LoginAttempt) => `pair:${address}:${email}`;
const addressKey = ({ address }: LoginAttempt) => `address:${address}`;
