/**
 * Slows down password guessing on the embedded provider's forms: after `limit` failed attempts
 * for one key (a user name, an address) within `windowMs`, further attempts for it are refused
 * until the window that began with its first failure ends. Counted in memory, which is right for
 * one instance (issue 21 moves limits to PostgreSQL).
 */
export interface SignInAttemptLimiter {
  /** Milliseconds to wait before trying again, or 0 when an attempt may be made now. */
  retryAfterMs(key: string): number;
  recordFailure(key: string): void;
  /** A success clears the key's count. */
  recordSuccess(key: string): void;
}

/** Failures allowed per user name: a person mistyping does not reach it, a guesser soon does. */
export const SIGN_IN_ATTEMPTS_PER_USER = 10;
/** Failures allowed per address: higher, since an office behind one address shares it. */
export const SIGN_IN_ATTEMPTS_PER_ADDRESS = 100;
export const SIGN_IN_ATTEMPT_WINDOW_MS = 15 * 60 * 1000;

export function createSignInAttemptLimiter({
  limit,
  windowMs = SIGN_IN_ATTEMPT_WINDOW_MS,
  now = Date.now,
}: {
  limit: number;
  windowMs?: number;
  now?: () => number;
}): SignInAttemptLimiter {
  const failures = new Map<string, { count: number; windowStart: number }>();

  function current(key: string) {
    const entry = failures.get(key);
    if (entry && now() - entry.windowStart >= windowMs) {
      failures.delete(key);
      return undefined;
    }
    return entry;
  }

  return {
    retryAfterMs(key) {
      const entry = current(key);
      return entry && entry.count >= limit ? entry.windowStart + windowMs - now() : 0;
    },
    recordFailure(key) {
      const entry = current(key);
      if (entry) entry.count += 1;
      else failures.set(key, { count: 1, windowStart: now() });
    },
    recordSuccess(key) {
      failures.delete(key);
    },
  };
}
