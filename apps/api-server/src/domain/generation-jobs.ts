/** Why a running answer was cut short: the user went away, or the server is shutting down. */
export type StopReason = 'client-disconnected' | 'server-shutdown';

/**
 * The answers being generated in this process, so a shutdown can stop each one and wait until
 * what it got so far is stored.
 */
export interface GenerationJobs {
  readonly size: number;
  /** Runs `job` with a signal that fires on shutdown; the promise settles when the job is done. */
  run(job: (controller: AbortController) => Promise<void>): Promise<void>;
  stopAll(): Promise<void>;
  /**
   * Resolves true once no job runs (those running now, and any started meanwhile, have
   * finished), or false when `timeoutMs` passed first; the jobs are left running either way.
   */
  settled(timeoutMs: number): Promise<boolean>;
}

export function createGenerationJobs(): GenerationJobs {
  const running = new Map<AbortController, Promise<void>>();
  return {
    get size() {
      return running.size;
    },
    async run(job) {
      const controller = new AbortController();
      const done = job(controller).finally(() => running.delete(controller));
      running.set(controller, done);
      return done;
    },
    async stopAll() {
      for (const controller of running.keys()) {
        controller.abort('server-shutdown' satisfies StopReason);
      }
      await Promise.allSettled([...running.values()]);
    },
    async settled(timeoutMs) {
      let timer: NodeJS.Timeout | undefined;
      const timedOut = new Promise<false>((resolve) => {
        timer = setTimeout(() => resolve(false), timeoutMs);
      });
      const allDone = (async () => {
        while (running.size > 0) await Promise.allSettled([...running.values()]);
        return true as const;
      })();
      try {
        return await Promise.race([allDone, timedOut]);
      } finally {
        clearTimeout(timer);
      }
    },
  };
}
