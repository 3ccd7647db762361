/**
 * The AbortController of the running answer stream. It lives beside the store (in the thunk extra
 * argument), never in it: controllers are not serializable state.
 */
export interface StreamControl {
  /** Aborts any running stream and returns the signal of a new one. */
  begin(): AbortSignal;
  /** Aborts the running stream; false when none runs. */
  abort(): boolean;
  /** Forgets the stream of `signal` once it has ended. */
  end(signal: AbortSignal): void;
  isActive(): boolean;
}

export function createStreamControl(): StreamControl {
  let running: AbortController | undefined;
  return {
    begin() {
      running?.abort();
      running = new AbortController();
      return running.signal;
    },
    abort() {
      if (!running) return false;
      running.abort();
      running = undefined;
      return true;
    },
    end(signal) {
      if (running?.signal === signal) running = undefined;
    },
    isActive: () => running !== undefined,
  };
}
