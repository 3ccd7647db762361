/**
 * Waits for real I/O (a request reaching the test server) without moving fake timers, unlike
 * `vi.waitFor`, which advances them while it polls.
 */
export async function until(condition: () => boolean, limitMs = 5_000): Promise<void> {
  const started = performance.now();
  while (!condition()) {
    if (performance.now() - started > limitMs) throw new Error('The condition never became true');
    await new Promise((resolve) => setImmediate(resolve));
  }
}
