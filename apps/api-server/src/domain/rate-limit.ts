import type { Database } from '../db/database';
import {
  checkRateLimitWindows,
  countRateLimitHits,
  deleteRateLimitWindow,
  dropEndedRateLimitWindows,
  hitRateLimitWindows,
} from '../db/queries/rate-limits';

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
  /** Whether every limit has room now, counting nothing (for hits counted only afterwards). */
  check(limits: readonly RateLimit[], at?: Date): Promise<RateLimitDecision>;
  /**
   * Counts one hit against each key, used up or not: for what has happened already (a failed
   * sign-in), where `check` decided beforehand.
   */
  count(keys: readonly string[], at?: Date): Promise<void>;
  /** Forgets a key's hits (a successful sign-in clears its user name's failures). */
  forget(key: string): Promise<void>;
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
  const sweepNow = async () => {
    hits += 1;
    if (hits % sweepEvery === 0) await dropEndedRateLimitWindows(database());
  };
  const scoped = (key: string) => `${scope}:${key}`;
  const scopedLimits = (limits: readonly RateLimit[]) =>
    limits.map(({ key, limit }) => ({ key: scoped(key), limit }));
  return {
    async hit(limits, at) {
      await sweepNow();
      return hitRateLimitWindows(database(), scopedLimits(limits), windowMs, at);
    },
    check: (limits, at) => checkRateLimitWindows(database(), scopedLimits(limits), at),
    async count(keys, at) {
      await sweepNow();
      await countRateLimitHits(database(), keys.map(scoped), windowMs, at);
    },
    forget: (key) => deleteRateLimitWindow(database(), scoped(key)),
  };
}
