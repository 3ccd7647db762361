import { parentPort, Worker } from 'node:worker_threads';
import type { ResourceLimits, Transferable } from 'node:worker_threads';

/**
 * A worker thread that answers requests one message each, so slow synchronous work (reading a
 * PDF, synthesising speech) never holds the event loop that streams answers. The thread starts
 * at the first request and does not keep the process alive while idle. A request that takes
 * longer than the timeout, or a thread that crashes, fails what was waiting; the thread is
 * replaced for the next request, so one poisoned input never blocks the queue.
 */
export interface RequestThread<Request, Result> {
  run(request: Request, transfer?: readonly Transferable[]): Promise<Result>;
  close(): Promise<void>;
}

/** What a worker answers: its result, or why not (`kind` lets the caller pick an error class). */
export type ThreadReply<Result> =
  | { id: number; ok: true; result: Result }
  | { id: number; ok: false; kind?: string; message: string };

/** The errors a thread's caller sees, in the caller's own words. */
export interface ThreadFailures<Request> {
  /** The worker answered that the request failed. */
  failed(reply: { kind?: string; message: string }): Error;
  /** The request took longer than the timeout. */
  timedOut(request: Request): Error;
  /** The thread stopped (crashed or exited) while the request waited. */
  stopped(reason?: string): Error;
}

export interface RequestThreadOptions<Request> {
  /** The worker module's name beside this file: `dist/{name}.js` when built, else its source. */
  workerName: string;
  timeoutMs: number;
  failures: ThreadFailures<Request>;
  resourceLimits?: ResourceLimits;
}

/**
 * The worker's module: beside this one when built (tsup bundles each worker as `dist/{name}.js`),
 * or, when the server runs from its TypeScript sources (tests, `pnpm dev`), the bootstrap
 * `{name}-source.mjs` that loads the source through tsx.
 */
function workerModule(workerName: string): URL {
  const fromSource = import.meta.url.endsWith('.ts');
  return new URL(fromSource ? `./${workerName}-source.mjs` : `./${workerName}.js`, import.meta.url);
}

export function createRequestThread<Request, Result>({
  workerName,
  timeoutMs,
  failures,
  resourceLimits,
}: RequestThreadOptions<Request>): RequestThread<Request, Result> {
  let worker: Worker | undefined;
  let nextId = 1;
  const pending = new Map<
    number,
    { resolve: (result: Result) => void; reject: (error: Error) => void }
  >();

  const failAll = (error: Error) => {
    for (const { reject } of pending.values()) reject(error);
    pending.clear();
  };

  const start = (): Worker => {
    const started = new Worker(workerModule(workerName), { resourceLimits });
    started.on('message', (reply: ThreadReply<Result>) => {
      const waiting = pending.get(reply.id);
      if (!waiting) return;
      pending.delete(reply.id);
      if (reply.ok) waiting.resolve(reply.result);
      else waiting.reject(failures.failed(reply));
    });
    started.on('error', (error) => {
      if (worker === started) worker = undefined;
      failAll(failures.stopped(error.message));
    });
    started.on('exit', () => {
      if (worker !== started) return;
      worker = undefined;
      failAll(failures.stopped());
    });
    started.unref();
    return started;
  };

  return {
    run(request, transfer) {
      worker ??= start();
      const current = worker;
      const id = nextId++;
      return new Promise<Result>((resolve, reject) => {
        const timer = setTimeout(() => {
          pending.delete(id);
          if (worker === current) worker = undefined;
          void current.terminate();
          reject(failures.timedOut(request));
        }, timeoutMs);
        pending.set(id, {
          resolve: (result) => {
            clearTimeout(timer);
            resolve(result);
          },
          reject: (error) => {
            clearTimeout(timer);
            reject(error);
          },
        });
        current.postMessage({ id, request }, transfer);
      });
    },
    async close() {
      failAll(new Error('The server is shutting down.'));
      const closing = worker;
      worker = undefined;
      await closing?.terminate();
    },
  };
}

/**
 * The worker side: answers each request the thread receives with `handle`'s result, or with the
 * error's message and the `kind` that `classify` gives it. `transferOf` names the result's
 * buffers to move rather than copy.
 */
export function answerRequests<Request, Result>(
  handle: (request: Request) => Promise<Result>,
  {
    classify = () => undefined,
    transferOf = () => [],
  }: {
    classify?: (error: unknown) => string | undefined;
    transferOf?: (result: Result) => Transferable[];
  } = {},
): void {
  parentPort?.on('message', ({ id, request }: { id: number; request: Request }) => {
    handle(request).then(
      (result) =>
        parentPort?.postMessage(
          { id, ok: true, result } satisfies ThreadReply<Result>,
          transferOf(result),
        ),
      (error: unknown) =>
        parentPort?.postMessage({
          id,
          ok: false,
          kind: classify(error),
          message: error instanceof Error ? error.message : String(error),
        } satisfies ThreadReply<Result>),
    );
  });
}
