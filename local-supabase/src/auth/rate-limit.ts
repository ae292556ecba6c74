/**
 * Counts events per key in a sliding window (in memory: limits reset when the server restarts).
 * Memory stays bounded: a key keeps at most `max` timestamps, stale keys are swept once per
 * window, and past `maxKeys` the oldest keys are dropped.
 */
export class SlidingWindowCounter {
  private readonly events = new Map<string, number[]>();
  private lastSweep = 0;

  constructor(
    readonly max: number,
    readonly windowMs: number,
    private readonly maxKeys = 100_000,
  ) {}

  private recent(key: string, now: number): number[] {
    const kept = (this.events.get(key) ?? []).filter((t) => now - t < this.windowMs);
    if (kept.length > 0) this.events.set(key, kept);
    else this.events.delete(key);
    return kept;
  }

  /** True once `max` events happened within the window. */
  isExceeded(key: string, now = Date.now()): boolean {
    return this.recent(key, now).length >= this.max;
  }

  /** Whole seconds until the oldest counted event leaves the window (at least 1). */
  retryAfterSeconds(key: string, now = Date.now()): number {
    const oldest = this.recent(key, now)[0] ?? now;
    return Math.max(1, Math.ceil((oldest + this.windowMs - now) / 1000));
  }

  record(key: string, now = Date.now()): void {
    this.sweep(now);
    const kept = [...this.recent(key, now), now];
    // Only the newest `max` events can matter for the limit.
    this.events.delete(key);
    this.events.set(key, kept.slice(-Math.max(1, this.max)));
    while (this.events.size > this.maxKeys) {
      const oldestKey = this.events.keys().next().value;
      if (oldestKey === undefined) break;
      this.events.delete(oldestKey);
    }
  }

  reset(key: string): void {
    this.events.delete(key);
  }

  /** How many keys are held (for tests). */
  get size(): number {
    return this.events.size;
  }

  /** Drops every key whose events all left the window. */
  sweep(now = Date.now()): void {
    if (now - this.lastSweep < this.windowMs) return;
    this.lastSweep = now;
    for (const [key, times] of this.events) {
      if (times.every((t) => now - t >= this.windowMs)) this.events.delete(key);
    }
  }
}

/** The auth endpoints' limiters, one per bucket. */
export interface AuthLimiters {
  /** Failed password sign-ins per client IP + e-mail. */
  loginFailures: SlidingWindowCounter;
  /** Failed password sign-ins per client IP, across e-mails. */
  loginFailuresPerIp: SlidingWindowCounter;
  signupPerIp: SlidingWindowCounter;
  recoverPerIp: SlidingWindowCounter;
  resendPerIp: SlidingWindowCounter;
}

export function authLimiters(config: {
  loginMaxFailures: number;
  loginMaxFailuresPerIp: number;
  loginWindowSeconds: number;
  signupMaxPerIp: number;
  recoverMaxPerIp: number;
  resendMaxPerIp: number;
  authIpWindowSeconds: number;
}): AuthLimiters {
  const login = config.loginWindowSeconds * 1000;
  const ip = config.authIpWindowSeconds * 1000;
  return {
    loginFailures: new SlidingWindowCounter(config.loginMaxFailures, login),
    loginFailuresPerIp: new SlidingWindowCounter(config.loginMaxFailuresPerIp, login),
    signupPerIp: new SlidingWindowCounter(config.signupMaxPerIp, ip),
    recoverPerIp: new SlidingWindowCounter(config.recoverMaxPerIp, ip),
    resendPerIp: new SlidingWindowCounter(config.resendMaxPerIp, ip),
  };
}
