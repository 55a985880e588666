import type { RegistrationLimits } from '../../config.js';

type Window = { count: number; endsAt: number };

/**
 * Counts the registrations sent from each address, in this process's memory, so that one address cannot fill the
 * super admin's list: at most `perAddress` in a window. Memory is bounded: least recently used addresses are forgotten
 * first. Each server process keeps its own count, as the sign-in limits do (docs/decisions/0019-login-limits.md).
 */
export class RegistrationRateLimiter {
  private readonly windows = new Map<string, Window>();

  constructor(private readonly limits: RegistrationLimits) {}

  /** Counts one registration from `address`; answers the seconds to wait when it is one too many, else 0. */
  take(address: string, now = Date.now()): number {
    let window = this.windows.get(address);
    if (!window || window.endsAt <= now) window = { count: 0, endsAt: now + this.limits.windowMs };
    this.windows.delete(address);
    this.windows.set(address, window);
    while (this.windows.size > this.limits.maxKeys) this.windows.delete(this.windows.keys().next().value!);
    if (window.count >= this.limits.perAddress) return Math.ceil((window.endsAt - now) / 1000);
    window.count += 1;
    return 0;
  }
}
