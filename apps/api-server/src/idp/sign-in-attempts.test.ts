import { describe, expect, it } from 'vitest';
import { createSignInAttemptLimiter } from './sign-in-attempts';

function limiterAt(start = 0) {
  let time = start;
  const limiter = createSignInAttemptLimiter({ limit: 3, windowMs: 1000, now: () => time });
  return { limiter, advance: (ms: number) => (time += ms) };
}

describe('sign-in attempt limiter', () => {
  it('refuses a user name after the limit of failures, until its window ends', () => {
    const { limiter, advance } = limiterAt();
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect(limiter.retryAfterMs('a')).toBe(0);
      limiter.recordFailure('a');
      advance(100);
    }
    expect(limiter.retryAfterMs('a')).toBe(700);
    expect(limiter.retryAfterMs('b')).toBe(0);
    advance(700);
    expect(limiter.retryAfterMs('a')).toBe(0);
  });

  it('forgets a key’s failures after a success', () => {
    const { limiter } = limiterAt();
    limiter.recordFailure('a');
    limiter.recordFailure('a');
    limiter.recordSuccess('a');
    limiter.recordFailure('a');
    limiter.recordFailure('a');
    expect(limiter.retryAfterMs('a')).toBe(0);
  });
});
