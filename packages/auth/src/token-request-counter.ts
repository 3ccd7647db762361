import { delays } from '@parley/api-contract';

/** The token-request counter starts over 30000 ms after its first request (chat-spec section 9). */
export const TOKEN_REQUEST_COUNTER_RESET_MS = delays.tokenLoopResetMs;

/** At 4 requests within the window the sign-in cache is cleared (chat-spec section 9). */
export const TOKEN_REQUEST_LIMIT = delays.tokenLoopLimit;

export interface TokenRequestCounter {
  /** Counts one token request; returns true when the limit was reached and the counter reset. */
  record(): boolean;
  count(): number;
  dispose(): void;
}

/**
 * Stops a token exchange that keeps failing from looping: requests are counted in a 30 s window,
 * and the fourth one calls `onLimitReached` (which clears the sign-in cache) and starts over.
 */
export function createTokenRequestCounter(onLimitReached: () => void): TokenRequestCounter {
  let requests = 0;
  let resetTimer: ReturnType<typeof setTimeout> | undefined;

  function reset() {
    requests = 0;
    clearTimeout(resetTimer);
    resetTimer = undefined;
  }

  return {
    record() {
      requests += 1;
      resetTimer ??= setTimeout(reset, TOKEN_REQUEST_COUNTER_RESET_MS);
      if (requests < TOKEN_REQUEST_LIMIT) return false;
      reset();
      onLimitReached();
      return true;
    },
    count: () => requests,
    dispose: reset,
  };
}
