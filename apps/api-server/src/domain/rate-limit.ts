import type { Database } from '../db/database';
import { dropEndedRateLimitWindows, hitRateLimitWindows } from '../db/queries/rate-limits';

/** One limit to count a request against: at most `limit` hits per window under `key`. */
export interface RateLimit {
  key: string;
  limit: number;
}

export type RateLimitDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export interface RateLimiter {
  /**
   * Counts one hit against every limit, or against none when any of them is used up: a refused
   * request does not use up the other limits. `at` stands for the database's clock in tests.
   */
  hit(limits: readonly RateLimit[], at?: Date): Promise<RateLimitDecision>;
}

/** Ended windows are dropped once every this many hits of a limiter. */
const sweepEvery = 1_000;

/**
 * Fixed windows of `windowMs` counted in the database (`rate_limit_windows`), so every server
 * instance behind a load balancer counts the same hits (issue 21). `scope` names the limiter's
 * keys apart from other limiters' (a question's `session:…` is not a session creation's).
 * `database` is read at each hit: routes make limiters before the database is open.
 */
export function createRateLimiter(
  database: () => Database,
  scope: string,
  windowMs: number,
): RateLimiter {
  let hits = 0;
  return {
    async hit(limits, at) {
      hits += 1;
      if (hits % sweepEvery === 0) await dropEndedRateLimitWindows(database());
      const scoped = limits.map(({ key, limit }) => ({ key: `${scope}:${key}`, limit }));
      return hitRateLimitWindows(database(), scoped, windowMs, at);
    },
  };
}
