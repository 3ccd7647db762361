import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTokenRequestCounter } from './token-request-counter';

describe('token request counter (chat-spec sections 4 and 9)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('resets the counter 30000 ms after the first request', () => {
    const counter = createTokenRequestCounter(() => undefined);
    counter.record();
    counter.record();
    vi.advanceTimersByTime(29_999);
    expect(counter.count()).toBe(2);
    vi.advanceTimersByTime(1);
    expect(counter.count()).toBe(0);
  });

  it('clears the sign-in cache at the 4th request and starts over', () => {
    const clearCache = vi.fn();
    const counter = createTokenRequestCounter(clearCache);
    expect([counter.record(), counter.record(), counter.record()]).toEqual([false, false, false]);
    expect(clearCache).not.toHaveBeenCalled();
    expect(counter.record()).toBe(true);
    expect(clearCache).toHaveBeenCalledOnce();
    expect(counter.count()).toBe(0);
  });

  it('never reaches 4 when requests are spread over more than 30 s', () => {
    const clearCache = vi.fn();
    const counter = createTokenRequestCounter(clearCache);
    for (let request = 0; request < 6; request += 1) {
      counter.record();
      counter.record();
      vi.advanceTimersByTime(30_000);
    }
    expect(clearCache).not.toHaveBeenCalled();
  });
});
