/** Resolves after `ms` milliseconds; tests drive it with fake timers. */
export function wait(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
