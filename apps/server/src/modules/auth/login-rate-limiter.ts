/**
 * Counts login attempts per key (an e-mail or an IP address) in a fixed window, in this process's memory.
 * Two server instances keep two counts: see docs/decisions/0007-login-rate-limit.md.
 */
export class LoginRateLimiter {
  private readonly attempts = new Map<string, { count: number; windowEndsAt: number }>();

  constructor(private readonly windowMs: number) {}

  /** Records an attempt; returns the seconds to wait when the key is over its limit, else 0. */
  hit(key: string, limit: number, now = Date.now()): number {
    const current = this.attempts.get(key);
    if (!current || current.windowEndsAt <= now) {
      if (this.attempts.size > 100_000) this.sweep(now);
      this.attempts.set(key, { count: 1, windowEndsAt: now + this.windowMs });
      return 0;
    }
    current.count += 1;
    return current.count > limit ? Math.ceil((current.windowEndsAt - now) / 1000) : 0;
  }

  private sweep(now: number) {
    for (const [key, entry] of this.attempts) if (entry.windowEndsAt <= now) this.attempts.delete(key);
  }
}
