import type { Database } from '../db/database';
import { createRateLimiter } from '../domain/rate-limit';

/**
 * Slows down password guessing on the embedded provider's forms: after `SIGN_IN_ATTEMPTS_PER_USER`
 * failed attempts for one user name, or `SIGN_IN_ATTEMPTS_PER_ADDRESS` from one address, within
 * the window that began with the first failure, further attempts are refused until that window
 * ends. Counted in the database (`domain/rate-limit.ts`, scope `sign-in`), so the failures on
 * every server instance sharing it count together.
 */
export interface SignInAttempts {
  /** Milliseconds to wait before trying again, or 0 when an attempt may be made now. */
  retryAfterMs(userName: string, address: string): Promise<number>;
  failed(userName: string, address: string): Promise<void>;
  /** A success clears the user name's count (not the address's: one person is not the office). */
  succeeded(userName: string): Promise<void>;
}

/** Failures allowed per user name: a person mistyping does not reach it, a guesser soon does. */
export const SIGN_IN_ATTEMPTS_PER_USER = 10;
/** Failures allowed per address: higher, since an office behind one address shares it. */
export const SIGN_IN_ATTEMPTS_PER_ADDRESS = 100;
export const SIGN_IN_ATTEMPT_WINDOW_MS = 15 * 60 * 1000;

/**
 * User names are compared as typed in any case, and stored as base64url of their UTF-8: a user
 * name is whatever anyone typed, and PostgreSQL's text holds no U+0000 (such a failure must still
 * count, not fail).
 */
const userKey = (userName: string) =>
  `user:${Buffer.from(userName.toLowerCase(), 'utf8').toString('base64url')}`;
const addressKey = (address: string) => `address:${address}`;

/** `database` is read at each attempt: the provider is mounted before the database is open. */
export function createSignInAttempts(
  database: () => Database,
  windowMs = SIGN_IN_ATTEMPT_WINDOW_MS,
): SignInAttempts {
  const limiter = createRateLimiter(database, 'sign-in', windowMs);
  return {
    async retryAfterMs(userName, address) {
      const decision = await limiter.check([
        { key: userKey(userName), limit: SIGN_IN_ATTEMPTS_PER_USER },
        { key: addressKey(address), limit: SIGN_IN_ATTEMPTS_PER_ADDRESS },
      ]);
      return decision.allowed ? 0 : decision.retryAfterSeconds * 1000;
    },
    failed: (userName, address) => limiter.count([userKey(userName), addressKey(address)]),
    succeeded: (userName) => limiter.forget(userKey(userName)),
  };
}
