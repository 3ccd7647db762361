/** One limit to count a request against: at most `limit` hits per window under `key`. */
export interface RateLimit {
  key: string;
  limit: number;
}

export type RateLimitDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export interface RateLimiter {
  /**
   * Counts one hit against every limit, or against none when any of them is used up: a refused
   * request does not use up the other limits. `now` is in milliseconds (defaults to the clock).
   */
  hit(limits: readonly RateLimit[], now?: number): RateLimitDecision;
}

interface Window {
  resetsAt: number;
  count: number;
}

/** Above this many tracked keys, windows that have ended are dropped on the next hit. */
const sweepThreshold = 10_000;

/**
 * Fixed windows counted in memory: right for one server instance. Several instances behind a load
 * balancer each count on their own, so the effective limit is multiplied by their number.
 */
export function createRateLimiter(windowMs: number): RateLimiter {
  const windows = new Map<string, Window>();

  const current = (key: string, now: number): Window => {
    const window = windows.get(key);
    if (window && window.resetsAt > now) return window;
    const fresh = { resetsAt: now + windowMs, count: 0 };
    windows.set(key, fresh);
    return fresh;
  };

  const sweep = (now: number) => {
    if (windows.size <= sweepThreshold) return;
    for (const [key, window] of windows) {
      if (window.resetsAt <= now) windows.delete(key);
    }
  };

  return {
    hit(limits, now = Date.now()) {
      sweep(now);
      const counted = limits.map((limit) => ({ limit, window: current(limit.key, now) }));
      const exhausted = counted.filter(({ limit, window }) => window.count >= limit.limit);
      if (exhausted.length > 0) {
        const resetsAt = Math.max(...exhausted.map(({ window }) => window.resetsAt));
        return { allowed: false, retryAfterSeconds: Math.ceil((resetsAt - now) / 1000) };
      }
      for (const { window } of counted) window.count += 1;
      return { allowed: true };
    },
  };
}
