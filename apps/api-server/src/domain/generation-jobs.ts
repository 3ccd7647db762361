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
  };
}
