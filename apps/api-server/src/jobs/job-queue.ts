import PgBoss from 'pg-boss';
import type { SqlExecutor } from '../db/database';

/**
 * Durable background jobs (ARCHITECTURE section 12) on pg-boss, in the application's own
 * database: with PostgreSQL every server instance works the same queue, so they share the work
 * and a job a stopped instance left is taken up again; with the embedded PGlite the same jobs run
 * in this process from the same tables, and survive a restart the same way.
 */

/** A job as its handler receives it: its data, and how many attempts came before. */
export interface QueuedJob<Data> {
  data: Data;
  retryCount: number;
  retryLimit: number;
}

export interface JobQueueLog {
  error(details: object, message: string): void;
}

export interface QueueDefinition {
  name: string;
  /** Attempts after the first one fails with an error (not a refusal the handler stores itself). */
  retryLimit: number;
  retryDelaySeconds: number;
  /** How long one attempt may stay active before the queue takes it as lost and retries it. */
  expireInSeconds: number;
}

export interface JobQueue {
  /** Declares a queue (idempotent) and works it here, one job at a time. */
  work<Data extends object>(
    queue: QueueDefinition,
    handler: (job: QueuedJob<Data>) => Promise<void>,
  ): Promise<void>;
  /**
   * Queues a job; with `singletonKey`, not while a job with the same key is queued or active.
   * This process's worker hears of it at once instead of at its next poll.
   */
  send(queue: string, data: object, options?: { singletonKey?: string }): Promise<void>;
  stop(): Promise<void>;
}

/** The schema pg-boss keeps its tables in, beside the application's. */
export const jobQueueSchema = 'pgboss';

/** PostgreSQL's "deadlock detected": it aborted this transaction so that the other could go on. */
const DEADLOCK_DETECTED = '40P01';

/**
 * Runs `attempt` again when PostgreSQL aborts it as a deadlock, up to `attempts` times in all.
 * Creating a queue records it and attaches a table to pg-boss's job table in one transaction, so
 * two instances starting together on an empty database can deadlock there (seen in CI: the second
 * instance failed to start); the queue's creation is idempotent, so the aborted one tries again.
 */
export async function againAfterDeadlock<T>(attempt: () => Promise<T>, attempts = 3): Promise<T> {
  for (let made = 1; ; made += 1) {
    try {
      return await attempt();
    } catch (error) {
      const deadlocked = (error as { code?: unknown }).code === DEADLOCK_DETECTED;
      if (!deadlocked || made >= attempts) throw error;
    }
  }
}

export async function startJobQueue(sql: SqlExecutor, log: JobQueueLog): Promise<JobQueue> {
  const boss = new PgBoss({
    db: sql,
    schema: jobQueueSchema,
    // No cron schedules: the clock monitor would only poll.
    schedule: false,
    // Finished jobs are kept a week for inspection, then deleted.
    deleteAfterDays: 7,
  });
  boss.on('error', (error) => log.error({ err: error }, 'job queue error'));
  await boss.start();
  const workers = new Map<string, string>();

  return {
    async work<Data extends object>(
      queue: QueueDefinition,
      handler: (job: QueuedJob<Data>) => Promise<void>,
    ) {
      await againAfterDeadlock(() =>
        boss.createQueue(queue.name, {
          name: queue.name,
          retryLimit: queue.retryLimit,
          retryDelay: queue.retryDelaySeconds,
          retryBackoff: true,
          expireInSeconds: queue.expireInSeconds,
        }),
      );
      // The handler may run before `work` resolves with the worker's id.
      const worker: { id?: string } = {};
      worker.id = await boss.work<Data>(
        queue.name,
        { batchSize: 1, includeMetadata: true, pollingIntervalSeconds: 2 },
        async ([job]) => {
          if (!job) return;
          try {
            await handler({
              data: job.data,
              retryCount: job.retryCount,
              retryLimit: job.retryLimit,
            });
          } finally {
            // pg-boss waits a polling interval after every job; the next queued job need not.
            if (worker.id) boss.notifyWorker(worker.id);
          }
        },
      );
      workers.set(queue.name, worker.id);
    },
    async send(queue, data, options = {}) {
      await boss.send(queue, data, options);
      const workerId = workers.get(queue);
      if (workerId) boss.notifyWorker(workerId);
    },
    async stop() {
      // The job in hand may finish for a few seconds; one that does not is retried later.
      await boss.stop({ graceful: true, timeout: 5_000, wait: true, close: false });
    },
  };
}
