import { setImmediate as nextTurn } from 'node:timers/promises';
import type { PGlite } from '@electric-sql/pglite';

/**
 * How long PGlite may run queries back to back before the event loop gets a turn. A streamed
 * answer's next event waits at most about this long (plus one query) for the database.
 */
export const pgliteTimeSliceMs = 5;

/**
 * PGlite runs each query synchronously on this thread, and queued queries follow each other in
 * one chain of promise callbacks: a burst of requests (a thousand answers starting at once) ran
 * its queries for seconds without a single timer firing, so every open stream stalled. This
 * wrapper runs top-level queries and transactions one at a time, as PGlite does anyway, and
 * gives the event loop a turn (timers, socket writes) whenever a time slice is used up.
 */
export function timeSlicedPglite(client: PGlite, sliceMs = pgliteTimeSliceMs): PGlite {
  let queue: Promise<unknown> = Promise.resolve();
  let sliceStartedAt = performance.now();

  function inTurn<T>(task: () => Promise<T>): Promise<T> {
    const run = queue.then(async () => {
      if (performance.now() - sliceStartedAt >= sliceMs) {
        await nextTurn();
        sliceStartedAt = performance.now();
      }
      return task();
    });
    queue = run.catch(() => undefined);
    return run;
  }

  const query: PGlite['query'] = (...args) => inTurn(() => client.query(...args));
  const transaction: PGlite['transaction'] = (callback) =>
    inTurn(() => client.transaction(callback));
  const exec: PGlite['exec'] = (...args) => inTurn(() => client.exec(...args));
  const sliced: Partial<PGlite> = { query, transaction, exec };

  return new Proxy(client, {
    get(target, property) {
      if (property in sliced) return sliced[property as keyof typeof sliced];
      const value: unknown = Reflect.get(target, property);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}
