/**
 * Keeps a growing answer stored while it streams, so that a crash loses at most the last moment
 * of it: each change is written at most `intervalMs` after it arrived, one write at a time, never
 * one write per token (the database must stay off the per-event path).
 */
export interface AnswerCheckpoints<Progress> {
  /** The answer as it stands now; it is written within `intervalMs`. */
  update(progress: Progress): void;
  /** Stops writing and waits for a write in flight: the final store comes after it. */
  close(): Promise<void>;
}

export interface AnswerCheckpointOptions<Progress> {
  intervalMs: number;
  write(progress: Progress): Promise<void>;
  /** A failed checkpoint is reported and the next one tried: the final store still follows. */
  onError(error: unknown): void;
}

/** A second of text at the most, as the issue asked ("every second or so"). */
export const ANSWER_CHECKPOINT_INTERVAL_MS = 1_000;

export function createAnswerCheckpoints<Progress>({
  intervalMs,
  write,
  onError,
}: AnswerCheckpointOptions<Progress>): AnswerCheckpoints<Progress> {
  let pending: { progress: Progress } | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let writing: Promise<void> | undefined;
  let closed = false;

  function schedule() {
    if (timer || writing || closed || !pending) return;
    timer = setTimeout(flush, intervalMs);
  }

  function flush() {
    timer = undefined;
    if (!pending || closed) return;
    const { progress } = pending;
    pending = undefined;
    writing = write(progress)
      .catch(onError)
      .finally(() => {
        writing = undefined;
        schedule();
      });
  }

  return {
    update(progress) {
      pending = { progress };
      schedule();
    },
    async close() {
      closed = true;
      clearTimeout(timer);
      timer = undefined;
      await writing;
    },
  };
}
