import { describe, expect, it } from 'vitest';
import { createRateLimiter } from './rate-limit';

const minute = 60_000;

describe('createRateLimiter', () => {
  it('allows as many hits as the limit within one window', () => {
    const limiter = createRateLimiter(minute);
    const decisions = [0, 1, 2].map(() => limiter.hit([{ key: 'session', limit: 3 }], 1_000));
    expect(decisions.every((decision) => decision.allowed)).toBe(true);
  });

  it('refuses the hit over the limit with the seconds until the window ends', () => {
    const limiter = createRateLimiter(minute);
    limiter.hit([{ key: 'session', limit: 1 }], 0);
    expect(limiter.hit([{ key: 'session', limit: 1 }], 15_500)).toEqual({
      allowed: false,
      retryAfterSeconds: 45,
    });
  });

  it('allows hits again once the window has ended', () => {
    const limiter = createRateLimiter(minute);
    limiter.hit([{ key: 'session', limit: 1 }], 0);
    expect(limiter.hit([{ key: 'session', limit: 1 }], minute).allowed).toBe(true);
  });

  it('counts each key on its own', () => {
    const limiter = createRateLimiter(minute);
    limiter.hit([{ key: 'session-a', limit: 1 }], 0);
    expect(limiter.hit([{ key: 'session-b', limit: 1 }], 0).allowed).toBe(true);
  });

  it('does not count a refused hit against the limits that still had room', () => {
    const limiter = createRateLimiter(minute);
    limiter.hit([{ key: 'session', limit: 1 }], 0);
    limiter.hit(
      [
        { key: 'session', limit: 1 },
        { key: 'address', limit: 2 },
      ],
      0,
    );
    const afterwards = [0, 1].map(() => limiter.hit([{ key: 'address', limit: 2 }], 0));
    expect(afterwards.every((decision) => decision.allowed)).toBe(true);
  });
});
